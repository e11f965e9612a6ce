"""Rolling a Trait, Overexertion, opposed rolls and resisting ("A Game of Sixes", "Overexertion").

A roll is a pool of d6 (pools.py); every 6 is a success and one success is enough. A failed
roll may be overexerted at once: all its dice are rolled again; if that fails too, the Trait
loses a die until the next session. The Wayfinder may roll for their characters in secret.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..pools import pool
from ..state import sheet
from ..tribulations import impaired
from ..traits import opposing, successes
from .life import action_harm
from .opposition import settle
from .outcome import Outcome, audience_of, secret_roll


def roll_trait(state: dict, command: dict) -> list:
    """A Trait roll; on the character's own turn in Combat Flow it uses an action. A roll that
    relies upon a sense or faculty the character's Impaired takes away fails, whatever the
    dice show (Tribulations, Impaired)."""
    name, trait = command["character"], command["trait"]
    guards.session(state, "A Trait roll")
    guards.can_act(state, name, "A Trait roll")
    actions = guards.costs(state, name)
    if actions:
        guards.on_turn(state, name, "A Trait roll")
        guards.spend(state, name, actions, "A Trait roll")
    secret = guards.secret(state, name, command)
    dice_pool = pool(state, name, trait)
    guards.pool_dice(dice_pool.dice, f"{name}'s {trait} roll")
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s {trait} roll")
    lost = impaired(sheet(state, name), command.get("relies_on"))
    sixes = 0 if lost else successes(dice)
    data = {"character": name, "trait": trait, "purpose": command["purpose"], "pool": dice_pool.to_json(), "dice": dice,
            "successes": sixes, "success": sixes > 0, "secret": secret, "actions": actions}
    if command.get("relies_on"):
        data.update(relies_on=command["relies_on"], **({"impaired": lost} if lost else {}))
    out = Outcome(state).add(k.TRAIT_ROLLED, data, audience=secret_roll(secret))
    action_harm(out, name, actions)
    return out.events


def overexertion_allowed(state: dict, name: str) -> dict:
    """The roll just made by `name` that may be overexerted now."""
    last = state["last_roll"] or state["secret"]["last_roll"]
    if not last or last["character"] != name:
        raise RuleViolation("ninetraits.overexert.no-roll", f"{name} has no roll to overexert: it is done at once, "
                                                            "right after the roll")
    if last["successes"] and state["options"]["overexertion"] == "after-failure":
        raise RuleViolation("ninetraits.overexert.succeeded", f"{name}'s roll succeeded; only a failed roll is "
                                                              "overexerted")
    return last


def overexert(state: dict, command: dict) -> list:
    """Roll all the dice of the roll again; if none shows a 6, the Trait loses a die until the next session."""
    name = command["character"]
    guards.session(state, "Overexertion")
    last = overexertion_allowed(state, name)
    dice = guards.rolled(command.get("dice"), last["dice"], f"{name}'s Overexertion")
    sixes = 0 if last.get("impaired") else successes(dice)   # it relies upon the impaired sense too
    secret = last["secret"]
    audience = audience_of(state, name, secret)
    out = Outcome(state).add(k.OVEREXERTED, {"character": name, "trait": last["trait"], "dice": dice,
                                             "successes": sixes, "total": sixes + last["successes"],
                                             "success": sixes > 0}, audience=audience)
    if not sixes:
        out.then(k.PENALTY_TAKEN, {"character": name, "trait": last["trait"], "dice": 1,
                                   "session": state["session"]["number"]}, audience)
    return out.events


def roll_opposed(state: dict, command: dict) -> list:
    """An action against another character: both roll, the opponent an Opposing Trait."""
    name, trait, opponent = command["character"], command["trait"], command["opponent"]
    guards.session(state, "An opposed roll")
    guards.can_act(state, name, "An opposed roll")
    guards.alive(state, opponent)
    if opponent == name:
        raise RuleViolation("ninetraits.opposed.self", "an opposed roll is made against another character")
    actions = guards.costs(state, name)
    if actions:
        guards.on_turn(state, name, "An opposed roll")
        guards.spend(state, name, actions, "An opposed roll")
    secret = guards.secret(state, name, command)
    dice_pool = pool(state, name, trait, against=(opponent,))
    guards.pool_dice(dice_pool.dice, f"{name}'s {trait} roll")
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s {trait} roll")
    out = Outcome(state).add(k.OPPOSED_ROLLED, {
        "character": name, "trait": trait, "opponent": opponent, "purpose": command["purpose"],
        "pool": dice_pool.to_json(), "dice": dice, "successes": successes(dice), "secret": secret,
        "opposing": list(opposing(trait, state["options"]["opposing_table"])), "actions": actions},
        audience=secret_roll(secret))
    action_harm(out, name, actions)
    return out.events


def resist(state: dict, command: dict) -> list:
    """The roll a character makes against an opposed roll, an attack or a recovery: the Trait is
    one of those the roll may be opposed with."""
    name, trait = command["character"], command["trait"]
    pending = state["pending"]
    if not pending or name not in pending["waiting"]:
        raise RuleViolation("ninetraits.resist.nothing", f"{name} has nothing to resist now")
    if trait not in pending["waiting"][name]:
        raise RuleViolation("ninetraits.resist.trait",
                            f"{name} resists with {' or '.join(pending['waiting'][name])}, not {trait}")
    secret = guards.secret(state, name, command)
    dice_pool = pool(state, name, trait, against=(pending["by"],))
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s {trait} roll")
    out = Outcome(state).add(k.RESISTED, {"character": name, "trait": trait, "against": pending["by"],
                                          "pool": dice_pool.to_json(), "dice": dice, "successes": successes(dice),
                                          "secret": secret}, audience=secret_roll(secret))
    if not out.state["pending"]["waiting"]:
        settle(out)
    return out.events
