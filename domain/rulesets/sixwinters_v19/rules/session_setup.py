"""Session Setup: pools and action dice, characters, progress cards kept and staged,
characters placed. (The decks: shuffles.py and draws.py; the time marker: turn.py.)"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import events as ev
from ..guards import at_step, d6, session_player
from ..state import action_dice_count, in_play, pool_size, session_players
from ..words import RESOURCES
from .steps import step


def start_session(state: dict, command: dict) -> list[Event]:
    """A new game: the year's players (1-4 of the campaign's; one plays solo with two characters)."""
    at_step(state, "start-session", "starting a game")
    players = list(command["players"])
    unknown = [name for name in players if name not in state["players"]]
    if unknown or not players or len(set(players)) != len(players):
        raise RuleViolation("sixwinters_v19.players", f"choose 1 to 4 different players of the campaign: "
                                                      f"{', '.join(state['players'])}")
    return [Event(ev.SESSION_STARTED, {"year": state["year"], "players": players, "stage": "roll-starting-dice"})]


def _by(items: list, field: str, what: str) -> dict:
    found = {}
    for item in items:
        if item[field] in found:
            raise RuleViolation("sixwinters_v19.dice.twice", f"{what}: {item[field]} is listed twice")
        found[item[field]] = item["dice"]
    return found


def pool_dice(state: dict, given: list, needed: dict) -> dict:
    """The resource dice rolled for each pool: exactly as many as it needs."""
    rolled = _by(given, "resource", "pools")
    out = {}
    for name in RESOURCES:
        dice = rolled.get(name, [])
        out[name] = d6(dice, needed[name], f"the {name} pool", kind=name)
    return out


def action_dice(state: dict, given: list) -> dict:
    """Red action dice: 5 for each player, 7 for a solo player."""
    rolled = _by(given, "player", "action dice")
    players = session_players(state)
    if sorted(rolled) != sorted(players):
        raise RuleViolation("sixwinters_v19.dice.players", f"action dice for each player: {', '.join(players)}")
    count = action_dice_count(len(players))
    return {name: d6(rolled[name], count, f"{name}'s action dice", kind="action") for name in players}


def roll_starting_dice(state: dict, command: dict) -> list[Event]:
    """"Roll and place a number of resource dice for each pool equal to the current pool size";
    each player rolls 5 action dice (7 solo)."""
    at_step(state, "roll-starting-dice", "rolling the starting dice")
    pools = pool_dice(state, command.get("pools") or [], {name: pool_size(state, name) for name in RESOURCES})
    return [Event(ev.STARTING_DICE_ROLLED, {"pools": pools, "action_dice": action_dice(state, command.get("action_dice") or []),
                                            "stage": "choose-characters"})]


def choosable(state: dict) -> list[str]:
    """Unlocked characters no player has chosen this game."""
    taken = {c for seat in state["session"]["players"].values() for c in seat["characters"]}
    return sorted(name for name, sheet in state["characters"].items() if not sheet["locked"] and name not in taken)


def choose_characters(state: dict, command: dict) -> list[Event]:
    """"Each player should choose one unlocked character. If playing solo, choose two.\""""
    at_step(state, "choose-characters", "choosing characters")
    player = command["player"]
    if session_player(state, player)["characters"]:
        raise RuleViolation("sixwinters_v19.characters.chosen", f"{player} has chosen already")
    chosen, count = list(command["characters"]), 2 if len(session_players(state)) == 1 else 1
    if len(chosen) != count or len(set(chosen)) != count or not set(chosen) <= set(choosable(state)):
        raise RuleViolation("sixwinters_v19.characters.choice", f"{player} chooses {count} of the unlocked characters "
                                                                f"not taken: {', '.join(choosable(state))}")
    return [Event(ev.CHARACTERS_CHOSEN, {"player": player, "characters": chosen})]


def keep_progress_card(state: dict, command: dict) -> list[Event]:
    """"Each player draws two progress cards and chooses one to start with.\""""
    at_step(state, "keep-progress", "choosing a starting progress card")
    player, card = command["player"], command["card"]
    seat = session_player(state, player)
    if seat["kept"] or card not in seat["hand"]:
        raise RuleViolation("sixwinters_v19.progress.keep", f"{player} keeps one of the cards they drew: "
                                                            f"{', '.join(seat['hand']) or 'none left'}")
    return [Event(ev.PROGRESS_CARD_KEPT, {"player": player, "card": card})]


def stage_progress_cards(state: dict, command: dict | None) -> list[Event]:
    """"The cards not selected are placed in the progress staging area in any order desired"
    (bottom first); in the first game each drawn card gets an obstacle at its obstacle location."""
    at_step(state, "stage-progress", "staging the progress cards")
    unchosen = state["session"]["unchosen"]
    cards = list(command["cards"]) if command else list(unchosen)
    if sorted(cards) != sorted(unchosen):
        raise RuleViolation("sixwinters_v19.progress.stage", f"stage exactly the cards not chosen: {', '.join(unchosen)}")
    first_game = state["year"] == 1
    kept = [state["session"]["players"][p]["card"] for p in session_players(state)]
    following = "first-obstacles" if first_game else \
        ("fill-staging" if state["options"]["staging_fill"] == "at-setup" else "place-characters")
    return [Event(ev.PROGRESS_CARDS_STAGED, {"cards": cards, "stage": following,
                                             "obstacles_for": [c for c in kept if c] + cards if first_game else []},
                  source=None if command else DERIVED)]


def place_character(state: dict, command: dict) -> list[Event]:
    """"Each player may place a token for their character at any desired location.\""""
    at_step(state, "place-characters", "placing characters")
    character, where = command["character"], command["location"]
    session = state["session"]
    if not any(character in seat["characters"] for seat in session["players"].values()):
        raise RuleViolation("sixwinters_v19.character", f"{character} is not a character in this game")
    if character in session["positions"]:
        raise RuleViolation("sixwinters_v19.placed", f"{character} is placed already")
    if where not in in_play(state):
        raise RuleViolation("sixwinters_v19.location", f"{where} is not a location in play")
    return [Event(ev.CHARACTER_PLACED, {"character": character, "location": where})]


__all__ = ["step"]
