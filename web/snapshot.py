"""The views of a campaign as they were at a position (None = now), as the member may see them,
with the ruleset's pictures and cards drawn from the same redacted state."""
from __future__ import annotations

from markupsafe import Markup

from domain.kernel import reading

from .journal_access import journal_of


def views_at(access, at: int | None = None, only: list[str] | None = None, drawn: bool = False,
             compared: bool = False, keep_game: bool = False) -> dict:
    """{"position", "views": {name: dict}, "pictures": [names]} folded and redacted once for all
    views; with `drawn`, also "svg": {picture: Markup}, "blank": [pictures with nothing to show
    now, left out] and "cards": {view: {key: Markup}}. `compared`: only what web/changes.py
    compares (the views, the pictures and the cards; not the narrow pictures or the readings),
    for the step before the one shown. `keep_game`: also "game", the state as the viewer sees it
    (what the drawings were drawn from; never to be sent as it is)."""
    replayed = journal_of().state(access.id, at=at)
    game = reading.seen(access.ruleset, replayed.state["game"], access.viewer)
    names = [n for n in access.ruleset.views if only is None or n in only]
    drawings = {name: draw(game) for name, draw in access.ruleset.pictures.items()}
    shown = {name: svg for name, svg in drawings.items() if not empty(svg)}
    snap = {"position": replayed.position,
            "views": {name: access.ruleset.views[name](game) for name in names},
            "pictures": list(shown)}
    if keep_game:
        snap["game"] = game
    if drawn:
        snap["svg"] = {name: Markup(svg) for name, svg in shown.items()}
        if not compared:
            snap["narrow"] = {name: Markup(draw(game)) for name, draw in access.ruleset.narrow_pictures.items()
                              if name in shown}
            snap["readings"] = {name: read(game) for name, read in access.ruleset.readings.items() if name in names}
            snap["where"] = access.ruleset.status(game) if game is not None else ""
        snap["blank"] = [name for name in drawings if name not in shown]
        snap["cards"] = {name: {key: Markup(svg) for key, svg in draw(game).items()}
                         for name, draw in access.ruleset.cards.items() if name in snap["views"]}
    return snap


def empty(svg: str) -> bool:
    """A picture with nothing to show now (a live table between games) marks its root `data-empty`."""
    return 'data-empty="true"' in svg[:svg.find(">") + 1]


def drawn_views(snap: dict) -> set[str]:
    """The views a picture, cards or a reading stand for: their data goes behind a details
    toggle. A view whose picture has nothing to show now (no game under way) has nothing to
    read either."""
    pictured = set(snap.get("svg", {})) | set(snap.get("blank", []))
    return set(snap.get("cards", {})) | set(snap.get("readings", {})) | (pictured & set(snap["views"]))


def table_views(ruleset) -> list[str] | None:
    """The view the ruleset declares for the table page (`Ruleset.table_view`), else every view."""
    return [ruleset.table_view] if ruleset.table_view else None


def picture_at(access, name: str, at: int | None = None) -> str:
    replayed = journal_of().state(access.id, at=at)
    return reading.picture(access.ruleset, name, replayed.state["game"], access.viewer)
