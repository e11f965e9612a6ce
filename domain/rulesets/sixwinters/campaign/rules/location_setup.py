"""Location cards set up "during setup" (Amber Trade Fair: a random gear asset; Undari's Tomb:
a Restless Dead obstacle and a random spell asset), done at Session Start step 9 with the
scenario card's setup, for each such location on the campaign map (docs/rules-notes.md).

A random asset is drawn from the campaign asset deck's cards of the tag: by hand at the table
(the command names the card drawn) or by a die with as many sides as those cards ("roll":
"app": the journal rolls it). The drawn card waits at the location: a character there may
take it as an in-progress asset, as from the staging area. domain/ never rolls.
"""
from __future__ import annotations

from domain.kernel import RuleViolation, decks

from . import facts

SETUP_OPS = ("setup-asset", "setup-obstacle-and-asset")
DRAW_KIND = "location-asset"


def setup_locations(catalog: dict, campaign: dict) -> list[tuple[str, dict]]:
    """(location, effect) for each location of the map with setup text, lowest numbered first."""
    found = []
    for name in campaign["map"]:
        effect = (catalog.get("locations", {}).get(name) or {}).get("effect") or {}
        if effect.get("op") in SETUP_OPS:
            found.append((name, effect))
    return sorted(found, key=lambda item: (catalog["locations"][item[0]].get("index") or 99, item[0]))


def candidates(catalog: dict, pile: list, effect: dict) -> list:
    """The cards of `pile` (in order, copies kept) carrying one of the effect's asset tags, by
    its words ("magical gear" is a gear asset: `facts.tagged`)."""
    wanted = effect.get("asset_tags", [])
    return [key for key in pile if facts.tagged(facts.asset(catalog, key).get("tags", []), wanted)]


def draws_needed(catalog: dict, campaign: dict) -> list[tuple[str, list]]:
    """(location, cards it draws from) for each random asset, each pile less the cards the
    earlier locations may take (tags of different locations do not share cards in the catalog)."""
    pile, needed = list(campaign["decks"]["assets"]), []
    for name, effect in setup_locations(catalog, campaign):
        cards = candidates(catalog, pile, effect)
        if effect.get("random") and cards:
            needed.append((name, cards))
    return needed


def decide_location_setup(catalog: dict, campaign: dict, command: dict, taken_obstacles: list) -> dict:
    """{"obstacles": [placed items], "assets": {location: [asset]}, "none_left": [notes]}."""
    given = {item["location"]: item for item in command.get("location_assets", [])}
    wanted = {name for name, _ in setup_locations(catalog, campaign)}
    for where in given:
        if where not in wanted:
            raise RuleViolation("sixwinters.setup.location-asset", f"{where} has no asset to set up")
    pile, result = list(campaign["decks"]["assets"]), {"obstacles": [], "assets": {}, "none_left": []}
    for name, effect in setup_locations(catalog, campaign):
        if effect.get("obstacle"):
            _place_obstacle(catalog, campaign, name, effect["obstacle"], taken_obstacles, result)
        cards = candidates(catalog, pile, effect)
        if not cards:
            result["none_left"].append(f"no {' or '.join(effect.get('asset_tags', []))} asset left for {name}")
            continue
        drawn = _draw(cards, given.get(name), name)
        pile.remove(drawn)
        result["assets"][name] = [drawn]
    return result


def _draw(cards: list, item: dict | None, where: str) -> str:
    if item is None and len(set(cards)) == 1:
        return cards[0]
    if item is None:
        raise RuleViolation("sixwinters.setup.location-asset",
                            f"{where} takes a random asset: name the card drawn from {', '.join(dict.fromkeys(cards))}, "
                            "or let the app draw it")
    if item.get("asset") is not None and item.get("asset") not in cards:
        raise RuleViolation("sixwinters.setup.location-asset",
                            f"{item['asset']!r} is not one of the cards {where} draws from: {', '.join(dict.fromkeys(cards))}")
    return decks.draw_one(cards, name=item.get("asset"), die=item.get("die"), ordered=False,
                          what=f"{where} asset").cards[0]


def _place_obstacle(catalog, campaign, where, key, taken, result):
    """The named obstacle comes from the reserve (a locked card) or else the deck."""
    reserve = [k for k in campaign["reserve"]["obstacles"]]
    deck = [k for k in campaign["decks"]["obstacles"]]
    for k in taken:
        for pile in (reserve, deck):
            if k in pile:
                pile.remove(k)
                break
    source = "reserve" if key in reserve else "deck" if key in deck else None
    if source is None:
        result["none_left"].append(f"no {key} left for {where}")
        return
    card = facts.obstacle(catalog, key)
    result["obstacles"].append({"name": key, "location": where, "from": source,
                                "progress": card.get("progress", 0), "hindrance": card.get("hindrance", 0)})


def prepare_location_assets(catalog: dict, campaign: dict, command: dict) -> dict:
    """With "roll": "app": one die per random asset, with as many sides as the cards."""
    draws = [{"location": where, "die": {"sides": len(cards), "kind": DRAW_KIND}}
             for where, cards in draws_needed(catalog, campaign) if len(set(cards)) > 1]
    return {**command, "location_assets": draws}
