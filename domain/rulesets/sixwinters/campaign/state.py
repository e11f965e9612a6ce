"""The Six Winters game state: {"catalog", "campaign", "table"} (docs/dev/sixwinters.md).

Helpers here give evolve a private copy of the campaign part to change, so the input
state is never touched, and read the shared multiset lists (decks hold card names; a
name may appear more than once, e.g. four War Machines).
"""

from __future__ import annotations

from domain.kernel.changes import clone


def campaign_copy(game: dict) -> tuple[dict, dict]:
    """A new game dict whose campaign part is a copy the caller may change (the catalog and
    the table are shared: campaign events never change them in place)."""
    campaign = clone(game["campaign"])
    return {**game, "campaign": campaign}, campaign


def session(game: dict) -> dict | None:
    """The session under way (between Choose Spotlight Player and Store Game), or None."""
    return game["campaign"].get("session")


def remove_cards(pile: list, names: list) -> list:
    """The pile without one copy of each name (names must all be there)."""
    pile = list(pile)
    for name in names:
        pile.remove(name)
    return pile


def players_characters(sess: dict) -> list:
    """The characters of this session, in player order."""
    return [sess["characters"][player] for player in sess["players"] if player in sess.get("characters", {})]
