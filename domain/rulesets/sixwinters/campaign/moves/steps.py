"""Which campaign step is next, for the moves: the Session Start and Session End lists
(rules/steps.py) read as the guards read them."""
from __future__ import annotations

from domain.kernel import Move, Viewer

from ..rules.steps import FINAL_YEAR, end_sequence, next_step, start_sequence

MAX_PLAYERS = 4   # commands.ChooseSpotlight


def campaign_of(game: dict) -> dict:
    return game["campaign"]


def start_step(campaign: dict) -> str | None:
    """The next Session Start step ("spotlight" between sessions), or None."""
    if campaign.get("ended"):
        return None
    session = campaign.get("session")
    if session is None:
        return "spotlight"
    if session["stage"] != "start":
        return None
    return next_step(start_sequence(campaign["year"], campaign["options"]), session["done"])


def end_step(campaign: dict) -> str | None:
    """The next Session End step once the game has a result, or None."""
    session = campaign.get("session")
    if campaign.get("ended") or session is None or session["stage"] != "end":
        return None
    final = campaign.get("final_year", FINAL_YEAR)
    return next_step(end_sequence(campaign["year"], campaign["options"], final), session.get("end_done", []))


def at_start(game: dict, step: str) -> dict | None:
    """The campaign when `step` is the next Session Start step."""
    campaign = campaign_of(game)
    return campaign if start_step(campaign) == step else None


def at_end(game: dict, step: str) -> dict | None:
    campaign = campaign_of(game)
    return campaign if end_step(campaign) == step else None


def playing(campaign: dict) -> list[str]:
    """This session's characters, in the players' order."""
    session = campaign["session"]
    return [session["characters"][p] for p in session["players"] if p in session.get("characters", {})]


def plain_step(kind: str, step: str, label: str, group: str, end: bool = False):
    """The moves hook of a step with nothing to choose: its one move at its step (of Session
    Start, or with `end` of Session End), else none."""
    at = at_end if end else at_start

    def hook(game: dict, viewer: Viewer) -> list[Move]:
        return [Move(kind, label, group=group)] if at(game, step) else []
    hook.__doc__ = f"{label} (the {step!r} step)."
    return hook
