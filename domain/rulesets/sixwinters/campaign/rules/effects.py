"""Campaign effects of scenarios and scenes ("These effects may unlock or replace different
locations, unlock new characters, or apply campaign level effects", rulebook "Scenario Cards").
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy, sheets_of
from . import facts


def _open(campaign: dict) -> None:
    if campaign.get("ended"):
        raise RuleViolation("sixwinters.campaign.ended", "the campaign is over")


def decide_unlock_character(game: dict, command: dict) -> list[Event]:
    """A scenario or scene unlocks Yasmina, Lucia or Oniri (a new sheet is filled out)."""
    campaign = game["campaign"]
    _open(campaign)
    name = command["character"]
    facts.character(catalog_of(game), name)
    if campaign["sheets"][name]["unlocked"]:
        raise RuleViolation("sixwinters.character.unlocked", f"{name} is already unlocked")
    return [
        Event(ev.CHARACTER_UNLOCKED, {"character": name, "year": campaign["year"], "reason": command.get("reason", "")})
    ]


def evolve_unlock_character(game: dict, data: dict) -> dict:
    """A scenario effect: the character's sheet is unlocked (and the year noted)."""
    game, campaign = campaign_copy(game, *sheets_of([data["character"]]))
    sheet = campaign["sheets"][data["character"]]
    sheet.update(unlocked=True, unlocked_in=data["year"])
    return game


def decide_unlock_action(game: dict, command: dict) -> list[Event]:
    """A scene unlocks a winter (reserve) action for a character (e.g. Ritual of Cleaving)."""
    campaign = game["campaign"]
    _open(campaign)
    name, action = command["character"], command["action"]
    facts.character(catalog_of(game), name)
    facts.winter_action(catalog_of(game), action)
    if action in campaign["sheets"][name]["reserve_actions"]:
        raise RuleViolation("sixwinters.reserve.unlocked", f"{name} already has {action}")
    return [
        Event(ev.RESERVE_ACTION_UNLOCKED, {"character": name, "action": action, "reason": command.get("reason", "")})
    ]


def evolve_unlock_action(game: dict, data: dict) -> dict:
    """A scene effect: the character gains a reserve action."""
    game, campaign = campaign_copy(game, *sheets_of([data["character"]]))
    campaign["sheets"][data["character"]]["reserve_actions"].append(data["action"])
    return game
