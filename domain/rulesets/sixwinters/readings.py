"""The history and the live table for people to read (the `readings` hook): sentences and
tables under headings, read off the views, so they show only what the views show."""
from __future__ import annotations

from .campaign.views import history_view
from .game.views import table_view
from .status import status


def _words(value) -> str:
    return str(value).replace("-", " ").replace("_", " ")


def _listed(items) -> str:
    return ", ".join(str(item) for item in items) or "none"


def history_reading(game: dict) -> list[dict]:
    """Where the campaign stands, the years played, the spotlight so far and the readings chosen."""
    view = history_view(game)
    now = [status(game) + "."]
    session = view["session"]
    if session:
        playing = [f"{player} ({session['characters'][player]})" if player in session["characters"] else player
                   for player in session["players"]]
        now.append(f"Playing this year: {_listed(playing)}" + (f"; spotlight on {session['spotlight']}." if session["spotlight"] else "."))
    if view["ended"]:
        ended = view["ended"]
        now.append(f"The campaign ended {'victorious' if ended.get('victorious') else 'not victorious'}: "
                   f"{ended.get('total', 0)} points{', ' + ended['title'] if ended.get('title') else ''}.")
    if view["unapplied"]:
        now.append(f"Winter choices not yet applied: {_listed(_words(item) for item in view['unapplied'])}.")
    blocks = [{"heading": "Now", "lines": now}]
    if view["years"]:
        blocks.append({"heading": "Years played",
                       "columns": ["Year", "Scenario", "Result", "Spotlight", "Characters", "Scenes completed"],
                       "rows": [[y["year"], f"{y['scenario']} ({y.get('difficulty') or 'standard'})", _words(y.get("result") or "—"),
                                 f"{y.get('spotlight') or '—'}" + (f" ({y['spotlight_character']})" if y.get("spotlight_character") else ""),
                                 _listed(y.get("characters", [])), _listed(y.get("scenes_completed", []))]
                                for y in view["years"]]})
    if view["spotlight_counts"]:
        blocks.append({"heading": "Spotlight so far", "lines": [
            f"{player}: {count} year{'' if count == 1 else 's'}." for player, count in view["spotlight_counts"].items()]})
    blocks.append({"heading": "Rule readings", "columns": ["Reading", "Chosen"],
                   "rows": [[_words(name).capitalize(), _words(value)] for name, value in view["options"].items()]})
    return blocks


def _condition(condition) -> str:
    if isinstance(condition, dict):
        return condition.get("name", "?")
    return str(condition)


def table_reading(game: dict) -> list[dict]:
    """The game under way: the turn, the scene, each character and each location."""
    view = table_view(game)
    if not view.get("open"):
        said = "The scenario is recorded as a summary, not move by move." if view.get("recorded") == "summary" else ""
        return [{"heading": "No game under way", "lines": [line for line in ("No game is under way at the table.", said) if line]}]
    lines = [f"{view['scenario']} ({view['difficulty']}): {view['season'].title()}, turn {view['turn']}, "
             f"step {_words(view['step'])}; threat pool {view['threat_pool']}."]
    scene = view.get("scene")
    if scene:
        lines.append(f"Scene: {scene['name']} at {scene['location']}, {scene.get('score', 0)} of {scene['needed']} points.")
        text = view.get("scene_text") or {}
        lines += list(text.get("background", [])) + [f"Guiding question: {asked}" for asked in text.get("questions", [])]
    if view.get("result"):
        lines.append(f"The game is {_words(view['result'])}.")
    decks = view.get("decks", {})
    lines.append(f"Decks: {decks.get('assets', 0)} assets and {decks.get('obstacles', 0)} obstacles face down, "
                 f"{decks.get('obstacle_discard', 0)} obstacles discarded; staging: {_listed(view.get('staging', []))}.")
    characters = [[name, c["location"], f"{c['psyche']} / {c['body']}", c["move"], _listed(c.get("action_dice", [])),
                   _listed(_condition(x) for x in c.get("conditions", [])),
                   _listed(c.get("completed", []) + [a["name"] for a in c.get("in_progress", [])])]
                  for name, c in view["characters"].items()]
    locations = [[name, _listed(f"{d['value']} {d['type']}" for d in loc.get("resources", [])), loc.get("threats", 0),
                  _listed(f"{o['name']} ({o['progress']} progress, {o['hindrance']} hindrance)" for o in loc.get("obstacles", []))]
                 for name, loc in sorted(view["locations"].items())]
    supply = view.get("supply") or {}
    return [{"heading": "The table", "lines": lines},
            {"heading": "Characters", "columns": ["Character", "At", "Psyche / body", "Move", "Action dice",
                                                  "Conditions", "Assets"], "rows": characters},
            {"heading": "Locations", "columns": ["Location", "Resource dice", "Threats", "Obstacles"], "rows": locations},
            {"heading": "Dice in the supply", "lines": [", ".join(f"{count} {_words(kind)}" for kind, count in supply.items()) + "."]}]


READINGS = {"history": history_reading, "table": table_reading}
