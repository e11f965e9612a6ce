"""Session Start steps 11-12: Shuffle Obstacle and Asset Decks, Fill Asset Staging Area.

A shuffle by the app is a recorded draw without replacement: for a deck of n cards,
n-1 dice with n, n-1, ..., 2 sides; die i picks the next card among those left. A
physical shuffle records no order, and the table then names the cards it draws.
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..guards import require_cards
from ..state import campaign_copy, remove_cards
from . import facts
from ..guards import require_start_step
from .steps import done, step_data


def opening_decks(campaign: dict) -> dict:
    """The campaign decks for this game: obstacles placed by the scenario setup are out."""
    placed = [item["name"] for item in campaign["session"].get("placed", [])]
    obstacles = list(campaign["decks"]["obstacles"])
    for key in placed:
        if key in obstacles:
            obstacles.remove(key)
    return {"obstacles": obstacles, "assets": list(campaign["decks"]["assets"])}


def shuffle_dice(size: int, kind: str) -> list[dict]:
    """The unrolled dice an app shuffle of `size` cards needs."""
    return [{"sides": sides, "kind": kind} for sides in range(size, 1, -1)]


def draw_order(cards: list, dice: list, what: str) -> list:
    """The shuffled order the dice give; the dice must be exactly the ones shuffle_dice asks for."""
    wanted = [die["sides"] for die in shuffle_dice(len(cards), "")]
    if [die["sides"] for die in dice] != wanted:
        raise RuleViolation(
            "sixwinters.shuffle.dice",
            f"shuffling {len(cards)} {what} takes {len(wanted)} dice with {wanted[:3]}... sides in that order",
        )
    left, order = list(cards), []
    for die in dice:
        order.append(left.pop(die["value"] - 1))
    return order + left


def decide_shuffle(game: dict, command: dict) -> list[Event]:
    """Step 11: shuffle both decks, by recorded dice or physically."""
    campaign = game["campaign"]
    require_start_step(campaign, "shuffle")
    decks = opening_decks(campaign)
    given = [field for field in ("obstacle_dice", "asset_dice") if field in command]
    if given and len(given) != 2:
        raise RuleViolation("sixwinters.shuffle.dice", "give dice for both decks, or neither (a physical shuffle)")
    if not given:
        return [Event(ev.DECKS_SHUFFLED, step_data("shuffle", method="physical", **decks))]
    return [
        Event(
            ev.DECKS_SHUFFLED,
            step_data(
                "shuffle",
                method="dice",
                obstacles=draw_order(decks["obstacles"], command["obstacle_dice"], "obstacles"),
                assets=draw_order(decks["assets"], command["asset_dice"], "assets"),
                obstacle_dice=[d["value"] for d in command["obstacle_dice"]],
                asset_dice=[d["value"] for d in command["asset_dice"]],
            ),
        )
    ]


def prepare_shuffle(game: dict, command: dict) -> dict:
    """With "roll": "app" the app rolls the shuffle dice (outside its step: unchanged, decide refuses)."""
    sess = game["campaign"].get("session")
    if not sess or sess["stage"] != "start":
        return command
    decks = opening_decks(game["campaign"])
    return {
        **command,
        "obstacle_dice": shuffle_dice(len(decks["obstacles"]), "shuffle-obstacles"),
        "asset_dice": shuffle_dice(len(decks["assets"]), "shuffle-assets"),
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


def decide_staging(game: dict, command: dict) -> list[Event]:
    """Step 12: two assets per player, face up next to the asset deck."""
    campaign, catalog = game["campaign"], game["catalog"]
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
    if named is not None and sess["shuffle"] == "dice" and list(named) != deck[:count]:
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
