"""Session Start step 14, Place Characters at Starting Locations: the last step, which
opens the live game (rulebook "Session Start"; docs/dev/sixwinters.md, "The two levels").
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation

from ...game.rules.opening import open_table
from .. import events as ev
from ..guards import require_start_step
from ..state import campaign_copy
from .steps import done, step_data


def decide_placement(game: dict, command: dict) -> list[Event]:
    """Step 14: each character stands at any location the players wish."""
    campaign = game["campaign"]
    sess = require_start_step(campaign, "placement")
    places = command["locations"]
    playing = list(sess["characters"].values())
    if sorted(places) != sorted(playing):
        raise RuleViolation(
            "sixwinters.placement.characters", f"place each character of this game: {', '.join(playing)}"
        )
    for where in places.values():
        if where not in campaign["map"]:
            raise RuleViolation("sixwinters.placement.location", f"{where!r} is not on the campaign map")
    start = opening(campaign, places)
    return [Event(ev.CHARACTERS_PLACED, step_data("placement", locations=dict(places), opening=start,
                                                  table=the_table(game, start)))]


def the_table(game: dict, start: dict) -> dict:
    """The live game's table, opened from the opening; with option record_play = "summary" a
    placeholder that only holds the opening (the end-scenario command then brings the summary)."""
    if game["campaign"]["options"].get("record_play") == "summary":
        return {"opening": start, "result": None, "fallback": True}
    return open_table(game, start)


def opening(campaign: dict, places: dict) -> dict:
    """Everything the table starts from (game/rules/opening.py, `open_table`)."""
    sess = campaign["session"]
    rolled = sess.get("rolled") or {"resources": {}, "action_dice": {}}
    characters = [_character(campaign, sess, rolled, name, places[name]) for name in sess["characters"].values()]
    return {
        "scenario": sess["scenario"],
        "difficulty": sess["difficulty"],
        "players": len(sess["players"]),
        "spotlight": sess["characters"].get(sess["spotlight"]),
        "characters": characters,
        "map": campaign["map"],
        "obstacle_deck": list(sess["obstacle_deck"]),
        "obstacle_reserve": list(campaign["reserve"]["obstacles"]),
        "asset_deck": list(sess["asset_deck"]),
        "staging": list(sess["staging"]),
        "obstacles": [
            {k: item[k] for k in ("name", "location", "progress", "hindrance")} for item in sess.get("placed", [])
        ],
        **({"location_assets": sess["location_assets"]} if sess.get("location_assets") else {}),
        "resources": rolled["resources"],
        "scene": sess["scene"],
        "target": sess["target"],
        "threat_pool": sess["threat_pool"],
        "year": campaign["year"],
        "shuffle": sess["shuffle"],
    }


def _character(campaign: dict, sess: dict, rolled: dict, name: str, where: str) -> dict:
    sheet = campaign["sheets"][name]
    return {
        "name": name,
        "location": where,
        "skills": dict(sheet["skills"]),
        "psyche": sheet["stress"]["psyche"],
        "body": sheet["stress"]["body"],
        "move": sheet["move"],
        "conditions": list(sheet["conditions"]),
        "abilities": list(sess.get("abilities", {}).get(name, [])),
        "assets": list(sess.get("starting_assets", {}).get(name, [])),
        "action_dice": list(rolled["action_dice"].get(name, [])),
    }


def evolve_placement(game: dict, data: dict) -> dict:
    """Place Characters at Starting Locations: the table the event carries opens."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {**done(campaign["session"], "placement"), "stage": "play"}
    return {**game, "table": data["table"]}
