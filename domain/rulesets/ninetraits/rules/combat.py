"""Entering and leaving Combat Flow, initiative, distance and movement, ending a turn and
giving actions away ("Combat", "Rotations & Sequences", "Distance", "Shared Combat")."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..applying.table import pair
from ..state import sheet
from ..traits import band_steps
from .flow import turn_over
from .life import action_harm, life_of
from .outcome import Outcome, audience_of


def enter_combat(state: dict, command: dict) -> list:
    """Enter Combat Flow: the Wayfinder names who fights and how far apart they start."""
    guards.session(state, "Entering Combat Flow")
    guards.out_of_combat(state, "Entering Combat Flow again")
    names = list(dict.fromkeys(command["combatants"]))
    if len(names) < 2:
        raise RuleViolation("ninetraits.combat.combatants", "Combat Flow needs at least two characters")
    for name in names:
        guards.alive(state, name)
        life_of(state, name)
    return Outcome(state).add(k.COMBAT_ENTERED, {"sequence": state["sequences"] + 1, "combatants": names,
                                                 "distance": command["distance"]}).events


def roll_initiative(state: dict, command: dict) -> list:
    """d6 + Swiftness; once everyone has rolled, the first rotation begins."""
    guards.session(state, "Rolling for Combat Flow")
    combat = guards.in_combat(state, "Rolling for Combat Flow")
    name = command["character"]
    if name not in combat["combatants"]:
        raise RuleViolation("ninetraits.combat.not-fighting", f"{name} is not in this fight")
    if name in combat["initiative"]:
        raise RuleViolation("ninetraits.initiative.rolled", f"{name} has rolled for Combat Flow already")
    die = guards.rolled([command.get("die")], 1, "Rolling for Combat Flow")[0]
    swiftness = sheet(state, name)["traits"]["Swiftness"]
    out = Outcome(state).add(k.INITIATIVE_ROLLED, {"character": name, "die": die, "swiftness": swiftness,
                                                   "total": die["value"] + swiftness},
                             audience=audience_of(state, name))
    turn_over(out)
    return out.events


def set_distance(state: dict, command: dict) -> list:
    """The Wayfinder places two characters Close, Near or Far from each other."""
    guards.session(state, "Setting a distance")
    combat = guards.in_combat(state, "Setting a distance")
    a, b = command["character"], command["other"]
    _pair_in(combat, a, b)
    return Outcome(state).add(k.DISTANCE_SET, {"between": sorted([a, b]), "band": command["band"]}).events


def _pair_in(combat: dict, a: str, b: str) -> str:
    if a == b or a not in combat["combatants"] or b not in combat["combatants"]:
        raise RuleViolation("ninetraits.distance.pair", f"{a} and {b} are not two characters in this fight")
    return combat["distances"][pair(a, b)]


def move(state: dict, command: dict) -> list:
    """Move toward or away from another character: one action per band crossed (Close is free)."""
    name, other, band = command["character"], command["toward"], command["band"]
    combat = guards.in_combat(state, "Moving")
    old = _pair_in(combat, name, other)
    if old == band:
        raise RuleViolation("ninetraits.move.same", f"{name} is {band} to {other} already")
    actions = band_steps(old, band)
    found = guards.action(state, name, "Moving", actions)
    if guards.resting(found):
        raise RuleViolation("ninetraits.tired.resting", f"{name} is resting off Tired and cannot move")
    out = Outcome(state).add(k.MOVED, {"character": name, "toward": other, "from": old, "band": band,
                                       "actions": actions})
    action_harm(out, name, actions)
    return out.events


def end_turn(state: dict, command: dict) -> list:
    name = command["character"]
    guards.session(state, "Ending a turn")
    guards.in_combat(state, "Ending a turn")
    guards.alive(state, name)
    guards.on_turn(state, name, "Ending a turn")
    return Outcome(state).add(k.TURN_ENDED, {"character": name}).events


def give_actions(state: dict, command: dict) -> list:
    """In a shared turn, a character who cannot act gives "some or all of their actions" to
    another sharing it (Combat): some of them when the group counts actions, the rest to the
    same or another character later; once all are given the character is done."""
    name, to = command["character"], command["to"]
    guards.session(state, "Giving actions")
    turn = guards.in_combat(state, "Giving actions")["turn"]
    guards.on_turn(state, name, "Giving actions")
    if guards.blocked_by(guards.alive(state, name)) is None:
        raise RuleViolation("ninetraits.actions.can-act", f"{name} can still act: only a character unable to take "
                                                          "any actions gives them away")
    if to == name or to not in turn["characters"] or to in turn["done"]:
        raise RuleViolation("ninetraits.actions.shared", f"{to} does not share this turn with {name}")
    guards.can_act(state, to, "Taking the actions given")
    left, given = guards.actions_left(state, name), command.get("actions")
    if given is not None and (left is None or given > left):
        raise RuleViolation("ninetraits.actions.count", f"{name} has {left} actions left to give, not {given}"
                            if left is not None else "the group does not count actions: the turn's actions go whole")
    data = {"character": name, "to": to, "actions": left if given is None else given}
    if given is not None and given < left:
        data["left"] = left - given   # some of them: the rest stay to give
    return Outcome(state).add(k.ACTIONS_GIVEN, data).events


def end_sequence(state: dict, command: dict) -> list:
    """A Sequence ends when one side wins, runs away or falls."""
    guards.session(state, "Ending the fight")
    combat = guards.in_combat(state, "Ending the fight")
    return Outcome(state).add(k.SEQUENCE_ENDED, {"sequence": combat["sequence"], "outcome": command["outcome"],
                                                 "rotations": combat["rotation"]}).events
