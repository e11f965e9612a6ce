"""What a table can never look like: the table's part of the invariants every state keeps
(held to every `adjust` by the kernel; the campaign's part is campaign/adjusting.py).

The generic `adjust` (a card effect the engine does not model) may change any path of the
table; it must still leave a table that could lie in front of the players: no negative
counts, no more dice than the box holds, every die showing 1..6 (Components), and every card
in one place: no obstacle on the map while it is still in the sealed deck or the reserve, no
card the catalog does not print, and none the campaign did not bring to this year's table."""
from __future__ import annotations

from collections import Counter

from domain.kernel.catalogs import catalog_of
from domain.kernel.invariants import Broken, in_one_place, within

from ..campaign.adjusting import playing
from .state import dice_in_play

TABLE = "sixwinters.table.adjust"
CARDS = "sixwinters.adjust.cards"


def _counts(table: dict) -> list[str]:
    found = []
    if table["threat_pool"] < 0:
        found.append("the threat pool is below zero")
    for name, loc in table["locations"].items():
        if loc["threats"] < 0:
            found.append(f"{name} has fewer than zero threats")
        if any(o["progress"] < 0 or o["hindrance"] < 0 for o in loc["obstacles"]):
            found.append(f"an obstacle at {name} has fewer than zero tokens")
    for name, char in table["characters"].items():
        if min(char["move"], char["psyche"], char["body"]) < 0:
            found.append(f"{name} has a negative movement or stress track")
    return found


def _dice(table: dict) -> list[str]:
    found = [f"{used} {kind} dice are in play; the box holds {table['dice_totals'].get(kind, 0)}"
             for kind, used in dice_in_play(table).items() if used > table["dice_totals"].get(kind, 0)]
    faces = [d["value"] for loc in table["locations"].values() for d in loc["resources"]]
    for char in table["characters"].values():
        faces += char["action_dice"] + char["momentum"]
        faces += [d["value"] for dice in char["stashes"].values() for d in dice]
    if any(not isinstance(v, int) or not 1 <= v <= 6 for v in faces):
        found.append("a die shows a face outside 1..6")
    return found


def impossible(table: dict) -> list[str]:
    """Every reason this table's counts and dice could not be on a real table (empty when they could)."""
    try:
        return _counts(table) + _dice(table)
    except (KeyError, TypeError, AttributeError) as error:
        return [f"the table is malformed ({error})"]


def invariants(game: dict) -> list[Broken]:
    """The live table's broken invariants (none between games, or for a table recorded as a
    summary, which holds only its opening)."""
    table = (game or {}).get("table")
    if not table or table.get("fallback"):
        return []
    return [Broken(TABLE, problem) for problem in impossible(table)] + _cards(game, table)


def piles(table: dict) -> dict[str, dict[str, list]]:
    """Where the table's obstacle and asset cards lie, by the words a sentence uses."""
    obstacles = {"the sealed obstacle deck": table["obstacle_deck"], "the face-up obstacles": table["obstacle_faceup"],
                 "the obstacle discard pile": table["obstacle_discard"], "the hindered obstacles": table["hindered"],
                 "the reserve": table.get("obstacle_reserve", []), "the burned obstacles": table.get("burned", [])}
    assets = {"the asset deck": table["asset_deck"], "the staging area": table["staging"],
              "the asset discard pile": table["asset_discard"]}
    for name, loc in table["locations"].items():
        obstacles[f"the map at {name}"] = [obstacle["name"] for obstacle in loc["obstacles"]]
        assets[f"{name}'s waiting assets"] = loc.get("assets", [])
    for name, char in table["characters"].items():
        obstacles[f"{name}'s overcome obstacles"] = char["overcome"]
        obstacles[f"{name}'s played obstacles"] = char.get("played_obstacles", [])
        assets[f"{name}'s assets in progress"] = [asset["name"] for asset in char["in_progress"]]
        assets[f"{name}'s completed assets"] = char["completed"]
        assets[f"{name}'s played assets"] = char.get("played_assets", [])
    return {"obstacles": obstacles, "assets": assets}


def _cards(game: dict, table: dict) -> list[Broken]:
    """Each card in no more places than the catalog prints it, and (in a campaign, until Session
    End moves cards) among the cards the campaign holds this year: its decks, its reserve, the
    starting assets."""
    catalog, found = catalog_of(game), []
    campaign = game.get("campaign") or {}
    for kind, where in piles(table).items():
        copies = {name: card.get("copies", 1) for name, card in catalog[kind].items()}
        here = in_one_place(CARDS, f"an {kind[:-1]} card of the catalog", where, copies)
        if not here and "decks" in campaign and playing(campaign):
            here = within(CARDS, f"the table's {kind}", Counter(card for cards in where.values() for card in cards),
                          _held(campaign, kind), "the campaign's decks and reserve")
        found += here
    return found


def _held(campaign: dict, kind: str) -> Counter:
    """The cards of a kind the campaign brought to this year's table."""
    held = Counter(campaign["decks"][kind]) + Counter(campaign["reserve"][kind])
    if kind == "assets":
        starting = (campaign.get("session") or {}).get("starting_assets") or {}
        held += Counter(card for cards in starting.values() for card in cards)
    return held
