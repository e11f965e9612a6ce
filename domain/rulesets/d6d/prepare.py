"""`prepare`: with "roll": "app", add the unrolled dice a command needs; the journal rolls them.

Pure and forgiving: a command that breaks a rule is returned as it is, so that
decide, not prepare, names the rule. The one exception: without "roll": "app", a die
with no value is refused here (d6d.dice.missing), before the journal could roll it.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .rules.actions import bridge_cost, paying_army
from .rules.battle import may_destroy_without_choice
from .state import army

ARMY, BATTLE = {"sides": 6, "kind": "army"}, {"sides": 6, "kind": "battle"}


def prepare(state: dict, command: dict) -> dict:
    if command.get("roll") != "app":
        _entered(command)
        return command
    if state is None:
        return command
    add = _ADDERS.get(command["type"])
    try:
        extra = add(state, command) if add else {}
    except (RuleViolation, KeyError, ValueError, TypeError):
        return command
    return {**command, **{key: value for key, value in extra.items() if key not in command}}


def _entered(command: dict) -> None:
    """Without "roll": "app", every die was rolled at the table and carries its value."""
    for field, value in command.items():
        dice = [(f"{field}[{i}]", d) for i, d in enumerate(value)] if isinstance(value, list) else [(field, value)]
        for name, die in dice:
            if isinstance(die, dict) and "die" in die and isinstance(die["die"], dict):
                name, die = f"{name}.die", die["die"]
            if isinstance(die, dict) and "sides" in die and "value" not in die:
                raise RuleViolation("d6d.dice.missing", f"{name}: enter the die's value, or send \"roll\": \"app\"")


def _roll_armies(state, command):
    return {"dice": [dict(ARMY), dict(ARMY)]}


def _break_tie(state, command):
    return {"rolls": [{"player": name, "die": dict(BATTLE)} for name in state["opening"]["tied"]]}


def _battle_round(state, command):
    """Both battle dice, and the Realm die whenever the round could destroy an army that needs
    no choosing: the table rolls nothing more once the app has rolled the round."""
    dice = {"attacker_die": dict(BATTLE), "defender_die": dict(BATTLE)}
    if state["battle"] and may_destroy_without_choice(state, command.get("casualty")):
        dice["realm_die"] = dict(ARMY)
    return dice


def _bridge(state, command):
    """The paying army's die is rolled only when the cost brings it to zero or less."""
    die = paying_army(state, command["player"], command)
    cost, _ = bridge_cost(state, command["world"], command["to"])
    return {"realm_die": dict(ARMY)} if die["value"] - cost <= 0 else {}


def _assign_damage(state, command):
    pending = state["pending"] or {}
    die = army(state, command["player"], command["army"])
    return {"realm_die": dict(ARMY)} if die["value"] - pending.get("amount", 0) <= 0 and pending else {}


def _roll_lost_soul(state, command):
    return {"die": dict(ARMY)}


_ADDERS = {"roll-armies": _roll_armies, "break-tie": _break_tie, "battle-round": _battle_round,
           "bridge": _bridge, "assign-damage": _assign_damage, "roll-lost-soul": _roll_lost_soul}
