"""Session Start steps 8 and 10: Add Obstacles and Assets, Place Initial Scene (rulebook
"Session Start"; the order of step 8 is the campaign option ``add_cards_order``; step 9 is
rules/scenario_setup.py).
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy
from . import facts
from ..guards import require_start_step
from .steps import done, step_data

KINDS = ("obstacles", "assets")


# 8. Add Obstacles and Assets -------------------------------------------------------------


def decide_add_cards(game: dict, command: dict) -> list[Event]:
    """Step 8 (years 2-6): cards with no more year symbols than the year join the decks."""
    campaign, catalog = game["campaign"], catalog_of(game)
    require_start_step(campaign, "add-cards")
    added = {
        kind: [key for key in campaign["reserve"][kind] if _due(facts.card(catalog, kind, key), campaign["year"])]
        for kind in KINDS
    }
    return [Event(ev.YEAR_CARDS_ADDED, step_data("add-cards", year=campaign["year"], **added), source=None)]


def _due(card: dict, year: int) -> bool:
    return isinstance(card.get("year"), int) and card["year"] <= year


def evolve_add_cards(game: dict, data: dict) -> dict:
    """Add Obstacles and Assets: the cards move from the reserve to the decks."""
    game, campaign = campaign_copy(game, "reserve", "decks")
    for kind in KINDS:
        for key in data[kind]:
            campaign["reserve"][kind].remove(key)
            campaign["decks"][kind].append(key)
    campaign["session"] = done(campaign["session"], "add-cards")
    return game


# 10. Place Initial Scene -----------------------------------------------------------------


def decide_scene(game: dict, command: dict) -> list[Event]:
    """Step 10: the first scene at its location; the score track needs its points per player
    times the players (the points in parentheses on difficult)."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "scene")
    scenes = facts.scenario_scenes(catalog, sess["scenario"])
    if not scenes:
        raise RuleViolation("sixwinters.scene.missing", f"{sess['scenario']} has no scenes in the catalog")
    first = scenes[0]
    where = _scene_location(catalog, campaign, first, command.get("location"))
    per_player = first["difficult_points"] if sess["difficulty"] == "difficult" else first["points"]
    players = len(sess["players"])
    return [
        Event(
            ev.INITIAL_SCENE_PLACED,
            step_data(
                "scene",
                scene=first["name"],
                location=where,
                points_per_player=per_player,
                players=players,
                target=per_player * players,
            ),
        )
    ]


def _scene_location(catalog: dict, campaign: dict, scene: dict, chosen: str | None) -> str:
    """The listed location; when several fit (a type), the players choose one."""
    spec = scene.get("location") or "any"
    fits = [name for name in campaign["map"] if facts.location_matches(catalog, spec, name)]
    if chosen is None and len(fits) == 1:
        return fits[0]
    if chosen is None:
        raise RuleViolation(
            "sixwinters.scene.location", f"choose the scene location among {', '.join(fits) or 'none on the map'}"
        )
    if chosen not in fits:
        raise RuleViolation(
            "sixwinters.scene.location", f"{scene['name']} is placed at {spec}; {chosen!r} does not fit"
        )
    return chosen


def evolve_scene(game: dict, data: dict) -> dict:
    """Place Initial Scene: the scene and its score target."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {
        **done(campaign["session"], "scene"),
        "scene": {"name": data["scene"], "location": data["location"]},
        "target": data["target"],
    }
    return game
