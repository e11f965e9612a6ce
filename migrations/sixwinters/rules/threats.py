"""Threats (Turns, "Threats" and "Surging Threats"; Scenario Cards, "Threat Pool").

Placing a threat token takes it from the scenario's pool; taking the last one loses
the game at once. Each threat effect of an obstacle is followed by a threat roll: a
die higher than the tokens left in the pool puts the first hindered obstacle face up
on the obstacle draw pile and brings the scenario threat effect for that value.
"""
from __future__ import annotations

from . import effects, grid
from ..state import lose


def take_token(table: dict, where: str, outcome: list) -> bool:
    """Move one token from the pool to a location; False when the game is lost."""
    if table["threat_pool"] <= 0:
        lose(table, "the threat pool was empty")
        return False
    table["threat_pool"] -= 1
    table["locations"][where]["threats"] += 1
    outcome.append({"threat": where})
    if table["threat_pool"] == 0:
        lose(table, "the last threat token left the scenario card")
        return False
    return True


def surge_target(table: dict, where: str, choices: list, chain: list) -> str | None:
    """The adjacent location a surge spreads to: the players' choice, else the lowest
    numbered neighbour without threats, else the lowest numbered neighbour."""
    near = [n for n in grid.adjacent(table, where) if n not in chain]
    if choices and choices[0] in near:
        return choices.pop(0)
    calm = [n for n in near if table["locations"][n]["threats"] == 0]
    return (calm or near or [None])[0]


def place(table: dict, where: str, choices: list, outcome: list) -> None:
    """Place a threat; if the location already had threats, surge along neighbours."""
    chain = [where]
    surging = table["locations"][where]["threats"] > 0
    if not take_token(table, where, outcome):
        return
    while surging:
        nxt = surge_target(table, chain[-1], choices, chain)
        if nxt is None:
            return
        surging = table["locations"][nxt]["threats"] > 0
        chain.append(nxt)
        if not take_token(table, nxt, outcome):
            return


def threat_roll(table: dict, value: int, outcome: list) -> None:
    """Higher than the pool: first hindered obstacle face up on the draw pile, and the
    scenario's threat effect for that value waits for the players."""
    outcome.append({"threat_roll": value, "pool": table["threat_pool"]})
    if value <= table["threat_pool"]:
        return
    if table["hindered"]:
        table["obstacle_faceup"].append(table["hindered"].pop(0))
    effects.start(table, table["threat_effects"].get(str(value)), "threat effect", f"threat roll {value}")
