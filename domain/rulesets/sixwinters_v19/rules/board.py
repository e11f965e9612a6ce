"""The location board: which set-aside locations may fill an empty slot between games, and the
threat locations that come into play when their threat track reaches its last space."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from ..words import REGIONS, SLOTS, TRACK_SPACES

# The reading of a campaign begun before option `threat_locations` existed: it replays and
# goes on as it was played (a threat location only ever filled an empty slot at Session End).
BEFORE_THE_OPTION = "next-empty-slot"


def candidates(state: dict, region: str) -> list[str]:
    """Set-aside locations of a region that may fill an empty slot: any deck location; a threat
    location once its threat track reached the last space; a discord location (its trigger is
    TBD: the group's call)."""
    found = []
    for name in state["set_aside"]["locations"]:
        facts = catalog_of(state)["locations"][name]
        if facts["region"] != region or name in state["burned"]["locations"]:
            continue
        if facts["entry"] == "threat" and state["tracks"][facts["threat_track"]]["threat"] < TRACK_SPACES:
            continue
        found.append(name)
    return sorted(found)


def empty_slots(state: dict) -> list[tuple[str, int]]:
    """Empty slots some location may fill."""
    return [(region, slot) for region in REGIONS for slot in range(len(SLOTS))
            if state["board"][region][slot] is None and candidates(state, region)]


def threat_locations_reading(state: dict) -> str:
    """Option `threat_locations` of the campaign (docs/rules-notes.md, V11)."""
    return state["options"].get("threat_locations", BEFORE_THE_OPTION)


def due_threat_locations(state: dict) -> list[str]:
    """Set-aside threat locations (not burned) whose threat track stands on its last space:
    Location Cards, "Comes into play if the ... threat track reaches the final space"."""
    locations = catalog_of(state)["locations"]
    return sorted(name for region in REGIONS for name in candidates(state, region)
                  if locations[name]["entry"] == "threat")


def placing_threat_location(state: dict) -> bool:
    """A game waits for a threat location to come into play (option `threat_locations`
    "at-once"); with "next-empty-slot" it waits for Unlock New Locations instead."""
    return state.get("session") is not None and threat_locations_reading(state) == "at-once" \
        and bool(due_threat_locations(state))
