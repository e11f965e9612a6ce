"""Campaign Setup (rulebook "Campaign Setup", steps 1-4): the starting map, the campaign
obstacle and asset decks, and the starting character sheets.

The catalog comes from the setup (copied in at campaign creation) or is the built-in one
(sixwinters/state.py `initial_state`); a custom layout must pass the catalog's map rules
(``catalog.validate_layout``).
"""

from __future__ import annotations

from ...catalog.layout import cells_of
from . import facts
from ...options import resolve

KINDS = ("obstacles", "assets")


def edition_of(setup: dict) -> int:
    """The built-in catalog's edition a campaign started with: 1 when its setup does not say
    (campaigns from before editions were recorded)."""
    return setup.get("edition") or 1


def campaign_setup(catalog: dict, setup: dict) -> dict:
    decks, reserve = year_one_decks(catalog)
    return {
        "year": 1,
        "options": resolve(setup.get("options"), edition_of(setup)),
        "map": starting_map(catalog, setup.get("map")),
        "decks": decks,
        "reserve": reserve,
        "burned": {kind: [] for kind in KINDS},
        "archive": [],
        "sheets": character_sheets(catalog),
        "history": [],
        "spotlight": {},
        "session": None,
        "ended": None,
        "final_year": facts.limit(catalog, "campaign_years", 6),
    }


def starting_map(catalog: dict, layout=None) -> dict:
    """Step 1: the standard map, or the group's layout; {location: {row, col, production, threats}}."""
    source = layout if layout else catalog["standard_map"]
    cells = cells_of(source)
    world = {}
    for cell in cells:
        produced = facts.location(catalog, cell["location"]).get("production")
        default = [{"type": produced, "improved": False}] if produced else []
        world[cell["location"]] = {
            "row": cell["row"],
            "col": cell["col"],
            "production": [dict(p) for p in cell.get("production", default)],
            "threats": cell.get("threats", 0),
        }
    return world


def year_one_decks(catalog: dict) -> tuple[dict, dict]:
    """Steps 2-3: every card with one year symbol is in the deck; locked cards and cards of
    later years are set aside in the reserve (cards with no year are in no deck at all)."""
    decks, reserve = {kind: [] for kind in KINDS}, {kind: [] for kind in KINDS}
    for kind in KINDS:
        for key, year in facts.copies(catalog, kind):
            if year is not None:
                (decks if year == 1 else reserve)[kind].append(key)
    return decks, reserve


def character_sheets(catalog: dict) -> dict:
    """Step 4: a sheet per character; the starting four are unlocked, the others locked."""
    starting = set(catalog.get("starting_characters", []))
    return {name: sheet(catalog, name, name in starting) for name in catalog["characters"]}


def sheet(catalog: dict, name: str, unlocked: bool) -> dict:
    entry = facts.character(catalog, name)
    return {
        "unlocked": unlocked,
        "unlocked_in": 1 if unlocked else None,
        "title": entry.get("title", ""),
        "skills": dict(entry["skills"]),
        "stress": {"psyche": entry["psyche"], "body": entry["body"]},
        "move": entry.get("movement", entry.get("move")),
        "conditions": [],
        "winter": [],
        "journal": [],
        "abilities": [],
        "reserve_actions": facts.reserve_actions(catalog, name),
    }
