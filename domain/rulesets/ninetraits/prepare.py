"""`prepare`: with "roll": "app", add the unrolled dice a command takes; the journal rolls them.

The count comes from the rules (the pool of the Trait rolled, the Path Die's sides). A roll the
Wayfinder makes in secret has its dice sealed, so revealing the session's seed does not reveal
them. Pure and forgiving: a command that breaks a rule is returned as it is, so that decide,
not prepare, names the rule. Without "roll": "app", a die with no value is refused here.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from . import guards
from .pools import pool
from .rules.attacks import attack_pool
from .rules.tribulations import recovery_pool
from .state import sheet
from .tribulations import TRIBULATIONS

D6 = 6


def _dice(count: int, kind: str, sides: int = D6) -> list[dict]:
    return [{"sides": sides, "kind": kind} for _ in range(count)]


def _trait(state, c):
    return {"dice": _dice(pool(state, c["character"], c["trait"]).dice, c["trait"].lower())}


def _overexert(state, c):
    last = state["last_roll"] or state["secret"]["last_roll"]
    return {"dice": _dice(last["dice"], last["trait"].lower())}


def _opposed(state, c):
    return {"dice": _dice(pool(state, c["character"], c["trait"], against=(c["opponent"],)).dice, c["trait"].lower())}


def _resist(state, c):
    return {"dice": _dice(pool(state, c["character"], c["trait"], against=(state["pending"]["by"],)).dice,
                          c["trait"].lower())}


def _attack(state, c):
    return {"dice": _dice(attack_pool(state).dice, state["pending"]["trait"].lower())}


def _heal(state, c):
    return {"dice": _dice(pool(state, c["healer"], "Survival").dice, "survival")}


def _recover(state, c):
    facts = TRIBULATIONS[c["tribulation"]]
    trait = c.get("trait") or facts.recovery[0]
    return {"dice": _dice(recovery_pool(state, c["character"], c["tribulation"], trait).dice, trait.lower())}


def _death_save(state, c):
    return {"target": {"sides": D6, "kind": "death-target"},
            "dice": _dice(pool(state, c["character"], "Endurance").dice, "endurance")}


ADDERS = {
    "roll-trait": _trait, "overexert": _overexert, "roll-opposed": _opposed, "resist": _resist,
    "roll-attack": _attack, "heal": _heal, "death-save": _death_save, "recover": _recover,
    "roll-initiative": lambda state, c: {"die": {"sides": D6, "kind": "initiative"}},
    "roll-path-die": lambda state, c: {"die": {"sides": sheet(state, c["character"])["path_die"], "kind": "path"}},
    "roll-burn": lambda state, c: {"die": {"sides": 4, "kind": "burning"}},
    "rest": lambda state, c: {"die": {"sides": D6, "kind": "rest"}} if state["combat"] else {},
}


def _secret(state: dict, command: dict) -> bool:
    name = next((command[f] for f in ("character", "attacker", "healer") if isinstance(command.get(f), str)), None)
    return name is not None and guards.secret(state, name, command)


def prepare(state: dict, command: dict) -> dict:
    if command.get("roll") != "app":
        _entered(command)
        return command
    add = ADDERS.get(command["type"])
    if state is None or add is None:
        return command
    try:
        extra = add(state, command)
        sealed = _secret(state, command)
    except (RuleViolation, KeyError, ValueError, TypeError, AttributeError, IndexError):
        return command
    extra = {key: value for key, value in extra.items() if key not in command}
    if sealed:
        extra = {key: [{**die, "sealed": True} for die in value] if isinstance(value, list) else {**value, "sealed": True}
                 for key, value in extra.items()}
    return {**command, **extra}


def _entered(command: dict) -> None:
    """Dice rolled at the table carry their values."""
    for field in ("dice", "die", "target"):
        value = command.get(field)
        for die in value if isinstance(value, list) else [value] if value else []:
            if isinstance(die, dict) and "value" not in die:
                raise RuleViolation("ninetraits.dice.missing", f"{field}: enter each die's value, or send "
                                                               '"roll": "app"')
