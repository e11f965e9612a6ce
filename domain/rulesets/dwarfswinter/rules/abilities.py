"""Monster abilities during their attack (Monster Abilities, Legendary Monster Abilities).

An ability applies to every affected player once, however many of their Dwarfs are in its
area ("does not stack"). Tracks stop at their floors (3 Actions, Hand-Size 5); a resource a
player lacks is paid in Gold, as far as their Gold goes.
"""
from __future__ import annotations

from .. import components as k
from ..board import near
from ..state import at, card, count


def in_range(state: dict, zone: str) -> list[str]:
    """Players with Dwarfs in the zone or adjacent to it."""
    area = near(state, zone)
    return [name for name in state["players"] if any(count(state, name, place) for place in area)]


def losses(board: dict, resources: tuple) -> dict:
    """What a player loses to a monster: each resource they have, Gold for each they lack."""
    lost, short = {}, 0
    for resource in resources:
        if resource != "gold" and board[resource] >= 1:
            lost[resource] = 1
        else:
            short += 1
    gold = min(short, board["gold"])
    if gold:
        lost["gold"] = gold
    return lost


def _hit(state: dict, name: str, ability: str) -> dict:
    board = state["boards"][name]
    if ability == "lose-action":
        return {"actions": -1} if board["actions"] > k.ACTIONS_FLOOR else {}
    if ability == "reduce-hand":
        return {"hand_size": -1} if board["hand_size"] > k.HAND_FLOOR else {}
    lost = losses(board, k.LOSSES[ability])
    return {"lost": lost} if lost else {}


def effects(state: dict, key: str, zone: str) -> tuple[list[dict], list[str]]:
    """Each affected player's outcome, and the players who must choose which Dwarf goes home."""
    ability = card(state, key)["ability"]
    if ability in k.IN_RANGE:
        found = [{"player": name, "in_range": True, **_hit(state, name, ability)} for name in in_range(state, zone)]
        return found, []
    if ability != "send-home":
        return [], []
    found, choosing = [], []
    for name in state["players"]:
        kinds = [kind for kind, number in at(state, name, zone).items() if number]
        if len(kinds) == 1:
            found.append({"player": name, "home": kinds[0]})
        elif kinds:
            choosing.append(name)
    return found, choosing
