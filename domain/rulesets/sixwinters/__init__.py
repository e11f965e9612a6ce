"""Six Winters (V24.0 playtest rules): a six-year campaign (campaign/) whose every year is a
game played at the table (game/), with the card facts in catalog/ and the story in chronicle/.

Commands and events: docs/sixwinters.md and docs/sixwinters-table.md; rule readings:
docs/rules-notes.md; how the two levels meet: docs/dev/sixwinters.md.
"""

from __future__ import annotations

from domain.kernel import Result, Ruleset

from . import decider
from .adjusting import correctable, correction_path, invariants
from .campaign import events as campaign_events
from .campaign.commands import SetupSchema
from .campaign.setup_fields import setup_fields
from .campaign.pictures import PICTURES as CAMPAIGN_PICTURES
from .campaign.views import VIEWS as CAMPAIGN_VIEWS
from .catalog import HOOK as CATALOGS
from .chronicle import chronicle
from .demo import demo, extra_demos
from .game.pictures import NARROW_PICTURES
from .game.pictures import PICTURES as GAME_PICTURES
from .game.views import VIEWS as GAME_VIEWS
from .explain import copied_from, value_title
from .hidden import face_down, redact
from .moves import moves
from .narrate import narrate
from .prepare import prepare
from .readings import READINGS
from .status import marks, status
from .campaign.cards import CARDS
from .seats import acting_seats, seats
from .state import initial_state


def result(game: dict) -> Result | None:
    """How the campaign came out, once Campaign End has scored it."""
    ended = ((game or {}).get("campaign") or {}).get("ended")
    if not ended:
        return None
    outcome = "victorious" if ended.get("victorious") else "not victorious"
    return Result(summary=f"The campaign is over, {outcome}: {ended.get('total', 0)} points, "
                          f"{ended.get('title', '')}.", scores={"total": ended.get("total", 0)})


YEAR_ENDS = frozenset({campaign_events.SESSION_ENDED, campaign_events.CAMPAIGN_ENDED})

RULESET = Ruleset(
    name="sixwinters",
    title="Six Winters",
    rules_version="V24.0",
    # 2: the live-game options (options.py R7-R11) in the campaign and table state
    state_version=2,
    docs=("docs/sixwinters.md", "docs/sixwinters-table.md"),
    rules_revision=2,   # 2: an asset's tag read by its words (location setup, Smuggler: "magical gear" is gear)
    initial_state=initial_state,
    decide=decider.decide,
    evolve=decider.evolve,
    commands=decider.COMMANDS,
    setup_schema=SetupSchema,
    prepare=prepare,
    invariants=invariants,
    correctable=correctable, correction_path=correction_path,
    outcome_versions=decider.OUTCOME_VERSIONS,
    session_start_kinds=frozenset({campaign_events.SESSION_STARTED}),
    session_end_kinds=YEAR_ENDS,
    seats=seats,
    acting_seats=acting_seats,
    face_down=face_down,
    reveal_kinds=YEAR_ENDS,
    redact=redact,
    views={**CAMPAIGN_VIEWS, **GAME_VIEWS},
    pictures={**GAME_PICTURES, **CAMPAIGN_PICTURES},   # the live table, then the world map
    narrow_pictures=NARROW_PICTURES,
    table_view="table",
    narrate=narrate,
    value_title=value_title,
    copied_from=copied_from,
    result=result,
    moves=moves,
    setup_fields=setup_fields,
    session=decider.session,
    cards=CARDS,
    marks=marks,
    status=status,
    readings=READINGS,
    chronicle=chronicle,
    catalogs=CATALOGS,
    demo=demo,
    extra_demos=extra_demos,
)
