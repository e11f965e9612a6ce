"""A campaign's line in the list of campaigns: its game, where it stands, when it was last
played, who plays which seat and whose move it is. The journal keeps where it stands per head
position (journal/projections/standing.py) and the list reads it with the campaigns in one query
(campaign_list.py), so listing campaigns folds only those that moved since."""
from __future__ import annotations

from datetime import datetime

from flask_login import current_user

from domain import rulesets


def campaign_status(listed) -> dict | None:
    """{"game", "where", "last_played", "when", "players": [{"seat", "user"}], "waiting": [seats],
    "yours": bool, "over"} for a campaign of the list (campaign_list.Listed); None when it
    cannot be read now."""
    info, standing, held = listed.info, listed.standing, listed.bindings
    if standing is None:
        return None
    waiting = standing.waiting
    return {"game": _title(info.ruleset), "where": standing.where, "over": standing.over,
            "last_played": info.last_played, "when": when(info.last_played),
            "players": [{"seat": seat, "user": held.get(seat)} for seat in standing.seats],
            "waiting": waiting, "yours": any(held.get(seat) == current_user.name for seat in waiting)}


def _title(name: str) -> str:
    try:
        return rulesets.get(name).title
    except rulesets.UnknownRuleset:
        return name


def when(recorded_at: str) -> str:
    """"23 Nov 2026, 17:03 UTC" from a recorded ISO time ("" when there is none)."""
    try:
        moment = datetime.fromisoformat(recorded_at.replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return recorded_at or ""
    zone = moment.tzname() or ""
    return moment.strftime("%d %b %Y, %H:%M").lstrip("0") + (f" {zone}" if zone else "")
