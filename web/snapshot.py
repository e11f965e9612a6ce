"""The views of a campaign as they were at a position (None = now), as the member may see them."""
from __future__ import annotations

from domain.kernel import reading

from .journal_access import journal_of


def views_at(access, at: int | None = None, only: list[str] | None = None) -> dict:
    """{"position", "views": {name: dict}, "pictures": [names]} folded and redacted once for all views."""
    replayed = journal_of().state(access.id, at=at)
    game = reading.seen(access.ruleset, replayed.state["game"], access.viewer)
    names = [n for n in access.ruleset.views if only is None or n in only]
    return {"position": replayed.position,
            "views": {name: access.ruleset.views[name](game) for name in names},
            "pictures": [name for name, draw in access.ruleset.pictures.items() if not empty(draw(game))]}


def empty(svg: str) -> bool:
    """A picture with nothing to show now (a live table between games) marks its root `data-empty`."""
    return 'data-empty="true"' in svg[:svg.find(">") + 1]


def table_views(ruleset) -> list[str] | None:
    """The view the ruleset declares for the table page (`Ruleset.table_view`), else every view."""
    return [ruleset.table_view] if ruleset.table_view else None


def picture_at(access, name: str, at: int | None = None) -> str:
    replayed = journal_of().state(access.id, at=at)
    return reading.picture(access.ruleset, name, replayed.state["game"], access.viewer)
