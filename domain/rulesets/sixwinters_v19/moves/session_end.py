"""Moves of Session End: each step records what the group does (the rulebook leaves the
procedures TBD), choosing among what that step can touch."""
from __future__ import annotations

from ..rules import session_end
from ..rules.board import candidates, empty_slots
from ..words import REGIONS, SLOTS, region
from .fields import Move, choices, fixed, move, some_of


def burn_obstacles(state: dict) -> list[Move]:
    cards = sorted(session_end.burnable_obstacles(state))
    return [move("burn-obstacles", "Burn Obstacles: choose the obstacles burned (or none)", "Session End",
                 {"cards": some_of(cards, 0, len(cards))})]


def unlock_obstacles(state: dict) -> list[Move]:
    due = session_end.threat_obstacles_due(state)
    others = [card for card in state["set_aside"]["obstacles"] if card not in due]
    label = "Unlock New Obstacles" + (f" ({', '.join(due)} by threat)" if due else "") + ": and any others?"
    return [move("unlock-obstacles", label, "Session End", {"cards": some_of(others, 0, len(others))})]


def burn_locations(state: dict) -> list[Move]:
    fields = {}
    for name in REGIONS:
        allowed, most = session_end.burnable_locations(state, name)
        fields[name] = some_of(allowed, 0, most)
    return [move("burn-locations", "Burn Locations: choose the locations burned in each region (or none)",
                 "Session End", fields)]


def unlock_locations(state: dict) -> list[Move]:
    return [move("unlock-location", f"Unlock a location for the {SLOTS[slot]} slot of {region(name)}",
                 "Session End", {"region": fixed(name), "slot": fixed(SLOTS[slot]),
                                 "location": choices(candidates(state, name))})
            for name, slot in empty_slots(state)]


def recover_characters(state: dict) -> list[Move]:
    unlocked = sorted(n for n, s in state["characters"].items() if not s["locked"])
    locked = sorted(n for n, s in state["characters"].items() if s["locked"])
    return [move("recover-characters", "Recover Unlocked Characters (and unlock any?)", "Session End",
                 {"characters": some_of(unlocked, 0, len(unlocked)), "unlock": some_of(locked, 0, len(locked))})]


def advance_year(state: dict) -> list[Move]:
    stages = session_end.stages_left(state)
    return [move("advance-year", f"Advance Year (burn any lower progress stages?)", "Session End",
                 {"burn_stages": some_of(stages, 0, max(0, len(stages) - 1))})]
