"""Where the campaign stands: the stored stage, moved past the steps that end by themselves
(every player has chosen, every character is placed, every action die is spent, the
staging area is full), and what the next draw from a deck is for.

A stage is stored by the event that starts it; a step that is over once the table has done
everything in it needs no event of its own, so `step` reads past it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import empty_slots, placing_threat_location
from .paths import can_place
from ..state import obstacle_spot, progress_card, session_players, staging_open
from ..words import SLOTS

SESSION_END = ("burn-obstacles", "unlock-obstacles", "gather-decks", "burn-locations", "unlock-locations",
               "recover-characters", "advance-year")


def step(state: dict) -> str:
    """The step the campaign waits on, or the derived step that follows now."""
    stage = state["stage"]
    for _ in range(8):
        after = _past(state, stage)
        if after == stage:
            return stage
        stage = after
    return stage


def _past(state: dict, stage: str) -> str:
    session = state.get("session")
    seats = session["players"] if session else {}
    if stage == "choose-characters" and all(seats[p]["characters"] for p in seats):
        return "shuffle-obstacle-decks"
    if stage == "draw-progress" and (not state["decks"]["progress"]["pile"]
                                     or all(len(seats[p]["hand"]) >= 2 or seats[p]["kept"] for p in seats)):
        return "keep-progress"
    if stage == "keep-progress" and all(seats[p]["kept"] or not seats[p]["hand"] for p in seats):
        return "stage-progress"
    if stage == "first-obstacles" and not session["obstacles_for"]:
        return "fill-staging" if state["options"]["staging_fill"] == "at-setup" else "place-characters"
    if stage == "fill-staging" and staging_filled(state):
        return "place-characters"
    if stage == "place-characters" and all(c in session["positions"] for p in seats for c in seats[p]["characters"]):
        return "turn"
    if stage == "actions" and actions_over(state):
        return "refill"
    if stage == "obstacles" and session["obstacles"]["purpose"] == "surge" and placing_threat_location(state):
        return "threat-locations"    # after the Threats phase, before the Obstacle Surge
    if stage == "threat-locations" and not placing_threat_location(state):
        return "obstacles"
    if stage == "obstacles" and session["obstacles"]["due"] == 0 and staging_filled(state):
        return session["obstacles"]["then"]
    if stage == "threat-choice" and session["threat_owed"] == 0:
        return "obstacles"
    if stage == "unlock-locations" and not empty_slots(state):
        return "recover-characters"
    return stage


def staging_filled(state: dict) -> bool:
    return staging_open(state) <= 0 or not state["decks"]["progress"]["pile"]


def actions_over(state: dict) -> bool:
    """"When no players have any more action dice, the actions phase is complete" - and nothing
    is left open: an overcome, a reward to choose, a card to take, or an asset die a player
    may still place on a progress card ("This does not require an action") until they end."""
    session = state["session"]
    if session["overcome"] is not None:
        return False
    for name in session_players(state):
        seat = session["players"][name]
        if seat["dice"] or seat["rewards"] or owes_card(state, name) or (not seat["passed"] and can_place(state, name)):
            return False
    return True


def owes_card(state: dict, player: str) -> bool:
    """"When players complete one progress card, they select the next one" from the staging area."""
    session = state["session"]
    return session["players"][player]["card"] is None and bool(session["staging"])


@dataclass(frozen=True)
class Need:
    """The next card a step draws: from the progress deck (for a player's hand or the staging
    area) or from a region's obstacle deck (for a progress card's obstacle location)."""

    deck: str                       # "progress" or a region
    purpose: str                    # "hand", "staging", "first-game", "new", "surge"
    player: str | None = None
    progress: str | None = None     # the progress card an obstacle is placed for
    location: str | None = None


def need(state: dict) -> Need | None:
    """What the current step draws next, if it draws."""
    stage, session = step(state), state.get("session")
    if stage == "draw-progress":
        player = next(p for p in session["order"]
                      if len(session["players"][p]["hand"]) < 2 and not session["players"][p]["kept"])
        return Need("progress", "hand", player=player)
    if stage == "first-obstacles":
        return _obstacle_need(state, session["obstacles_for"][0], "first-game")
    if stage == "fill-staging":
        return Need("progress", "staging")
    if stage == "obstacles":
        return _turn_need(state)
    return None


def _turn_need(state: dict) -> Need | None:
    session = state["session"]
    if session["obstacles"]["due"] == 0:
        return Need("progress", "staging") if not staging_filled(state) else None
    if not session["staging"]:
        return Need("progress", "staging")
    return _obstacle_need(state, session["staging"][0], session["obstacles"]["purpose"])


def _obstacle_need(state: dict, card: str, purpose: str) -> Need:
    spot = progress_card(state, card)["obstacle"]
    return Need(spot["region"], purpose, progress=card, location=obstacle_spot(state, card))


def slot_of(spot: dict) -> int:
    return SLOTS.index(spot["slot"])
