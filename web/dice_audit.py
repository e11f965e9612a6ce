"""The dice audit: per die kind, how often each face came up, physical and digital,
and whether that looks like a fair die (chi-square goodness of fit).

Physical dice are the valued dice in the command of a physical event; digital
dice are the envelope's `rolls`. Retracted commands are left out.
"""
from __future__ import annotations

from domain.kernel.dice import walk_dice

from .stats import chi_square_uniform

MAX_SIDES = 100


def _add(table: dict, source: str, kind: str, sides: int, value: int) -> None:
    if not isinstance(sides, int) or not 2 <= sides <= MAX_SIDES or not isinstance(value, int) or not 1 <= value <= sides:
        return
    counts = table.setdefault((kind, sides), {"physical": [0] * sides, "digital": [0] * sides})
    counts[source][value - 1] += 1


def tally(envelopes: list[dict]) -> dict:
    """(kind, sides) -> {"physical": [count per face], "digital": [...]}."""
    table: dict = {}
    for envelope in envelopes:
        if envelope.get("retracted"):
            continue
        if envelope.get("command") and envelope.get("source") == "physical":
            for die in walk_dice(envelope["command"]):
                if "value" in die:
                    _add(table, "physical", str(die.get("kind", "d")), die.get("sides"), die["value"])
        rolls = envelope.get("rolls")
        for roll in rolls if isinstance(rolls, list) else []:   # a private roll's dice are sealed
            _add(table, "digital", str(roll.get("kind", "d")), roll.get("sides"), roll.get("value"))
    return table


def audit(envelopes: list[dict]) -> list[dict]:
    """One row per die kind with counts and the fairness test per source."""
    rows = []
    for (kind, sides), counts in sorted(tally(envelopes).items()):
        tests = {}
        for source, faces in counts.items():
            result = chi_square_uniform(faces)
            tests[source] = None if result is None else {"n": sum(faces), "chi2": result[0], "p": result[1]}
        rows.append({"kind": kind, "sides": sides, "counts": counts, "tests": tests})
    return rows
