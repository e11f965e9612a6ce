"""The campaign options the live game reads (docs/rules-notes.md, "Live game (table)").

Where the V24.0 rulebook reads two ways the group picks a reading at campaign setup
(`rules/options.py`, `setup["options"]`). The table copies the readings it needs into
`table["options"]` when it opens, so a game replays the same whatever the campaign does
later; an `opening["options"]` entry (tests, direct callers) overrides the campaign's.
"""
from __future__ import annotations

from domain.kernel import RuleViolation


# The readings as they were when these rules were frozen (options.READINGS of that version).
READINGS = {
    "knockout": ("condition", "knocked-out"),
    "port_cost": ("movement-point", "action-die"),
    "momentum_threshold": ("at-least", "higher-than"),
    "obstacle_movement": ("uses-activations", "free"),
    "conciliator": ("card", "reference"),
}
TABLE_READINGS = ("knockout", "port_cost", "momentum_threshold", "obstacle_movement", "conciliator")

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
    return {name: _value(name, chosen.get(name)) for name in TABLE_READINGS}


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
