"""The dice audit: per die kind, how often each face came up, physical and digital,
and whether that looks like a fair die (chi-square goodness of fit).

Physical dice are the valued dice in the command of a physical event; digital
dice are the envelope's `rolls`. Retracted commands are left out. Dice that pick
cards (a shuffle, a draw: `decks.deck_use`) are not dice to judge: they are listed
as the shuffles and draws they made.
"""
from __future__ import annotations

from domain.kernel.decks import SHUFFLE, deck_use
from domain.kernel.dice import walk_dice

from .stats import chi_square_uniform

MAX_SIDES = 100
UNNAMED = ("", "d")     # the old dice tapper recorded a die without a name as kind "d"


def _add(table: dict, source: str, kind: str, sides: int, value: int) -> None:
    if not isinstance(sides, int) or not 2 <= sides <= MAX_SIDES or not isinstance(value, int) or not 1 <= value <= sides:
        return
    counts = table.setdefault((kind, sides), {"physical": [0] * sides, "digital": [0] * sides})
    counts[source][value - 1] += 1


def _dice(envelope: dict):
    """(source, die) for each die rolled in the event: valued dice of a physical command, rolls."""
    if envelope.get("command") and envelope.get("source") == "physical":
        for die in walk_dice(envelope["command"]):
            if "value" in die:
                yield "physical", die
    rolls = envelope.get("rolls")
    for roll in rolls if isinstance(rolls, list) else []:   # a private roll's dice are sealed
        yield "digital", roll


def tally(envelopes: list[dict]) -> dict:
    """(kind, sides) -> {"physical": [count per face], "digital": [...]}, dice that pick cards left out."""
    table: dict = {}
    for envelope in envelopes:
        if envelope.get("retracted"):
            continue
        for source, die in _dice(envelope):
            kind = str(die.get("kind", "d"))
            if deck_use(kind) is None:
                _add(table, source, kind, die.get("sides"), die.get("value"))
    return table


def shuffles(envelopes: list[dict]) -> list[dict]:
    """Each shuffle or draw made with dice: where, which pile (the dice's kind), how many cards,
    whether the app or the table picked them. Read from the command's dice, so a sealed app
    shuffle is listed without its dice."""
    found = []
    for envelope in envelopes:
        command = envelope.get("command") or {}
        if envelope.get("retracted") or not command:
            continue
        groups: dict = {}
        for die in walk_dice(command):
            use = deck_use(die.get("kind", "d"))
            if use:
                groups.setdefault((use, str(die["kind"])), []).append(die)
        for (use, kind), dice in groups.items():
            sides = [d.get("sides", 0) for d in dice if isinstance(d.get("sides"), int)]
            app = envelope.get("source") != "physical" or any(d.get("sealed") for d in dice)
            found.append({"position": envelope["position"], "use": use, "kind": kind,
                          "cards": (max(sides) if use == SHUFFLE else len(dice)) if sides else 0,
                          "pile": max(sides) if sides else 0, "by": "the app" if app else "the table"})
    return found


def name_of(kind: str) -> str:
    return "unnamed" if kind in UNNAMED else kind


def audit(envelopes: list[dict]) -> dict:
    """{"dice": one row per die kind with counts and the fairness test per source,
    "shuffles": the shuffles and draws made with dice}."""
    envelopes = list(envelopes)
    rows = []
    for (kind, sides), counts in sorted(tally(envelopes).items()):
        tests = {}
        for source, faces in counts.items():
            result = chi_square_uniform(faces)
            tests[source] = None if result is None else {"n": sum(faces), "chi2": result[0], "p": result[1]}
        rows.append({"kind": kind, "name": name_of(kind), "sides": sides, "counts": counts, "tests": tests})
    return {"dice": rows, "shuffles": shuffles(envelopes)}
