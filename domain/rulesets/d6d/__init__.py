"""d6D - Bridge the Worlds (Isaac Williams, v0.9): a 2-4 player dice strategy game on six worlds.

Only the ruleset surface is used: journal/, web/ and reports/ know nothing of
this game. Rule readings and the command vocabulary are in docs/d6d.md.
"""
from __future__ import annotations

from domain.kernel import Ruleset

from .adjusting import check_adjust
from .chronicle import chronicle
from .commands import COMMAND_SCHEMAS, SetupSchema
from .decider import decide
from .demo import demo
from .events import GAME_ENDED, evolve
from .pictures import PICTURES
from .prepare import prepare
from .state import initial_state
from .views import VIEWS

RULESET = Ruleset(
    name="d6d", title="d6D: Bridge the Worlds", rules_version="v0.9",
    initial_state=initial_state, decide=decide, evolve=evolve,
    command_schemas=COMMAND_SCHEMAS, setup_schema=SetupSchema, prepare=prepare, check_adjust=check_adjust,
    views=VIEWS, pictures=PICTURES, session_end_kinds=frozenset({GAME_ENDED}), demo=demo,
    chronicle=chronicle,
)
