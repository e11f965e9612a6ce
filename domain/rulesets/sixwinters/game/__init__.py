"""The live game of one Six Winters year (issue 4): the table dict between session
start and session end, its commands, events, rules and views.

Contract (briefing, docs/dev/sixwinters-contract.md): COMMAND_SCHEMAS, decide, evolve,
KINDS, open_table, summary, VIEWS, prepare; check_adjust (for Ruleset.check_adjust) and
impossible(table) (the reasons a table could not exist).
"""
from .checks import check_adjust, impossible
from .decider import decide, evolve
from .kinds import KINDS
from .opening import open_table
from .picture import PICTURES
from .prepare import prepare
from .registry import COMMANDS
from .views import VIEWS, summary

COMMAND_SCHEMAS = {name: schema for name, (schema, _, _) in COMMANDS.items()}

__all__ = [
           "COMMAND_SCHEMAS",
           "KINDS",
           "PICTURES",
           "VIEWS",
           "check_adjust",
           "decide",
           "evolve",
           "impossible",
           "open_table",
           "prepare",
           "summary",
]
