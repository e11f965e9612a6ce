"""The link to the live game (``table/``, owned by the in-game engineer).

The contract (briefing and docs/dev/sixwinters-contract.md): the campaign dispatches
``table.COMMAND_SCHEMAS`` commands to ``table.decide``, ``table.KINDS`` events to
``table.evolve``, opens the table with ``table.open_table(state, opening)`` when Session
Start ends, and reads ``table.summary(table)`` at Session End. While ``table/`` lacks
one of these, the campaign falls back: no table commands, a minimal table dict holding
the opening, and a session end whose summary comes in the end-scenario command.
"""

from __future__ import annotations

import importlib


def module():
    """The table package, or None while it is not written."""
    try:
        return importlib.import_module("domain.rulesets.sixwinters.table")
    except ModuleNotFoundError as error:
        if error.name == "domain.rulesets.sixwinters.table":
            return None
        raise


def hook(name: str, default=None):
    """One name the table package exports (COMMAND_SCHEMAS, decide, evolve, KINDS, ...)."""
    table = module()
    return getattr(table, name, default) if table is not None else default


def command_schemas() -> dict:
    return dict(hook("COMMAND_SCHEMAS", {}) or {})


def kinds() -> frozenset:
    return frozenset(hook("KINDS", frozenset()) or ())


def views() -> dict:
    return dict(hook("VIEWS", {}) or {})


def open_table(game: dict, opening: dict) -> dict:
    """The live game's table dict; without table/ a placeholder that only holds the opening."""
    opener = hook("open_table")
    if opener is None or game["campaign"]["options"].get("record_play") == "summary":
        return {"opening": opening, "result": None, "fallback": True}
    return opener(game, opening)


def summary(table: dict | None) -> dict | None:
    """What Session End needs from the table, or None without one."""
    if not table or table.get("fallback"):
        return None
    reader = hook("summary")
    return reader(table) if reader else None
