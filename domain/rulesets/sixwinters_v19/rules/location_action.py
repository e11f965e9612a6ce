"""Actions, "Location Action": one action die (any value) for the effect a location lists.
The effect is the card's text: the app records the action and the table applies what it
changes with `adjust`."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..guards import acting, holds, in_actions
from ..state import location


def location_action(state: dict, command: dict) -> list[Event]:
    in_actions(state, "A location action")
    character, die = command["character"], command["die"]
    player = acting(state, character)
    place = state["session"]["positions"][character]
    action = location(state, place)["action"]
    if not action:
        raise RuleViolation("sixwinters_v19.location.no-action", f"{place} lists no action")
    holds(state, player, [die], "A location action")
    return [Event(ev.LOCATION_ACTION_TAKEN, {"player": player, "character": character, "location": place,
                                             "die": die, "action": action})]
