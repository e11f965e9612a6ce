"""Campaign Setup, "Random Starting Locations": shuffle the location cards by region, draw four
from each region and choose three to put into play; attached obstacles come with them.
(Initial progress, threat by difficulty, the standard map, the obstacle decks and the
character sheets are set when the campaign starts: state.py `initial_state`.)"""
from __future__ import annotations

from domain.kernel import Event, RuleViolation, decks
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import at_step
from ..words import REGIONS, region as region_name

DRAWN = 4
KEPT = 3


def location_deck(state: dict, region: str) -> list[str]:
    """A region's location cards: those not set aside for a threat or for discord."""
    return sorted(name for name in state["set_aside"]["locations"]
                  if catalog_of(state)["locations"][name]["region"] == region
                  and catalog_of(state)["locations"][name]["entry"] in ("starting", "deck"))


def kept(state: dict, region: str) -> bool:
    return None not in state["board"][region]


def draw_locations(state: dict, command: dict) -> list[Event]:
    """Four location cards of a region: named by the table, or drawn by app dice."""
    at_step(state, "draw-locations", "drawing starting locations")
    region = command["region"]
    if kept(state, region) or region in state["drawn_locations"]:
        raise RuleViolation("sixwinters_v19.locations.drawn", f"{region_name(region)}'s locations are drawn already")
    pile = location_deck(state, region)
    count = min(DRAWN, len(pile))
    if command.get("roll") == "app":
        cards, left = [], pile
        for die in command.get("dice") or []:
            taken = decks.draw_one(left, die=die, ordered=False, what=f"{region} location")
            cards, left = cards + taken.cards, taken.rest
        if len(cards) < count:
            cards += left[:count - len(cards)]   # the last card left needs no die
        method = "app"
    else:
        cards, method = list(command.get("cards") or []), "physical"
        if len(set(cards)) != count or not set(cards) <= set(pile):
            raise RuleViolation("sixwinters_v19.locations.cards", f"name {count} different location cards of "
                                                                  f"{region_name(region)}")
    return [Event(ev.LOCATIONS_DRAWN, {"region": region, "cards": cards, "method": method})]


def draw_dice(state: dict, region: str) -> list[dict]:
    """The dice an app draw of four cards from a region's location deck takes."""
    return decks.draw_dice(len(location_deck(state, region)), DRAWN, kind="location-draw")


def keep_locations(state: dict, command: dict) -> list[Event]:
    """Three of the four drawn, top to bottom; their starting obstacles are attached."""
    at_step(state, "draw-locations", "choosing starting locations")
    region, chosen = command["region"], list(command["locations"])
    drawn = state["drawn_locations"].get(region)
    if drawn is None:
        raise RuleViolation("sixwinters_v19.locations.not-drawn", f"draw {region_name(region)}'s four locations first")
    if len(chosen) != min(KEPT, len(drawn)) or len(set(chosen)) != len(chosen) or not set(chosen) <= set(drawn):
        raise RuleViolation("sixwinters_v19.locations.keep", f"choose {KEPT} of the drawn locations: "
                                                             f"{', '.join(drawn)}")
    attached = {name: [card for card in catalog_of(state)["locations"][name]["obstacles"]
                       if card in state["set_aside"]["obstacles"]] for name in chosen}
    data = {"region": region, "locations": chosen, "attached": attached}
    if all(kept(state, other) for other in REGIONS if other != region):
        data["stage"] = "start-session"
    return [Event(ev.LOCATIONS_KEPT, data)]
