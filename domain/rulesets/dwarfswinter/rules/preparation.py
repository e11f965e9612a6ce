"""Phase 2: Preparation. Each player chooses, in secret, as many cards of their Action deck as
their Hand-Size track shows; the rest lie face down. The hand is private to its seat: the
choice is recorded sealed for everyone else. A player whose deck holds no more cards than
their Hand-Size has no choice to make: their hand is the whole deck, in the open."""
from __future__ import annotations

from domain.kernel import DERIVED, Audience, Event, RuleViolation, hands

from .. import events as ev
from ..guards import require_step
from ..state import clockwise_from, require_player


def begin_preparation(state: dict) -> Event:
    forced = {name: list(state["decks_of"][name]) for name in state["players"]
              if len(state["decks_of"][name]) <= state["boards"][name]["hand_size"]}
    return Event(ev.PREPARATION_BEGAN, {"week": state["week"], "forced": forced}, source=DERIVED)


def choose_hand(state: dict, command: dict) -> list[Event]:
    require_step(state, "preparation", "choose", "choosing a hand")
    player = command["player"]
    require_player(state, player)
    if player in state["chosen"]:
        raise RuleViolation("dwarfswinter.hand.chosen", f"{player} has chosen their hand this week")
    size = state["boards"][player]["hand_size"]
    if len(set(command["cards"])) != len(command["cards"]):
        raise RuleViolation("dwarfswinter.hand.twice", "a card is chosen once")
    try:
        hands.choose(state["decks_of"][player], command["cards"], size, "hand")
    except RuleViolation as error:
        rule = "dwarfswinter.hand.size" if error.rule == "hand.choose.size" else "dwarfswinter.hand.card"
        raise RuleViolation(rule, f"{error.message} (Hand-Size {size}, from {player}'s Action deck)") from None
    return [Event(ev.HAND_CHOSEN, {"player": player, "cards": list(command["cards"])},
                  audience=Audience(seats=frozenset({player})))]


def begin_actions(state: dict) -> Event:
    """Phase 3 begins with the 1st player; the others follow clockwise."""
    order = clockwise_from(state, state["first"])
    return Event(ev.ACTIONS_BEGAN, {"player": order[0], "waiting": order[1:]}, source=DERIVED)
