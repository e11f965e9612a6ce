"""A scene played at the table, told as a story: its deeds in order, with the turns and seasons
as connecting words, and its routine (assets built, pushes that did not yet break an
obstacle, threat gathering, stress) summarised once at the scene's end rather than listed.

Which moments are deeds: an obstacle overcome, sorcery exploding, a condition taken, a
knock-out, a threat roll that beats the pool, a location's action, the scene completed and
the game's end. The players' notes are quoted where they were written.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from domain.kernel.chronicle import NOT_NARRATED, Moment, Paragraph, Quote, Table, narrate_generic, narrate_unknown
from domain.kernel.storytelling import Voice, and_list, capital, count, ordinal, times

from .moments import outcome_items
from .phrases import SEASON_OPENERS, TURN_OPENERS
from .quiet import QUIET, tk
from .tellers import TELLERS
from .text import condition_name, worth

# kinds whose work is summarised at the scene's end, or shown by what they cause
ROUTINE = frozenset({tk.ASSET_BUILT, tk.OBSTACLE_ATTEMPTED, tk.OBSTACLES_ACTIVATED, tk.EFFECT_RESOLVED,
                     tk.EXPLODED, tk.MUSTERED, tk.REFRESHED, tk.TIME_ADVANCED, tk.SCENE_NARRATED,
                     tk.GAME_ENDED, tk.LOCATION_ACTION})


@dataclass
class _Tally:
    """The routine of one scene, counted as it goes."""

    built: list = field(default_factory=list)            # (character, asset)
    worn: dict = field(default_factory=dict)             # obstacle -> [team names, attempts, progress]
    threats: list = field(default_factory=list)          # locations in the order threat came
    stress: Counter = field(default_factory=Counter)     # (character, track) -> points
    turns: set = field(default_factory=set)
    scene: dict = field(default_factory=dict)
    fallen: list = field(default_factory=list)           # (team, obstacle, progress if at one stroke)


@dataclass
class Clock:
    """Where the story stands in time, so each turn opens with a connecting word."""

    turn: int | None = None
    season: str | None = None
    openers: int = 0

    def opener(self, state) -> str:
        table = (state or {}).get("table") or {}
        turn, season = table.get("turns_played"), _season_name(table)
        said = ""
        if self.turn is not None and turn != self.turn:
            if season and season != self.season:
                said = SEASON_OPENERS[self.openers % len(SEASON_OPENERS)].format(season=season)
            else:
                said = TURN_OPENERS[self.openers % len(TURN_OPENERS)].format(nth=ordinal(int(turn or 0) + 1))
            self.openers += 1
        self.turn, self.season = turn, season or self.season
        return said


def _season_name(table: dict) -> str | None:
    try:
        return table["seasons"][table["season"]]["name"]
    except (KeyError, IndexError, TypeError):
        return None


class _Page:
    """The blocks of a scene as they are told: sentences gather in a paragraph, which a new
    turn's or season's opener (the clock's) or a block of its own closes."""

    def __init__(self, voice: Voice, clock: Clock, blocks: list):
        self.voice, self.clock, self.blocks, self.paragraph = voice, clock, blocks, []

    def tell(self, said: list, state) -> None:
        opener = self.clock.opener(state)
        if not said:
            return
        first, *rest = said
        if isinstance(first, str):
            if opener:
                self.close()
            self.paragraph.append(self.voice.opened(opener, first))
            self.paragraph += [s for s in rest if isinstance(s, str)]
            self.blocks.extend(b for b in rest if not isinstance(b, str))
        else:
            self.close()
            self.blocks.extend(said)

    def close(self) -> None:
        if self.paragraph:
            self.blocks.append(Paragraph(" ".join(self.paragraph)))
            self.paragraph = []


def tell_scene(voice: Voice, clock: Clock, moments: list[Moment], scene: dict, number: int) -> list:
    """The blocks of one scene: its opening, its deeds by turn, its routine in sum, its end."""
    blocks: list = []
    if scene.get("name"):
        blocks.append(Paragraph(voice.say("scene_opens", nth=ordinal(number), scene=scene["name"],
                                          location=scene.get("location", "an unknown place"),
                                          needed=scene.get("needed", "?")), "lead"))
    tally, page = _Tally(scene=scene), _Page(voice, clock, blocks)
    ending = _told_deeds(voice, page, tally, moments)
    page.close()
    summary = _summary(voice, tally)
    if summary:
        blocks.append(Paragraph(summary))
    for item in ending:
        blocks.append(Paragraph(item, "moment") if isinstance(item, str) else item)
    if len(blocks) <= 1:
        blocks.append(Paragraph(voice.say("quiet_scene")))
    return blocks


def _told_deeds(voice: Voice, page: _Page, tally: _Tally, moments: list[Moment]) -> list:
    """Tell the scene's deeds on `page`, turn by turn (the obstacles a turn overcame in one
    sentence, after what else the attempt brought); what comes after the scene's end is
    returned, to follow the routine's sum."""
    ending: list = []
    pending: list = []   # the moment and the obstacles overcome in its turn, not yet told

    def flush() -> None:
        if pending:
            page.tell(_fallen(voice, pending[1:]), pending[0].state)
            pending.clear()

    for moment in moments:
        if moment.kind in NOT_NARRATED or (moment.kind in QUIET and moment.kind not in ROUTINE):
            continue
        turn = ((moment.state or {}).get("table") or {}).get("turns_played")
        if turn is not None:
            tally.turns.add(turn)
        if moment.kind == tk.TIME_ADVANCED:
            continue
        said = _deeds(voice, moment, tally)
        if pending and (said or _turn(pending[0]) != turn):
            flush()
        if tally.fallen:
            pending += ([] if pending else [moment]) + tally.fallen
            tally.fallen = []
            if said:   # what else the attempt brought is told after the obstacle fell
                flush()
        if moment.kind in (tk.SCENE_NARRATED, tk.GAME_ENDED) or ending:
            ending += said   # after the scene's end: its cards, then the players' words on it
            if moment.kind == tk.SCENE_NARRATED:
                ending += _cards_played(moment) + _answers(moment)
            continue
        if said or not pending:
            page.tell(said, moment.state)
    flush()
    return ending


def _deeds(voice: Voice, moment: Moment, tally: _Tally) -> list:
    """Sentences (str) and blocks for one moment; its routine goes into the tally."""
    data, out = moment.data, moment.data.get("outcome") or {}
    items = outcome_items(out)
    said: list = []
    _count_stress(items, tally)
    if moment.kind == tk.ASSET_BUILT:
        done = out.get("completed")
        for name in (done if isinstance(done, list) else [done] if done else []):
            tally.built.append((data.get("character", ""), name))
    elif moment.kind == tk.OBSTACLE_ATTEMPTED:
        team = and_list(t.get("character", "") for t in data.get("team") or []) or data.get("character", "someone")
        obstacle = data.get("obstacle", "an obstacle")
        worn = tally.worn.setdefault(obstacle, [team, 0, 0])
        worn[1] += 1
        worn[2] += int(out.get("progress", 0) or 0)
        if out.get("result") == "overcome":
            at_once = out.get("progress", 0) if worn[1] == 1 and out.get("progress", 0) >= 3 else None
            tally.fallen.append((team, obstacle, at_once))
            del tally.worn[obstacle]
    elif moment.kind == tk.LOCATION_ACTION:
        where = ((moment.state or {}).get("table") or {}).get("characters", {}).get(data.get("character"), {}).get("location")
        done = [f"discarded {out['discarded']}" if out.get("discarded") else "",
                f"moved {out['moved']} to {out.get('to')}" if out.get("moved") else "",
                f"pulled {out['pulled']} from {out.get('from')}" if out.get("pulled") else ""]
        what = f" and {and_list(done)}" if any(done) else ""
        said.append(voice.say("location_action", who=data.get("character", "a character"),
                              where=where or "their place", what=what))
    elif moment.kind == tk.SCENE_COMMITTED:
        cards = out.get("cards") or []
        said.append(voice.say("committed", who=data.get("character", "A character"),
                              cards=and_list(worth(c.get('card', ''), c.get('points', 0)) for c in cards),
                              score=out.get("score", "?"), needed=out.get("needed", "?")))
    elif moment.kind == tk.GAME_ENDED:
        reason = data.get("reason") or ""
        key = {"lost": "game_lost", "won": "game_won"}.get(data.get("result"), "game_over")
        said.append(voice.say(key, reason=reason if key == "game_lost" else (f": {reason}" if reason else "")))
    elif moment.kind == tk.SCENE_NARRATED:
        cards = out.get("cards") or []
        best = max(cards, key=lambda c: c.get("points", 0), default=None)
        said.append(voice.say("scene_done", scene=capital(tally.scene.get("name") or "the scene"),
                              points=out.get("points", "?"), needed=tally.scene.get("needed", "?"), best=_best(best)))
    elif moment.kind not in ROUTINE:
        block = narrate_generic(moment)
        return [block] if block is not None else _plain(moment)
    booms = Counter(i.get("character") or data.get("character") or "someone" for i in items if i.get("cause") == "explosion")
    for who, n in booms.items():
        said.append(voice.say("sorcery", who=who, times=times(n)))
    places = [i["threat"] for i in items if isinstance(i.get("threat"), str)]
    tally.threats += places
    for i in items:
        if "threat_roll" in i and i["threat_roll"] > i.get("pool", 99):
            said.append(voice.say("threat_close", roll=i["threat_roll"], pool=i.get("pool", "?")))
        if i.get("condition"):
            said.append(voice.say("condition", who=i.get("character", "someone"), condition=condition_name(i["condition"])))
        if i.get("knocked_out"):
            said.append(voice.say("knocked_out", who=i.get("character", "someone")))
    return said


def _turn(moment: Moment):
    return ((moment.state or {}).get("table") or {}).get("turns_played")


def _fallen(voice: Voice, fallen: list) -> list[str]:
    """The obstacles overcome in one turn, told together for each team ("Thea overcame A and
    B"): one sentence a team, the single obstacle broken at one stroke told as such."""
    by_team: dict = {}
    for team, obstacle, at_once in fallen:
        by_team.setdefault(team, []).append((obstacle, at_once))
    said = []
    for team, done in by_team.items():
        if len(done) == 1 and done[0][1]:
            said.append(voice.say("overcame_at_once", team=team, obstacle=done[0][0], progress=done[0][1]))
        else:
            said.append(voice.say("overcame", team=team, obstacle=and_list(o for o, _ in done)))
    return said


def _plain(moment: Moment) -> list:
    """A kind the storyteller has no words for: its own teller, else the generic account."""
    teller = TELLERS.get(moment.kind)
    if teller:
        return [b for b in teller(moment) if not isinstance(b, Paragraph) or b.text]
    return [block for block in [narrate_unknown(moment)] if block is not None]


def _best(card: dict) -> str:
    return f"{card.get('character', 'someone')}'s {card.get('card', 'card')}" if card else "no card"


def _count_stress(items: list, tally: _Tally) -> None:
    for item in items:
        if item.get("character") and isinstance(item.get("stress"), str):
            tally.stress[(item["character"], item["stress"])] += 1


def _answers(moment: Moment) -> list:
    """The players' answers to the scene's guiding questions, quoted as their own words."""
    return [Quote(a["answer"], by="the players", about=a["question"])
            for a in moment.data.get("answers") or [] if a.get("answer")]


def _cards_played(moment: Moment) -> list:
    cards = (moment.data.get("outcome") or {}).get("cards") or []
    rows = [[c.get("character", ""), c.get("card", ""), c.get("points", 0)] for c in cards]
    return [Table(["Character", "Card played", "Points"], rows, caption="Cards played", numeric=(2,))] if rows else []


def _summary(voice: Voice, tally: _Tally) -> str:
    """The scene's routine in a few sentences: what was built, what held, where threat came, the cost."""
    said = []
    if tally.built:
        builders = and_list(dict.fromkeys(who for who, _ in tally.built))
        said.append(voice.say("built", turns=count(max(1, len(tally.turns)), "turn"), builders=builders,
                              assets=count(len(tally.built), "asset"), names=and_list(n for _, n in tally.built)))
    for obstacle, (team, attempts, progress) in tally.worn.items():
        said.append(voice.say("worn", team=team, obstacle=obstacle, times=times(attempts),
                              attempts=count(attempts, "attempt"), progress=progress))
    if tally.threats:
        places = and_list(dict.fromkeys(tally.threats))
        said.append(voice.say("threat", places=places))
    if tally.stress:
        by_who: dict = {}
        for (who, track), n in tally.stress.items():
            by_who.setdefault(who, []).append(count(n, track, track))
        costs = and_list(f"{who} {' and '.join(parts)} stress" for who, parts in by_who.items())
        said.append(voice.say("stress", costs=costs))
    return " ".join(said)

