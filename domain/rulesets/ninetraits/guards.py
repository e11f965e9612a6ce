"""Checks a command must pass before its rule: the campaign is open, a session is under way,
nobody is waiting to resist a roll, it is the character's turn, the character can act, the
dice are the right dice."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .state import has, hidden, in_session, sheet
from .tribulations import TRIBULATIONS


def open_campaign(state: dict) -> None:
    if state["closed"]:
        raise RuleViolation("ninetraits.campaign.closed", "the campaign is closed")


def session(state: dict, what: str) -> None:
    """Rolls and fights happen in a session."""
    open_campaign(state)
    if not in_session(state):
        raise RuleViolation("ninetraits.session.closed", f"{what} needs a session under way: start one first")
    no_pending(state, what)


def no_pending(state: dict, what: str) -> None:
    """A roll that must be resisted is settled before anything else happens."""
    pending = state["pending"]
    if not pending:
        return
    if pending["kind"] == "attack" and pending["stage"] == "roll":
        raise RuleViolation("ninetraits.roll.pending", f"{what} must wait: {pending['by']} rolls the declared attack first")
    waiting = ", ".join(pending["waiting"])
    raise RuleViolation("ninetraits.roll.pending", f"{what} must wait: {waiting} must first roll to resist {pending['by']}")


def in_combat(state: dict, what: str) -> dict:
    if not state["combat"]:
        raise RuleViolation("ninetraits.combat.none", f"{what} happens in Combat Flow; nobody is fighting")
    return state["combat"]


def out_of_combat(state: dict, what: str) -> None:
    if state["combat"]:
        raise RuleViolation("ninetraits.combat.under-way", f"{what} is not possible in Combat Flow")


def alive(state: dict, name: str) -> dict:
    found = sheet(state, name)
    if found["dead"]:
        raise RuleViolation("ninetraits.character.dead", f"{name} is dead")
    return found


def blocked_by(sheet_: dict) -> str | None:
    """The Tribulation that leaves a character no actions but recovery rolls, if any."""
    return next((t["name"] for t in sheet_["tribulations"] if TRIBULATIONS[t["name"]].no_actions), None)


def can_act(state: dict, name: str, what: str) -> dict:
    """A character able to take actions (not dead, not Frozen, Grappled or Unconscious)."""
    found = alive(state, name)
    blocking = blocked_by(found)
    if blocking:
        raise RuleViolation("ninetraits.tribulation.no-actions",
                            f"{name} is {blocking} and can take no action but a recovery roll")
    return found


def resting(sheet_: dict) -> bool:
    tired = has(sheet_, "Tired")
    return bool(tired and tired.get("rest"))


def on_turn(state: dict, name: str, what: str) -> None:
    """In Combat Flow a character acts on their own turn, once its start (burning, death save) is done."""
    combat = state["combat"]
    if not combat:
        return
    turn = combat["turn"]
    if not turn or name not in turn["characters"] or name in turn["done"]:
        current = ", ".join(c for c in turn["characters"] if c not in turn["done"]) if turn else "nobody yet"
        raise RuleViolation("ninetraits.turn.not-yours", f"{what}: it is not {name}'s turn (now: {current})")
    duties = turn["duties"].get(name)
    if duties:
        words = {"burn": "roll the Burning damage", "death-save": "make the death save"}
        raise RuleViolation("ninetraits.turn.start", f"{name} must first {words[duties[0]]} as the turn starts")


def actions_left(state: dict, name: str) -> int | None:
    """Actions the character has left this turn (None: the group does not count a limit)."""
    turn = (state["combat"] or {}).get("turn")
    if not turn or not turn["allowance"] or name not in turn["characters"]:
        return None
    return turn["allowance"][name] - turn["used"].get(name, 0)


def spend(state: dict, name: str, actions: int, what: str) -> None:
    left = actions_left(state, name)
    if left is not None and actions > left:
        raise RuleViolation("ninetraits.actions.none-left",
                            f"{what} takes {actions} action{'s' if actions != 1 else ''}; {name} has {left} left")


def action(state: dict, name: str, what: str, actions: int = 1) -> dict:
    """An action: in a session, nothing pending, the character able to act and, in combat, on
    their turn with actions left."""
    session(state, what)
    found = can_act(state, name, what)
    on_turn(state, name, what)
    spend(state, name, actions, what)
    return found


def costs(state: dict, name: str) -> int:
    """A roll taken on one's own turn uses an action; one made out of turn (a reaction) does not."""
    turn = (state["combat"] or {}).get("turn")
    return 1 if turn and name in turn["characters"] and name not in turn["done"] else 0


def rolled(dice: list | None, count: int, what: str, sides: int = 6) -> list[dict]:
    """The dice of a roll: `count` dice of `sides` sides, each with its value."""
    dice = dice or []
    if len(dice) != count:
        raise RuleViolation("ninetraits.dice.count", f"{what} takes {count} d{sides}, not {len(dice)}")
    for die in dice:
        if die.get("sides") != sides or "value" not in die:
            raise RuleViolation("ninetraits.dice.sides", f"{what}: each die is a d{sides} with its value")
    return [{"sides": die["sides"], "kind": die.get("kind", "d"), "value": die["value"]} for die in dice]


def pool_dice(count: int, what: str) -> None:
    if count < 1:
        raise RuleViolation("ninetraits.roll.no-dice", f"{what} has no dice to roll, so it cannot succeed")


def wins(successes: int, resistance: int) -> bool:
    """An attack or a recovery gets through only with more sixes than the resistance."""
    return successes > resistance



def secret(state: dict, name: str, command: dict) -> bool:
    """Only the Wayfinder rolls in secret, and only for their own characters; a character not yet
    revealed always rolls in secret (its sheet is the Wayfinder's)."""
    if hidden(state, name):
        return True
    if command.get("audience", "all") == "all":
        return False
    if sheet(state, name)["kind"] != "npc":
        raise RuleViolation("ninetraits.roll.secret", f"{name} is a player character: their rolls are made openly")
    return True
