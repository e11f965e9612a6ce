"""`correctable`: what "Correct" at the table sets right by taps (each player's gold, food,
stone and wood, 0 to 7), and which of them a tap on the table picture picks (`correction_path`).
`invariants`: what every Dwarfs Winter state keeps, an `adjust` included (the kernel refuses
a correction that breaks one): resource tracks 0 to 7, the Action and Hand-Size tracks within
their floors, a clan of seven dwarfs never negative anywhere, and every card of the catalog in
one place (a deck, the board, the Hero Pool, a player's deck, a trophy pile)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of
from domain.kernel.changes import join_pointer
from domain.kernel.invariants import Broken, in_one_place
from domain.kernel.moves.corrections import Correctable, ViewPaths, if_correctable, path_from
from domain.kernel.titles import ANY

from . import components as k
from .state import HOME

CARDS = "dwarfswinter.adjust.cards"
# a player's resource drawn on the table picture -> the track on their board
VIEW_PATHS: ViewPaths = {
    ("table", ("players", ANY, "resources", ANY)): lambda name, resource: join_pointer(["boards", name, resource]),
}


def invariants(state: dict) -> list[Broken]:
    found = []
    for name in state["players"]:
        found += _board(name, state["boards"][name]) + _dwarfs(state, name)
    return found + _cards(state)


def correctable(state: dict) -> list[Correctable]:
    """Each player's four resource tracks, 0 to 7 ("never more than 7 of any 1 type"), each the
    player's own (their seat)."""
    return [Correctable(f"{name}'s board", f"{name}'s {resource}", join_pointer(["boards", name, resource]),
                        state["boards"][name][resource], tuple(range(0, k.RESOURCE_MAX + 1)), seat=name)
            for name in state["players"] if name in state.get("boards", {}) for resource in k.RESOURCES]


def correction_path(state: dict, view: str, path: tuple, document) -> str | None:
    """A player's gold, food, stone or wood on the table picture (the view lists the players by name)."""
    return if_correctable(correctable(state), path_from(VIEW_PATHS, view, path, document))


def _board(name: str, board: dict) -> list[Broken]:
    found = [Broken("dwarfswinter.adjust.resource", f"{name}'s {resource} must stay 0 to {k.RESOURCE_MAX}, "
                                                    f"not {board[resource]!r}")
             for resource in k.RESOURCES if not _whole(board[resource], 0, k.RESOURCE_MAX)]
    if not _whole(board["actions"], k.ACTIONS_FLOOR, k.ACTIONS):
        found.append(Broken("dwarfswinter.adjust.actions", f"{name}'s Action track must stay {k.ACTIONS_FLOOR} to "
                                                           f"{k.ACTIONS}, not {board['actions']!r}"))
    elif not _whole(board["spent"], 0, board["actions"]):
        found.append(Broken("dwarfswinter.adjust.actions", f"{name} has spent {board['spent']!r} of "
                                                           f"{board['actions']} Actions"))
    if not _whole(board["hand_size"], k.HAND_FLOOR, k.HAND_SIZE):
        found.append(Broken("dwarfswinter.adjust.hand", f"{name}'s Hand-Size must stay {k.HAND_FLOOR} to "
                                                        f"{k.HAND_SIZE}, not {board['hand_size']!r}"))
    if not _whole(board["tokens"], 0, 3):
        found.append(Broken("dwarfswinter.adjust.tokens", f"{name} holds 0 to 3 Music Tokens, not {board['tokens']!r}"))
    return found


def _dwarfs(state: dict, name: str) -> list[Broken]:
    """Seven dwarfs, none fewer than none anywhere, each at home or in a zone of the board."""
    places, zones = state["dwarfs"][name], catalog_of(state)["board"]["zones"]
    counts = [number for kinds in places.values() for number in kinds.values()]
    if not all(_whole(number, 0, k.DWARFS) for number in counts):
        return [Broken("dwarfswinter.adjust.dwarfs", f"{name} cannot have fewer than no dwarfs somewhere")]
    found = [Broken("dwarfswinter.adjust.dwarfs", f"{name}'s dwarfs cannot stand at {place!r}")
             for place in places if place != HOME and place not in zones]
    if sum(counts) != k.DWARFS:
        found.append(Broken("dwarfswinter.adjust.dwarfs", f"{name} has {sum(counts)} dwarfs; a clan has {k.DWARFS}"))
    return found


def _cards(state: dict) -> list[Broken]:
    """Each Monster, Disaster and Hero of the catalog in one place at most; a hand chosen from
    the player's own deck."""
    catalog, trophies = catalog_of(state), state["trophies"]
    monsters = {"the Monster deck": state["decks"]["monsters"],
                "the board": [entry["card"] for entry in state["monsters"]],
                **{f"{name}'s trophies": trophies[name]["monsters"] for name in state["players"]}}
    disasters = {"the Disaster deck": state["decks"]["disasters"],
                 "the active Disasters": [entry["card"] for entry in state["disasters"]],
                 **{f"{name}'s trophies": trophies[name]["disasters"] for name in state["players"]}}
    heroes = {"the Hero deck": state["decks"]["heroes"], "the Hero Pool": [card for card in state["pool"] if card],
              **{f"{name}'s deck": [card for card in state["decks_of"][name] if card not in _starting(catalog)]
                 for name in state["players"]}}
    found = in_one_place(CARDS, "a Monster of the catalog", monsters, _once(catalog, "monsters", "legendary_monsters"))
    found += in_one_place(CARDS, "a Disaster of the catalog", disasters, _once(catalog, "disasters", "legendary_disasters"))
    found += in_one_place(CARDS, "a Hero of the catalog", heroes, _once(catalog, "heroes"))
    for name in state["chosen"]:
        found += [Broken(CARDS, f"{name}'s hand holds {card}, which is not in {name}'s deck")
                  for card in state["hands"][name] if card not in state["decks_of"][name]]
    return found


def _starting(catalog: dict) -> set:
    """Every player starts with a copy of these: they lie in several decks at once."""
    return {*catalog["starting_heroes"], *catalog["sage"]}


def _once(catalog: dict, *sections: str) -> dict[str, int]:
    return {key: 1 for section in sections for key in catalog[section]}


def _whole(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
