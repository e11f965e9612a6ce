"""The nine-trait d6 roleplaying game: a game master (the Wayfinder), player characters with
nine Traits rolled as pools of d6, Overexertion, Combat Flow, Tribulations and death saves.

Only the ruleset surface is used: journal/, web/ and reports/ know nothing of this game.
docs/ninetraits.md lists the commands; docs/rules-notes.md the readings of the rulebook.
"""
from __future__ import annotations

from domain.kernel import Result, Ruleset

from .adjusting import correctable, correction_path, invariants
from .chronicle import chronicle
from .setup import SetupSchema
from .decider import COMMANDS, DECIDER
from .demo import demo, extra_demos
from .explain import explain, value_title
from .hidden import redact, shadow
from .events import SESSION_ENDED, SESSION_STARTED
from .moves import moves, session
from .setup_fields import setup_fields
from .narrate import sentence
from .cards import CARDS
from .pictures import NARROW_PICTURES, PICTURES
from .readings import READINGS
from .prepare import prepare
from .seats import acting_seats, seats
from .state import initial_state
from .status import marks, status
from .views import VIEWS


def result(state: dict) -> Result | None:
    """The campaign's end, once the Wayfinder has closed it."""
    closed = (state or {}).get("closed")
    if not closed:
        return None
    alive = [s["name"] for s in state["characters"].values() if s["kind"] == "pc" and not s["dead"]]
    return Result(summary=closed["epilogue"] or "The campaign is closed.", winners=tuple(alive))


RULESET = Ruleset(
    name="ninetraits", title="The nine-trait d6 roleplaying game", rules_version="Rolling Dice",
    rules_revision=3,   # 2: during a session a player's sheet changes through the Wayfinder;
                        # 3: with the opposed defence a Grappled, Frozen or Unconscious target cannot dodge
    state_version=2,    # 2: a sheet's history of changes, players' proposals, the sheet step
    docs=("docs/ninetraits.md",), initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve,
    commands=COMMANDS, setup_schema=SetupSchema, prepare=prepare, invariants=invariants,
    session_start_kinds=frozenset({SESSION_STARTED}), session_end_kinds=frozenset({SESSION_ENDED}),
    seats=seats, acting_seats=acting_seats, redact=redact, shadow=shadow, moves=moves, session=session,
    setup_fields=setup_fields, correctable=correctable, correction_path=correction_path,
    views=VIEWS, pictures=PICTURES, narrow_pictures=NARROW_PICTURES, cards=CARDS, readings=READINGS,
    marks=marks, status=status, table_view="party", narrate=sentence, explain=explain, value_title=value_title,
    result=result,
    chronicle=chronicle, demo=demo, extra_demos=extra_demos,
)
