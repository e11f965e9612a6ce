"""`check_adjust`: a correction by hand (generic `adjust`) must leave sheets the rules can read:
Traits of 0 to 12 dice, Life Points between -5 and the maximum, Tribulations from the table."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes

from .state import all_sheets
from .traits import LOWEST_LIFE, MAX_LIFE, MAX_TRAIT, TRAITS
from .tribulations import TRIBULATIONS


def check_adjust(state: dict, changes: list) -> None:
    after = apply_changes(state, changes)
    for found in all_sheets(after):
        _check_sheet(found)


def _check_sheet(found: dict) -> None:
    name = found.get("name")
    traits = found.get("traits") or {}
    if set(traits) != set(TRAITS) or not all(isinstance(v, int) and 0 <= v <= MAX_TRAIT for v in traits.values()):
        raise RuleViolation("ninetraits.adjust.traits", f"{name}: the nine Traits, each 0 to {MAX_TRAIT} dice")
    life = found.get("life") or {}
    top, now = life.get("max"), life.get("current")
    if top is None and now is None:
        pass
    elif not (isinstance(top, int) and LOWEST_LIFE <= top <= MAX_LIFE and isinstance(now, int)
              and LOWEST_LIFE <= now <= top):
        raise RuleViolation("ninetraits.adjust.life", f"{name}: Life Points between {LOWEST_LIFE} and the maximum "
                                                      f"(at most {MAX_LIFE})")
    names = [t.get("name") for t in found.get("tribulations", [])]
    if any(n not in TRIBULATIONS for n in names) or len(set(names)) != len(names):
        raise RuleViolation("ninetraits.adjust.tribulations", f"{name}: Tribulations from the table, each once")
