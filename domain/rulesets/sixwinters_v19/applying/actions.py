"""Facts of the actions: move, create asset, trade, progress cards, overcome, location
actions, ending one's actions."""
from __future__ import annotations

from .. import events as ev
from .dice import added, without


def _spend(state, player, dice):
    seat = state["session"]["players"][player]
    seat["dice"] = without(seat["dice"], dice)


def _moved(state, data):
    _spend(state, data["player"], data["dice"])
    state["session"]["positions"][data["character"]] = data["to"]
    stress = state["characters"][data["character"]]["stress"]
    for kind, amount in data["stress"].items():
        stress[kind] += amount


def _asset_created(state, data):
    session = state["session"]
    _spend(state, data["player"], [data["die"]])
    session["slots"][data["resource"]] = sorted([*session["slots"][data["resource"]], data["slot"]])
    session["pools"][data["resource"]] = without(session["pools"][data["resource"]], data["taken"])
    place = state["locations"][data["location"]]
    place["assets"] = added(place["assets"], [{"resource": data["resource"], "value": v} for v in data["taken"]])


def _trade_made(state, data):
    session = state["session"]
    _spend(state, data["player"], [data["die"]])
    session["slots"][data["pool"]] = sorted([*session["slots"][data["pool"]], data["slot"]])
    session["pools"][data["from"]] = without(session["pools"][data["from"]], [data["value"]])
    session["pools"][data["to"]] = added(session["pools"][data["to"]], [data["value"]])


def _progress_die_placed(state, data):
    place = state["locations"][data["location"]]
    place["assets"] = without(place["assets"], [data["die"]])
    state["session"]["cards"][data["card"]]["chain"].append({"square": data["square"], **data["die"]})


def _progress_completed(state, data):
    session = state["session"]
    for name, value in data["progress"].items():
        state["tracks"][name]["progress"] = value
    owner = session["cards"].pop(data["card"])["player"]
    seat = session["players"][owner]
    seat["card"] = None
    seat["rewards"] += data["wild"]
    state["completed"].append(data["card"])


def _reward_chosen(state, data):
    state["tracks"][data["track"]]["progress"] = data["progress"]
    state["session"]["players"][data["player"]]["rewards"] -= 1


def _card_taken(state, data):
    session = state["session"]
    session["staging"] = without(session["staging"], [data["card"]])
    session["players"][data["player"]]["card"] = data["card"]
    session["cards"][data["card"]] = {"player": data["player"], "chain": []}


def _on_obstacle(state, location, card):
    return next(item for item in state["locations"][location]["obstacles"] if item["card"] == card)


def _approached(state, data):
    session = state["session"]
    _spend(state, data["player"], data["dice"])
    item = _on_obstacle(state, data["location"], data["obstacle"])
    item["dice"] = sorted([*item["dice"], *data["dice"]])
    if session["overcome"] is None:
        session["overcome"] = {"location": data["location"], "obstacle": data["obstacle"], "team": [],
                               "step": "approach", "placed": [], "defended": None}
    session["overcome"]["team"].append(data["character"])


def _defended(state, data):
    session = state["session"]
    for player, dice in data["rolls"].items():
        session["players"][player]["dice"] = sorted(dice)
    for character, stress in data["stress"].items():
        for kind, amount in stress.items():
            state["characters"][character]["stress"][kind] += amount
    session["overcome"].update(step="place", defended=data["success"])


def _defend_dice_placed(state, data):
    session = state["session"]
    item = _on_obstacle(state, session["overcome"]["location"], session["overcome"]["obstacle"])
    item["dice"] = sorted([*item["dice"], *data["dice"]])
    session["players"][data["player"]]["dice"] = sorted(data["left"])
    session["overcome"]["placed"].append(data["player"])


def _overcome(state, data):
    place = state["locations"][data["location"]]
    place["obstacles"] = [item for item in place["obstacles"] if item["card"] != data["obstacle"]]
    state["decks"]["obstacles"][data["region"]]["discard"].append(data["obstacle"])
    session = state["session"]
    session["overcome"] = {**session["overcome"], "step": "skill-up", "eligible": data["eligible"],
                           "skill": data["skill"]} if data["eligible"] else None


def _overcome_ended(state, data):
    state["session"]["overcome"] = None


def _skills_raised(state, data):
    for character, value in data["values"].items():
        state["characters"][character]["skills"][data["skill"]] = value
    state["session"]["overcome"] = None


def _location_action(state, data):
    _spend(state, data["player"], [data["die"]])


def _actions_ended(state, data):
    state["session"]["players"][data["player"]].update(passed=True, dice=[])


FACTS = {
    ev.CHARACTER_MOVED: _moved, ev.ASSET_CREATED: _asset_created, ev.TRADE_MADE: _trade_made,
    ev.PROGRESS_DIE_PLACED: _progress_die_placed, ev.PROGRESS_COMPLETED: _progress_completed,
    ev.REWARD_CHOSEN: _reward_chosen, ev.PROGRESS_CARD_TAKEN: _card_taken,
    ev.OBSTACLE_APPROACHED: _approached, ev.OBSTACLE_DEFENDED: _defended,
    ev.DEFEND_DICE_PLACED: _defend_dice_placed, ev.OBSTACLE_OVERCOME: _overcome,
    ev.OVERCOME_ENDED: _overcome_ended, ev.SKILLS_RAISED: _skills_raised,
    ev.LOCATION_ACTION_TAKEN: _location_action, ev.ACTIONS_ENDED: _actions_ended,
}
