"""Six Winters v19.3 (Red Bank): a cooperative campaign of six games, one a year, played on
resource tracks, progress cards with dice paths and regional obstacle decks whose public
top-card backs drive the seasons. Commands, events and the card catalog: docs/sixwinters-v19.md;
rule readings: docs/rules-notes.md ("Six Winters v19.3")."""
from __future__ import annotations

from domain.kernel import Result, Ruleset

from . import events as ev
from .adjusting import check_adjust, correctable, correction_path, invariants
from .catalog import HOOK as CATALOGS
from .chronicle import chronicle
from .demo import demo, extra_demos
from .explain import explain, value_title
from .commands import SetupSchema
from .decider import COMMANDS, DECIDER
from .hidden import face_down, redact
from .moves import moves, session
from .narrate import sentence
from .pictures import NARROW_PICTURES, PICTURES
from .prepare import prepare
from .readings import READINGS
from .seats import acting_seats, seats
from .setup_fields import setup_fields
from .status import marks, status
from .state import initial_state
from .views import VIEWS


def result(state: dict) -> Result | None:
    """The campaign's end: its victory level (Campaign End)."""
    ended = (state or {}).get("result")
    if not ended:
        return None
    return Result(summary=ended["summary"], scores={"level": ended["level"], "completed": ended["completed"],
                                                    "advantage": ended["advantage"], "difficulty": ended["difficulty"]})


RULESET = Ruleset(
    name="sixwinters_v19", title="Six Winters v19.3 (Red Bank)", rules_version="v19.3",
    docs=("docs/sixwinters-v19.md",),
    rules_revision=2,   # 2: a threat location comes into play when its track reaches the last space (option V11)
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve, commands=COMMANDS,
    setup_schema=SetupSchema, prepare=prepare, check_adjust=check_adjust, invariants=invariants, correctable=correctable,
    correction_path=correction_path,
    session_start_kinds=frozenset({ev.SESSION_STARTED}), session_end_kinds=frozenset({ev.GAME_ENDED}),
    seats=seats, acting_seats=acting_seats, face_down=face_down, reveal_kinds=frozenset({ev.GAME_ENDED}),
    redact=redact, moves=moves, setup_fields=setup_fields, session=session, views=VIEWS, pictures=PICTURES,
    narrow_pictures=NARROW_PICTURES,
    table_view="table", narrate=sentence, explain=explain, value_title=value_title, marks=marks, status=status,
    readings=READINGS,
    result=result, chronicle=chronicle, catalogs=CATALOGS, demo=demo, extra_demos=extra_demos,
)
