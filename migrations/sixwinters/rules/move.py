"""Move (Actions, "Move"; Location Effect Icon: ports and magic gates).

Port to port costs one movement point (Actions, "Move") or, with the campaign option
`port_cost` = "action-die", one unspent action die of any value (Location Cards,
"Location Effect Icon"); docs/rules-notes.md R8.
"""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import grid, readings, stress
from ..guards import require_step
from ..state import card, character, location, take_value


def penalty(table: dict, name: str) -> int:
    """Movement obstacles make entering their location cost one more point per icon."""
    return sum(card(table, "obstacles", obs["name"])["effect"].get("penalty", 0) for obs in location(table, name)["obstacles"])


def spend_move(char: dict, cost: int) -> None:
    if cost > char["move"]:
        raise RuleViolation("sixwinters.move.points", f"{char['name']} has {char['move']} movement points, {cost} needed")
    char["move"] -= cost


def _fare_is_die(table: dict) -> bool:
    return readings.option(table, "port_cost") == "action-die"


def port_fare(table: dict, char: dict, die: int | None) -> int:
    """The movement points a port move costs: one, or none when an unspent action die of
    any value pays instead (R8, option port_cost)."""
    if not _fare_is_die(table):
        return 1
    if die is None:
        raise RuleViolation("sixwinters.move.port-die", "a port move costs one unspent action die here: name it (die)")
    take_value(char["action_dice"], die, "unspent action die")
    return 0


def run(table: dict, data: dict) -> dict:
    """Orthogonal step for one point; port to port for one point (or one action die);
    gate to gate for one stress."""
    require_step(table, "actions")
    if data.get("die") is not None and not (data["via"] == "port" and _fare_is_die(table)):
        raise RuleViolation("sixwinters.move.die", "this move is paid in movement points or stress, not with an action die")
    char = character(table, data["character"])
    start, dest = location(table, char["location"]), location(table, data["to"])
    outcome: list = []
    extra = penalty(table, data["to"])
    if data["via"] == "step":
        if data["to"] not in grid.adjacent(table, char["location"]):
            raise RuleViolation("sixwinters.move.orthogonal", f"{data['to']} is not orthogonally adjacent to {char['location']}")
        spend_move(char, 1 + extra)
    elif data["via"] == "port":
        if not (start.get("port") and dest.get("port")):
            raise RuleViolation("sixwinters.move.port", "both locations must be ports")
        spend_move(char, port_fare(table, char, data.get("die")) + extra)
    else:
        if not (start.get("gate") and dest.get("gate")):
            raise RuleViolation("sixwinters.move.gate", "both locations must be magic gates")
        spend_move(char, extra)
        track = data.get("track") or stress.default_track(char)
        stress.take(table, char, track, 1, outcome)
        outcome.append({"character": char["name"], "stress": track, "cause": "magic gate"})
    if data["to"] == char["location"]:
        raise RuleViolation("sixwinters.move.same", "the character is already there")
    char["location"] = data["to"]
    entering(table, char, dest, outcome)
    return {"events": outcome}


def entering(table: dict, char: dict, loc: dict, outcome: list) -> None:
    """Location effect: some locations cost stress to enter (The Long Wastes)."""
    effect = loc.get("effect") or {}
    if effect.get("op") == "stress-on-enter":
        stress.take(table, char, effect.get("stress", "body"), effect.get("amount", 1), outcome)
        outcome.append({"character": char["name"], "stress": effect.get("stress", "body"), "cause": "location"})

