"""Checks shared by the d6D rules: whose move it is, and that dice are six-sided and rolled."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .state import player


def rolled_d6(die: dict | None, field: str) -> dict:
    """A six-sided die with a value (entered, or rolled by the app before decide)."""
    if die is None or "value" not in die:
        raise RuleViolation("d6d.dice.missing", f"{field}: enter the die's value, or send \"roll\": \"app\"")
    if die.get("sides") != 6:
        raise RuleViolation("d6d.dice.d6", f"{field}: d6D uses six-sided dice, not a d{die.get('sides')}")
    if not 1 <= die["value"] <= 6:
        raise RuleViolation("d6d.dice.d6", f"{field}: a d6 shows 1 to 6, not {die['value']}")
    return die


def phase(state: dict, expected: str, what: str) -> None:
    """Each command belongs to one part of the game (Setup, On your turn, Battle)."""
    if state["phase"] != expected:
        raise RuleViolation("d6d.phase", f"{what} is not possible now: the game is {_phase_words(state)}")


def _phase_words(state: dict) -> str:
    return {"rolling": "rolling for the first player", "tie": "breaking a tie for the first player",
            "placing": "placing the first armies", "playing": "being played",
            "over": "over"}[state["phase"]]


def no_interruption(state: dict, what: str) -> None:
    """A destroyed army's Realm roll, or a battle's damage, must be settled first."""
    pending = state["pending"]
    if pending and pending["step"] == "realm":
        raise RuleViolation("d6d.realm.pending", f"{what} must wait: {pending['player']}'s destroyed army "
                            f"{pending['army']} is rolled into the Realm of Lost Souls first (roll-lost-soul)")
    if pending and pending["step"] == "damage":
        raise RuleViolation("d6d.battle.damage-pending", f"{what} must wait: {pending['player']} chooses which "
                            f"army on world {pending['world']} loses {pending['amount']} (assign-damage)")


def action(state: dict, command: dict, what: str) -> dict:
    """One of the two actions of the player whose turn it is ("On your turn")."""
    phase(state, "playing", what)
    no_interruption(state, what)
    if state["battle"]:
        raise RuleViolation("d6d.battle.in-progress",
                            f"{what} must wait until the battle on world {state['battle']['world']} is over")
    actor = player(state, command["player"])
    if state["turn"]["player"] != actor["name"]:
        raise RuleViolation("d6d.turn.not-yours", f"it is {state['turn']['player']}'s turn, not {actor['name']}'s")
    return actor
