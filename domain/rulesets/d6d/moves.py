"""The moves legal now in d6D, with every choice enumerated (docs/moves.md).

One hook per command, registered beside its rule in decider.py. Each lists exactly what its
rule accepts at this step: the two army dice of a player who has not rolled, the free worlds
for the next placement, the two actions of the player whose turn it is, a battle's next round
and the retreats open to its fighters, the damage the round's loser assigns, the die of a
destroyed army. A battle round's dice decide its loser, so the round is offered without a
casualty: the only army there takes the loss, or the loser chooses with assign-damage.
"""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, die, each, fixed, physical, roll

from .geometry import WORLD_IDS, bridged, neighbours
from .rules.actions import bridge_cost
from .state import armies_on, controlled, controller, friendly_neighbours, names, on_board, supply


def _player(name: str) -> dict:
    return {"player": fixed(name)}


def _unsettled(state: dict) -> bool:
    """A destroyed army's roll or a battle's damage comes before anything else."""
    return bool(state["pending"])


def _turn_player(state: dict) -> str | None:
    """The player whose action it is: play under way, no battle, nothing pending."""
    if state["phase"] != "playing" or state["battle"] or _unsettled(state):
        return None
    return state["turn"]["player"]


def roll_armies(state: dict, viewer: Viewer) -> list[Move]:
    """Setup: every player who has not rolled rolls two army dice."""
    if state["phase"] != "rolling":
        return []
    return [Move("roll-armies", f"{name} rolls two army dice for the first player", group="Roll army dice",
                 seats={name}, fields={**_player(name), "roll": roll(), "dice": physical(dice(6, "army", 2, 2))})
            for name in names(state) if name not in state["opening"]["rolled"]]


def break_tie(state: dict, viewer: Viewer) -> list[Move]:
    """Setup: the tied players roll one battle die each."""
    if state["phase"] != "tie":
        return []
    tied = state["opening"]["tied"]
    member = {"player": choices(tied), "die": die(6, "battle")}
    return [Move("break-tie", f"{' and '.join(tied)} roll a battle die each to break the tie", seats=set(tied),
                 fields={"roll": roll(),
                         "rolls": physical(each(member, min=len(tied), max=len(tied), distinct="player"))})]


def place_armies(state: dict, viewer: Viewer) -> list[Move]:
    """Setup: the next player in turn order puts both rolled dice on a world nobody controls."""
    opening = state["opening"]
    if state["phase"] != "placing" or len(opening["placed"]) >= len(opening["order"]):
        return []       # (between the last placement and the start of play, within one command)
    due = opening["order"][len(opening["placed"])]
    free = [world for world in WORLD_IDS if controller(state, world) is None]
    return [Move("place-armies", f"{due} places both rolled army dice on a free world", seats={due},
                 fields={**_player(due), "world": choices(free)})]


def strengthen(state: dict, viewer: Viewer) -> list[Move]:
    """Action: each army on a world, with the value it would reach."""
    name = _turn_player(state)
    if name is None:
        return []
    moves = []
    for army in on_board(state, name):
        value = min(6, army["value"] + 1 + len(friendly_neighbours(state, name, army["at"])))
        moves.append(Move("strengthen", f"{name} strengthens army {army['army']} on world {army['at']} "
                                        f"from {army['value']} to {value}", group="Strengthen", seats={name},
                          fields={**_player(name), "army": fixed(army["army"])}))
    return moves


def recruit(state: dict, viewer: Viewer) -> list[Move]:
    """Action: a supply die at 1 onto a world the player controls."""
    name = _turn_player(state)
    if name is None or not supply(state, name) or not controlled(state, name):
        return []
    return [Move("recruit", f"{name} recruits an army at 1 onto a world they control", group="Recruit",
                 seats={name}, fields={**_player(name), "world": choices(controlled(state, name))})]


def move(state: dict, viewer: Viewer) -> list[Move]:
    """Action: an army crosses a line to a connected world (another player's world: battle)."""
    name = _turn_player(state)
    if name is None:
        return []
    ways = {army["army"]: neighbours(state["bridges"], army["at"]) for army in on_board(state, name)}
    ways = {number: worlds for number, worlds in ways.items() if worlds}
    if not ways:
        return []
    return [Move("move", f"{name} moves an army across a line", group="Move", seats={name},
                 fields={**_player(name), "army": choices(sorted(ways)),
                         "to": by("army", {number: choices(worlds) for number, worlds in ways.items()})})]


def bridge(state: dict, viewer: Viewer) -> list[Move]:
    """Action: a line from a controlled world to any world not yet connected to it, paid for by
    an army there; the Realm die is asked for when the cost destroys the army chosen."""
    name = _turn_player(state)
    if name is None:
        return []
    moves = []
    for origin in controlled(state, name):
        payers = [die_ for owner, die_ in armies_on(state, origin) if owner == name]
        for target in WORLD_IDS:
            if target == origin or bridged(state["bridges"], origin, target):
                continue
            cost, _ = bridge_cost(state, origin, target)
            lost = {army["army"]: physical(die(6, "army")) for army in payers if army["value"] - cost <= 0}
            moves.append(Move("bridge", f"{name} bridges world {origin} to world {target} for {cost}",
                              group="Bridge the Worlds", seats={name}, fields={
                                  **_player(name), "world": fixed(origin), "to": fixed(target),
                                  "army": choices([army["army"] for army in payers]), "roll": roll(),
                                  "realm_die": by("army", lost)}))
    return moves


def battle_round(state: dict, viewer: Viewer) -> list[Move]:
    """Battle: both sides roll a battle die."""
    fight = state["battle"]
    if state["phase"] != "playing" or not fight or _unsettled(state):
        return []
    return [Move("battle-round", f"{fight['attacker']} and {fight['defender']} fight a round on world "
                                 f"{fight['world']}", group="Battle", seats={fight["attacker"], fight["defender"]},
                 fields={"roll": roll(), "attacker_die": physical(die(6, "battle")),
                         "defender_die": physical(die(6, "battle"))})]


def retreat(state: dict, viewer: Viewer) -> list[Move]:
    """Battle: after a round, a fighter pulls their armies to a friendly connected world."""
    fight = state["battle"]
    if state["phase"] != "playing" or not fight or fight["round"] == 0 or _unsettled(state):
        return []
    moves = []
    for name in (fight["attacker"], fight["defender"]):
        havens = friendly_neighbours(state, name, fight["world"])
        if havens:
            moves.append(Move("retreat", f"{name} retreats from world {fight['world']}", group="Retreat",
                              seats={name}, fields={**_player(name), "to": choices(havens)}))
    return moves


def assign_damage(state: dict, viewer: Viewer) -> list[Move]:
    """Battle: the round's loser picks the army that takes the loss."""
    pending = state["pending"]
    if state["phase"] != "playing" or not pending or pending["step"] != "damage":
        return []
    name, world, amount = pending["player"], pending["world"], pending["amount"]
    mine = [army for owner, army in armies_on(state, world) if owner == name]
    lost = {army["army"]: physical(die(6, "army")) for army in mine if army["value"] - amount <= 0}
    return [Move("assign-damage", f"{name} chooses the army on world {world} that loses {amount}", seats={name},
                 fields={**_player(name), "army": choices([army["army"] for army in mine]), "roll": roll(),
                         "realm_die": by("army", lost)})]


def roll_lost_soul(state: dict, viewer: Viewer) -> list[Move]:
    """A destroyed army's die is rolled into the Realm of Lost Souls."""
    pending = state["pending"]
    if state["phase"] != "playing" or not pending or pending["step"] != "realm":
        return []
    name = pending["player"]
    return [Move("roll-lost-soul", f"{name} rolls destroyed army {pending['army']} into the Realm of Lost Souls",
                 seats={name}, fields={**_player(name), "roll": roll(), "die": physical(die(6, "army"))})]

