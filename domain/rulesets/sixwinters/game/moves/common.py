"""What every table move asks first: is a game under way, which step it is in, whose
character is whose (a seat is the player), and which dice a character can point at."""
from __future__ import annotations

from ..state import ACTION, supply

TRACKS = ["psyche", "body"]


def live(game: dict) -> dict | None:
    """The table of the game under way, unless it is over (or recorded as a summary)."""
    table = (game or {}).get("table")
    if not table or table.get("fallback") or table.get("result"):
        return None
    return table


def in_step(game: dict, step: str) -> dict | None:
    """The table when a command of `step` is accepted: nothing waits for an exploded die."""
    table = live(game)
    if table is None or table.get("explosions") or table["step"] != step or table.get("foresight"):
        return None
    return table


def foreseen(game: dict) -> dict | None:
    """The table while a foreseen stress roll waits for its allocation (rules/foresight.py)."""
    table = live(game)
    return table if table and table.get("foresight") and not table.get("explosions") else None


def seat_of(game: dict, character: str) -> frozenset[str]:
    """The player whose character it is (no seat when the session does not say)."""
    session = game["campaign"].get("session") or {}
    players = [player for player, name in (session.get("characters") or {}).items() if name == character]
    return frozenset(players)


def acts_for(game: dict, viewer, character: str) -> bool:
    """The viewer may act for the character: its player's seat is one they may act for
    (kernel.moves.acting_viewer), or the character has no player."""
    seats = seat_of(game, character)
    return viewer.gm or not seats or bool(seats & viewer.seats)


def seats_of(game: dict, characters) -> frozenset[str]:
    found: set[str] = set()
    for name in characters:
        found |= seat_of(game, name)
    return frozenset(found)


def characters(table: dict) -> list[str]:
    """The characters in play in the order of their names, never the order the state happens
    to hold them (a state read back from a snapshot holds its keys sorted), so every reader
    of a position is listed the same choices in the same order."""
    return sorted(table["characters"])


def locations(table: dict) -> list[str]:
    """The locations on the map in the order of their names, for the same reason."""
    return sorted(table["locations"])


def in_order(mapping: dict) -> dict:
    """A name-keyed dict rebuilt in the order of its names: lists made from it (a field's
    choices, one move per entry) read alike from a folded and a snapshot's state."""
    return dict(sorted(mapping.items()))


def dice_here(table: dict, char: dict) -> list[dict]:
    """Every die the character can point at: unspent action dice, then the resource dice at
    the character's location, as {"type", "value"}, one entry per value."""
    found = [{"type": ACTION, "value": v} for v in sorted(set(char["action_dice"]))]
    found += [{"type": d["type"], "value": d["value"]} for d in _distinct(table["locations"][char["location"]]["resources"])]
    return found


def _distinct(dice: list) -> list:
    seen, found = set(), []
    for die in sorted(dice, key=lambda d: (d["type"], d["value"])):
        key = (die["type"], die["value"])
        if key not in seen:
            seen.add(key)
            found.append(die)
    return found


def resource_dice(table: dict, where: str) -> list[dict]:
    """The resource dice at a location, one entry per type and value."""
    return _distinct(table["locations"][where]["resources"])


def left_in_supply(table: dict, kind: str) -> int:
    return supply(table).get(kind, 0)
