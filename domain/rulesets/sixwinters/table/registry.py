"""Every table command: type -> (schema, event kind, run). `run(table, data)` changes a
copied table in place and returns what happened; decide and evolve both use it, so
replay reaches exactly the state the decision saw."""
from __future__ import annotations

from . import (
           abilities,
           ability_uses,
           location_actions,
           obstacles,
           placing,
           refresh,
           resolve,
           turn,
)
from .actions import create_asset, move, muster, overcome, scene, trade

MODULES = (placing, move, muster, create_asset, overcome, scene, trade, turn, refresh, obstacles,
           abilities, ability_uses, resolve, location_actions)

COMMANDS = {name: entry for module in MODULES for name, entry in module.COMMANDS.items()}
RUN_BY_KIND = {kind: run for _, kind, run in COMMANDS.values()}
