"""`prepare`: with "roll": "app", the dice a command needs, unrolled, for the journal to roll
(sealed shuffle dice for an app shuffle, whose order stays face down). Forgiving: a command
that does not fit the step is returned as it is, so decide names the rule it breaks.

The journal puts the prepared command in the form it stores (json_text.stored_form) and rolls
the app's dice in that order."""
from __future__ import annotations

from domain.kernel import decks

from .rules import campaign_setup, shuffles, turn
from .rules.overcome import team_players
from .state import action_dice_count, location, pool_size, session_players
from .words import REGIONS, RESOURCES, SIDES


def _d6(kind: str, count: int) -> list[dict]:
    return [{"sides": SIDES, "kind": kind} for _ in range(count)]


def _action_dice(state: dict) -> list[dict]:
    count = action_dice_count(len(session_players(state)))
    return [{"player": name, "dice": _d6("action", count)} for name in session_players(state)]


def _pools(needs: dict) -> list[dict]:
    return [{"resource": name, "dice": _d6(name, needs[name])} for name in RESOURCES if needs[name]]


def _starting(state, command):
    return {"pools": _pools({name: pool_size(state, name) for name in RESOURCES}), "action_dice": _action_dice(state)}


def _refill(state, command):
    return {"pools": _pools(turn.refill_needs(state)), "action_dice": _action_dice(state)}


def _activate(state, command):
    return {"dice": [{"location": name, "die": {"sides": SIDES, "kind": location(state, name)["source"]}}
                     for name in turn.sources(state)]}


def _defend(state, command):
    players = state["session"]["players"]
    return {"rolls": [{"player": p, "dice": _d6("action", len(players[p]["dice"]))}
                      for p in team_players(state) if players[p]["dice"]]}


def _draw_locations(state, command):
    return {"dice": campaign_setup.draw_dice(state, command["region"])}


def _obstacle_decks(state, command):
    return {"shuffle_dice": {region: decks.shuffle_dice(len(state["decks"]["obstacles"][region]["pile"]),
                                                        f"shuffle-{region}") for region in REGIONS}}


def _progress_deck(state, command):
    grouped = shuffles.stages_of(state, shuffles.progress_cards_in_play(state))
    return {"shuffle_dice": {stage: decks.shuffle_dice(len(cards), f"shuffle-stage-{stage}")
                             for stage, cards in grouped.items()}}


def _reshuffle(state, command):
    pile = state["decks"]["obstacles"][command["region"]]["discard"]
    return {"shuffle_dice": decks.shuffle_dice(len(pile), f"shuffle-{command['region']}")}


ADDERS = {"roll-starting-dice": _starting, "refill": _refill, "activate": _activate, "defend": _defend,
          "draw-locations": _draw_locations, "shuffle-obstacle-decks": _obstacle_decks,
          "shuffle-progress-deck": _progress_deck, "reshuffle-obstacle-deck": _reshuffle}


def prepare(state: dict, command: dict) -> dict:
    add = ADDERS.get(command["type"])
    if command.get("roll") != "app" or add is None or state is None:
        return command
    try:
        extra = add(state, command)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return command
    return {**command, **{k: v for k, v in extra.items() if k not in command}}
