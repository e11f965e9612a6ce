"""New Assets and New Obstacles (Turns): the cards drawn each turn, and the scenario's
starting obstacles before the first turn (Scenario Setup)."""
from __future__ import annotations

from ..guards import require_step
from . import draws
from .placement import attach
from .turn import next_step, season


def run_new_assets(table: dict, data: dict) -> dict:
    """Draw one asset face up at the end of the staging area (nothing when the deck is empty)."""
    require_step(table, "new-assets")
    named, dice = list(data["cards"]), list(data["draws"])
    drawn = [draws.draw(table["asset_deck"], named, dice, "asset", table.get("ordered_decks", False))] if table["asset_deck"] else []
    draws.finish(named, dice, "asset")
    table["staging"].extend(drawn)
    next_step(table)
    return {"drawn": drawn}


def run_new_obstacles(table: dict, data: dict) -> dict:
    """Play every face-up obstacle on the draw pile, then draw the season's new obstacles.
    Before the first turn it draws the scenario's starting obstacles (Scenario Setup)."""
    if table["step"] == "setup":
        return _setup_obstacles(table, data)
    require_step(table, "new-obstacles")
    placed = [{"obstacle": n, "location": attach(table, n)} for n in table["obstacle_faceup"]]
    table["obstacle_faceup"] = []
    placed += _draw(table, data, season(table)["obstacles"])
    next_step(table)
    return {"placed": placed}


def _setup_obstacles(table: dict, data: dict) -> dict:
    placed = _draw(table, data, table["setup_draws"])
    table["setup_draws"] = 0
    table["step"] = table.pop("after_setup")
    return {"placed": placed}


def _draw(table: dict, data: dict, count: int) -> list:
    placed = []
    named, dice = list(data["cards"]), list(data["draws"])
    for _ in range(count):
        if not table["obstacle_deck"]:
            break
        name = draws.draw(table["obstacle_deck"], named, dice, "obstacle", table.get("ordered_decks", False))
        placed.append({"obstacle": name, "location": attach(table, name)})
    draws.finish(named, dice, "obstacle")
    return placed
