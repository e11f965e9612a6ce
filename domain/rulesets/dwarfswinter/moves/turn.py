"""Legal moves of a player's turn (Phase 3): place, move, acquire, play music, defeat a
monster, overcome a disaster, end the turn."""
from __future__ import annotations

from domain.kernel.moves import Move, by, choices, fixed

from .. import components as k
from ..board import adjacent, pool_costs
from ..pieces import pieces
from ..rules.battles import guardian_discounts, teams
from ..rules.effects import affordable
from ..rules.music import free_instruments, may_play_music
from ..rules.placing import place_zones
from ..state import HOME, actions_left, at, card, count, solo
from ..words import amounts, card_name
from .seated import seated


def turn(state: dict, player: str) -> list[Move]:
    found = [*_place(state, player), *_move(state, player), *_acquire(state, player), *_music(state, player),
             *_defeat(state, player), *_overcome(state, player)]
    return found + [seated(player, "end-turn", f"{player} ends their turn", {"player": fixed(player)}, "End turn")]


def _place(state: dict, player: str) -> list[Move]:
    zones = place_zones(state, player, "action")
    found = []
    for kind in at(state, player, HOME):
        free = kind == k.THUNDER_KING
        if not zones or not (free or actions_left(state, player)):
            continue
        fields = {"player": fixed(player), "zone": choices(zones)}
        if kind != k.DWARF:
            fields["piece"] = fixed(kind)
        what = "a Dwarf" if kind == k.DWARF else f"the {kind}{' (free)' if free else ''}"
        found.append(seated(player, "place-dwarf", f"{player} places {what}", fields, "Place"))
    return found


def _move(state: dict, player: str) -> list[Move]:
    own = pieces(state, [player])
    if not own or not actions_left(state, player):
        return []
    return [seated(player, "move-dwarf", f"{player} moves a dwarf", {
        "player": fixed(player), "dwarf": choices(list(own)),
        "to": by("dwarf", {name: choices(adjacent(state, piece.where)) for name, piece in own.items()})}, "Move")]


def _acquire(state: dict, player: str) -> list[Move]:
    if not actions_left(state, player) or (state["turn"]["acquired"] and not solo(state)):
        return []
    gold, costs = state["boards"][player]["gold"], pool_costs(state)
    return [seated(player, "acquire-hero", f"{player} acquires the {hero} ({costs[slot]} Gold)",
                  {"player": fixed(player), "hero": fixed(hero)}, "Acquire")
            for slot, hero in enumerate(state["pool"]) if hero and costs[slot] <= gold]


def _music(state: dict, player: str) -> list[Move]:
    if not may_play_music(state, player):
        return []
    return [seated(player, "play-music", f"{player} plays the {name}",
                  {"player": fixed(player), "instrument": fixed(name)}, "Music") for name in free_instruments(state)]


def _teams(state: dict, player: str, zone: str, needed: int, against_monster: bool) -> list[tuple]:
    return teams(at(state, player, zone), needed, against_monster)


def _defeat(state: dict, player: str) -> list[Move]:
    found = []
    for entry in state["monsters"]:
        facts = card(state, entry["card"])
        if not count(state, player, entry["zone"]) or not affordable(state["boards"][player], facts["resources"]):
            continue
        for legends, _ in _teams(state, player, entry["zone"], facts["dwarfs"], True):
            fields = {"player": fixed(player), "monster": fixed(entry["card"])}
            if legends:
                fields["legends"] = fixed(list(legends))
            found.append(seated(player, "defeat-monster", f"{player} defeats the {facts['name']} in {entry['zone']}"
                               f"{_with(legends)} ({amounts(facts['resources']) or 'free'})", fields, "Defeat"))
    return found


def _overcome(state: dict, player: str) -> list[Move]:
    found = []
    board = state["boards"][player]
    for entry in state["disasters"]:
        zone, facts = entry["zone"], card(state, entry["card"])
        if not count(state, player, zone):
            continue
        cost = {r: n for r, n in facts["resources"].items() if n}
        discounts = guardian_discounts(state, player, zone, cost)
        payable = [d for d in discounts if affordable(board, {**cost, d: cost[d] - 1})]
        if (discounts and not payable) or (not discounts and not affordable(board, cost)):
            continue
        for legends, _ in _teams(state, player, zone, facts["dwarfs"], False):
            fields = {"player": fixed(player), "disaster": fixed(entry["card"])}
            if legends:
                fields["legends"] = fixed(list(legends))
            if payable:
                fields["discount"] = choices(payable)
            found.append(seated(player, "overcome-disaster", f"{player} overcomes the {card_name(state, entry['card'])} "
                               f"in {zone}{_with(legends)}", fields, "Overcome"))
    return found


def _with(legends) -> str:
    return f" with the {' and the '.join(legends)}" if legends else ""
