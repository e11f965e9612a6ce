"""The Six Winters game state: {"catalog", "campaign", "table"} (docs/dev/sixwinters.md).

Helpers here give evolve a private copy of the campaign part to change, so the input
state is never touched, and read the shared multiset lists (decks hold card names; a
name may appear more than once, e.g. four War Machines).
"""

from __future__ import annotations

from domain.kernel.changes import clone


def campaign_copy(game: dict, *changed: str | tuple) -> tuple[dict, dict]:
    """A new game dict with a new campaign dict for the caller to change. The parts named in
    `changed` are deep copies it may change in place: a key of the campaign, or a path of keys
    (``("sheets", "Thea")``: one character's sheet, in a new dict of sheets). Every other part
    is shared with the input state, so it may be replaced (``campaign["session"] = {...}``)
    but never changed in place (the catalog and the table are shared too). Copying the whole
    campaign for every event was most of the cost of folding a long campaign: its character
    sheets alone take a third of a millisecond to copy, and most steps only replace the session."""
    campaign = {**game["campaign"]}
    for part in changed:
        _own(campaign, part if isinstance(part, tuple) else (part,))
    return {**game, "campaign": campaign}, campaign


def _own(container: dict, path: tuple) -> None:
    """Make the value at `path` the caller's own: a deep copy, in new dicts along the way."""
    *parents, leaf = path
    for key in parents:
        if key not in container:
            return
        container[key] = {**container[key]}
        container = container[key]
    if leaf in container:
        container[leaf] = clone(container[leaf])


def sheets_of(names) -> list[tuple]:
    """The paths of these characters' sheets, for campaign_copy."""
    return [("sheets", name) for name in dict.fromkeys(names)]


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
