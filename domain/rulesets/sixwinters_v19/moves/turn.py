"""Moves of the turn's table steps: Refill, Activation (source dice), a threat track to raise,
a threat location coming into play (option threat_locations "at-once")."""
from __future__ import annotations

from ..rules import turn
from ..rules.board import due_threat_locations
from ..state import location
from ..words import RESOURCES, TRACK_SPACES
from .fields import Move, by, choices, die, each, fixed, move, rolled
from .setup import action_fields, pool_fields


def refill(state: dict) -> list[Move]:
    needs = turn.refill_needs(state)
    fields = {"pools": pool_fields(needs)} if any(needs.values()) else {}
    return [move("refill", "Refill the resource pools and roll fresh action dice", "Refill",
                 rolled({**fields, "action_dice": action_fields(state)}))]


def activate(state: dict) -> list[Move]:
    names = turn.sources(state)
    if not names:     # nothing to roll: the flow activates by itself before the game waits again
        return []
    sources = {n: die(location(state, n)["source"]) for n in names}
    field = each({"location": choices(names), "die": by("location", sources)},
                 len(names), "location")
    return [move("activate", f"Activation: roll the source dice of {', '.join(names)}", "Activation",
                 rolled({"dice": field}))]


def threat_choice(state: dict) -> list[Move]:
    tracks = [name for name in RESOURCES if state["tracks"][name]["threat"] < TRACK_SPACES]
    owed = state["session"]["threat_owed"]
    return [move("choose-threat-track", f"Sorcery's threat is maxed: choose the track to raise ({owed} left)",
                 "Threats", {"track": choices(tracks)})]



def threat_locations(state: dict) -> list[Move]:
    """Each threat location due, into its region's empty slot or in place of a location there."""
    found = []
    for name in due_threat_locations(state):
        held = state["board"][location(state, name)["region"]]
        fields = {"location": fixed(name)}
        if None not in held:
            fields["replaces"] = choices(sorted(held))
        found.append(move("place-threat-location", f"{name} comes into play: its threat track reached the last space",
                          "Threats", fields))
    return found


__all__ = ["fixed"]
