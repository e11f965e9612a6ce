"""Session Start steps 8-14 as moves (rulebook "Session Start"): the year's cards, the
scenario's setup and first scene, the shuffle, the staging area, the first dice and where the
characters start (rules/preparation.py, scenario_setup.py, shuffle.py, opening.py,
placement.py). Locations are listed in the order of their names, never the order the state
happens to hold them (a snapshot's state holds its keys sorted)."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import Move, by, choices, dice, each, fixed, physical, roll, text

from ..rules import facts
from ..rules.opening import requirements, starting_action_dice
from ..rules.location_setup import draws_needed
from ..rules.scenario_setup import fitting
from ..rules.shuffle import ORDERED
from .steps import at_start, plain_step, playing

GROUP = "Session Start"
ACTION = "action"


def set_up_scenario(game: dict, viewer: Viewer) -> list[Move]:
    """Step 9: the card places its obstacles; where several locations fit, the players choose."""
    campaign = at_start(game, "setup")
    if not campaign:
        return []
    catalog = catalog_of(game)
    scenario = facts.scenario(catalog, campaign["session"]["scenario"])
    orders = [op for op in scenario.get("setup", []) if op.get("op") == "place-obstacle"]
    open_ = {}
    for op in orders:
        fits = fitting(catalog, campaign, op.get("at") or "any")
        if not fits:
            return []
        if len(fits) > 1:
            open_[op["obstacle"]] = fits
    fields = {}
    if open_:
        member = {"name": choices(list(open_)), "location": by("name", {n: choices(sorted(f)) for n, f in open_.items()})}
        fields["obstacles"] = each(member, min=len(open_), max=len(open_), distinct="name")
    fields.update(_location_draws(catalog, campaign))
    fields["notes"] = text(max=4000)
    return [Move("set-up-scenario", f"Set up {scenario['name']}", group=GROUP, fields=fields)]


def _location_draws(catalog: dict, campaign: dict) -> dict:
    """The random assets of locations with setup text: named by the table after a draw by hand
    ("physical"), or drawn by the app."""
    draws = {where: list(dict.fromkeys(cards)) for where, cards in draws_needed(catalog, campaign)}
    draws = {where: cards for where, cards in draws.items() if len(cards) > 1}
    if not draws:
        return {}
    member = {"location": choices(sorted(draws)), "asset": by("location", {w: choices(c) for w, c in draws.items()})}
    return {"roll": roll(), "location_assets": physical(each(member, min=len(draws), max=len(draws), distinct="location"))}


def place_initial_scene(game: dict, viewer: Viewer) -> list[Move]:
    """Step 10: the first scene at its location (the players choose where several fit)."""
    campaign = at_start(game, "scene")
    if not campaign:
        return []
    catalog = catalog_of(game)
    scenes = facts.scenario_scenes(catalog, campaign["session"]["scenario"])
    if not scenes:
        return []
    spec = scenes[0].get("location") or "any"
    fits = [name for name in sorted(campaign["map"]) if facts.location_matches(catalog, spec, name)]
    if not fits:
        return []
    fields = {"location": choices(fits)} if len(fits) > 1 else {}
    return [Move("place-initial-scene", f"Place {scenes[0]['name']}", group=GROUP, fields=fields)]


def shuffle_decks(game: dict, viewer: Viewer) -> list[Move]:
    """Step 11: shuffled by hand ("physical": the table names each card it draws) or by the app
    (face down)."""
    if not at_start(game, "shuffle"):
        return []
    return [Move("shuffle-decks", "Shuffle the obstacle and asset decks", group=GROUP, fields={"roll": roll()})]


def fill_staging(game: dict, viewer: Viewer) -> list[Move]:
    """Step 12: two assets per player; after a shuffle by hand the table names them."""
    campaign = at_start(game, "staging")
    if not campaign:
        return []
    session = campaign["session"]
    count = min(facts.limit(catalog_of(game), "staging_per_player", 2) * len(session["players"]),
                len(session["asset_deck"]))
    fields = {}
    if session["shuffle"] not in ORDERED:
        names = list(dict.fromkeys(session["asset_deck"]))
        if len(names) < count:
            return []
        fields = {"assets": choices(names, min=count, max=count, many=True)} if count else {"assets": fixed([])}
    return [Move("fill-staging", "Fill the asset staging area", group=GROUP, fields=fields)]


def roll_starting_dice(game: dict, viewer: Viewer) -> list[Move]:
    """Step 13: a resource die per production token (two when improved), four action dice per
    character; a die that explodes asks for one more in a further move."""
    campaign = at_start(game, "dice")
    if not campaign:
        return []
    catalog, session = catalog_of(game), campaign["session"]
    rolled = session.get("rolled") or {"resources": {}, "action_dice": {}}
    needs = _resource_needs(catalog, campaign, rolled)
    fields = {"roll": roll()}
    if needs is None:
        fields["roll"] = fixed("app")
        return [Move("roll-starting-dice", "The app rolls the starting dice", group=GROUP, fields=fields)]
    if needs:
        member = {"location": choices(sorted(needs)), "dice": by("location", {
            where: dice(6, kind, count, count) for where, (kind, count) in needs.items()})}
        fields["resources"] = physical(each(member, min=len(needs), max=len(needs), distinct="location"))
    waiting = [name for name in playing(campaign) if name not in rolled["action_dice"]]
    if waiting:
        count = starting_action_dice(catalog, session)
        member = {"character": choices(waiting), "dice": dice(6, ACTION, count, count)}
        fields["action_dice"] = physical(each(member, min=len(waiting), max=len(waiting), distinct="character"))
    label = "Roll the starting resource and action dice" if not rolled["resources"] else "Roll the dice explosions ask for"
    return [Move("roll-starting-dice", label, group=GROUP, fields=fields)]


def _resource_needs(catalog: dict, campaign: dict, rolled: dict) -> dict | None:
    """location -> (kind, dice to roll now); None when a location rolls two kinds at once
    (then only the app rolls them: a dice field holds one kind)."""
    pending = campaign["session"].get("pending_explosions") or {}
    needs: dict = {}
    for need in requirements(catalog, campaign):
        where = need["location"]
        count = pending.get(where, 0) if rolled["resources"] else need["base"]
        if rolled["resources"] and where not in pending:
            continue
        if where in needs and needs[where][0] != need["type"]:
            return None
        kind, before = needs.get(where, (need["type"], 0))
        needs[where] = (kind, before + count if not rolled["resources"] else count)
    return {where: need for where, need in needs.items() if need[1]}


def place_characters(game: dict, viewer: Viewer) -> list[Move]:
    """Step 14: each character at any location of the map; the game begins."""
    campaign = at_start(game, "placement")
    if not campaign:
        return []
    names = playing(campaign)
    member = {"character": choices(names), "location": choices(sorted(campaign["map"]))}
    return [Move("place-characters", "Place the characters at their starting locations", group=GROUP,
                 fields={"locations": each(member, min=len(names), max=len(names), distinct="character")})]


add_year_cards = plain_step("add-year-cards", "add-cards", "Add this year's obstacles and assets to the decks", GROUP)
