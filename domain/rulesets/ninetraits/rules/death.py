"""Death ("Death"): at 0 Life Points a character is Unconscious and dying. As each of their
turns starts they roll a d6 for the Death Target, then their Endurance dice: fewer successes
than the target lose a Life Point, as many or more gain one (with the `death_save` reading
`exceed`, only more). At 1 they stabilize (conscious, Tired); at -5 they die.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..pools import pool
from ..traits import successes
from .life import change_life
from .outcome import Outcome, secret_roll


def saved(state: dict, sixes: int, target: int) -> bool:
    return sixes >= target if state["options"]["death_save"] == "match" else sixes > target


def death_save(state: dict, command: dict) -> list:
    name = command["character"]
    guards.session(state, "A death save")
    found = guards.alive(state, name)
    if not found["dying"]:
        raise RuleViolation("ninetraits.death.not-dying", f"{name} is not dying")
    turn = (state["combat"] or {}).get("turn")
    if state["combat"] and (not turn or "death-save" not in turn["duties"].get(name, [])):
        raise RuleViolation("ninetraits.death.not-now", f"{name} makes a death save as their turn starts")
    secret = guards.secret(state, name, command)
    target = guards.rolled([command.get("target")], 1, "The Death Target")[0]
    dice_pool = pool(state, name, "Endurance")
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s Endurance roll")
    sixes = successes(dice)
    made = saved(state, sixes, target["value"])
    out = Outcome(state).add(k.DEATH_SAVE_ROLLED, {"character": name, "target": target, "pool": dice_pool.to_json(),
                                                   "dice": dice, "successes": sixes, "saved": made, "secret": secret},
                             audience=secret_roll(secret))
    change_life(out, name, 1 if made else -1, "death save")
    return out.events
