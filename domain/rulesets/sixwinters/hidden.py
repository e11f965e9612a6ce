"""What Six Winters keeps face down: the order of this year's obstacle and asset decks.

After an app shuffle the order is known to the rules and to nobody at the table: events
carry it sealed (`face_down`), states show each deck as the cards it holds, sorted
(`redact`), and every card is known when it is drawn. The whole order is opened when the
year ends (`reveal_kinds`: Session End). A physical shuffle has no order to hide.
"""
from __future__ import annotations

from domain.kernel import FaceDown, Recorded, redactor
from domain.kernel.hidden import covers

from .campaign import events as campaign_events
from .game import events as table_events

DECKS = ("obstacle_deck", "asset_deck")
TABLE_DECKS = tuple(f"/table/{deck}" for deck in DECKS)
PLACED = tuple(f"/{part}/{deck}" for part in ("opening", "table", "table/opening") for deck in DECKS)

redact = redactor(*(FaceDown(f"/campaign/session/{deck}") for deck in DECKS),
                  *(FaceDown(path) for path in TABLE_DECKS),
                  *(FaceDown(f"/table/opening/{deck}") for deck in DECKS))


def face_down(event: Recorded) -> tuple[str, ...]:
    """The parts of an event that hold a deck's order (JSON Pointers into its data)."""
    data = event.data
    if event.kind == campaign_events.DECKS_SHUFFLED and data.get("method") != "physical":
        return "/obstacles", "/assets", "/obstacle_dice", "/asset_dice"
    if event.kind == campaign_events.STAGING_FILLED:
        return ("/asset_deck",)
    if event.kind == campaign_events.CHARACTERS_PLACED:
        return PLACED
    if event.kind in table_events.KINDS:
        return tuple(f"/changes/{index}/set" for index, change in enumerate(data.get("changes") or [])
                     if "set" in change and any(covers(path, change["path"]) for path in TABLE_DECKS))
    return ()
