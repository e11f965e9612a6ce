"""Where a Six Winters campaign stands: in one line for the list of campaigns (`status`: the
year, the scenario under way with its difficulty, and the step: Session Start and End by the
rulebook's titles, the live game by its season, turn and step), and as the replay's jumps
(`marks`: the year, the game's scenario, its season and turn). Only what the whole table knows."""
from __future__ import annotations

from .campaign.views import history_view


def status(game: dict) -> str:
    campaign = (game or {}).get("campaign") or {}
    if not campaign:
        return ""
    history = history_view(game)
    if history["ended"]:
        return f"Campaign over after year {len(history['years']) or history['year']}"
    parts = [f"Year {history['year']}"]
    session = history["session"]
    if session is None:
        return " · ".join(parts + ["between sessions" if history["years"] else "before the first session"])
    if session["scenario"]:
        parts.append(f"{session['scenario']} ({session['difficulty'] or 'standard'})")
    table = (game or {}).get("table") or {}
    if "locations" in table and table.get("seasons"):
        season = table["seasons"][table["season"]]["name"].title()
        parts.append(f"{season}, turn {table['turn']}: {str(table['step']).replace('-', ' ')}")
    elif session["stage"] in ("start", "end") and session["next"]:
        parts.append(f"Session {session['stage'].title()}: {session['next']}")
    elif session["next"]:
        parts.append(session["next"])
    return " · ".join(parts)


def marks(game: dict) -> dict[str, object]:
    """The replay's jumps: the year, the scenario of the game under way, its season and turn."""
    campaign = (game or {}).get("campaign") or {}
    found: dict[str, object] = {"year": campaign.get("year")}
    table = (game or {}).get("table") or {}
    session = campaign.get("session") or {}
    scenario = table.get("scenario") or session.get("scenario")
    if scenario:
        found["scenario"] = scenario
    if "locations" in table and table.get("seasons"):
        found["turn"] = f"{table['seasons'][table['season']]['name']}, turn {table['turn']}"
    return found
