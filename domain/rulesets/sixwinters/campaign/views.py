"""Projections of the campaign: pure functions of the game state (rulebook "Campaign
Setup", "Session End" and the character sheet). Each returns a JSON-ready dict.
"""

from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from .rules.steps import START_NUMBERS, START_TITLES, END_TITLES, end_sequence, next_step, start_sequence


def map_view(game: dict) -> dict:
    """The world map on its grid: regions, tags, production (base/improved), threat tokens,
    each location's skill (the card's "used during winter phase": shown, no rule reads it,
    docs/rules-notes.md), where the characters of a game under way stand, and during Session
    Start what the set-up has put on the map so far ("setup", left out otherwise)."""
    catalog, campaign = catalog_of(game), game["campaign"]
    grid = catalog.get("map_grid", {"rows": 4, "cols": 7})
    standing = _standing(game)
    locations = []
    for name, place in sorted(campaign["map"].items(), key=lambda item: (item[1]["row"], item[1]["col"])):
        facts = catalog["locations"].get(name, {})
        locations.append(
            {
                "name": name,
                "row": place["row"],
                "col": place["col"],
                "region": facts.get("region"),
                "tags": list(facts.get("tags", [])),
                "symbol": facts.get("symbol"),
                "skill": facts.get("skill"),
                "production": [dict(p) for p in place["production"]],
                "threats": place["threats"],
                "characters": standing.get(name, []),
            }
        )
    found = {
        "year": campaign["year"],
        "rows": grid["rows"],
        "cols": grid["cols"],
        "locations": locations,
        "regions": [dict(r) for r in catalog["regions"]],
    }
    setting_up = _setting_up(game)
    return {**found, "setup": setting_up} if setting_up else found


def _setting_up(game: dict) -> dict:
    """Location -> what Session Start has put there before the game begins (rulebook "Set Up
    Scenario", "Place Initial Scene", "Roll Starting Dice"): {"obstacles": [{"name", "hindrance"}],
    "scene": name or None, "dice": [{"type", "value"}]}. Empty outside Session Start or once
    the table is laid out (the table's own pictures show the game from then on)."""
    session = game["campaign"].get("session")
    if game.get("table") or not isinstance(session, dict):
        return {}
    found: dict = {}

    def at(location: str) -> dict:
        return found.setdefault(location, {"obstacles": [], "scene": None, "dice": []})
    for obstacle in session.get("placed") or []:
        at(obstacle["location"])["obstacles"].append({"name": obstacle["name"], "hindrance": obstacle["hindrance"]})
    scene = session.get("scene")
    if isinstance(scene, dict) and scene.get("location"):
        at(scene["location"])["scene"] = scene["name"]
    for location, dice in ((session.get("rolled") or {}).get("resources") or {}).items():
        at(location)["dice"] = [{"type": die["type"], "value": die["value"]} for die in dice]
    return found


def _standing(game: dict) -> dict:
    """Character -> location while a game is under way (the table's, else the opening's)."""
    table, where = game.get("table") or {}, {}
    chars = table.get("characters") or {}
    if isinstance(chars, dict) and chars:
        for name, char in chars.items():
            if isinstance(char, dict) and char.get("location"):
                where.setdefault(char["location"], []).append(name)
    elif table.get("opening"):
        for char in table["opening"]["characters"]:
            where.setdefault(char["location"], []).append(char["name"])
    return where


def sheets_view(game: dict) -> dict:
    """Character sheets: skills, stress bases, movement, conditions, winter choices by year,
    journal, unlocked abilities and reserve actions."""
    sheets = {}
    for name, sheet in game["campaign"]["sheets"].items():
        sheets[name] = {
            "unlocked": sheet["unlocked"],
            "unlocked_in": sheet["unlocked_in"],
            "title": sheet["title"],
            "skills": dict(sheet["skills"]),
            "stress": dict(sheet["stress"]),
            "movement": sheet["move"],
            "conditions": list(sheet["conditions"]),
            "winter": {str(w["year"]): {"choice": w["choice"], "applied": w["applied"]} for w in sheet["winter"]},
            "journal": list(sheet["journal"]),
            "abilities": list(sheet["abilities"]),
            "reserve_actions": list(sheet["reserve_actions"]),
        }
    return {"year": game["campaign"]["year"], "characters": sheets}


def archive_view(game: dict) -> dict:
    """Campaign decks, reserve (set aside), burned cards and the archive, with counts."""
    campaign = game["campaign"]
    piles = {"decks": campaign["decks"], "reserve": campaign["reserve"], "burned": campaign["burned"]}
    view = {name: {kind: sorted(cards) for kind, cards in pile.items()} for name, pile in piles.items()}
    view["archive"] = sorted(campaign["archive"])
    view["counts"] = {name: {kind: len(cards) for kind, cards in pile.items()} for name, pile in piles.items()}
    view["counts"]["archive"] = len(campaign["archive"])
    return view


def history_view(game: dict) -> dict:
    """Years played: scenario, difficulty, result, spotlight; the session under way and its
    next step; the campaign end when reached."""
    campaign = game["campaign"]
    return {
        "year": campaign["year"],
        "years": [dict(item) for item in campaign["history"]],
        "spotlight_counts": dict(campaign["spotlight"]),
        "session": _session(campaign),
        "ended": campaign.get("ended"),
        "options": dict(campaign["options"]),
        "unapplied": list(campaign.get("unapplied", [])),
    }


def _session(campaign: dict) -> dict | None:
    sess = campaign.get("session")
    if sess is None:
        return None
    if sess["stage"] == "start":
        upcoming = next_step(start_sequence(campaign["year"], campaign["options"]), sess["done"])
        label = f"{START_NUMBERS[upcoming]}. {START_TITLES[upcoming]}" if upcoming else None
    elif sess["stage"] == "end":
        upcoming = next_step(
            end_sequence(campaign["year"], campaign["options"], campaign.get("final_year", 6)), sess["end_done"]
        )
        label = END_TITLES[upcoming] if upcoming else None
    else:
        label = "playing the scenario"
    return {
        "stage": sess["stage"],
        "year": sess["year"],
        "players": list(sess["players"]),
        "spotlight": sess.get("spotlight"),
        "characters": dict(sess.get("characters", {})),
        "scenario": sess.get("scenario"),
        "difficulty": sess.get("difficulty"),
        "done": list(sess["done"]),
        "next": label,
    }


VIEWS = {"map": map_view, "sheets": sheets_view, "archive": archive_view, "history": history_view}
