"""Small pieces of the game's sentences: amounts of resources, lists, card and dwarf names."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from .components import DWARF, RESOURCES


def amounts(resources: dict) -> str:
    parts = [f"{n} {r.capitalize()}" for r in RESOURCES for n in [resources.get(r, 0)] if n]
    return listed(parts)


def listed(items: list) -> str:
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def card_name(state: dict, key: str) -> str:
    catalog = catalog_of(state) if (state or {}).get("catalog") else {}
    for section in ("monsters", "legendary_monsters", "disasters", "legendary_disasters"):
        if key in catalog.get(section, {}):
            return catalog[section][key]["name"]
    return key


def piece_words(kind: str, owner: str | None = None) -> str:
    """"a Dwarf" / "their Ice Warrior" of the one who acts, or "Ben's Dwarf" of someone named."""
    if owner:
        return f"{owner}'s {'Dwarf' if kind == DWARF else kind}"
    return "a Dwarf" if kind == DWARF else f"their {kind}"


def a_or_an(name: str) -> str:
    return f"{'An' if name[:1].upper() in 'AEIOU' else 'A'} {name}"


def effect_words(effect: dict) -> str:
    """A hero's ability as the card says it ("Produce 1 Wood per Forest you occupy.")."""
    if "produce" in effect:
        return f"Produce 1 {effect['produce'].capitalize()} per {effect['per']} you occupy."
    if "gain" in effect:
        return f"Gain {amounts(effect['gain'])}."
    if "gain_one_of" in effect:
        return "Gain " + " or ".join(f"1 {r.capitalize()}" for r in effect["gain_one_of"]) + "."
    if "move_in" in effect:
        many = effect.get("count", 1)
        dwarfs = "any Dwarf" if many == 1 else f"any {many} different Dwarfs"
        return f"Move {dwarfs} (yours or another player's) in {'a' if many == 1 else ''} {effect['move_in']}" \
               f"{'' if many == 1 else ' zones'} by 1 zone.".replace("  ", " ")
    if "place_or_move" in effect:
        many = effect["place_or_move"]
        return "Place or Move 1 of your Dwarfs." if many == 1 else \
            f"Place or Move up to {many} of your different Dwarfs."
    if "acquire_any" in effect:
        return f"Pay {effect['acquire_any']} Gold to acquire any card from the Hero Pool."
    if "retire_for" in effect:
        return f"Remove 1 of your Dwarfs from the game board to gain {amounts(effect['retire_for'])}."
    if "trade" in effect:
        return f"Spend {amounts(effect['trade']['pay'])} to gain {amounts(effect['trade']['gain'])}."
    if "upgrade" in effect:
        return f"Pay {effect['upgrade']} Gold to make one of your Dwarfs a Legendary dwarf."
    return ""
