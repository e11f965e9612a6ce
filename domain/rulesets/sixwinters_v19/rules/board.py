"""The location board between games: which set-aside locations may fill an empty slot."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from ..words import REGIONS, SLOTS, TRACK_SPACES


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
