"""Checks a command must pass before its rule: the game is on, it is this step, it is this
player's turn, nothing else waits (a card to draw, a follower, a hero's second step)."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .components import DECK_WORDS
from .state import require_player

STEP_WORDS = {"shuffle": "shuffling the decks", "draws": "drawing cards", "defenders": "placing the defenders",
              "attack": "the monsters' attack", "reinforce": "monster reinforcements", "reveal": "revealing disasters",
              "choose": "choosing hands", "turns": "the players' turns", "resolution": "the resolution"}


def not_over(state: dict) -> None:
    if state["phase"] == "over":
        raise RuleViolation("dwarfswinter.game.over", "the game is over; see the score")


def no_draw_waiting(state: dict) -> None:
    if state["draws"]:
        deck = state["draws"][0]["deck"]
        raise RuleViolation("dwarfswinter.draw.waiting", f"first name the card drawn from the {DECK_WORDS[deck]} deck")


def require_step(state: dict, phase: str, step: str, doing: str) -> None:
    not_over(state)
    no_draw_waiting(state)
    if state["phase"] != phase or state["step"] != step:
        now = STEP_WORDS.get(state["step"], state["step"])
        raise RuleViolation("dwarfswinter.step", f"{doing} is not part of {now}")


def require_turn(state: dict, player: str, doing: str) -> None:
    """The player's own turn in the Actions phase, with no music or hero effect under way."""
    require_step(state, "actions", "turns", doing)
    require_player(state, player)
    turn = state["turn"]
    if turn is None or turn["player"] != player:
        raise RuleViolation("dwarfswinter.turn", f"it is {turn['player'] if turn else 'nobody'}'s turn, not {player}'s")
    if state["music"] is not None:
        raise RuleViolation("dwarfswinter.music.under-way",
                            f"the {state['music']['instrument']} are playing: play cards or finish first")


def require_playing(state: dict, player: str) -> dict:
    """The player's moment in the music: the leader, or the follower whose turn it is."""
    require_step(state, "actions", "turns", "playing a card")
    require_player(state, player)
    music = state["music"]
    if music is None:
        raise RuleViolation("dwarfswinter.music.none", "cards are played when an instrument is played")
    if music["current"] != player:
        raise RuleViolation("dwarfswinter.music.order", f"{music['current']} plays now, not {player}")
    return music


def no_effect_waiting(state: dict) -> None:
    if state["effect"] is not None:
        raise RuleViolation("dwarfswinter.card.unfinished",
                            f"first finish {state['effect']['card']} (its second step)")


def spend(state: dict, player: str, cost: int, doing: str) -> None:
    board = state["boards"][player]
    if board["actions"] - board["spent"] < cost:
        raise RuleViolation("dwarfswinter.actions.none", f"{player} has no Action left for {doing}")
