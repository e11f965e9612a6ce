"""Dwarfs Winter (Luís Brühel, Vesuvius Media 2017): a semi-cooperative worker-placement game for
1 to 4 players over seven weeks of winter, with hands of heroes chosen in secret.

Only the ruleset surface is used: journal/, web/ and reports/ know nothing of this game.
Commands and events: docs/dwarfswinter.md; readings of the rulebook: docs/rules-notes.md.
"""
from __future__ import annotations

from domain.kernel import Result, Ruleset

from .adjusting import correctable, correction_path, invariants
from .catalog import HOOK as CATALOGS
from .chronicle import chronicle
from .commands import SetupSchema
from .decider import COMMANDS, DECIDER
from .demo import demo, extra_demos
from .explain import explain, value_title
from .hidden import REVEAL_KINDS, face_down, redact, shadow
from .moves import moves
from .narrate import sentence
from .pictures import NARROW_PICTURES, PICTURES
from .prepare import prepare
from .readings import READINGS
from .seats import acting_seats, seats
from .setup_fields import setup_fields
from .state import initial_state
from .status import marks, status
from .views import VIEWS


def result(state: dict) -> Result | None:
    """Who survived the Winter and won, or how everyone lost ("Winning the Game")."""
    ended = (state or {}).get("result")
    if not ended:
        return None
    if ended["outcome"] == "lost":
        return Result(summary=f"Everyone loses: {ended['reason']}.")
    title = f" ({ended['title']})" if ended.get("title") else ""
    best = max(row["total"] for row in ended["scores"])
    return Result(summary=f"The Winter is survived: {', '.join(ended['winners'])} with {best} VPs{title}.",
                  winners=tuple(ended["winners"]), scores={row["player"]: row for row in ended["scores"]})


RULESET = Ruleset(
    name="dwarfswinter", title="Dwarfs Winter", rules_version="2017", docs=("docs/dwarfswinter.md",),
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve, commands=COMMANDS,
    setup_schema=SetupSchema, prepare=prepare, invariants=invariants, correctable=correctable,
    correction_path=correction_path,
    seats=seats, acting_seats=acting_seats, face_down=face_down, reveal_kinds=REVEAL_KINDS, redact=redact,
    shadow=shadow, moves=moves, setup_fields=setup_fields,
    views=VIEWS, pictures=PICTURES, narrow_pictures=NARROW_PICTURES, readings=READINGS, status=status,
    marks=marks, explain=explain, value_title=value_title, table_view="table", narrate=sentence, result=result,
    session_end_kinds=frozenset(), chronicle=chronicle, catalogs=CATALOGS,
    demo=demo, extra_demos=extra_demos,
)
