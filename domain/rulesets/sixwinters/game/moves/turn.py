"""The turn's steps after the actions as moves (Turns): the players end their actions saving
momentum, refresh, new assets, activate obstacles, new obstacles, advance time; a sorcery die
an explosion still owes; and, before the first turn, the scenario's starting obstacles and
what the opening left to the table (rules/turn.py, refresh.py, new_cards.py, activate.py,
placing.py, muster.py)."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, each, fixed, physical, roll, sub_multisets

from ..rules import activate, placing, refresh, sorcery, turn
from .common import acts_for, characters, in_order, in_step, live, locations, seats_of

ACTION = "action"


def end_actions(game: dict, viewer: Viewer) -> list[Move]:
    """Actions step: the players are done; each saves up to one die per momentum slot."""
    table = in_step(game, "actions")
    if not table:
        return []
    saving = {}
    for name in characters(table):
        char = table["characters"][name]
        if not acts_for(game, viewer, name):
            continue
        slots = turn.momentum_slots(table, char)
        if slots and char["action_dice"]:
            saving[name] = sub_multisets(char["action_dice"], 1, slots)
    fields = {}
    if saving:
        member = {"character": choices(list(saving)), "dice": by("character", {n: choices(p) for n, p in saving.items()})}
        fields["save"] = each(member, min=0, max=len(saving), distinct="character")
    return [Move("table-end-actions", "End the actions step (save momentum)", group="End actions", fields=fields)]


def _keyed_dice(key: str, needs: dict, kind: str) -> dict:
    """{key, dice} for every name that rolls, each with exactly its number of dice (names
    listed in their order)."""
    needs = in_order(needs)
    member = {key: choices(list(needs)), "dice": by(key, {name: dice(6, kind, n, n) for name, n in needs.items()})}
    return physical(each(member, min=len(needs), max=len(needs), distinct=key))


def refresh_step(game: dict, viewer: Viewer) -> list[Move]:
    """Refresh: new action dice, missing resource dice, sorcery rerolled."""
    table = in_step(game, "refresh")
    if not table:
        return []
    needed = refresh.dice_needed(table, {})
    fields = {"roll": roll()}
    for field, kind in (("action_dice", ACTION), ("resources", "resource"), ("sorcery", "sorcery")):
        counts = {name: len(found) for name, found in needed[field].items() if found}
        if counts:
            fields[field] = _keyed_dice("character" if field == "action_dice" else "location", counts, kind)
    rolling = [name for name, found in sorted(needed["action_dice"].items()) if found]
    return [Move("table-refresh", "Refresh the characters and the resources", group="Turn",
                 seats=seats_of(game, rolling), fields=fields)]


def new_assets(game: dict, viewer: Viewer) -> list[Move]:
    """New Assets: the top card (decks shuffled in order), or the card the table draws."""
    table = in_step(game, "new-assets")
    if not table:
        return []
    fields = {}
    if table["asset_deck"] and not table.get("ordered_decks"):
        fields = {"roll": roll(), "cards": physical(choices(list(dict.fromkeys(table["asset_deck"])), max=1, many=True))}
    return [Move("table-new-assets", "Draw a new asset into the staging area", group="Turn", fields=fields)]


def activate_obstacles(game: dict, viewer: Viewer) -> list[Move]:
    """Activate Obstacles: one threat roll per threat effect that fires."""
    table = in_step(game, "activate")
    if not table:
        return []
    rolls = activate.threat_rolls_needed(table, {"remove": {}, "surge": []})
    fields = {"roll": roll(), "threat_rolls": physical(dice(6, "threat", rolls, rolls))} if rolls else {}
    return [Move("table-activate", "Activate the obstacles", group="Turn", fields=fields)]


def new_obstacles(game: dict, viewer: Viewer) -> list[Move]:
    """New Obstacles (and, before the first turn, the scenario's starting obstacles): the top
    cards, or the cards the table draws (by hand, each named once)."""
    table = live(game)
    if not table or table.get("explosions") or table["step"] not in ("setup", "new-obstacles"):
        return []
    count = table["setup_draws"] if table["step"] == "setup" else table["seasons"][table["season"]]["obstacles"]
    count = min(count, len(table["obstacle_deck"]))
    label = "Draw the scenario's starting obstacles" if table["step"] == "setup" else "Draw the new obstacles"
    fields = {}
    if count and not table.get("ordered_decks"):
        names = list(dict.fromkeys(table["obstacle_deck"]))
        fields = {"roll": fixed("app")} if len(names) < count else {
            "roll": roll(), "cards": physical(choices(names, min=count, max=count, many=True))}
    return [Move("table-new-obstacles", label, group="Turn", fields=fields)]


def advance_time(game: dict, viewer: Viewer) -> list[Move]:
    """Advance Time: the next turn or season; a ranged season rolls 1-3 to end."""
    table = in_step(game, "advance")
    if not table:
        return []
    fields = {"roll": roll(), "dice": physical(dice(6, "advance", 1, 1))} if turn.needs_roll(table) else {}
    return [Move("table-advance", "Advance time", group="Turn", fields=fields)]


def explode(game: dict, viewer: Viewer) -> list[Move]:
    """A sorcery die that exploded asks for one more: rolled before anything else."""
    table = live(game)
    if not table or not table.get("explosions"):
        return []
    owed = table["explosions"][0]
    if not sorcery.dice_owed_now(table):
        return [Move("table-explode", "The sorcery supply is empty: the dice explosions ask for are not rolled",
                     group="Turn")]
    return [Move("table-explode", f"Roll the sorcery die an explosion at {owed['location']} asks for",
                 group="Turn", fields={"roll": roll(), "dice": physical(dice(6, "sorcery", 1, 1))})]


def place(game: dict, viewer: Viewer) -> list[Move]:
    """Before the first turn, a character the opening left without a location."""
    table = in_step(game, "placing")
    if not table:
        return []
    return [Move("table-place", f"Place {name}", group="Place characters", seats=seats_of(game, [name]),
                 fields={"character": fixed(name), "location": choices(locations(table))})
            for name in characters(table) if not table["characters"][name]["location"]]


def open_roll(game: dict, viewer: Viewer) -> list[Move]:
    """Before the first turn, the first resource and action dice when the opening left them."""
    table = in_step(game, "placing")
    if not table or any(c["action_dice"] for c in table["characters"].values()):
        return []
    needed = placing.dice_needed(table, {})
    fields = {"roll": roll()}
    resources = {name: len(found) for name, found in needed["resources"].items() if found}
    if resources:
        fields["resources"] = _keyed_dice("location", resources, "resource")
    fields["action_dice"] = _keyed_dice("character", {n: len(d) for n, d in needed["action_dice"].items()}, ACTION)
    return [Move("table-open-roll", "Roll the first resource and action dice", group="Place characters",
                 seats=seats_of(game, table["characters"]), fields=fields)]
