"""Checks on the generic ``adjust`` (a card effect the engine does not model): the result
must still be a legal campaign — skills 0..5 (rulebook "Skills"), stress bases and threat
tokens not negative, a year within the campaign (the live game checks its table: game/adjusting.py).
"""

from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes

from .rules import facts


def check_adjust(game: dict, changes: list) -> None:
    """Refuse an adjustment that leaves the campaign outside the rules' ranges."""
    after = apply_changes(game, changes)
    campaign, top = after["campaign"], facts.skill_max(game["catalog"])
    for name, sheet in campaign["sheets"].items():
        for skill, rank in sheet["skills"].items():
            if not isinstance(rank, int) or not 0 <= rank <= top:
                raise RuleViolation(
                    "sixwinters.skills.max", f"{name}'s {skill} would be {rank!r}; skills are ranked 0 to {top}"
                )
        for stress, base in sheet["stress"].items():
            if not isinstance(base, int) or base < 1:
                raise RuleViolation("sixwinters.adjust.stress", f"{name}'s base {stress} would be {base!r}")
    for name, place in campaign["map"].items():
        if not isinstance(place.get("threats"), int) or place["threats"] < 0:
            raise RuleViolation(
                "sixwinters.adjust.threats", f"{name} would hold {place.get('threats')!r} threat tokens"
            )
    if not isinstance(campaign["year"], int) or not 1 <= campaign["year"] <= campaign.get("final_year", 6):
        raise RuleViolation("sixwinters.adjust.year", f"the campaign year would be {campaign['year']!r}")
