"""Rulebook "Battle": rounds of battle dice until one player's armies remain on the world."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import guards
from . import realm
from ..events import ARMY_DAMAGED, BATTLE_ROUND_FOUGHT, RETREATED
from ..state import armies_on, friendly_neighbours, player


def _battle(state: dict, what: str) -> dict:
    guards.phase(state, "playing", what)
    if not state["battle"]:
        raise RuleViolation("d6d.battle.none", f"{what}: no battle is being fought")
    return state["battle"]


def _side(state: dict, name: str, world: int, die: dict) -> dict:
    """A battle die plus one per controlled world connected to the contested one."""
    bonus = len(friendly_neighbours(state, name, world))
    return {"player": name, "die": die, "bonus": bonus, "total": die["value"] + bonus}


def damage(state: dict, attacker: dict, defender: dict) -> tuple[str | None, int]:
    """Who loses the round and by how much.

    The rulebook says the lower *value* loses the difference between the two
    *rolls*; setup option difference="totals" (default) subtracts the totals,
    "rolls" the faces of the two battle dice (docs/d6d.md, readings). Equal
    totals: nobody loses anything this round.
    """
    if attacker["total"] == defender["total"]:
        return None, 0
    loser, winner = (attacker, defender) if attacker["total"] < defender["total"] else (defender, attacker)
    if state["options"]["difference"] == "rolls":
        return loser["player"], abs(winner["die"]["value"] - loser["die"]["value"])
    return loser["player"], winner["total"] - loser["total"]


def fight_round(state: dict, command: dict) -> list[Event]:
    """One round: both roll, the lower side's chosen army on the world takes the difference."""
    battle = _battle(state, "A battle round")
    guards.no_interruption(state, "The next battle round")
    world = battle["world"]
    attacker = _side(state, battle["attacker"], world, guards.rolled_d6(command.get("attacker_die"), "attacker_die"))
    defender = _side(state, battle["defender"], world, guards.rolled_d6(command.get("defender_die"), "defender_die"))
    loser, amount = damage(state, attacker, defender)
    events = [Event(BATTLE_ROUND_FOUGHT, {"world": world, "round": battle["round"] + 1, "attacker": attacker,
                                          "defender": defender, "loser": loser, "damage": amount})]
    if amount == 0:
        _no_casualty(command)
        return events
    casualty = _casualty(state, loser, world, command.get("casualty"))
    if casualty is None:
        realm.unneeded(command.get("realm_die"))
        return events   # the loser chooses with assign-damage
    return events + _hurt(loser, casualty, world, amount, command.get("realm_die"), DERIVED)


def _no_casualty(command: dict) -> None:
    if "casualty" in command:
        raise RuleViolation("d6d.battle.no-casualty", "nobody lost this round, so no army takes damage")
    realm.unneeded(command.get("realm_die"))


def _casualty(state: dict, loser: str, world: int, number: int | None) -> dict | None:
    """The losing army: named in the command, or the only one the loser has there."""
    mine = [die for name, die in armies_on(state, world) if name == loser]
    if number is None:
        return mine[0] if len(mine) == 1 else None
    chosen = [die for die in mine if die["army"] == number]
    if not chosen:
        raise RuleViolation("d6d.battle.casualty", f"{loser} has no army {number} on world {world}; "
                            f"choose one of {', '.join(str(d['army']) for d in mine)}")
    return chosen[0]


def _hurt(name: str, die: dict, world: int, amount: int, realm_die: dict | None, source) -> list[Event]:
    value = die["value"] - amount
    events = [Event(ARMY_DAMAGED, {"player": name, "army": die["army"], "world": world,
                                   "amount": amount, "value": value}, source=source)]
    if value > 0:
        realm.unneeded(realm_die)
        return events
    return events + realm.lose_army(name, die["army"], world, realm_die)


def assign_damage(state: dict, command: dict) -> list[Event]:
    """The round's loser picks which of their armies on the world takes the difference."""
    _battle(state, "Assigning damage")
    pending = state["pending"]
    if not pending or pending["step"] != "damage":
        guards.no_interruption(state, "Assigning damage")
        raise RuleViolation("d6d.battle.no-damage", "no battle damage is waiting to be assigned")
    name = player(state, command["player"])["name"]
    if name != pending["player"]:
        raise RuleViolation("d6d.battle.not-loser", f"{pending['player']} lost the round and chooses, not {name}")
    die = _casualty(state, name, pending["world"], command["army"])
    return _hurt(name, die, pending["world"], pending["amount"], command.get("realm_die"), None)


def retreat(state: dict, command: dict) -> list[Event]:
    """After a round, the attacker (else the defender) may pull all their armies to a friendly connected world."""
    battle = _battle(state, "A retreat")
    guards.no_interruption(state, "A retreat")
    name = player(state, command["player"])["name"]
    if name not in (battle["attacker"], battle["defender"]):
        raise RuleViolation("d6d.retreat.not-fighting", f"{name} is not fighting the battle on world {battle['world']}")
    if battle["round"] == 0:
        raise RuleViolation("d6d.retreat.before-round", "a retreat is announced at the end of a round; fight one first")
    world, target = battle["world"], command["to"]
    if target not in friendly_neighbours(state, name, world):
        raise RuleViolation("d6d.retreat.no-friendly-world",
                            f"{name} can retreat only to a world they control connected to world {world}, not {target}")
    armies = [die["army"] for owner, die in armies_on(state, world) if owner == name]
    return [Event(RETREATED, {"player": name, "from": world, "to": target, "armies": armies})]
