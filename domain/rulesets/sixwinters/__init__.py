"""Six Winters (V24.0 playtest rules): the six-year campaign level, with the live game of
each year in ``table/`` and the card facts in ``catalog/``.

Commands and events: docs/sixwinters.md; rule readings: docs/rules-notes.md; the
campaign/table contract: docs/dev/sixwinters-contract.md.
"""

from __future__ import annotations

from domain.kernel import Ruleset

from . import decider, events, tablelink
from .chronicle import chronicle
from .commands import SCHEMAS
from .demo import demo
from .table.script import blue_robe_year_one
from .pictures import PICTURES
from .rules.adjusting import check_adjust
from .rules.setup import initial_state
from .setup_schema import SetupSchema
from .views import all_views


def _catalog_hook():
    """The catalog engineer's CatalogHook (journal cards import / campaign new --catalog)."""
    try:
        from .catalog.hook import CatalogHook
    except ModuleNotFoundError:
        return None
    return CatalogHook()


RULESET = Ruleset(
    name="sixwinters",
    title="Six Winters",
    rules_version="V24.0",
    # 2: the live-game options (rules/options.py R7-R11) in the campaign and table state
    state_version=2,
    initial_state=initial_state,
    decide=decider.decide,
    evolve=decider.evolve,
    command_schemas={**tablelink.command_schemas(), **SCHEMAS},
    setup_schema=SetupSchema,
    prepare=decider.prepare,
    check_adjust=check_adjust,
    views=all_views(),
    pictures=PICTURES,
    session_start_kinds=frozenset({events.SESSION_STARTED}),
    session_end_kinds=frozenset({events.SESSION_ENDED, events.CAMPAIGN_ENDED}),
    demo=demo,
    extra_demos=lambda: [blue_robe_year_one()],
    chronicle=chronicle,
    catalogs=_catalog_hook(),
)
