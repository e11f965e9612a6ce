"""Session Start steps 11-12: Shuffle Obstacle and Asset Decks, Fill Asset Staging Area.

Shuffles use the kernel's deck service (kernel/decks.py). An app shuffle is a draw without
replacement by sealed dice (for a deck of n cards, n-1 dice with n, n-1, ..., 2 sides), so
its order is face down: the event carries it sealed and each card is known when drawn.
Dice entered at the table give the order the same way, in the open. A physical shuffle
records no order, and the table then names the cards it draws.
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation, decks
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import require_cards
from ..state import campaign_copy, remove_cards
from . import facts
from ..guards import require_start_step
from .steps import done, step_data


def opening_decks(campaign: dict) -> dict:
    """The campaign decks for this game: obstacles placed by the scenario setup and assets
    waiting at locations (location setup) are out."""
    placed = [item["name"] for item in campaign["session"].get("placed", [])]
    obstacles = list(campaign["decks"]["obstacles"])
    for key in placed:
        if key in obstacles:
            obstacles.remove(key)
    assets = list(campaign["decks"]["assets"])
    for cards in campaign["session"].get("location_assets", {}).values():
        for key in cards:
            if key in assets:
                assets.remove(key)
    return {"obstacles": obstacles, "assets": assets}


def draw_order(cards: list, dice: list, what: str) -> list:
    """The shuffled order the dice give (kernel/decks.py `shuffled`)."""
    return decks.shuffled(cards, dice, what)


def decide_shuffle(game: dict, command: dict) -> list[Event]:
    """Step 11: shuffle both decks, by recorded dice or physically."""
    campaign = game["campaign"]
    require_start_step(campaign, "shuffle")
    piles = opening_decks(campaign)
    given = [field for field in ("obstacle_dice", "asset_dice") if field in command]
    if given and len(given) != 2:
        raise RuleViolation("sixwinters.shuffle.dice", "give dice for both decks, or neither (a physical shuffle)")
    if not given:
        return [Event(ev.DECKS_SHUFFLED, step_data("shuffle", method="physical", **piles))]
    orders = {"obstacles": draw_order(piles["obstacles"], command["obstacle_dice"], "obstacle"),
              "assets": draw_order(piles["assets"], command["asset_dice"], "asset")}
    if decks.sealed(command["obstacle_dice"] + command["asset_dice"]):
        return [Event(ev.DECKS_SHUFFLED, step_data("shuffle", method="app", **orders))]
    return [Event(ev.DECKS_SHUFFLED, step_data(
        "shuffle", method="dice", **orders, obstacle_dice=[d["value"] for d in command["obstacle_dice"]],
        asset_dice=[d["value"] for d in command["asset_dice"]]))]


def prepare_shuffle(game: dict, command: dict) -> dict:
    """With "roll": "app" the app rolls the shuffle dice sealed, so the order stays face down
    (outside its step: unchanged, decide refuses)."""
    sess = game["campaign"].get("session")
    if not sess or sess["stage"] != "start":
        return command
    piles = opening_decks(game["campaign"])
    return {
        **command,
        "obstacle_dice": decks.shuffle_dice(len(piles["obstacles"]), "shuffle-obstacles"),
        "asset_dice": decks.shuffle_dice(len(piles["assets"]), "shuffle-assets"),
    }


def evolve_shuffle(game: dict, data: dict) -> dict:
    """Shuffle Obstacle and Asset Decks: the order of this game's decks."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {
        **done(campaign["session"], "shuffle"),
        "shuffle": data["method"],
        "obstacle_deck": list(data["obstacles"]),
        "asset_deck": list(data["assets"]),
    }
    return game


ORDERED = ("dice", "app")   # shuffles whose order the rules know (face down after an app shuffle)


def decide_staging(game: dict, command: dict) -> list[Event]:
    """Step 12: two assets per player, face up next to the asset deck."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "staging")
    count = facts.limit(catalog, "staging_per_player", 2) * len(sess["players"])
    deck = sess["asset_deck"]
    named = command.get("assets")
    if named is None and sess["shuffle"] == "physical":
        raise RuleViolation(
            "sixwinters.staging.cards", f"the decks were shuffled by hand: name the {count} assets drawn"
        )
    staging = named if named is not None else deck[:count]
    if len(staging) != min(count, len(deck)):
        raise RuleViolation(
            "sixwinters.staging.count",
            f"draw {count} assets ({count // max(1, len(sess['players']))} per player), not {len(staging)}",
        )
    for key in staging:
        facts.asset(catalog, key)
    require_cards(deck, staging, "asset deck", "sixwinters.staging.cards")
    if named is not None and sess["shuffle"] in ORDERED and list(named) != deck[:count]:
        raise RuleViolation("sixwinters.staging.order", f"the shuffled deck gives {', '.join(deck[:count])} on top")
    return [
        Event(ev.STAGING_FILLED, step_data("staging", staging=list(staging), asset_deck=remove_cards(deck, staging)))
    ]


def evolve_staging(game: dict, data: dict) -> dict:
    """Fill Asset Staging Area: the staging area and the deck left."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {
        **done(campaign["session"], "staging"),
        "staging": list(data["staging"]),
        "asset_deck": list(data["asset_deck"]),
    }
    return game
