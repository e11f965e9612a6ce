"""Rulebook "On your turn": Strengthen, Recruit, Move and Bridge the Worlds (two actions a turn)."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import guards
from . import realm
from ..events import ARMY_MOVED, ARMY_RECRUITED, ARMY_STRENGTHENED, BATTLE_STARTED, BRIDGE_DRAWN
from ..geometry import bridged, crossed_by
from ..state import MAX_STRENGTH, army, controller, friendly_neighbours, player, sheet, supply

BRIDGE_BASE_COST = 2


def _own_army_on_board(state: dict, name: str, number: int) -> dict:
    die = army(state, name, number)
    if not isinstance(die["at"], int):
        raise RuleViolation("d6d.army.not-on-board", f"{name}'s army {number} is not on a world (it is in the {die['at']})")
    return die


def strengthen(state: dict, command: dict) -> list[Event]:
    """+1, plus 1 per friendly world the army's world is connected to; never above six."""
    name = guards.action(state, command, "Strengthen")["name"]
    die = _own_army_on_board(state, name, command["army"])
    gain = 1 + len(friendly_neighbours(state, name, die["at"]))
    value = min(MAX_STRENGTH, die["value"] + gain)
    return [Event(ARMY_STRENGTHENED, {"player": name, "army": die["army"], "world": die["at"],
                                      "gain": gain, "value": value})]


def recruit(state: dict, command: dict) -> list[Event]:
    """A die from the supply, set to one, on a world the player controls."""
    name = guards.action(state, command, "Recruit")["name"]
    world = command["world"]
    if controller(state, world) != name:
        raise RuleViolation("d6d.recruit.not-controlled", f"{name} can only recruit on a world they control, not world {world}")
    spare = supply(state, name)
    if not spare:
        raise RuleViolation("d6d.recruit.no-supply", f"{name} has no army dice left in their supply")
    return [Event(ARMY_RECRUITED, {"player": name, "army": spare[0]["army"], "world": world, "value": 1})]


def move(state: dict, command: dict) -> list[Event]:
    """An army crosses a bridge; onto another player's world it starts a battle."""
    name = guards.action(state, command, "Move")["name"]
    die = _own_army_on_board(state, name, command["army"])
    origin, target = die["at"], command["to"]
    if origin == target or not bridged(state["bridges"], origin, target):
        raise RuleViolation("d6d.move.not-connected", f"world {origin} is not connected to world {target} by a bridge")
    holder = controller(state, target)
    events = [Event(ARMY_MOVED, {"player": name, "army": die["army"], "from": origin, "to": target})]
    if holder not in (None, name):
        events.append(Event(BATTLE_STARTED, {"world": target, "attacker": name, "defender": holder}, source=DERIVED))
    return events


def bridge_cost(state: dict, origin: int, target: int) -> tuple[int, list]:
    """Two, plus one for each line the new line crosses (computed on the sheet's geometry)."""
    crossed = crossed_by(state["bridges"], origin, target, sheet(state))
    return BRIDGE_BASE_COST + len(crossed), crossed


def paying_army(state: dict, name: str, command: dict) -> dict:
    """The army on the controlled world that pays; the player names it when there is a choice."""
    origin = command["world"]
    if "army" in command:
        die = _own_army_on_board(state, name, command["army"])
        if die["at"] != origin:
            raise RuleViolation("d6d.bridge.army-elsewhere", f"{name}'s army {die['army']} is on world {die['at']}, not {origin}")
        return die
    here = [die for die in player(state, name)["armies"] if die["at"] == origin]
    if len(here) != 1:
        raise RuleViolation("d6d.bridge.which-army", f"{name} has {len(here)} armies on world {origin}: say which pays (army)")
    return here[0]


def bridge(state: dict, command: dict) -> list[Event]:
    """Draw a line from a controlled world; an army there pays; at zero or less it is lost."""
    name = guards.action(state, command, "Bridge the Worlds")["name"]
    origin, target = command["world"], command["to"]
    if controller(state, origin) != name:
        raise RuleViolation("d6d.bridge.not-controlled", f"a bridge starts from a world {name} controls, not world {origin}")
    if origin == target or bridged(state["bridges"], origin, target):
        raise RuleViolation("d6d.bridge.exists", f"world {origin} and world {target} cannot get another line")
    die = paying_army(state, name, command)
    cost, crossed = bridge_cost(state, origin, target)
    value = die["value"] - cost
    events = [Event(BRIDGE_DRAWN, {"player": name, "from": origin, "to": target, "army": die["army"],
                                   "crossed": crossed, "cost": cost, "value": value})]
    if value > 0:
        realm.unneeded(command.get("realm_die"))
        return events
    return events + realm.lose_army(name, die["army"], origin, command.get("realm_die"))
