"""Rulebook "Setup": roll two army dice each, lowest total first, place both on a free world."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import guards
from ..applying import run
from ..events import ARMIES_PLACED, ARMIES_ROLLED, FIRST_PLAYER_CHOSEN, OPENING_TIED, PLAY_BEGAN, TIE_ROLLED
from ..state import controller, names, player


def roll_armies(state: dict, command: dict) -> list[Event]:
    """Each player rolls two of their army dice, once."""
    guards.phase(state, "rolling", "rolling army dice for the first player")
    name = player(state, command["player"])["name"]
    if name in state["opening"]["rolled"]:
        raise RuleViolation("d6d.setup.rolled-already", f"{name} has already rolled their two army dice")
    dice = command.get("dice") or [None, None]
    dice = [guards.rolled_d6(die, f"dice[{n}]") for n, die in enumerate(dice)]
    events = [Event(ARMIES_ROLLED, {"player": name, "dice": dice})]
    after = run(state, events)
    if len(after["opening"]["rolled"]) == len(state["players"]):
        events += _lowest_first(after, after["opening"]["rolled"])
    return events


def _lowest_first(state: dict, totals: dict) -> list[Event]:
    """The lowest total goes first; a tie is broken by rolling the battle dice."""
    low = min(totals.values())
    tied = [name for name in names(state) if totals.get(name) == low]
    if len(tied) > 1:
        return [Event(OPENING_TIED, {"players": tied, "total": low}, source=DERIVED)]
    seats = names(state)
    start = seats.index(tied[0])
    order = seats[start:] + seats[:start]   # "Turns proceed clockwise around the table"
    return [Event(FIRST_PLAYER_CHOSEN, {"player": tied[0], "order": order}, source=DERIVED)]


def break_tie(state: dict, command: dict) -> list[Event]:
    """The tied players roll a battle die each; the lowest goes first (docs/d6d.md, readings)."""
    guards.phase(state, "tie", "breaking a tie")
    tied = state["opening"]["tied"]
    rolls = command.get("rolls") or []
    if sorted(r["player"] for r in rolls) != sorted(tied):
        raise RuleViolation("d6d.setup.tie-players", f"exactly the tied players roll, one battle die each: {', '.join(tied)}")
    rolls = [{"player": r["player"], "die": guards.rolled_d6(r.get("die"), f"die of {r['player']}")} for r in rolls]
    events = [Event(TIE_ROLLED, {"rolls": rolls})]
    return events + _lowest_first(state, {r["player"]: r["die"]["value"] for r in rolls})


def place_armies(state: dict, command: dict) -> list[Event]:
    """In turn order each player puts both rolled dice on one world no other player controls."""
    guards.phase(state, "placing", "placing the first armies")
    name = player(state, command["player"])["name"]
    opening = state["opening"]
    due = opening["order"][len(opening["placed"])]
    if name != due:
        raise RuleViolation("d6d.setup.place-order", f"{due} places their armies next, not {name}")
    world = command["world"]
    holder = controller(state, world)
    if holder is not None:
        raise RuleViolation("d6d.setup.world-taken", f"world {world} is controlled by {holder}; choose a free world")
    events = [Event(ARMIES_PLACED, {"player": name, "world": world, "armies": [1, 2]})]
    if len(opening["placed"]) + 1 == len(opening["order"]):
        events.append(Event(PLAY_BEGAN, {"player": opening["order"][0]}, source=DERIVED))
    return events
