"""Session Start step 9, Scenario Setup (rulebook "Session Start" and "Scenario Cards": "Follow
the directions on the front of the scenario card for setup").

The catalog's scenario ``setup`` lists what the card does; the obstacles it places
(``place-obstacle``) are placed here: at its one fitting location by itself, or where the
players choose among several. An obstacle from the reserve (a locked card) is unlocked by it
and belongs to the obstacle deck afterwards. Drawing starting obstacles happens in play.
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy
from . import facts
from ..guards import require_start_step
from .location_setup import decide_location_setup, prepare_location_assets
from .steps import done, step_data


def fitting(catalog: dict, campaign: dict, spec: str) -> list[str]:
    """The locations of the campaign map a scenario's placement ("tag:...", a name, "any") allows."""
    return [name for name in campaign["map"] if facts.location_matches(catalog, spec, name)]


def placements(catalog: dict, campaign: dict, scenario: dict, given: list) -> list[dict]:
    """The card's place-obstacle directions, each with its location (given or the only fit)."""
    orders = [op for op in scenario.get("setup", []) if op.get("op") == "place-obstacle"]
    named = {item["name"]: item for item in given}
    for key in named:
        if key not in [op["obstacle"] for op in orders]:
            raise RuleViolation("sixwinters.setup.scenario-card", f"{scenario['name']}'s setup does not place {key}")
    result = []
    for op in orders:
        spec, item = op.get("at") or "any", named.get(op["obstacle"], {})
        fits = fitting(catalog, campaign, spec)
        where = item.get("location") or (fits[0] if len(fits) == 1 else None)
        if where is None:
            raise RuleViolation(
                "sixwinters.setup.location",
                f"choose where {op['obstacle']} goes: {', '.join(fits) or 'no location fits'}",
            )
        if where not in fits:
            raise RuleViolation("sixwinters.setup.location", f"{op['obstacle']} goes to {spec}; {where!r} does not fit")
        result.append({**item, "name": op["obstacle"], "location": where})
    return result


def _take(catalog: dict, campaign: dict, items: list) -> list[dict]:
    """Each placed obstacle comes from the reserve (a locked card) or else the deck."""
    reserve, deck = list(campaign["reserve"]["obstacles"]), list(campaign["decks"]["obstacles"])
    placed = []
    for item in items:
        key, card = item["name"], facts.obstacle(catalog, item["name"])
        source = "reserve" if key in reserve else "deck" if key in deck else None
        if source is None:
            raise RuleViolation("sixwinters.setup.card", f"no {key} left in the reserve or the obstacle deck")
        (reserve if source == "reserve" else deck).remove(key)
        placed.append(
            {
                "name": key,
                "location": item["location"],
                "from": source,
                "progress": item.get("progress", card.get("progress", 0)),
                "hindrance": item.get("hindrance", card.get("hindrance", 0)),
            }
        )
    return placed


def decide_setup(game: dict, command: dict) -> list[Event]:
    """Step 9: the card's obstacles are placed, the locations with setup text set up (their
    obstacle and random asset), the threat pool filled, the turn die set to 1."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "setup")
    scenario = facts.scenario(catalog, sess["scenario"])
    placed = _take(catalog, campaign, placements(catalog, campaign, scenario, command.get("obstacles", [])))
    located = decide_location_setup(catalog, campaign, command, [item["name"] for item in placed])
    seasons = scenario.get("seasons") or [{"season": None}]
    extra = {"location_assets": located["assets"], "none_left": located["none_left"]} \
        if located["assets"] or located["none_left"] else {}
    data = step_data(
        "setup",
        scenario=sess["scenario"],
        obstacles=placed + located["obstacles"],
        **extra,
        threat_pool=scenario.get("threat_pool", 0),
        turn={"season": seasons[0]["season"], "turn": 1},
        notes=command.get("notes", ""),
    )
    return [Event(ev.SCENARIO_SET_UP, data)]


def evolve_setup(game: dict, data: dict) -> dict:
    """Scenario Setup: placed obstacles, the threat pool and the turn die."""
    game, campaign = campaign_copy(game, "reserve", "decks")
    for item in data["obstacles"]:
        if item["from"] == "reserve":  # a scenario unlocks it: from now on it is a campaign card
            campaign["reserve"]["obstacles"].remove(item["name"])
            campaign["decks"]["obstacles"].append(item["name"])
    campaign["session"] = {
        **done(campaign["session"], "setup"),
        "placed": list(data["obstacles"]),
        **({"location_assets": {where: list(cards) for where, cards in data["location_assets"].items()}}
           if "location_assets" in data else {}),
        "threat_pool": data["threat_pool"],
        "turn": data["turn"],
    }
    return game


def prepare_setup(game: dict, command: dict) -> dict:
    """With "roll": "app" the app draws the locations' random assets (outside the step:
    unchanged, decide refuses)."""
    campaign = game["campaign"]
    sess = campaign.get("session")
    if not sess or sess.get("stage") != "start" or "setup" in sess.get("done", []):
        return command
    return prepare_location_assets(catalog_of(game), campaign, command)
