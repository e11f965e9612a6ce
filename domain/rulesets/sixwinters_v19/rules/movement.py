"""Actions, "Move": action dice equal to the destination region's cost on the card of the
location the character leaves (their values do not matter); a port to another port for one
die; a magic gate to another gate for one psyche stress. Some locations allow only some
regions (Whitehold: Imperial locations only)."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..guards import acting, holds, in_actions
from ..state import in_play, location, where
from ..words import region as region_name

GATE_STRESS = {"psyche": 1}   # "take on psyche stress": one, the rulebook gives no number


def route(state: dict, start: str, to: str, via: str) -> tuple[int, dict]:
    """(action dice, stress) of a move, or RuleViolation naming what forbids it."""
    here, there = location(state, start), location(state, to)
    if to == start or to not in in_play(state):
        raise RuleViolation("sixwinters_v19.move.to", f"{to} is not another location in play")
    region = where(state, to)[0]
    if region not in here["only_to"]:
        raise RuleViolation("sixwinters_v19.move.restricted", f"from {start} characters move only to "
                                                              f"{', '.join(region_name(r) for r in here['only_to'])}")
    if via == "road":
        return here["moves"][region], {}
    icon = {"port": "port", "gate": "gate"}[via]
    if icon not in here["icons"] or icon not in there["icons"]:
        rule = "sixwinters_v19.move.port" if via == "port" else "sixwinters_v19.move.gate"
        raise RuleViolation(rule, f"a {icon} move goes from one {icon} location to another")
    return (1, {}) if via == "port" else (0, dict(GATE_STRESS))


def move(state: dict, command: dict) -> list[Event]:
    in_actions(state, "Moving")
    character, to, via = command["character"], command["to"], command.get("via", "road")
    player = acting(state, character)
    start = state["session"]["positions"][character]
    cost, stress = route(state, start, to, via)
    dice = list(command.get("dice") or [])
    if len(dice) != cost:
        raise RuleViolation("sixwinters_v19.move.cost", f"moving from {start} to {to} costs {cost} action dice, "
                                                        f"not {len(dice)}")
    holds(state, player, dice, "Moving")
    return [Event(ev.CHARACTER_MOVED, {"player": player, "character": character, "from": start, "to": to,
                                       "via": via, "dice": sorted(dice), "stress": stress})]
