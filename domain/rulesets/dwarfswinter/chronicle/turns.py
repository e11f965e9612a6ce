"""Phase 3 in the chronicle's words: each player's turn summed up in a sentence or two (the
music they played and who followed it with what they gained, the dwarfs they sent out or moved,
the heroes they hired), and each Monster defeated and Disaster overcome as a moment of its own."""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, count

from .. import events as ev
from ..components import DWARF, RESOURCES
from ..words import amounts, card_name


@dataclass
class Turn:
    """What one player did in one turn, gathered from its moments."""

    player: str
    placed: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    heroes: list[str] = field(default_factory=list)
    gold: int = 0
    instrument: str = ""
    gains: dict = field(default_factory=dict)          # player -> resources gained to the music
    played: list[str] = field(default_factory=list)    # players who played a card to the music, in order
    feats: list[tuple[str, dict, dict]] = field(default_factory=list)   # (kind, data, state)

    def gather(self, moment: Moment) -> None:
        data = moment.data
        if moment.kind == ev.DWARF_PLACED and data["player"] == self.player and data["by"] != "card":
            self.placed.append(data["zone"])
        elif moment.kind == ev.DWARF_MOVED and data["by"] == "action":
            self.moved.append(data["to"])
        elif moment.kind == ev.HERO_ACQUIRED and data["player"] == self.player:
            self.heroes.append(data["card"])
            self.gold += data["paid"]
        elif moment.kind == ev.MUSIC_PLAYED:
            self.instrument = data["instrument"]
        elif moment.kind == ev.CARD_PLAYED:
            if data["player"] not in self.played:
                self.played.append(data["player"])
            gained = self.gains.setdefault(data["player"], {})
            for resource, number in (data.get("gained") or {}).items():
                gained[resource] = gained.get(resource, 0) + number
        elif moment.kind in (ev.MONSTER_DEFEATED, ev.DISASTER_OVERCOME):
            self.feats.append((moment.kind, data, moment.state))


def gains_words(gains: dict) -> str:
    return amounts({r: gains[r] for r in RESOURCES if gains.get(r)})


def _dwarfs(number: int) -> str:
    return "a dwarf" if number == 1 else count(number, "dwarf")


def _places(zones: list[str]) -> str:
    return and_list(place(zone) for zone in sorted(set(zones), key=zones.index))


def place(zone: str) -> str:
    """A zone as a storyteller names it: "the Castle", "Forest 2"."""
    return "the Castle" if zone == "Castle" else zone


def tell_turn(turn: Turn, opener: str, voice: Voice, others: list[str]) -> list[str]:
    """The turn in one or two sentences, led by `opener` ("Then Ann"); `others`: the players who
    might have followed the music (none in solitaire)."""
    clauses = []
    if turn.instrument and turn.played and turn.played[0] == turn.player and gains_words(turn.gains[turn.player]):
        clauses.append(voice.say("music_gain", instrument=turn.instrument, gains=gains_words(turn.gains[turn.player])))
    elif turn.instrument:
        clauses.append(voice.say("music", instrument=turn.instrument))
    if turn.placed:
        clauses.append(voice.say("placed", dwarfs=_dwarfs(len(turn.placed)), zones=_places(turn.placed)))
    if turn.moved:
        clauses.append(voice.say("moved", dwarfs=_dwarfs(len(turn.moved)), zones=_places(turn.moved)))
    if turn.heroes:
        clauses.append(voice.say("acquired", heroes=and_list(turn.heroes), gold=turn.gold))
    if not clauses:
        return [] if turn.feats else [voice.say("quiet", player=turn.player)]
    said = [f"{opener} {and_list(_lower(clause) for clause in clauses)}."]
    if turn.instrument and others:
        said.append(_followers(turn, others, voice))
    return said


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _followers(turn: Turn, others: list[str], voice: Voice) -> str:
    followed = [p for p in turn.played if p != turn.player]
    if not followed:
        return voice.say("nobody_followed", instrument=turn.instrument)
    gained = {p: gains_words(turn.gains.get(p, {})) for p in followed}
    told = [f"{p} {g}" for p, g in gained.items() if g]
    gains = f" ({'; '.join(told)})" if told else ""
    moment = "followers_all" if set(followed) >= set(others) and len(others) > 1 else "followers"
    return voice.say(moment, players=and_list(followed), instrument=turn.instrument, gains=gains,
                     count=count(len(followed), "other").split()[0])


def tell_feat(kind: str, data: dict, state: dict, voice: Voice) -> str:
    """A Monster defeated or a Disaster overcome: who, where, with how many dwarfs, for what."""
    team = and_list(f"{count(n, 'dwarf')}" if what == DWARF else f"the {what}" for what, n in data["dwarfs"].items())
    crew = "lone dwarf" if team == "one dwarf" else team.replace("the ", "")
    paying = voice.say("paying", paid=amounts(data["paid"])) if data.get("paid") else ""
    paying = paying[:1].lower() + paying[1:]
    fields = {"player": data["player"], "zone": place(data["zone"]), "team": team, "crew": crew, "paying": paying,
              "vp": data["vp"]}
    if kind == ev.MONSTER_DEFEATED:
        return voice.say("defeated", monster=card_name(state, data["card"]), **fields)
    prize = f"{data['vp']} VPs" + (f" and {amounts(data['gained'])}" if data.get("gained") else "")
    return voice.say("overcame", disaster=card_name(state, data["card"]), prize=prize, **fields)
