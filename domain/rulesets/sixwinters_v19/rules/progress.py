"""Progress cards in play: asset dice placed on a path (no action needed), a completed card's
reward, the wildcard reward chosen, the next card taken from the staging area."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import events as ev
from ..guards import acting, in_actions, session_player
from ..state import progress_card
from ..words import RESOURCES, TRACK_SPACES
from .paths import cards_for, misfit, next_squares
from .steps import owes_card


def place_progress_die(state: dict, command: dict) -> list[Event]:
    """"Asset dice may be moved from the character's location onto the progress card.\""""
    in_actions(state, "Placing a die on a progress card")
    character, card, square, die = command["character"], command["card"], command["square"], command["die"]
    player = acting(state, character)
    if card not in cards_for(state, character):
        raise RuleViolation("sixwinters_v19.progress.card", f"{character} places dice on their player's progress card"
                                                            f" ({', '.join(cards_for(state, character)) or 'none'})")
    if square not in next_squares(state, card):
        raise RuleViolation("sixwinters_v19.progress.chain", f"the chain continues at {', '.join(next_squares(state, card))}"
                                                             f", not {square}")
    place = state["session"]["positions"][character]
    if die not in state["locations"][place]["assets"]:
        raise RuleViolation("sixwinters_v19.progress.asset", f"no {die['resource']} {die['value']} asset at {place}")
    wrong = misfit(state, card, square, die, place)
    if wrong:
        raise RuleViolation("sixwinters_v19.progress.square", wrong)
    events = [Event(ev.PROGRESS_DIE_PLACED, {"player": player, "character": character, "card": card,
                                             "square": square, "die": dict(die), "location": place})]
    if square == progress_card(state, card)["path"]["end"]:
        events.append(completed(state, card, player))
    return events


def completed(state: dict, card: str, player: str) -> Event:
    """Reward: each resource symbol raises its track by one; each wildcard is the players' pick."""
    reward = progress_card(state, card)["reward"]
    levels = {}
    for name in reward:
        if name != "wild":
            levels[name] = min(TRACK_SPACES, levels.get(name, state["tracks"][name]["progress"]) + 1)
    return Event(ev.PROGRESS_COMPLETED, {"card": card, "player": player, "reward": list(reward), "progress": levels,
                                         "wild": reward.count("wild")}, source=DERIVED)


def reward_tracks(state: dict) -> list[str]:
    """Tracks a wildcard may raise: any below its last space (any at all once every one is full)."""
    open_tracks = [name for name in RESOURCES if state["tracks"][name]["progress"] < TRACK_SPACES]
    return open_tracks or list(RESOURCES)


def choose_reward(state: dict, command: dict) -> list[Event]:
    in_actions(state, "Choosing a wildcard reward", overcome_ok=True)
    player, track = command["player"], command["track"]
    if session_player(state, player)["rewards"] < 1:
        raise RuleViolation("sixwinters_v19.reward.none", f"{player} has no wildcard reward to choose")
    if track not in reward_tracks(state):
        raise RuleViolation("sixwinters_v19.reward.track", f"the {track} progress track is full")
    value = min(TRACK_SPACES, state["tracks"][track]["progress"] + 1)
    return [Event(ev.REWARD_CHOSEN, {"player": player, "track": track, "progress": value})]


def take_progress_card(state: dict, command: dict) -> list[Event]:
    """"When players complete one progress card, they select the next one from the four available.\""""
    in_actions(state, "Taking a progress card", overcome_ok=True)
    player, card = command["player"], command["card"]
    session_player(state, player)
    if not owes_card(state, player) or card not in state["session"]["staging"]:
        raise RuleViolation("sixwinters_v19.progress.take", f"{player} takes a card from the staging area when they "
                                                            "have none in play")
    return [Event(ev.PROGRESS_CARD_TAKEN, {"player": player, "card": card})]


__all__ = ["acting"]
