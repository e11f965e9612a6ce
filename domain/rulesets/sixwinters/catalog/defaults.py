"""Defaults a group's catalog file may leave out, so a new card needs only its facts."""
from __future__ import annotations

import copy

DEFAULTS = {
    "winter_actions": {"effect": {"op": "unspecified"}},
    "characters": {"title": "", "reserve_action": None, "abilities": []},
    "locations": {"index": None, "tags": [], "production": None, "symbol": None, "skill": None,
                  "effect_icons": [], "effect": None},
    "assets": {"tags": [], "year": None, "copies": 1, "skill": None, "play": False, "icons": [],
               "effect": None, "slots": []},
    "obstacles": {"tags": [], "year": None, "copies": 1, "skill": None, "hindrance": 0, "progress": 0,
                  "move_toward": [], "stress": {}, "resources": [],
                  "activation": {"effect": "threat", "resource": None, "repeat": False}},
    "scenarios": {"year_max": None, "requires": {"locations": [], "scenarios_won": []}, "setup": []},
    "scenes": {"scenario": None, "order": None, "stress": {}, "completion": [], "location_else": [],
               "group": None},
}


def with_defaults(section: str, key: str, entry: dict, catalog: dict) -> dict:
    """A copy of ``entry`` with the left-out fields filled in (never overriding given ones)."""
    if not isinstance(entry, dict):
        return entry
    filled = {"name": key, **copy.deepcopy(DEFAULTS.get(section, {})), **entry}
    limits = catalog.get("limits", {})
    if section == "characters":
        ranks = filled.get("skills")
        if isinstance(ranks, dict):
            filled["skills"] = {s["id"]: 0 for s in catalog["skills"]} | ranks
        filled.setdefault("momentum", {"threshold": limits.get("momentum_threshold"),
                                       "slots": limits.get("momentum_slots")})
    if section == "scenarios":
        filled.setdefault("starting_action_dice", limits.get("starting_action_dice"))
        for season in filled.get("seasons") or []:
            if isinstance(season, dict):
                season.setdefault("turns_max", None)
    if section == "scenes":
        filled.setdefault("difficult_points", filled.get("points"))
    if section in ("scenes", "obstacles") and isinstance(filled.get("stress"), dict):
        filled["stress"] = {kind: 0 for kind in catalog.get("stress_types", [])} | filled["stress"]
    if section == "assets" and isinstance(filled.get("slots"), list):
        filled["slots"] = [{"type": None, "value": None, "region": None} | slot
                           if isinstance(slot, dict) else slot for slot in filled["slots"]]
    return filled
