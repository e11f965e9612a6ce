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
    """One round: both roll, the lower side's chosen army on the world takes the difference.

    An app-rolled round brings its Realm die along whenever the round could destroy an
    army without a choice (prepare.py); it is laid in the Realm only if the round does, and
    is otherwise left unused, as a die rolled ahead of need."""
    battle = _battle(state, "A battle round")
    guards.no_interruption(state, "The next battle round")
    world = battle["world"]
    attacker = _side(state, battle["attacker"], world, guards.rolled_d6(command.get("attacker_die"), "attacker_die"))
    defender = _side(state, battle["defender"], world, guards.rolled_d6(command.get("defender_die"), "defender_die"))
    loser, amount = damage(state, attacker, defender)
    events = [Event(BATTLE_ROUND_FOUGHT, {"world": world, "round": battle["round"] + 1, "attacker": attacker,
                                          "defender": defender, "loser": loser, "damage": amount})]
    realm_die = command.get("realm_die")
    spare = command.get("roll") == "app"
    if amount == 0:
        _no_casualty(command, spare)
        return events
    casualty = _casualty(state, loser, world, command.get("casualty"))
    if casualty is None:
        realm.unneeded(realm_die, spare)
        return events   # the loser chooses with assign-damage
    return events + _hurt(loser, casualty, world, amount, realm_die, DERIVED, spare)


def outcomes(state: dict) -> list[tuple[str | None, int]]:
    """(loser, damage) for each of the 36 pairs of battle dice the next round could show."""
    battle = state["battle"]
    world = battle["world"]
    return [damage(state, _side(state, battle["attacker"], world, {"value": a}),
                   _side(state, battle["defender"], world, {"value": d}))
            for a in range(1, 7) for d in range(1, 7)]


def may_destroy_without_choice(state: dict, casualty: int | None = None) -> bool:
    """Could the next round destroy an army that needs no choosing (the loser's only army
    there, or the one the round names)? Then an app-rolled round rolls the Realm die too."""
    for loser, amount in outcomes(state):
        if amount == 0:
            continue
        mine = [die for name, die in armies_on(state, state["battle"]["world"]) if name == loser]
        named = [die for die in mine if casualty is None or die["army"] == casualty]
        if (len(mine) == 1 or casualty is not None) and any(die["value"] - amount <= 0 for die in named):
            return True
    return False


def _no_casualty(command: dict, spare: bool) -> None:
    if "casualty" in command:
        raise RuleViolation("d6d.battle.no-casualty", "nobody lost this round, so no army takes damage")
    realm.unneeded(command.get("realm_die"), spare)


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


def _hurt(name: str, die: dict, world: int, amount: int, realm_die: dict | None, source,
          spare: bool = False) -> list[Event]:
    value = die["value"] - amount
    events = [Event(ARMY_DAMAGED, {"player": name, "army": die["army"], "world": world,
                                   "amount": amount, "value": value}, source=source)]
    if value > 0:
        realm.unneeded(realm_die, spare)
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
