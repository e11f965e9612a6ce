"""Checks a command must pass before its rule: the step the campaign stands at, who acts, the
action dice a player holds. Each refusal names its rule (docs/sixwinters-v19.md lists them)."""
from __future__ import annotations

from collections import Counter

from domain.kernel import RuleViolation

from .rules.steps import step
from .state import player_of
from .words import SIDES

STEP_WORDS = {
    "draw-locations": "choosing the starting locations", "start-session": "starting a game",
    "roll-starting-dice": "rolling the starting pools and action dice", "choose-characters": "choosing characters",
    "shuffle-obstacle-decks": "shuffling the obstacle decks", "shuffle-progress-deck": "building the progress deck",
    "draw-progress": "drawing starting progress cards", "keep-progress": "choosing starting progress cards",
    "stage-progress": "staging the progress cards not chosen", "first-obstacles": "placing the first obstacles",
    "fill-staging": "filling the staging area", "place-characters": "placing characters",
    "actions": "the Actions phase", "refill": "the Refill phase", "activation": "the Activation phase",
    "obstacles": "placing obstacles", "threat-choice": "choosing a threat track",
    "threat-locations": "a threat location coming into play", "burn-obstacles": "Session End",
    "unlock-obstacles": "Session End", "burn-locations": "Session End", "unlock-locations": "Session End",
    "recover-characters": "Session End", "advance-year": "Session End", "over": "the end of the campaign",
}


def at_step(state: dict, expected: str, what: str) -> None:
    """A command belongs to one step of the campaign."""
    now = step(state)
    if now != expected:
        raise RuleViolation("sixwinters_v19.step", f"{what} is not possible now: the campaign is at "
                                                   f"{STEP_WORDS.get(now, now)}")


def in_actions(state: dict, what: str, overcome_ok: bool = False) -> None:
    """An action of the Actions phase; an overcome under way is finished first."""
    at_step(state, "actions", what)
    if state["session"]["overcome"] is not None and not overcome_ok:
        going = state["session"]["overcome"]
        raise RuleViolation("sixwinters_v19.overcome.pending", f"{what} must wait: the overcome of "
                                                               f"{going['obstacle']} at {going['location']} is under way")


def acting(state: dict, character: str) -> str:
    """The player of a character in this game."""
    player = player_of(state, character)
    if player is None:
        raise RuleViolation("sixwinters_v19.character", f"{character} is not a character in this game")
    return player


def session_player(state: dict, player: str) -> dict:
    seat = state["session"]["players"].get(player)
    if seat is None:
        raise RuleViolation("sixwinters_v19.player", f"{player} is not playing this game")
    return seat


def holds(state: dict, player: str, values: list, what: str) -> None:
    """The player has these action dice (one die per value named)."""
    have, want = Counter(state["session"]["players"][player]["dice"]), Counter(values)
    missing = want - have
    if missing:
        held = ", ".join(map(str, state["session"]["players"][player]["dice"])) or "none"
        raise RuleViolation("sixwinters_v19.dice.not-held", f"{what}: {player} holds no such action dice "
                                                            f"({', '.join(map(str, missing.elements()))}); held: {held}")


def d6(dice: list, count: int | None, what: str, kind: str | None = None) -> list[int]:
    """Rolled six-sided dice (entered or rolled by the app), their values."""
    if count is not None and len(dice) != count:
        raise RuleViolation("sixwinters_v19.dice.count", f"{what}: {count} dice, not {len(dice)}")
    for die in dice:
        if die.get("sides") != SIDES or "value" not in die:
            raise RuleViolation("sixwinters_v19.dice.d6", f"{what}: six-sided dice with their values (or \"roll\": \"app\")")
        if kind and die.get("kind") not in (kind, "d"):
            raise RuleViolation("sixwinters_v19.dice.kind", f"{what}: {kind} dice, not {die.get('kind')}")
    return [die["value"] for die in dice]
