"""The dice audit: per die kind, how often each face came up, physical and digital,
and whether that looks like a fair die (chi-square goodness of fit).

The journal keeps the counts as events are appended (journal/store/dice_record.py) and gives them
as the member reads them (`Journal.dice`): physical dice are the valued dice in the command
of a physical event, digital dice the envelope's `rolls`; retracted commands are left out;
dice that pick cards (a shuffle, a draw: `decks.deck_use`) are not dice to judge, they are
listed as the shuffles and draws they made. `audit` works the same out from envelopes.
"""
from __future__ import annotations

from journal.projections.dice_reading import DiceAudit, scanned

from .stats import chi_square_uniform

UNNAMED = ("", "d")     # the old dice tapper recorded a die without a name as kind "d"
PER_FACE = 5            # the chi-square test's p-value means something once each face expects this many rolls


def tally(envelopes: list[dict]) -> dict:
    """(kind, sides) -> {"physical": [count per face], "digital": [...]}, dice that pick cards left out."""
    return scanned(envelopes).table


def shuffles(envelopes: list[dict]) -> list[dict]:
    """Each shuffle or draw made with dice: where, which pile (the dice's kind), how many cards,
    whether the app or the table picked them."""
    return scanned(envelopes).shuffles


def name_of(kind: str) -> str:
    return "unnamed" if kind in UNNAMED else kind


def fewest_judged(sides: int) -> int:
    """The fewest rolls of a die with `sides` faces the audit judges (30 for a d6): below them the
    chi-square approximation does not hold, and a handful of rolls reads as unfair as often as not,
    so the page says "too few rolls to judge" instead of a p-value."""
    return PER_FACE * sides


def test_of(faces: list[int]) -> dict | None:
    """One source's fairness test: n, chi2, p and whether there are enough rolls to judge by it."""
    result = chi_square_uniform(faces)
    if result is None:
        return None
    n = sum(faces)
    return {"n": n, "chi2": result[0], "p": result[1], "judged": n >= fewest_judged(len(faces))}


def rows(found: DiceAudit) -> dict:
    """{"dice": one row per die kind with counts and the fairness test per source,
    "shuffles": the shuffles and draws made with dice}."""
    listed = []
    for (kind, sides), counts in sorted(found.table.items()):
        tests = {source: test_of(faces) for source, faces in counts.items()}
        listed.append({"kind": kind, "name": name_of(kind), "sides": sides, "counts": counts, "tests": tests})
    return {"dice": listed, "shuffles": found.shuffles}


def audit(envelopes: list[dict]) -> dict:
    """The same from the envelopes themselves (each marked `retracted` as of now)."""
    return rows(scanned(envelopes))
