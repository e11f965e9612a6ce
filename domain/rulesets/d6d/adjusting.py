"""What "Correct" at the table sets right by taps (`correctable`: the face an army shows on a
world, 1 to 6), what every d6D sheet keeps (`invariants`, held to every `adjust` by the kernel) and the one
thing a hand correction may not change (`check_adjust`).

The table may fix any mistake, but not write a die on a seventh world, a die showing 9, a
line from a world to itself, two players on one world outside a battle, or a seventh army
die: later rules and views rely on those facts (docs/d6d.md, "Hand corrections").
"""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes
from domain.kernel.changes import join_pointer
from domain.kernel.invariants import Broken, not_below_zero
from domain.kernel.moves.corrections import Correctable

from .geometry import WORLD_IDS
from .state import ARMY_DICE, MAX_STRENGTH, names

PLACES = {"supply", "hand", "falling", "realm", *WORLD_IDS}


def invariants(state: dict) -> list[Broken]:
    """Every broken fact of the sheet, in the players' words."""
    found = []
    for player in state["players"]:
        found += _armies(player["name"], player["armies"])
    found += _bridges(state["bridges"]) + _worlds(state)
    turn = state["turn"]
    if turn and turn["player"] not in names(state):
        found.append(Broken("d6d.adjust.turn", f"{turn['player']!r} does not play"))
    if turn:
        found += not_below_zero("d6d.adjust.turn", {f"{turn['player']}'s actions left": turn["actions_left"]})
    return found


def correctable(state: dict) -> list[Correctable]:
    """The face each army on a world shows (a die turned by mistake, or by the table's own rule),
    each its player's own (their seat)."""
    return [Correctable(f"{player['name']}'s armies", f"{player['name']}'s army {army['army']} on world {army['at']}",
                        join_pointer(["players", number, "armies", index, "value"]), army["value"],
                        tuple(range(1, MAX_STRENGTH + 1)), seat=player["name"])
            for number, player in enumerate(state["players"])
            for index, army in enumerate(player["armies"]) if army["at"] in WORLD_IDS]


def check_adjust(state: dict, changes: list) -> None:
    """The worlds' positions are the group's setup: no correction moves them."""
    if apply_changes(state, changes).get("sheet") != state.get("sheet"):
        raise RuleViolation("d6d.adjust.sheet", "the worlds' positions are the group's setup and stay as they are")


def _armies(name: str, armies: list) -> list[Broken]:
    """Six army dice numbered 1 to 6, each once, each in one place; on a world or in the Realm of
    Lost Souls showing a face it has (a falling die keeps the damage that destroyed it)."""
    found = []
    if sorted(army.get("army") for army in armies) != list(range(1, ARMY_DICE + 1)):
        found.append(Broken("d6d.adjust.armies", f"{name} has army dice numbered "
                                                 f"{sorted(army.get('army') for army in armies)}, not 1 to 6 once each"))
    for army in armies:
        value = army.get("value")
        if army.get("at") not in PLACES:
            found.append(Broken("d6d.adjust.army", f"{name}'s army {army.get('army')} cannot be at {army.get('at')!r}"))
        elif army["at"] in WORLD_IDS and not _face(value):
            found.append(Broken("d6d.adjust.army", f"{name}'s army {army['army']} on a world shows 1 to 6, not {value!r}"))
        elif army["at"] == "realm" and not _face(value):
            found.append(Broken("d6d.adjust.army", f"{name}'s army {army['army']} in the Realm shows 1 to 6, not {value!r}"))
    return found


def _face(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_STRENGTH


def _bridges(bridges) -> list[Broken]:
    seen, found = set(), []
    for bridge in bridges:
        ok = (isinstance(bridge, list) and len(bridge) == 2 and all(w in WORLD_IDS for w in bridge)
              and bridge[0] < bridge[1] and tuple(bridge) not in seen)
        if not ok:
            found.append(Broken("d6d.adjust.bridge", f"{bridge!r} is not a new line between two worlds, smaller first"))
        else:
            seen.add(tuple(bridge))
    return found


def _worlds(state: dict) -> list[Broken]:
    """One player's armies on a world, two only while they fight a battle there."""
    battle = state["battle"] or {}
    found = []
    for world in WORLD_IDS:
        there = [player["name"] for player in state["players"] if any(a.get("at") == world for a in player["armies"])]
        if len(there) > 1 and battle.get("world") != world:
            found.append(Broken("d6d.adjust.world", f"{' and '.join(there)} both have armies on world {world} "
                                                    "with no battle there"))
    return found
