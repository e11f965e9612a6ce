"""The turn's phases after the actions: Seasonal Event (at a turn's start), Refill, Activation,
Threats and Advance Time. (New Obstacles and Obstacle Surge draw: steps.py and draws.py.)"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import at_step
from ..state import (backs, location, obstacle, obstacles_in_play, pool_size, session_players, stars, symbols)
from ..words import ACTIVATES, REGIONS, RESOURCES, SEASONS, SURGE, TRACK_SPACES
from .session_setup import action_dice, pool_dice


def turn_began(state: dict) -> Event:
    """Seasonal Event: the card of the current season matching the number of its symbols
    showing on the three obstacle decks (0 to 3)."""
    session = state["session"]
    turn = session["turn"]
    if turn is None:
        season, second, number = "winter", state["options"]["first_turn"] == "second-winter", 1
    else:
        season, second, number = turn["season"], turn["second"], turn["number"] + 1
    showing = symbols(state, season)
    return Event(ev.TURN_BEGAN, {"turn": number, "season": season, "second": second, "symbols": showing,
                                 "event": catalog_of(state)["events"][season][showing], "stage": "actions"},
                 source=DERIVED)


def refill_needs(state: dict) -> dict:
    """Dice each pool needs to reach its size ("Do not reroll ... do not remove")."""
    pools = state["session"]["pools"]
    return {name: max(0, pool_size(state, name) - len(pools[name])) for name in RESOURCES}


def refill(state: dict, command: dict) -> list[Event]:
    """Refill: each pool rolled up to its size; each player rolls fresh action dice (the
    rulebook never says when action dice return: read as here, docs/rules-notes.md)."""
    at_step(state, "refill", "refilling the pools")
    pools = pool_dice(state, command.get("pools") or [], refill_needs(state))
    return [Event(ev.POOLS_REFILLED, {"pools": pools, "action_dice": action_dice(state, command.get("action_dice") or []),
                                      "stage": "activation"})]


def activated(state: dict) -> list[dict]:
    """Region by region from the Empire: the season showing on its deck activates the top
    (spring), middle (summer) or bottom (fall) location, or all three (winter)."""
    found = []
    for region, season in backs(state).items():
        for slot in ACTIVATES.get(season, ()) if season else ():
            name = state["board"][region][slot]
            if name:
                found.append({"region": region, "location": name, "season": season,
                              "obstacles": [item["card"] for item in state["locations"][name]["obstacles"]]})
    return found


def sources(state: dict) -> list[str]:
    """Activated locations with a source icon: each rolls a die of its resource."""
    return [item["location"] for item in activated(state) if location(state, item["location"])["source"]]


def activate(state: dict, command: dict | None) -> list[Event]:
    """Activation; the source dice come from the command (none needed: derived)."""
    at_step(state, "activation", "activating locations")
    rolled = {item["location"]: item["die"] for item in (command or {}).get("dice") or []}
    wanted = sources(state)
    if sorted(rolled) != sorted(wanted):
        raise RuleViolation("sixwinters_v19.activation.dice", f"one source die for each activated source location: "
                                                              f"{', '.join(wanted) or 'none'}")
    placed = []
    for name in wanted:
        resource = location(state, name)["source"]
        value = _d6(rolled[name], f"{name}'s source die")
        placed.append({"location": name, "resource": resource, "value": value})
    data = {"regions": backs(state), "activated": activated(state), "sources": placed, "due": stars(state),
            "stage": "obstacles"}
    return [Event(ev.LOCATIONS_ACTIVATED, data, source=DERIVED if command is None else None)]


def _d6(die: dict, what: str) -> int:
    if die.get("sides") != 6 or not 1 <= die.get("value", 0) <= 6:
        raise RuleViolation("sixwinters_v19.dice.d6", f"{what}: a six-sided die with its value")
    return die["value"]


def threat_icons(state: dict) -> dict:
    counts = {name: 0 for name in RESOURCES}
    for _, item in obstacles_in_play(state):
        for icon in obstacle(state, item["card"])["threats"]:
            counts[icon] += 1
    return counts


def threats(state: dict) -> Event:
    """Threats: +1 per matching icon beyond two; a track at its last space raises the next in
    trade order; past sorcery the players choose (threat-choice)."""
    icons = threat_icons(state)
    levels = {name: state["tracks"][name]["threat"] for name in RESOURCES}
    raises, owed = [], 0
    for name in RESOURCES:
        for _ in range(max(0, icons[name] - 2)):
            target = overflow_target(levels, name)
            if target is None:
                owed += 1
                continue
            levels[target] += 1
            raises.append({"track": target, "for": name})
    if all(level >= TRACK_SPACES for level in levels.values()):
        owed = 0
    final = [n for n in RESOURCES if levels[n] >= TRACK_SPACES > state["tracks"][n]["threat"]]
    surge = SURGE.get(len(session_players(state)), 0)
    return Event(ev.THREATS_RAISED, {"icons": icons, "raises": raises, "threats": levels, "owed": owed,
                                     "final": final, "surge": surge,
                                     "stage": "threat-choice" if owed else "obstacles"}, source=DERIVED)


def overflow_target(levels: dict, name: str) -> str | None:
    """The track a raise lands on: this one, else the next in trade order; None past sorcery."""
    index = RESOURCES.index(name)
    for target in RESOURCES[index:]:
        if levels[target] < TRACK_SPACES:
            return target
    return None


def choose_threat_track(state: dict, command: dict) -> list[Event]:
    """"If sorcery is maxed out, players may choose which track to increase.\""""
    at_step(state, "threat-choice", "choosing a threat track")
    track = command["track"]
    level = state["tracks"][track]["threat"]
    if level >= TRACK_SPACES:
        raise RuleViolation("sixwinters_v19.threat.maxed", f"the {track} threat track is at its last space already")
    levels = {name: t["threat"] for name, t in state["tracks"].items()}
    levels[track] += 1
    owed = 0 if all(v >= TRACK_SPACES for v in levels.values()) else state["session"]["threat_owed"] - 1
    return [Event(ev.THREAT_TRACK_CHOSEN, {"track": track, "threat": level + 1, "owed": owed})]


def advance(state: dict) -> Event:
    """Advance Time: the second turn of a season only if a matching symbol shows; back to the
    first winter box ends the game."""
    turn = state["session"]["turn"]
    season, second = turn["season"], turn["second"]
    if not second and symbols(state, season) > 0:
        after = {"season": season, "second": True}
    elif season == SEASONS[-1]:
        after = None
    else:
        after = {"season": SEASONS[SEASONS.index(season) + 1], "second": False}
    return Event(ev.TIME_ADVANCED, {"from": {"season": season, "second": second}, "to": after,
                                    "stage": "turn" if after else "game-end"}, source=DERIVED)


def game_ended(state: dict) -> Event:
    """The game is over; after the sixth, the campaign (option `final_session_end`)."""
    session = state["session"]
    earlier = {card for year in state["history"] for card in year["completed"]}
    last = state["year"] >= 6
    following = "campaign-end" if last and state["options"]["final_session_end"] == "skip" else "burn-obstacles"
    return Event(ev.GAME_ENDED, {
        "year": state["year"], "turns": session["turn"]["number"], "players": session_players(state),
        "characters": {p: session["players"][p]["characters"] for p in session_players(state)},
        "completed": [card for card in state["completed"] if card not in earlier],
        "threat_start": dict(session["threat_start"]), "stage": following},
        source=DERIVED)


__all__ = ["REGIONS"]
