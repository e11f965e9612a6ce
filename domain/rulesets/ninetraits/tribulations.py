"""The Tribulations table: what each one does and which Trait recovers from it ("Tribulations").

Only what the table states is here; the effects the rules can check (halved dice, no actions,
who may not be attacked, damage at the start of a turn) are read by the rules from these facts.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tribulation:
    name: str
    affliction: str                       # the table's affliction, in short
    recovery: tuple[str, ...] = ()        # the Recovery Trait(s); none: Tired is rested off
    fades: bool = True                    # "fade naturally after five rotations, except Tired and Unconscious"
    halves: str | None = None             # a Trait whose dice are halved, or "all"
    no_actions: bool = False              # only recovery rolls (Frozen, Grappled, Unconscious)
    spares_source: bool = False           # "You cannot attack your charmer" / "what frightens you"
    at_turn_start: str | None = None      # "bleeding": lose 1; "burning": 1d4
    per_action: bool = False              # an action not spent on it costs 1 more Life Point


TABLE = (
    Tribulation("Bleeding", "loses 1 Life Point as each turn starts and 1 more for each other action",
                ("Survival",), at_turn_start="bleeding", per_action=True),
    Tribulation("Burning", "takes 1d4 damage as each turn starts and 1 more for each other action",
                ("Swiftness",), at_turn_start="burning", per_action=True),
    Tribulation("Charmed", "cannot attack the charmer and follows one reasonable command each rotation",
                ("Awareness",), spares_source=True),
    Tribulation("Enfeebled", "rolls half the Might dice (rounded up)", ("Endurance",), halves="Might"),
    Tribulation("Frozen", "cannot move or take any actions, not even speak", ("Endurance",), no_actions=True),
    Tribulation("Grappled", "cannot Dodge, Counter or take any action but recovery rolls", ("Might", "Swiftness"),
                no_actions=True),
    Tribulation("Impaired", "is blinded, deafened or muted: rolls relying on that sense fail", ("Endurance",)),
    Tribulation("Intimidated", "cannot attack what frightens them, which gets two extra dice against them",
                ("Endurance",), spares_source=True),
    Tribulation("Poisoned", "rolls half the Endurance dice, has current Life Points halved and loses 1 maximum "
                "Life Point every session", ("Survival",), halves="Endurance"),
    Tribulation("Tired", "rolls half their dice until rested for 1d6 rotations (a scene out of combat)",
                fades=False, halves="all"),
    Tribulation("Unconscious", "cannot take any action; each character helping to wake them adds an Awareness die",
                ("Awareness",), fades=False, no_actions=True),
)
TRIBULATIONS = {t.name: t for t in TABLE}
NAMES = tuple(TRIBULATIONS)
SENSES = ("Blinded", "Deafened", "Muted", "Blinded, Deafened and Muted")   # Impaired: which sense
FACULTIES = {"sight": "Blinded", "hearing": "Deafened", "speech": "Muted"}   # what a roll may rely upon


def impaired(sheet_: dict, relies_on: str | None) -> str | None:
    """The Impaired sense that makes a roll relying upon `relies_on` fail ("Any roll relying
    upon the impaired sense/ faculty automatically fails"), or None."""
    if relies_on is None:
        return None
    return next((t["sense"] for t in sheet_["tribulations"]
                 if t["name"] == "Impaired" and FACULTIES[relies_on] in (t.get("sense") or "")), None)
FADE_AFTER = 5           # rotations
INTIMIDATION_DICE = 2    # "two extra dice for every roll made against you"


def get(name: str) -> Tribulation:
    return TRIBULATIONS[name]
