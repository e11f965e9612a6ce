"""Phase 3: Actions. 3.1 Place a Dwarf, 3.2 Move a Dwarf, 3.3 Acquire a Hero (once per turn;
solitaire: as often as Actions allow), and the end of a player's turn."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import components as k
from .. import events as ev
from ..board import pool_costs
from ..guards import require_turn, spend
from ..pieces import lookup, pieces
from ..state import solo
from .drawing import queued
from .placing import moved, placed


def place_dwarf(state: dict, command: dict) -> list[Event]:
    """3.1: 1 Action (the Thunder King: free) to place a dwarf from the player board."""
    player, kind = command["player"], command.get("piece", k.DWARF)
    require_turn(state, player, "placing a dwarf")
    cost = 0 if kind == k.THUNDER_KING else 1
    spend(state, player, cost, "placing a dwarf")
    return [placed(state, player, kind, command["zone"], cost, "action")]


def move_dwarf(state: dict, command: dict) -> list[Event]:
    """3.2: 1 Action to move one of the player's dwarfs to an adjacent zone."""
    player = command["player"]
    require_turn(state, player, "moving a dwarf")
    spend(state, player, 1, "moving a dwarf")
    piece = lookup(pieces(state, [player]), command["dwarf"], "dwarfswinter.move.dwarf",
                   f"one of {player}'s dwarfs on the board")
    return [moved(state, player, piece, command["to"], 1, "action")]


def acquire(state: dict, player: str, hero: str, price: int, cost: int, by: str) -> Event:
    """A hero from the pool into the player's Action deck; the pool slides right and refills."""
    if hero not in state["pool"]:
        raise RuleViolation("dwarfswinter.acquire.pool", f"{hero!r} is not in the Hero Pool")
    if state["boards"][player]["gold"] < price:
        raise RuleViolation("dwarfswinter.acquire.gold", f"{hero} costs {price} Gold; {player} has "
                                                         f"{state['boards'][player]['gold']}")
    slot = state["pool"].index(hero)
    return Event(ev.HERO_ACQUIRED, {"player": player, "card": hero, "slot": slot, "paid": price, "cost": cost,
                                    "by": by, "draws": queued(state, "heroes", "refill", 1)})


def acquire_hero(state: dict, command: dict) -> list[Event]:
    """3.3: 1 Action and the Gold cost of its spot; once per turn, except in solitaire."""
    player = command["player"]
    require_turn(state, player, "acquiring a hero")
    if state["turn"]["acquired"] and not solo(state):
        raise RuleViolation("dwarfswinter.acquire.once", "a hero is acquired only once per turn")
    spend(state, player, 1, "acquiring a hero")
    hero = command["hero"]
    price = pool_costs(state)[state["pool"].index(hero)] if hero in state["pool"] else 0
    return [acquire(state, player, hero, price, 1, "action")]


def end_turn(state: dict, command: dict) -> list[Event]:
    """The player's turn ends; the next player clockwise takes theirs (none left: Resolution)."""
    player = command["player"]
    require_turn(state, player, "ending the turn")
    waiting = state["waiting"]
    return [Event(ev.TURN_ENDED, {"player": player, "next": waiting[0] if waiting else None,
                                  "waiting": waiting[1:]})]
