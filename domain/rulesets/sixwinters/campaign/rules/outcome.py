"""The scenario result and what Session End reads from the game (rulebook "Session End").

The table's summary (game/views.py, `summary`) is normalised once, when the scenario ends, into
{"result", "characters": {name: {"assets", "obstacles", "conditions", "abilities", ...}},
"threats": {location: n}, "map": {...} | None}; every later step reads only that.
Without a table the end-scenario command brings the same summary.
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from ...game.views import summary as table_summary
from .. import events as ev
from ..state import campaign_copy
from ..guards import require_end_step
from .steps import END_NUMBERS

RESULTS = {"won": "success", "lost": "failure", "success": "success", "failure": "failure"}


def _split_played(catalog: dict, played: list) -> tuple[list, list]:
    """Cards discarded after scenes: assets and obstacles (a name both could be is an asset
    only if the catalog has no obstacle of that name; entries may be {"kind", "name"})."""
    assets, obstacles = [], []
    for item in played:
        if isinstance(item, dict):
            (assets if item.get("kind") in ("asset", "assets") else obstacles).append(item["name"])
        elif item in catalog.get("obstacles", {}) and item not in catalog.get("assets", {}):
            obstacles.append(item)
        else:
            assets.append(item)
    return assets, obstacles


def _cards(catalog: dict, char: dict) -> dict:
    """One character's cards: completed and played assets, overcome and played obstacles."""
    if char.get("played_assets") or char.get("played_obstacles"):
        played_assets, played_obstacles = list(char.get("played_assets", [])), list(char.get("played_obstacles", []))
    else:
        played_assets, played_obstacles = _split_played(catalog, char.get("played", []))
    return {
        "assets": list(char.get("completed", [])) + played_assets,
        "obstacles": list(char.get("overcome", [])) + played_obstacles,
        "conditions": list(char.get("conditions", [])),
        "abilities": list(char.get("abilities", [])),
        "psyche": char.get("psyche"),
        "body": char.get("body"),
    }


def normalise(catalog: dict, summary: dict) -> dict:
    """The summary in the campaign's own words (see module docstring)."""
    threats = {
        loc: info.get("threats", 0) if isinstance(info, dict) else int(info)
        for loc, info in (summary.get("locations") or {}).items()
    }
    return {
        "result": RESULTS.get(summary.get("result")),
        "characters": {name: _cards(catalog, char) for name, char in (summary.get("characters") or {}).items()},
        "threats": threats,
        "map": summary.get("map"),
        "scenes_completed": list(summary.get("scenes_completed", [])),
        "burned": dict(summary.get("burned") or {}),
        **({"unlocked": dict(summary["unlocked"])} if (summary.get("unlocked") or {}).get("obstacles") else {}),
        "archived": list(summary.get("archived") or []),
    }


def _raw_summary(game: dict, command: dict) -> dict:
    """The live table's summary, or (without one) the summary the command brings."""
    table = game.get("table")
    raw = table_summary(table) if table and not table.get("fallback") else None
    if raw is None:
        raw = command.get("summary")
    if raw is None:
        raise RuleViolation(
            "sixwinters.session-end.summary", "without a live table, end-scenario brings the game's summary"
        )
    return raw


def _result(summary: dict, command: dict) -> str:
    """The table's result; a result given in the command must agree with it."""
    given = RESULTS.get(command.get("result")) if command.get("result") else None
    if summary["result"] and given and summary["result"] != given:
        raise RuleViolation(
            "sixwinters.session-end.result", f"the table says the scenario was a {summary['result']}, not a {given}"
        )
    result = summary["result"] or given
    if result is None:
        raise RuleViolation(
            "sixwinters.session-end.game-not-over", "the game is not over yet: the scenario has no result"
        )
    return result


def decide_end_scenario(game: dict, command: dict) -> list[Event]:
    """The scenario is over: its result and the table's summary are recorded."""
    campaign = game["campaign"]
    sess = require_end_step(campaign, "result")
    if sess["stage"] != "play":
        raise RuleViolation("sixwinters.session-end.order", "the game has not started (finish Session Start first)")
    summary = normalise(catalog_of(game), _raw_summary(game, command))
    summary["result"] = _result(summary, command)
    summary["characters"] = {name: summary["characters"].get(name) or _empty() for name in sess["characters"].values()}
    data = {
        "step": END_NUMBERS["result"],
        "year": campaign["year"],
        "scenario": sess["scenario"],
        "difficulty": sess["difficulty"],
        "result": summary["result"],
        "summary": summary,
    }
    return [Event(ev.SCENARIO_ENDED, data)]


def _empty() -> dict:
    return {"assets": [], "obstacles": [], "conditions": [], "abilities": [], "psyche": None, "body": None}


def evolve_end_scenario(game: dict, data: dict) -> dict:
    """The scenario result: history gets the year; Session End begins with the summary."""
    game, campaign = campaign_copy(game, "history")
    sess = campaign["session"]
    campaign["history"].append(
        {
            "year": data["year"],
            "scenario": data["scenario"],
            "difficulty": data["difficulty"],
            "result": data["result"],
            "spotlight": sess["spotlight"],
            "spotlight_character": sess["characters"].get(sess["spotlight"]),
            "players": list(sess["players"]),
            "characters": list(sess["characters"].values()),
            "scenes_completed": list(data["summary"].get("scenes_completed", [])),
        }
    )
    campaign["session"] = {**sess, "stage": "end", "end_done": ["result"], "summary": data["summary"]}
    return game  # the finished table stays visible until the game is stored
