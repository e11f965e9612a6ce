"""Card facts read from the catalog (docs/sixwinters-catalog.md) and copied into the
table when it opens, in the shapes the table rules use. This is the one module that
knows the catalog's shape; nothing here names a skill, resource or region."""
from __future__ import annotations

from domain.kernel import RuleViolation


def _tracks(counts: dict, order: list) -> list[str]:
    """{"psyche": 1, "body": 2} -> one entry per stress die, in the catalog's stress order."""
    return [track for track in order for _ in range(counts.get(track, 0))]


def obstacle(cat: dict, name: str) -> dict:
    """Difficulty, skill, starting tokens, stress dice, movement and activation effect."""
    raw = _entry(cat, "obstacles", name)
    act = raw.get("activation") or {}
    kind = act.get("effect", "none")
    effect = {"kind": {"discard-resources": "resources"}.get(kind, kind), "resource": act.get("resource"),
              "stress": _tracks({act["stress_type"]: 1}, cat["stress_types"]) if act.get("stress_type") else [],
              "repeat": bool(act.get("repeat")), "penalty": act.get("amount", 1) if kind == "movement" else 0}
    return {"name": name, "printed": raw.get("name", name), "skill": raw.get("skill"), "difficulty": raw["difficulty"],
            "progress": raw.get("progress", 0), "hindrance": raw.get("hindrance", 0),
            "placement": raw.get("placement") or ["any"], "movement": raw.get("move_toward") or [],
            "stress": _tracks(raw.get("stress") or {}, cat["stress_types"]), "effect": effect,
            "tags": raw.get("tags", [])}


def asset(cat: dict, name: str) -> dict:
    """Points, skill, play icon, slots and ability op of an asset card."""
    raw = _entry(cat, "assets", name)
    effect = raw.get("effect") or {}
    return {"name": name, "printed": raw.get("name", name), "skill": raw.get("skill"), "points": raw.get("points", 0),
            "play": bool(raw.get("play")), "slots": [dict(s) for s in raw.get("slots", [])],
            "effect": effect, "icons": raw.get("icons", []),
            "bonus_move": effect.get("amount", 1) if effect.get("op") in ("extra-movement", "bonus-movement") else 0,
            "momentum": effect.get("slots", 0) if effect.get("op") == "momentum-slot" else 0}


def character(cat: dict, name: str, sheet: dict) -> dict:
    """A character's mat for this game: the catalog's facts under the campaign sheet's."""
    raw = _entry(cat, "characters", name)
    abilities = sorted(raw.get("abilities", []), key=lambda a: a["level"])
    unlocked = sheet.get("abilities")
    if unlocked is None:
        unlocked = [a["name"] for a in abilities if a["level"] == 1]
    momentum = raw.get("momentum") or {}
    psyche, body = sheet.get("psyche", raw["psyche"]), sheet.get("body", raw["body"])
    return {"name": name, "skills": dict(sheet.get("skills") or raw["skills"]),
            "psyche": psyche, "body": body, "psyche_base": psyche, "body_base": body,
            "move_base": sheet.get("move", raw["movement"]), "move": sheet.get("move", raw["movement"]),
            "momentum_threshold": momentum.get("threshold", cat["limits"]["momentum_threshold"]),
            "momentum_slots": momentum.get("slots", 3),
            "abilities": list(unlocked), "locked": [a["name"] for a in abilities if a["name"] not in unlocked],
            "ability_facts": {a["name"]: {"stash": a.get("stash", []), "effect": a.get("effect") or {}} for a in abilities},
            "conditions": [dict(c) if isinstance(c, dict) else {"name": c} for c in sheet.get("conditions", [])],
            "location": sheet.get("location"), "action_dice": list(sheet.get("action_dice") or []),
            "momentum": [], "used": [], "stashes": {}, "in_progress": [],
            "completed": list(sheet.get("assets", [])), "overcome": [], "played": [], "knocked_out": False}


def scene(cat: dict, name: str) -> dict:
    raw = _entry(cat, "scenes", name)
    return {"name": name, "location": raw["location"], "points": raw["points"],
            "difficult": raw.get("difficult_points", raw["points"]), "skills": raw.get("skills", []),
            "stress": _tracks(raw.get("stress") or {}, cat["stress_types"]), "completion": raw.get("completion", [])}


def scenario(cat: dict, name: str) -> dict:
    """Seasons with their turn ranges, threat pool, threat effects per die value, scenes."""
    raw = _entry(cat, "scenarios", name)
    seasons = [{"name": s["season"], "turns": [s["turns"], s.get("turns_max") or s["turns"]],
                "action_dice": s["action_dice"], "obstacles": s["new_obstacles"]} for s in raw["seasons"]]
    effects = {str(v): e["effect"] for e in raw.get("threat", {}).get("effects", []) for v in e["values"]}
    draws = sum(op.get("per_player", 0) for op in raw.get("setup", []) if op.get("op") == "draw-obstacles")
    return {"name": name, "seasons": seasons, "threat_pool": raw["threat_pool"], "threat_effects": effects,
            "setup_draws_per_player": draws,
            "scenes": [scene(cat, s) for s in raw.get("scenes", [])]}


def dice_totals(cat: dict) -> dict:
    comp = cat["components"]
    totals = {"action": comp["action_dice"]}
    totals.update({r["id"]: comp["resource_dice_per_type"] for r in cat["resources"]})
    return totals


def token_totals(cat: dict) -> dict:
    comp = cat["components"]
    return {"progress": comp.get("progress_tokens", 12), "hindrance": comp.get("hindrance_tokens", 12)}


def wheel(cat: dict) -> dict:
    """Each resource's next type on the Wheel of Trade."""
    order = cat["trade"]["wheel"]
    return {rtype: order[(i + 1) % len(order)] for i, rtype in enumerate(order)}


def exploding(cat: dict) -> dict:
    """Resource types that explode, with their exploding faces (base and improved production)."""
    return {r["id"]: r.get("explode_faces") or {"base": [6], "improved": [5, 6]}
            for r in cat["resources"] if r.get("production") == "explode"}


def location(cat: dict, name: str, cell: dict) -> dict:
    raw = cat["locations"].get(name) or {"region": cell.get("region", ""), "tags": [], "index": 99}
    symbol = raw.get("symbol")
    return {"name": name, "region": raw["region"], "tags": list(raw.get("tags", [])),
            "index": raw.get("index") if raw.get("index") is not None else 99,
            "row": cell["row"], "col": cell["col"], "production": [dict(p) for p in cell.get("production", [])],
            "port": symbol == "port", "gate": symbol == "magic-gate",
            "effect": raw.get("effect"), "resources": [], "obstacles": [], "threats": cell.get("threats", 0)}


def _entry(cat: dict, section: str, name: str) -> dict:
    entry = cat.get(section, {}).get(name)
    if entry is None:
        raise RuleViolation("sixwinters.table.catalog", f"the catalog has no {section[:-1]} called {name!r}")
    return entry
