"""Attacks and healing ("Damage & Healing"): the fighting style names the Trait (Might for
melee, Swiftness for ranged, Power for magic or technology); the intent is declared before the
roll, to deal damage or to impose a Tribulation; the Path Die says how many targets one attack
or healing may reach.

- Damage: each 6 deals 1 point to each target (with the `defense` reading `opposed`, a target
  may resist, and the attack lands only with more sixes; a target left no action by Grappled,
  Frozen or Unconscious cannot Dodge, Counter or Endure, so it does not resist).
- A Tribulation: each target resists with an Opposing Trait; more sixes than theirs imposes it.
- Healing: a Survival roll restores its sixes to the healer or allies Close to them.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..applying.table import pair
from ..pools import Pool, pool
from ..state import has, sheet
from ..traits import STYLES, opposing, successes
from ..tribulations import TRIBULATIONS
from .life import action_harm, change_life, impose, life_of
from .outcome import Outcome, secret_roll


def reach(state: dict, name: str) -> int:
    """How many characters the next attack or healing may affect: the Path Die's roll, or one."""
    return state["reach"].get(name, 1)


def roll_path_die(state: dict, command: dict) -> list:
    """Before attacking or healing several targets, roll the Path Die: its face is how many."""
    name = command["character"]
    found = guards.action(state, name, "Rolling the Path Die", 0)
    if not found["path_die"]:
        raise RuleViolation("ninetraits.path.no-die", f"{name}'s sheet has no Path Die")
    if name in state["reach"]:
        raise RuleViolation("ninetraits.path.rolled", f"{name} rolled the Path Die already: attack or heal first")
    die = guards.rolled([command.get("die")], 1, f"{name}'s Path Die", sides=found["path_die"])[0]
    return Outcome(state).add(k.PATH_DIE_ROLLED, {"character": name, "die": die, "reach": die["value"]}).events


def _targets(state: dict, name: str, targets: list[str], what: str) -> list[str]:
    targets = list(dict.fromkeys(targets))
    if not 1 <= len(targets) <= reach(state, name):
        raise RuleViolation("ninetraits.targets.count", f"{what} reaches {reach(state, name)} character"
                            f"{'s' if reach(state, name) != 1 else ''} (roll the Path Die for more), not {len(targets)}")
    for target in targets:
        guards.alive(state, target)
    return targets


def declare_attack(state: dict, command: dict) -> list:
    """Declare the style, the intent and the targets; the roll follows (roll-attack)."""
    name, style, intent = command["attacker"], command["style"], command["intent"]
    combat = guards.in_combat(state, "An attack")
    found = guards.action(state, name, "An attack")
    if guards.resting(found):
        raise RuleViolation("ninetraits.tired.resting", f"{name} is resting off Tired and cannot attack")
    targets = _targets(state, name, command["targets"], "This attack")
    tribulation, sense = _intent(state, command, targets)
    for target in targets:
        if target == name or target not in combat["combatants"]:
            raise RuleViolation("ninetraits.attack.target", f"{target} is not another character in this fight")
        for entry in found["tribulations"]:
            if TRIBULATIONS[entry["name"]].spares_source and entry["by"] == target:
                raise RuleViolation("ninetraits.attack.spared", f"{name} is {entry['name']} by {target} and "
                                                                "cannot attack them")
    guards.pool_dice(pool(state, name, STYLES[style], against=tuple(targets)).dice, f"{name}'s {STYLES[style]} roll")
    return Outcome(state).add(k.ATTACK_DECLARED, {
        "attacker": name, "style": style, "trait": STYLES[style], "intent": intent, "tribulation": tribulation,
        "sense": sense, "targets": targets, "actions": 1}).events


def _intent(state: dict, command: dict, targets: list[str]) -> tuple[str | None, str | None]:
    if command["intent"] == "damage":
        return None, None
    tribulation = command.get("tribulation")
    if tribulation is None:
        raise RuleViolation("ninetraits.attack.tribulation", "an attack to impose a Tribulation names the Tribulation")
    for target in targets:
        if has(sheet(state, target), tribulation):
            raise RuleViolation("ninetraits.tribulation.already", f"{target} is {tribulation} already; the same "
                                                                  "Tribulation is not taken twice")
    sense = command.get("sense")
    if (tribulation == "Impaired") != (sense is not None):
        raise RuleViolation("ninetraits.attack.sense", "Impaired names the sense (Blinded, Deafened, Muted or all "
                                                       "three); no other Tribulation does")
    return tribulation, sense


def roll_attack(state: dict, command: dict) -> list:
    """The declared attack's dice; targets resist a Tribulation (or, with the `opposed` defence, damage)."""
    pending = state["pending"]
    name = command["attacker"]
    if not pending or pending["kind"] != "attack" or pending["stage"] != "roll" or pending["by"] != name:
        raise RuleViolation("ninetraits.attack.undeclared", f"{name} has no declared attack to roll")
    secret = guards.secret(state, name, command)
    dice_pool = attack_pool(state)
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s {pending['trait']} roll")
    sixes = successes(dice)
    table = state["options"]["opposing_table"]
    waiting = {target: list(opposing(pending["trait"], table)) for target in pending["targets"]
               if sixes and resists(state, target, pending["intent"])}
    out = Outcome(state).add(k.ATTACK_ROLLED, {"attacker": name, "trait": pending["trait"], "pool": dice_pool.to_json(),
                                               "dice": dice, "successes": sixes, "secret": secret, "waiting": waiting},
                             audience=secret_roll(secret))
    if not waiting:
        settle_attack(out)
    return out.events


def resists(state: dict, target: str, intent: str) -> bool:
    """Does a living target roll against the attack? Always against a Tribulation ("Your target
    rolls their appropriate Opposing Trait to resist"); against damage only with the `opposed`
    defence, and not when Grappled ("unable to Dodge, Counter, or take any action"), Frozen or
    Unconscious: the defence is an action (Tired's "defensive actions (Dodge, Endure)")."""
    found = sheet(state, target)
    if found["dead"]:
        return False
    if intent == "tribulation":
        return True
    return state["options"]["defense"] == "opposed" and guards.blocked_by(found) is None


def attack_pool(state: dict) -> Pool:
    """The dice of the declared attack: the style's Trait against its targets."""
    pending = state["pending"]
    return pool(state, pending["by"], pending["trait"], against=tuple(pending["targets"]))


def settle_attack(out: Outcome) -> None:
    pending = out.state["pending"]
    name, sixes = pending["by"], pending["successes"]
    results = []
    for target in pending["targets"]:
        resistance = pending["resisted"].get(target)
        landed = sixes > 0 and (resistance is None or guards.wins(sixes, resistance))
        results.append({"target": target, "resistance": resistance, "landed": landed})
    out.then(k.ATTACK_SETTLED, {"attacker": name, "intent": pending["intent"], "tribulation": pending["tribulation"],
                                "successes": sixes, "results": results})
    for result in results:
        if result["landed"] and pending["intent"] == "damage":
            change_life(out, result["target"], -sixes, "attack", by=name)
        elif result["landed"]:
            impose(out, result["target"], pending["tribulation"], f"{name}'s attack", by=name, sense=pending["sense"])
    action_harm(out, name, 1)


def heal(state: dict, command: dict) -> list:
    """A Survival roll: each 6 restores a Life Point to the healer or each ally Close to them."""
    name = command["healer"]
    guards.action(state, name, "Healing")
    targets = _targets(state, name, command["targets"], "This healing")
    combat = state["combat"]
    for target in targets:
        life_of(state, target)
        if combat and target != name and combat["distances"].get(pair(name, target)) != "Close":
            raise RuleViolation("ninetraits.heal.close", f"{target} is not Close to {name}")
    actions = guards.costs(state, name)
    dice_pool = pool(state, name, "Survival")
    guards.pool_dice(dice_pool.dice, f"{name}'s Survival roll")
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s Survival roll")
    sixes = successes(dice)
    out = Outcome(state).add(k.HEALED, {"healer": name, "targets": targets, "pool": dice_pool.to_json(),
                                        "dice": dice, "successes": sixes, "actions": actions})
    for target in targets:
        change_life(out, target, sixes, "healing", by=name)
    action_harm(out, name, actions)
    return out.events


def harm(state: dict, command: dict) -> list:
    """Damage the Wayfinder deals from the world (debris, a fall, a trap)."""
    name = command["character"]
    guards.session(state, "Damage")
    guards.alive(state, name)
    life_of(state, name)
    out = Outcome(state)
    change_life(out, name, -command["amount"], "harm")
    return out.events
