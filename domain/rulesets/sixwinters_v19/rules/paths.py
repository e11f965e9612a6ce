"""Progress card paths ("Progress Cards"): where the chain may go next and which asset dice
fit a square: colour, white wildcard, face value, region (coloured: the location's resource
slot too), and +1 / -1 / = against the previous die of the chain."""
from __future__ import annotations

from ..catalog.grid import neighbours
from ..state import progress_card, slot_resource, where
from ..words import region as region_name


def chain(state: dict, card: str) -> list[dict]:
    return state["session"]["cards"][card]["chain"]


def next_squares(state: dict, card: str) -> list[str]:
    """The start while the chain is empty; then the card's empty squares next to the last die
    (option `path_direction`: only those not moving away from the ending square)."""
    path = progress_card(state, card)["path"]
    placed = chain(state, card)
    if not placed:
        return [path["start"]]
    if placed[-1]["square"] == path["end"]:
        return []
    filled = {item["square"] for item in placed}
    return [key for key in neighbours(placed[-1]["square"], path["end"], state["options"]["path_direction"])
            if key in path["squares"] and key not in filled]


def misfit(state: dict, card: str, square_key: str, die: dict, place: str) -> str | None:
    """Why an asset die from `place` may not go on the square; None when it fits."""
    square = progress_card(state, card)["path"]["squares"][square_key]
    if "colour" in square and die["resource"] != square["colour"]:
        return f"this square takes a {square['colour']} die"
    if "value" in square and die["value"] != square["value"]:
        return f"this square takes a die showing {square['value']}"
    if "region" in square:
        region = where(state, place)[0]
        if region != square["region"]:
            return f"this square takes an asset from a location in {region_name(square['region'])}"
        if "location" in square and slot_resource(state, place) != square["location"]:
            return f"this square takes an asset from the {square['location']} location of {region_name(square['region'])}"
    if "relation" in square:
        return _relation(square["relation"], chain(state, card)[-1]["value"], die["value"])
    return None


def _relation(relation: str, previous: int, value: int) -> str | None:
    wanted = {"+1": previous + 1, "-1": previous - 1, "=": previous}[relation]
    return None if value == wanted else f"this square ({relation}) takes a {wanted} after the {previous} before it"


def cards_for(state: dict, character: str) -> list[str]:
    """The progress cards a character may place dice on (option `progress_access`)."""
    session = state["session"]
    if state["options"]["progress_access"] == "any-card":
        return sorted(session["cards"])
    owner = next(p for p, seat in session["players"].items() if character in seat["characters"])
    return [card for card, held in sorted(session["cards"].items()) if held["player"] == owner]


def placements(state: dict, character: str) -> list[tuple[str, str, dict]]:
    """(card, square, asset die) of every die the character may place now."""
    place = state["session"]["positions"].get(character)
    if place is None:
        return []
    assets = _distinct(state["locations"][place]["assets"])
    return [(card, square, die) for card in cards_for(state, character) for square in next_squares(state, card)
            for die in assets if misfit(state, card, square, die, place) is None]


def _distinct(dice: list[dict]) -> list[dict]:
    seen, out = set(), []
    for die in dice:
        key = (die["resource"], die["value"])
        if key not in seen:
            seen.add(key)
            out.append(die)
    return out


def can_place(state: dict, player: str) -> bool:
    seat = state["session"]["players"][player]
    return any(placements(state, character) for character in seat["characters"])
