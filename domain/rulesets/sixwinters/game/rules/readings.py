"""The campaign options the live game reads (docs/rules-notes.md, "Live game (table)").

Where the V24.0 rulebook reads two ways the group picks a reading at campaign setup
(`rules/options.py`, `setup["options"]`). The table copies the readings it needs into
`table["options"]` when it opens, so a game replays the same whatever the campaign does
later; an `opening["options"]` entry (tests, direct callers) overrides the campaign's.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from ...options import READINGS

TABLE_READINGS = (
    "knockout", "port_cost", "momentum_threshold", "obstacle_movement", "conciliator", "condition_effect")

# readings that campaigns of the catalog's first edition never chose: their tables leave them
# out (and read the default), so a campaign replays as it was recorded
LATER_READINGS = ("condition_effect",)

# R11: the Character Abilities Reference reads Thea's third ability as a stashed stability
# die spent for defense (overcoming an obstacle or a scene's stress), like Menas's second.
REFERENCE_ABILITIES = {"The Conciliator": {"stash": ["stability"], "effect": {"op": "defend"}}}


def _value(name: str, given):
    """A reading's value; `knockout` is kept as the bool the table has always stored."""
    if name == "knockout":
        if isinstance(given, bool):
            return given
        given = READINGS[name][0] if given is None else given
    elif given is None:
        return READINGS[name][0]
    if given not in READINGS[name]:
        raise RuleViolation("sixwinters.table.option", f"option {name} is one of {', '.join(READINGS[name])}, not {given!r}")
    return given == "knocked-out" if name == "knockout" else given


def table_options(state: dict, opening: dict) -> dict:
    """The table's readings: defaults, then the campaign's options, then the opening's."""
    chosen = {**((state.get("campaign") or {}).get("options") or {}), **(opening.get("options") or {})}
    return {name: _value(name, chosen.get(name)) for name in TABLE_READINGS
            if name in chosen or name not in LATER_READINGS}


def option(table: dict, name: str):
    """One reading of an open table; tables opened before the option existed read the default."""
    return _value(name, (table.get("options") or {}).get(name))


def apply_ability_readings(chars: dict, options: dict) -> None:
    """R11: with `conciliator` = "reference" The Conciliator holds a stability die for defense."""
    if options.get("conciliator") != "reference":
        return
    for char in chars.values():
        for name, facts in REFERENCE_ABILITIES.items():
            if name in char["ability_facts"]:
                char["ability_facts"][name] = {"stash": list(facts["stash"]), "effect": dict(facts["effect"])}


def lowered_base(char: dict, track: str) -> int:
    """R12 `lower-track`: a track's starting level less one per condition of that track, never
    below one; the level the sheet gives when the group plays conditions without effect."""
    base = char.get(f"{track}_sheet", char[f"{track}_base"])
    return max(1, base - sum(1 for c in char["conditions"] if c.get("track") == track))


def apply_condition_readings(chars: dict, options: dict) -> None:
    """R12: with `condition_effect` = "lower-track" each condition a character brings to the
    game lowers the starting level of its stress track (the sheet keeps its own level)."""
    if options.get("condition_effect") != "lower-track":
        return
    for char in chars.values():
        for track in ("psyche", "body"):
            char[f"{track}_sheet"] = char[f"{track}_base"]
            char[f"{track}_base"] = char[track] = lowered_base(char, track)
