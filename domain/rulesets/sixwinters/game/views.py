"""Views of the live game and the summary Session End reads from it."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from .state import supply


def table_view(state: dict) -> dict:
    """The table as players see it: turn, threat pool, scene, characters, locations, supply."""
    table = (state or {}).get("table")
    if table and table.get("fallback"):  # the game is recorded as a summary (option record_play)
        return {"open": False, "recorded": "summary", "opening": table["opening"]}
    if not table or "locations" not in table:
        return {"open": False}
    season = table["seasons"][table["season"]]
    return {"open": True, "scenario": table["scenario"], "difficulty": table["difficulty"],
            "season": season["name"], "turn": table["turn"], "step": table["step"],
            "threat_pool": table["threat_pool"], "scene": table["scene"], "scene_text": scene_text(state, table["scene"]),
            "result": table["result"],
            "characters": {n: {k: c[k] for k in ("location", "move", "action_dice", "momentum", "psyche", "body",
                                                  "conditions", "abilities", "stashes", "in_progress", "completed",
                                                  "overcome", "played", "used")}
                           for n, c in table["characters"].items()},
            "locations": {n: {**{k: loc[k] for k in ("row", "col", "region", "resources", "obstacles", "threats", "production")},
                              "assets": list(loc.get("assets", []))}
                          for n, loc in table["locations"].items()},
            "staging": table["staging"], "hindered": table["hindered"], "pending": table["pending"],
            "explosions": table.get("explosions", []), "supply": supply(table),
            "decks": {"assets": len(table["asset_deck"]), "obstacles": len(table["obstacle_deck"]),
                      "obstacle_discard": len(table["obstacle_discard"])}}


def scene_text(state: dict, scene: dict | None) -> dict | None:
    """What the players read when they narrate the scene in play (Scenes: "background text",
    "Guiding Questions"): its background paragraphs and guiding questions, from the catalog
    (an imported one's; the built-in catalog holds no text), or None with no scene in play."""
    if not scene:
        return None
    found = catalog_of(state).get("scenes", {}).get(scene["name"]) or {}
    return {"background": list(found.get("background", [])), "questions": list(found.get("questions", []))}


def summary(table: dict) -> dict:
    """What Session End needs from the game (docs/dev/sixwinters.md, "The two levels")."""
    chars = {n: {"completed": list(c["completed"]), "overcome": list(c["overcome"]), "played": list(c["played"]),
                 "played_assets": list(c.get("played_assets", [])), "played_obstacles": list(c.get("played_obstacles", [])),
                 "in_progress": [a["name"] for a in c["in_progress"]], "psyche": c["psyche"], "body": c["body"],
                 "conditions": list(c["conditions"]), "abilities": list(c["abilities"]), "knocked_out": c["knocked_out"]}
             for n, c in table["characters"].items()}
    return {"result": table["result"], "loss_reason": table.get("loss_reason"), "scenario": table["scenario"],
            "difficulty": table["difficulty"], "scenes_completed": list(table["scenes_completed"]),
            "characters": chars, "locations": {n: {"threats": loc["threats"]} for n, loc in table["locations"].items()},
            "hindered": list(table["hindered"]), "staging": list(table["staging"]),
            "asset_deck": list(table["asset_deck"]), "asset_discard": list(table["asset_discard"]),
            "obstacle_deck": list(table["obstacle_deck"] + table["obstacle_faceup"]),
            "obstacle_discard": list(table["obstacle_discard"]),
            "obstacles_in_play": [o["name"] for loc in table["locations"].values() for o in loc["obstacles"]],
            "map": {n: {"row": loc["row"], "col": loc["col"], "region": loc["region"], "threats": loc["threats"],
                        "production": [dict(p) for p in loc["production"]]} for n, loc in table["locations"].items()},
            "archived": _campaign_effects(table, "archive-asset", "asset"),
            "winter_actions": _campaign_effects(table, "unlock-winter-action", "action"),
            "burned": {"assets": [], "obstacles": list(table.get("burned", []))},
            "unlocked": {"obstacles": list(table.get("unlocked", []))}}


def _campaign_effects(table: dict, op: str, field: str) -> list:
    return [e["effect"][field] for e in table.get("campaign_effects", []) if e["effect"].get("op") == op]


VIEWS = {"table": table_view}
