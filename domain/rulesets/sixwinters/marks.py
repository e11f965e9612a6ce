"""Where a Six Winters campaign stands, for the replay's jumps: the year, the scenario of the
game under way and its season and turn (all public)."""
from __future__ import annotations


def marks(game: dict) -> dict[str, object]:
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
