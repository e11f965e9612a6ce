"""Location Cards, the threat icons: a threat location "Comes into play if the ... threat track
reaches the final space". With option `threat_locations` "at-once" it comes into play during
the game, right after the Threats phase that took the track there (a track set there by hand
waits for the next Threats phase), before the Obstacle Surge; the
board holds three locations per region, so the players choose the location of its region it
replaces (docs/rules-notes.md, V11, says how the replaced location leaves the board)."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import at_step
from ..state import location
from .board import due_threat_locations


def place_threat_location(state: dict, command: dict) -> list[Event]:
    """The threat location into an empty slot of its region, else in place of the location of
    its region the players name, with its starting obstacles."""
    at_step(state, "threat-locations", "Placing a threat location")
    name, replaces = command["location"], command.get("replaces")
    due = due_threat_locations(state)
    if name not in due:
        raise RuleViolation("sixwinters_v19.threat-location.due",
                            f"{name} is not a threat location whose track reached its last space: {', '.join(due)}")
    region = location(state, name)["region"]
    held = state["board"][region]
    if None in held:
        if replaces:
            raise RuleViolation("sixwinters_v19.threat-location.replaces", f"{name} takes the empty slot of its region")
        slot = held.index(None)
    elif replaces not in held:
        raise RuleViolation("sixwinters_v19.threat-location.replaces", f"{name} replaces one of {', '.join(held)}")
    else:
        slot = held.index(replaces)
    attached = [c for c in catalog_of(state)["locations"][name]["obstacles"] if c in state["set_aside"]["obstacles"]]
    place = {"region": region, "slot": slot, "location": name, "attached": attached}
    if replaces:
        positions = state["session"]["positions"]
        place.update(replaces=replaces, discarded=[item["card"] for item in state["locations"][replaces]["obstacles"]],
                     moved=sorted(c for c, at in positions.items() if at == replaces))
    return [Event(ev.LOCATIONS_UNLOCKED, {"places": [place], "threat": True})]
