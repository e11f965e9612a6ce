"""Playing a hero card to the music (3.4) and resolving its ability (Heroes abilities).

A card may always be played to matching music; the choice its effect needs is asked when
the effect can happen (a dwarf to move, a hero to acquire), and an effect that cannot happen
does nothing. The heroes that move two dwarfs do it in two steps (`continue-card`), the
second with a different dwarf; "Place or Move up to 2" may stop after the first or none.
"""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..applying import run
from ..guards import no_effect_waiting, require_playing
from ..pieces import Piece, lookup
from ..state import card
from .actions import acquire
from .effects import (affordable, capped, destinations, kind_of, legends_open, movers, own_on_board, own_pieces,
                      produced)
from .placing import moved, placed


def play_card(state: dict, command: dict) -> list[Event]:
    player, key = command["player"], command["card"]
    music = require_playing(state, player)
    no_effect_waiting(state)
    if key not in state["hands"][player]:
        raise RuleViolation("dwarfswinter.card.hand", f"{key!r} is not in {player}'s hand")
    hero = card(state, key)
    if hero["music"] != music["instrument"]:
        raise RuleViolation("dwarfswinter.card.music", f"{key} plays to the {hero['music']}, not the "
                                                       f"{music['instrument']}")
    effect = hero["effect"]
    data, after = RESOLVE[kind_of(effect)](state, player, effect, command)
    used = data.pop("_used", ())
    for field in ("resource", "dwarf", "to", "hero", "legend"):
        if field in command and field not in used:
            raise RuleViolation("dwarfswinter.card.field", f"{key} takes no {field} now")
    played = Event(ev.CARD_PLAYED, {"player": player, "card": key, "instrument": music["instrument"], **data})
    return [played, *after]


def _gains(state, player, effect, command):
    return {"gained": capped(state["boards"][player], effect["gain"])}, []


def _produce(state, player, effect, command):
    working, blocked = produced(state, player, effect["per"])
    gained = capped(state["boards"][player], {effect["produce"]: len(working)})
    return {"gained": gained, "produced_in": working, "blocked": blocked}, []


def _one_of(state, player, effect, command):
    choice = command.get("resource")
    if choice not in effect["gain_one_of"]:
        raise RuleViolation("dwarfswinter.card.resource", f"choose one of {', '.join(effect['gain_one_of'])}")
    return {"gained": capped(state["boards"][player], {choice: 1}), "_used": ("resource",)}, []


def _trade(state, player, effect, command):
    board = state["boards"][player]
    if not affordable(board, effect["trade"]["pay"]):
        return {"gained": {}, "paid": {}, "unpaid": True}, []
    after = {**board, **{r: board[r] - n for r, n in effect["trade"]["pay"].items()}}
    return {"paid": dict(effect["trade"]["pay"]), "gained": capped(after, effect["trade"]["gain"])}, []


def _move_in(state, player, effect, command):
    found = movers(state, effect["move_in"])
    if not found:
        return {}, []
    piece = lookup(found, command.get("dwarf"), "dwarfswinter.card.dwarf", f"a dwarf in a {effect['move_in']} zone")
    step = moved(state, player, piece, command.get("to"), 0, "card")
    pending = _next_step(run(state, [step]), player, command["card"], effect, piece, step.data["to"])
    return {"_used": ("dwarf", "to"), "effect": pending}, [step]


def _place_or_move(state, player, effect, command):
    if command.get("dwarf") is None:
        return {}, []
    piece = lookup(own_pieces(state, player), command["dwarf"], "dwarfswinter.card.dwarf", f"one of {player}'s dwarfs")
    step = _put(state, player, piece, command.get("to"))
    pending = _next_step(run(state, [step]), player, command["card"], effect, piece, command.get("to"))
    return {"_used": ("dwarf", "to"), "effect": pending}, [step]


def _put(state, player, piece: Piece, to) -> Event:
    if piece.where == "home":
        return placed(state, player, piece.kind, to, 0, "card")
    return moved(state, player, piece, to, 0, "card")


def _next_step(state, player, key, effect, piece: Piece, to) -> dict | None:
    """The second step of a two-dwarf hero, when another dwarf can take it."""
    kind = kind_of(effect)
    if kind == "move_in" and effect.get("count", 1) == 2:
        taken = [[piece.owner, piece.kind, to]]
        return {"player": player, "card": key, "kind": kind, "zone_type": effect["move_in"], "taken": taken} \
            if second_choices(state, {"kind": kind, "player": player, "zone_type": effect["move_in"],
                                      "taken": taken}) else None
    if kind == "place_or_move" and effect["place_or_move"] == 2:
        taken = [[player, piece.kind, to]]
        pending = {"player": player, "card": key, "kind": kind, "taken": taken}
        return pending if second_choices(state, pending) else None
    return None


def second_choices(state: dict, effect: dict) -> dict[str, Piece]:
    taken = tuple(Piece(*entry) for entry in effect["taken"])
    if effect["kind"] == "move_in":
        return movers(state, effect["zone_type"], taken)
    return own_pieces(state, effect["player"], taken)


def _acquire_any(state, player, effect, command):
    if state["boards"][player]["gold"] < effect["acquire_any"] or not any(state["pool"]):
        return {}, []
    return {"_used": ("hero",)}, [acquire(state, player, command.get("hero"), effect["acquire_any"], 0, "card")]


def _retire(state, player, effect, command):
    found = own_on_board(state, player)
    if not found:
        return {}, []
    piece = lookup(found, command.get("dwarf"), "dwarfswinter.card.dwarf", f"one of {player}'s dwarfs on the board")
    gained = capped(state["boards"][player], effect["retire_for"])
    return {"_used": ("dwarf",)}, [Event(ev.DWARF_RETIRED, {"player": player, "zone": piece.where,
                                                            "kind": piece.kind, "gained": gained})]


def _upgrade(state, player, effect, command):
    open_ = legends_open(state, player)
    if not open_ or state["boards"][player]["gold"] < effect["upgrade"]:
        return {}, []
    if command.get("legend") not in open_:
        raise RuleViolation("dwarfswinter.card.legend", f"choose one of {', '.join(open_)}")
    return {"_used": ("legend",)}, [Event(ev.DWARF_UPGRADED, {"player": player, "legend": command["legend"],
                                                              "paid": {"gold": effect["upgrade"]}})]


RESOLVE = {"produce": _produce, "gain": _gains, "gain_one_of": _one_of, "trade": _trade, "move_in": _move_in,
           "place_or_move": _place_or_move, "acquire_any": _acquire_any, "retire_for": _retire, "upgrade": _upgrade}


def continue_card(state: dict, command: dict) -> list[Event]:
    """The second step of a two-dwarf hero: another dwarf (or, for "up to 2", none)."""
    player = command["player"]
    require_playing(state, player)
    effect = state["effect"]
    if effect is None or effect["player"] != player:
        raise RuleViolation("dwarfswinter.card.step", f"{player} has no hero's second step to take")
    finished = Event(ev.CARD_FINISHED, {"player": player, "card": effect["card"]})
    if command.get("dwarf") is None:
        if effect["kind"] == "move_in":
            raise RuleViolation("dwarfswinter.card.dwarf", f"{effect['card']} moves 2 different dwarfs: name the second")
        return [finished]
    piece = lookup(second_choices(state, effect), command["dwarf"], "dwarfswinter.card.dwarf", "a different dwarf")
    step = _put(state, player, piece, command.get("to")) if effect["kind"] == "place_or_move" \
        else moved(state, player, piece, command.get("to"), 0, "card")
    return [step, finished]
