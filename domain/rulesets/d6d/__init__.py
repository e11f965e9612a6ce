"""d6D - Bridge the Worlds (Isaac Williams, v0.9): a 2-4 player dice strategy game on six worlds.

Only the ruleset surface is used: journal/, web/ and reports/ know nothing of
this game. Rule readings and the command vocabulary are in docs/d6d.md.
"""
from __future__ import annotations

from domain.kernel import Result, Ruleset

from .adjusting import check_adjust, correctable, invariants
from .chronicle import chronicle
from .commands import SetupSchema
from .decider import COMMANDS, DECIDER, consequences
from .demo import demo
from .events import GAME_ENDED
from .narrate import sentence
from .pictures.battle import battle_picture
from .pictures import PICTURES as SHEET_PICTURES
from .prepare import prepare
from .seats import acting_seats, seats
from .setup_fields import setup_fields
from .readings import READINGS
from .state import initial_state
from .status import marks, status
from .views import VIEWS

PICTURES = {**SHEET_PICTURES, "battle": battle_picture}


def result(state: dict) -> Result | None:
    """The score and the winners once the game has ended ("Game End")."""
    ended = (state or {}).get("result")
    if not ended:
        return None
    return Result(summary=ended["reason"], winners=tuple(ended["winners"]),
                  scores={row["player"]: row for row in ended["scores"]})


RULESET = Ruleset(
    name="d6d", title="d6D: Bridge the Worlds", rules_version="v0.9", docs=("docs/d6d.md",),
    # 2: with the "all" elimination reading, the game ends when one player alone is on the worlds
    # 3: what follows from a state an `adjust` leaves (a full Realm ends the game) follows at once
    rules_revision=3,
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve, commands=COMMANDS,
    setup_schema=SetupSchema, prepare=prepare, check_adjust=check_adjust, after_adjust=consequences,
    invariants=invariants, correctable=correctable,
    views=VIEWS, pictures=PICTURES, narrate=sentence, result=result,
    session_end_kinds=frozenset({GAME_ENDED}), demo=demo, chronicle=chronicle,
    seats=seats, acting_seats=acting_seats, moves=DECIDER.moves, setup_fields=setup_fields,
    marks=marks, status=status, readings=READINGS,
)
