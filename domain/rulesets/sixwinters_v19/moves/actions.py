"""Moves of the Actions phase: for each character of the game, every action its player's dice
allow now, with every choice enumerated (an overcome under way first)."""
from __future__ import annotations

from dataclasses import replace

from domain.kernel import RuleViolation

from ..rules import assets, movement, overcome, paths, progress
from ..rules.steps import owes_card
from ..state import in_play, location, session_players, slot_resource
from ..words import counted
from .fields import Move, by, choices, dice, each, fitting, fixed, move, rolled, some_of, sub_multisets

GATE_AND_PORT = ("port", "gate")


def actions(state: dict) -> list[Move]:
    session = state["session"]
    found = _owed(state)
    if session["overcome"] is not None:
        return found + _overcoming(state)
    for player in session_players(state):
        seat = session["players"][player]
        for character in seat["characters"]:
            found += [replace(m, seats=frozenset({player})) for m in _character(state, player, character)]
        if not seat["passed"] and (seat["dice"] or paths.can_place(state, player)):
            left = counted(len(seat["dice"]), "action die", "action dice")
            found.append(move("end-actions", f"{player} ends their actions ({left} left)", "End actions",
                              {"player": fixed(player)}, seat=player))
    return found


def _owed(state: dict) -> list[Move]:
    found = []
    for player in session_players(state):
        if state["session"]["players"][player]["rewards"]:
            found.append(move("choose-reward", f"{player} raises a progress track with the wildcard", "Progress",
                              {"player": fixed(player), "track": choices(progress.reward_tracks(state))}, seat=player))
        if owes_card(state, player):
            found.append(move("take-progress-card", f"{player} takes the next progress card", "Progress",
                              {"player": fixed(player), "card": choices(state["session"]["staging"])}, seat=player))
    return found


def _character(state: dict, player: str, character: str) -> list[Move]:
    found = _placements(state, character)
    if not state["session"]["players"][player]["dice"]:
        return found
    return found + _moves(state, player, character) + _create(state, character) + _trade(state, character) \
        + _approach(state, player, character) + _location_action(state, player, character)


def _placements(state: dict, character: str) -> list[Move]:
    grouped: dict[tuple, list] = {}
    for card, square, die in paths.placements(state, character):
        grouped.setdefault((card, square), []).append(die)
    return [move("place-progress-die", f"{character} places an asset die on {card}", "Progress",
                 {"character": fixed(character), "card": fixed(card), "square": fixed(square), "die": choices(dice_)})
            for (card, square), dice_ in grouped.items()]


def _moves(state: dict, player: str, character: str) -> list[Move]:
    held = state["session"]["players"][player]["dice"]
    start = state["session"]["positions"][character]
    found = []
    for to in in_play(state):
        for via in ("road", *GATE_AND_PORT):
            try:
                cost, _ = movement.route(state, start, to, via)
            except RuleViolation:   # a route the rules refuse is simply not listed
                continue
            if cost > len(held):
                continue
            how = {"road": f"{counted(cost, 'action die', 'action dice')}", "port": "by port, one die",
                   "gate": "through the magic gate, one psyche stress"}[via]
            found.append(move("move", f"{character} moves to {to} ({how})", "Move",
                              {"character": fixed(character), "to": fixed(to), "via": fixed(via),
                               "dice": choices(sub_multisets(held, cost, cost))}))
    return found


def _create(state: dict, character: str) -> list[Move]:
    slots = assets.open_slots(state, character)
    place = state["session"]["positions"][character]
    pool = slot_resource(state, place)
    player_dice = sorted(set(_held(state, character)))
    options = {v: assets.take_options(state, pool, v) for v in player_dice}
    cases = {v: choices(takes) for v, takes in options.items() if takes}
    if not slots or not cases:
        return []
    return [move("create-asset", f"{character} creates a {pool} asset at {place}", "Create asset",
                 {"character": fixed(character), "die": choices(list(cases)), "slot": choices(slots),
                  "take": by("die", cases)})]


def _held(state: dict, character: str) -> list[int]:
    player = next(p for p, s in state["session"]["players"].items() if character in s["characters"])
    return state["session"]["players"][player]["dice"]


def _trade(state: dict, character: str) -> list[Move]:
    slots = assets.open_slots(state, character)
    if not slots:
        return []
    pool = slot_resource(state, state["session"]["positions"][character])
    found = []
    for source, target in assets.trade_routes(state, pool):
        values = state["session"]["pools"][source]
        cases = {v: choices(sorted({x for x in values if x <= v})) for v in sorted(set(_held(state, character)))
                 if any(x <= v for x in values)}
        if cases:
            found.append(move("trade", f"{character} trades a {source} die into {target}", "Trade",
                              {"character": fixed(character), "from": fixed(source), "to": fixed(target),
                               "die": choices(list(cases)), "slot": choices(slots), "value": by("die", cases)}))
    return found


def _approach(state: dict, player: str, character: str) -> list[Move]:
    place = state["session"]["positions"][character]
    held = state["session"]["players"][player]["dice"]
    found = []
    for item in state["locations"][place]["obstacles"]:
        card = item["card"]
        faces = overcome.open_faces(state, place, card)
        picks = fitting(held, faces, overcome.skill_for(state, character, card))
        found.append(move("approach", f"{character} tries to overcome {card} at {place}", "Overcome",
                          {"character": fixed(character), "obstacle": fixed(card), "dice": choices(picks)}))
    return found


def _location_action(state: dict, player: str, character: str) -> list[Move]:
    place = state["session"]["positions"][character]
    action = location(state, place)["action"]
    if not action:
        return []
    held = sorted(set(state["session"]["players"][player]["dice"]))
    return [move("location-action", f"{character} takes the action of {place}", "Location action",
                 {"character": fixed(character), "die": choices(held)})]


def _overcoming(state: dict) -> list[Move]:
    going = state["session"]["overcome"]
    players = overcome.team_players(state)
    if going["step"] == "approach":
        return _joining(state, going) + [replace(_defend(state, players), seats=frozenset(players))]
    if going["step"] == "place":
        faces = overcome.open_faces(state, going["location"], going["obstacle"])
        seats = state["session"]["players"]
        return [move("place-defend-dice", f"{p} places defend dice on {going['obstacle']}", "Overcome",
                     {"player": fixed(p), "dice": choices(fitting(seats[p]["dice"], faces, 6))}, seat=p)
                for p in players if p not in going["placed"]]
    raising = move("raise-skill", f"Raise a skill after overcoming {going['obstacle']}", "Overcome",
                   {"characters": some_of(going["eligible"], 0, len(going["eligible"]))})
    return [replace(raising, seats=frozenset(players))]


def _joining(state: dict, going: dict) -> list[Move]:
    found = []
    for player in session_players(state):
        held = state["session"]["players"][player]["dice"]
        for character in state["session"]["players"][player]["characters"]:
            there = state["session"]["positions"].get(character) == going["location"]
            if character in going["team"] or not there or not held:
                continue
            faces = overcome.open_faces(state, going["location"], going["obstacle"])
            picks = fitting(held, faces, overcome.skill_for(state, character, going["obstacle"]))
            found.append(move("approach", f"{character} joins the approach to {going['obstacle']}", "Overcome",
                              {"character": fixed(character), "obstacle": fixed(going["obstacle"]),
                               "dice": choices(picks)}, seat=player))
    return found


def _defend(state: dict, players: list[str]) -> Move:
    seats = state["session"]["players"]
    rolling = [p for p in players if seats[p]["dice"]]
    rolls = None if not rolling else each(
        {"player": choices(rolling), "dice": by("player", {p: dice("action", len(seats[p]["dice"])) for p in rolling})},
        len(rolling), "player")
    return move("defend", "Defend: reroll the team's remaining action dice", "Overcome",
                rolled({"rolls": rolls} if rolls else {}))
