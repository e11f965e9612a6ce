"""The d6D chronicle (reports hook): the opening, each turn told in order, then the final score.

One game is one evening, so the book is short: one chapter, the opening with the map as play
begins, a part per turn (each battle told whole, its rounds summed up), and "The end" with the
score table and the final map. A game still under way prints with the score as it stands.
"""
from __future__ import annotations

from domain.kernel.chronicle import (NOT_NARRATED, Chronicle, ChronicleRefusal, Facts, Moment, Paragraph, Picture, Section,
                                     Table, Timeline, narrate_generic, narrate_unknown)

from domain.kernel.epilogue import awards, longest_run, luckiest, most
from domain.kernel.group_voice import lead_chapter
from domain.kernel.luck import luck_section
from domain.kernel.storytelling import Voice, and_list, byline, count, dates_of
from domain.kernel.turning import STORY, chapter_story

from . import events as kinds
from .events import GAME_ENDED, PLAY_BEGAN, TURN_PASSED
from .narrate import HIGHLIGHTS, told
from .pictures import map_picture
from .views import score


VOICE = {
    kinds.ARMY_STRENGTHENED: ("{player} strengthened army {army} on world {world} to {value}.",
                              "{player} built army {army} up by {gain} to {value}.",
                              "On world {world} {player}'s army {army} grew to {value}."),
    kinds.ARMY_RECRUITED: ("{player} recruited a new army on world {world} at strength {value}.",
                           "A fresh army of {value} joined {player} on world {world}."),
    kinds.ARMY_MOVED: ("{player} moved army {army} from world {from} to world {to}.",
                       "{player}'s army {army} marched on to world {to}.",
                       "Army {army} of {player} crossed from world {from} to world {to}."),
    kinds.RETREATED: ("{player} fell back from world {from} to world {to}.",
                      "{player} retreated to world {to}."),
    kinds.ARMIES_PLACED: ("{player} placed two armies on world {world}.",
                          "{player} took world {world} with both armies."),
    "battle": ("{attacker} attacked {defender} on world {world}.",
               "Battle broke out on world {world}: {attacker} against {defender}.",
               "{attacker} carried the war to {defender} on world {world}."),
    "rounds": ("It took {rounds}: {attacker} won {attacker_won} and {defender} {defender_won}, "
               "for {attacker_damage} damage dealt against {defender_damage}.",
               "Over {rounds} the dice favoured {leader} ({attacker} {attacker_won}, {defender} {defender_won}).",
               "{rounds} were fought, the biggest blow {best} points."),
    "destroyed": ("{player}'s army {army} was destroyed.", "{player} lost army {army}.",
                  "Army {army} of {player} fell."),
    "soul": ("Its die rolled {value} into the Realm of Lost Souls.",
             "The Realm of Lost Souls took a {value} from it.",),
    "held": ("{winner} held world {world} when the fighting ended.", "World {world} stayed with {winner}.",
             "When it was over, world {world} belonged to {winner}."),
}


# which way a die is lucky: an army's strength and a battle die count high; a die lost to the
# Realm of Lost Souls is neither (never called lucky, but counted)
LUCKY = {"army": 1, "battle": 1}


def _voice() -> Voice:
    return Voice(VOICE)


def _block(moment: Moment, voice: Voice):
    if moment.kind in VOICE:
        return Paragraph(voice.say(moment.kind, **moment.data))
    text = told(moment.kind, moment.data, moment.state)
    if text is not None:
        return Paragraph(text, style="moment" if moment.kind in HIGHLIGHTS else "")
    return narrate_generic(moment) or narrate_unknown(moment)


def _told(moments: list[Moment]) -> list[Moment]:
    return [m for m in moments if m.kind not in NOT_NARRATED and m.kind not in (TURN_PASSED, PLAY_BEGAN)]


def _opening(section: Section, moments: list[Moment], voice: Voice) -> None:
    """The opening rolls in one sentence, then who went first and where the armies stood."""
    rolls = [m.data for m in moments if m.kind == kinds.ARMIES_ROLLED]
    if rolls:
        said = and_list(f"{r['player']} {sum(d['value'] for d in r['dice'])}" for r in rolls)
        section.say(f"The opening rolls were {said}; the lowest total plays first.", "lead")
    for moment in _told(moments):
        if moment.kind != kinds.ARMIES_ROLLED:
            section.add(_block(moment, voice))
    if moments and moments[-1].state and moments[-1].state["phase"] != "rolling":
        section.add(Picture(map_picture(moments[-1].state), caption="The worlds when play began"))


def _battle(moments: list[Moment], voice: Voice) -> list:
    """One battle as a paragraph: who attacked whom, how the rounds went, what was lost, who held;
    a note written before the first round is quoted before it, a later one after it."""
    start = moments[0].data
    rounds = [m.data for m in moments if m.kind == kinds.BATTLE_ROUND_FOUGHT]
    attacker, defender = start.get("attacker"), start.get("defender")
    said = [voice.say("battle", **start)]
    if rounds:
        won = {name: sum(1 for r in rounds if r.get("damage") and r.get("loser") != name) for name in (attacker, defender)}
        dealt = {name: sum(r.get("damage", 0) for r in rounds if r.get("loser") and r.get("loser") != name)
                 for name in (attacker, defender)}
        leader = max((attacker, defender), key=lambda n: won[n])
        said.append(voice.say("rounds", rounds=count(len(rounds), "round"), attacker=attacker, defender=defender,
                              attacker_won=won[attacker], defender_won=won[defender], leader=leader,
                              attacker_damage=dealt[attacker], defender_damage=dealt[defender],
                              best=max(r.get("damage", 0) for r in rounds)))
    blocks, before = [], []   # the players' words as the battle opened come before its telling
    for moment in moments[1:]:
        if moment.kind == kinds.ARMY_DESTROYED:
            said.append(voice.say("destroyed", **moment.data))
        elif moment.kind == kinds.SOUL_LOST:
            said.append(voice.say("soul", value=moment.data["die"]["value"]))
        elif moment.kind == kinds.BATTLE_ENDED:
            said.append(voice.say("held", world=moment.data["world"], winner=moment.data.get("winner") or "nobody"))
        elif moment.kind in (kinds.BATTLE_ROUND_FOUGHT, kinds.ARMY_DAMAGED) or moment.kind in NOT_NARRATED:
            continue
        else:
            fought = any(m.kind == kinds.BATTLE_ROUND_FOUGHT and m.position < moment.position for m in moments)
            (blocks if fought else before).append(_block(moment, voice))
    return [*before, Paragraph(" ".join(said), "moment"), *blocks]


def _turn(section: Section, moments: list[Moment], voice: Voice) -> None:
    """A turn's moves in order, each battle told whole."""
    battle: list[Moment] = []
    for moment in moments:
        if moment.kind == kinds.BATTLE_STARTED:
            battle = [moment]
        elif battle:
            battle.append(moment)
            if moment.kind == kinds.BATTLE_ENDED:
                section.blocks += _battle(battle, voice)
                battle = []
        elif moment.kind not in NOT_NARRATED and moment.kind != GAME_ENDED:
            section.add(_block(moment, voice))
    if battle:
        section.blocks += _battle(battle, voice)


def _turns(moments: list[Moment], voice: Voice) -> list[Section]:
    """A part (level 2) per turn, split where a turn passes or play begins."""
    sections: list[Section] = []
    for moment in moments:
        if moment.kind in (PLAY_BEGAN, TURN_PASSED):
            sections.append(Section(f"Turn {moment.data.get('number', 1)}: {moment.data['player']}", level=2))
            sections[-1].moments = []
        elif sections:
            sections[-1].moments.append(moment)
    for section in sections:
        _turn(section, section.moments, voice)
        del section.moments
    return [s for s in sections if s.blocks]


def _end(state: dict) -> Section:
    table = score(state)
    section = Section("The end" if table["over"] else "Where the game stands", level=2)
    section.say(f"The game ended: {table['reason']}." if table["over"] else "The game is still being played.",
                style="lead")
    section.add(Table(["Player", "Worlds", "Dice in the Realm", "Realm total", "Points"],
                      [[row["player"], ", ".join(map(str, row["worlds"])) or "-", row["realm_dice"],
                        row["realm_total"], row["points"]] for row in table["scores"]],
                      caption="Score: 3 per world, -1 per army die in the Realm", numeric=(2, 3, 4)))
    if table["winners"]:
        section.add(Facts([("Winner" if len(table["winners"]) == 1 else "Winners", ", ".join(table["winners"]))]))
    section.add(Picture(map_picture(state), caption="The worlds at the end" if table["over"] else "The worlds now"))
    return section


def _rater(moments: list[Moment]):
    """d6D's measure of a swing: a world taken from its holder above all, then an army
    destroyed, then a world held against an attack (the attacker of each battle read from its
    start, so a battle's end knows whether the world changed hands)."""
    attackers = {}
    for moment in moments:
        if moment.kind == kinds.BATTLE_STARTED:
            attackers[moment.position] = moment.data["attacker"]

    def rate(moment: Moment) -> float:
        if moment.kind == kinds.ARMY_DESTROYED:
            return 3.0
        if moment.kind != kinds.BATTLE_ENDED:
            return 0.0
        started = [p for p in attackers if p < moment.position]
        taken = started and moment.data.get("winner") == attackers[max(started)]
        return 4.0 if taken else 2.0
    return rate


def _turned(moment: Moment) -> str:
    data = moment.data
    if moment.kind == kinds.ARMY_DESTROYED:
        return f"The game turned when {data['player']}'s army {data['army']} was destroyed on world {data['world']}."
    return f"The game turned on world {data['world']}, which {data.get('winner') or 'nobody'} held when the fighting ended."


def _cost(moments: list[Moment]):
    """The armies each player lost over the game, their dice gone to the Realm of Lost Souls."""
    lost: dict[str, int] = {}
    for moment in moments:
        if moment.kind == kinds.ARMY_DESTROYED:
            lost[moment.data["player"]] = lost.get(moment.data["player"], 0) + 1
    told = and_list(f"{player} {count(n, 'army', 'armies')}" for player, n in lost.items())
    return lambda moment: f"It cost {told}, their dice gone to the Realm." if told else ""


def _story(moments: list[Moment], names: list[str]) -> Paragraph | None:
    """The game in a few sentences before its telling: the stakes, the turn, the cost, the end."""
    ended = [m for m in moments if m.kind == GAME_ENDED]
    stakes = (f"{and_list(names)} fought for the worlds: three points for each world held at the end, "
              "a point lost for each army die gone to the Realm.")
    outcome = (f"In the end {and_list(ended[-1].data['winners'])} won: {ended[-1].data['reason']}." if ended
               else "The game is still being played.")
    told = chapter_story(moments, _rater(moments), stakes, _turned, _cost(moments), outcome)
    return Paragraph(told, STORY) if told else None


def _rounds(moment: Moment) -> list[tuple[str, bool]]:
    """A battle round as a try for both sides: the side that did not lose it won it."""
    if moment.kind != kinds.BATTLE_ROUND_FOUGHT or not moment.data.get("loser"):
        return []
    sides = [moment.data[side]["player"] for side in ("attacker", "defender") if moment.data.get(side)]
    return [(player, player != moment.data["loser"]) for player in sides]


def _awards(moments: list[Moment]):
    """The game's awards, read from the log: most battle rounds won, the luckiest roll (a high
    army or battle die), the longest run of rounds won."""
    return awards([most(moments, lambda m: [p for p, won in _rounds(m) if won], "Most battle rounds won", "round"),
                   luckiest(moments, LUCKY.get),
                   longest_run(moments, _rounds, "Longest run of rounds won", "round")])


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of one d6D game: one chapter (the opening, a part per turn with its battles told
    whole, the end). A game has no years: asking for one is refused, not answered with an empty book."""
    if year is not None:
        raise ChronicleRefusal("a d6D game has no years: its chronicle is the one game; leave out the year")
    moments = list(timeline)
    voice = _voice()
    names = [p["name"] for p in timeline.final["players"]] if timeline.final else []
    players = ", ".join(names)
    book = Chronicle(title=timeline.name or "A game of d6D", subtitle="d6D: Bridge the Worlds",
                     group=names, dates=dates_of(moments))
    chapter = Section("The game" + (f" of {and_list(names)}" if players else ""), byline=byline(moments, names))
    began = next((i for i, m in enumerate(moments) if m.kind == PLAY_BEGAN), len(moments))
    _opening(chapter, moments[:began], voice)
    chapter.blocks[:0] = [block for block in [_story(moments, names)] if block]
    lead_chapter(chapter, moments)
    book.sections.append(chapter)
    book.sections.extend(_turns(moments[began:], voice))
    final = moments[-1].state if moments else None
    if final and final.get("phase") != "rolling":
        book.sections.append(_end(final))
        book.sections[-1].blocks += [block for block in [_awards(moments)] if block]
        book.picture = Picture(map_picture(final), caption="The worlds")
    luck = luck_section(moments, lucky=LUCKY.get)
    if luck:
        book.sections.append(luck)
    if not chapter.blocks and len(book.sections) == 1:
        chapter.say("Nothing has been played yet.", "lead")
    ended = [m for m in moments if m.kind == GAME_ENDED]
    book.facts = [("Players", players or "-"),
                  ("Turns", final["turn"]["number"] if final and final["turn"] else 0),
                  ("Result", ", ".join(ended[-1].data["winners"]) + " won" if ended else "under way")]
    return book
