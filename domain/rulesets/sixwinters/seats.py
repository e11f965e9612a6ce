"""Six Winters seats: a seat is a player, by the name given when a year's players are chosen
(Choose Spotlight Player). Each player acts for their own character at the table; the
campaign's steps between games are the whole table's, made by whoever holds the tablet."""
from __future__ import annotations

from domain.kernel import Seat

# table command fields that name the characters acting (a list of {"character": ...} or a dict by character)
ACTING_LISTS = ("team", "plays")
ACTING_DICTS = ("action_dice", "resources", "sorcery", "save")


def seats(game: dict) -> tuple[Seat, ...]:
    """The group named at setup, then every other player of the campaign so far, in the order
    they first played."""
    campaign = (game or {}).get("campaign") or {}
    names = list(campaign.get("players", []))
    names += [player for year in campaign.get("history", []) for player in year.get("players", [])]
    names += list((campaign.get("session") or {}).get("players", []))
    return tuple(Seat(name, name) for name in dict.fromkeys(names))


def characters_in(command: dict) -> set[str]:
    """The characters a table command acts for."""
    named = {command["character"]} if isinstance(command.get("character"), str) else set()
    for field in ACTING_LISTS:
        named |= {item.get("character") for item in command.get(field) or [] if isinstance(item, dict)}
    for field in ACTING_DICTS:
        if isinstance(command.get(field), dict):
            named |= set(command[field])
    return named


def acting_seats(game: dict, command: dict) -> frozenset[str]:
    """The players whose characters a table command moves (any of them may send it); the
    campaign's steps and the table's shared steps act for no seat."""
    session = ((game or {}).get("campaign") or {}).get("session") or {}
    if not command["type"].startswith("table-") or not session.get("characters"):
        return frozenset()
    player_of = {character: player for player, character in session["characters"].items()}
    return frozenset(player_of[name] for name in characters_in(command) if name in player_of)
