"""Legal moves while music plays: the heroes the current player may play to it, with the
choices each ability needs (rules/effects.py), a two-dwarf hero's second step, and finishing."""
from __future__ import annotations

from domain.kernel.moves import Move, by, choices, fixed

from ..board import adjacent
from ..rules.effects import destinations, kind_of, legends_open, movers, own_on_board, own_pieces
from ..rules.heroes import second_choices
from ..state import card
from .seated import seated


def playing(state: dict) -> list[Move]:
    player = state["music"]["current"]
    if state["effect"] is not None:
        return [_second_step(state, player)]
    instrument = state["music"]["instrument"]
    group = _group(state, player)
    found = [_card(state, player, key, group) for key in state["hands"][player]
             if card(state, key)["music"] == instrument]
    leader = state["music"]["leader"] == player
    label = f"{player} finishes playing" if leader else f"{player} is done following the {instrument}"
    return found + [seated(player, "finish-playing", label, {"player": fixed(player)}, group)]


def _group(state: dict, player: str) -> str:
    """What the player does, as whom-the-game-waits-for reads it (never which card)."""
    return "Play to the music" if state["music"]["leader"] == player else "Follow the music"


def _card(state: dict, player: str, key: str, group: str) -> Move:
    effect = card(state, key)["effect"]
    fields = {"player": fixed(player), "card": fixed(key), **FIELDS[kind_of(effect)](state, player, effect)}
    return seated(player, "play-card", f"{player} plays the {key}", fields, group)


def _none(state, player, effect) -> dict:
    return {}


def _one_of(state, player, effect) -> dict:
    return {"resource": choices(effect["gain_one_of"])}


def _move_in(state, player, effect) -> dict:
    found = movers(state, effect["move_in"])
    if not found:
        return {}
    return {"dwarf": choices(list(found)),
            "to": by("dwarf", {name: choices(adjacent(state, piece.where)) for name, piece in found.items()})}


def _own(found: dict, state: dict, player: str, low: int) -> dict:
    cases = {name: destinations(state, player, piece) for name, piece in found.items()}
    cases = {name: zones for name, zones in cases.items() if zones}
    if not cases:
        return {}
    return {"dwarf": choices(list(cases), min=low), "to": by("dwarf", {n: choices(z) for n, z in cases.items()})}


def _place_or_move(state, player, effect) -> dict:
    return _own(own_pieces(state, player), state, player, 0)


def _acquire_any(state, player, effect) -> dict:
    heroes = [hero for hero in state["pool"] if hero]
    if state["boards"][player]["gold"] < effect["acquire_any"] or not heroes:
        return {}
    return {"hero": choices(heroes)}


def _retire(state, player, effect) -> dict:
    found = own_on_board(state, player)
    return {"dwarf": choices(list(found))} if found else {}


def _upgrade(state, player, effect) -> dict:
    open_ = legends_open(state, player)
    if not open_ or state["boards"][player]["gold"] < effect["upgrade"]:
        return {}
    return {"legend": choices(open_)}


FIELDS = {"produce": _none, "gain": _none, "trade": _none, "gain_one_of": _one_of, "move_in": _move_in,
          "place_or_move": _place_or_move, "acquire_any": _acquire_any, "retire_for": _retire, "upgrade": _upgrade}


def _second_step(state: dict, player: str) -> Move:
    effect = state["effect"]
    found = second_choices(state, effect)
    if effect["kind"] == "move_in":
        fields = {"dwarf": choices(list(found)),
                  "to": by("dwarf", {name: choices(adjacent(state, piece.where)) for name, piece in found.items()})}
    else:
        fields = _own(found, state, player, 0)
    return seated(player, "continue-card", f"{player} takes the {effect['card']}'s second step",
                 {"player": fixed(player), **fields}, _group(state, player))
