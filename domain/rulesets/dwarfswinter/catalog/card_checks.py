"""Checks of the card sections: monsters, disasters, heroes, the starting heroes and the Sage,
against the board they are played on (spawn zones, instruments, zone types)."""
from __future__ import annotations

from typing import Iterator

from ..components import ABILITIES, DWARFS, EFFECTS, RESOURCE_MAX, RESOURCES
from .board_checks import CASTLE, Problem, _int

MONSTER_SECTIONS = ("monsters", "legendary_monsters")
DISASTER_SECTIONS = ("disasters", "legendary_disasters")
HERO_SECTIONS = ("heroes", "starting_heroes", "sage")
SECTIONS = (*MONSTER_SECTIONS, *DISASTER_SECTIONS, *HERO_SECTIONS)


def check_cards(catalog: dict) -> Iterator[Problem]:
    board = catalog["board"]
    zones = board["zones"]
    instruments = [entry["name"] for entry in board["instruments"]]
    types = [t for t in board["types"] if t != CASTLE]
    for section in SECTIONS:
        entries = catalog.get(section)
        if not isinstance(entries, dict) or (not entries and section not in ("legendary_monsters", "legendary_disasters")):
            yield (section,), f"{section} must be a table of cards keyed by their name"
            continue
        for key, card in entries.items():
            path = (section, key)
            if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"]:
                yield path, f'{section}: card "{key}" must be a table with a name'
            elif section in MONSTER_SECTIONS + DISASTER_SECTIONS:
                yield from _foe(section, key, card, zones)
            else:
                yield from _hero(section, key, card, instruments, types)
    if isinstance(catalog.get("sage"), dict) and len(catalog["sage"]) != 1:
        yield ("sage",), "sage holds exactly one card (each player's Sage)"


def _resources(value) -> bool:
    return isinstance(value, dict) and set(value) <= set(RESOURCES) and all(_int(v, 0, RESOURCE_MAX) for v in value.values())


def _foe(section: str, key: str, card: dict, zones: dict) -> Iterator[Problem]:
    path, label = (section, key), f'{section}: "{key}"'
    if card.get("spawn") not in zones or zones[card["spawn"]]["type"] == CASTLE:
        yield (*path, "spawn"), f"{label}: spawn {card.get('spawn')!r} is not a zone of the board (nor the Castle)"
    if not _int(card.get("dwarfs"), 1, DWARFS):
        yield (*path, "dwarfs"), f"{label}: dwarfs must be the number of Dwarfs needed, 1 to {DWARFS}"
    if not _resources(card.get("resources")):
        yield (*path, "resources"), f"{label}: resources must map {', '.join(RESOURCES)} to 0..{RESOURCE_MAX}"
    if not _int(card.get("vp"), 0, 20):
        yield (*path, "vp"), f"{label}: vp must be a whole number from 0 to 20"
    if section in MONSTER_SECTIONS and card.get("ability") not in ABILITIES:
        yield (*path, "ability"), f"{label}: ability must be one of {', '.join(ABILITIES)}"
    if section in DISASTER_SECTIONS and not _int(card.get("gold"), 0, RESOURCE_MAX):
        yield (*path, "gold"), f"{label}: gold must be the Gold reward, 0 to {RESOURCE_MAX}"


def _hero(section: str, key: str, card: dict, instruments: list, types: list) -> Iterator[Problem]:
    label, path = f'{section}: "{key}"', (section, key)
    if not _int(card.get("vp"), 0, 20):
        yield (*path, "vp"), f"{label}: vp must be a whole number from 0 to 20"
    if card.get("music") not in instruments:
        yield (*path, "music"), f"{label}: music must be one of the Music Hall's instruments ({', '.join(instruments)})"
    effect = card.get("effect")
    problem = effect_problem(effect, types) if isinstance(effect, dict) else "effect must be a table"
    if problem:
        yield (*path, "effect"), f"{label}: {problem}"


def effect_problem(effect: dict, types: list) -> str | None:
    """What is wrong with a hero's effect, or None (docs/dwarfswinter.md lists the shapes)."""
    keys = [k for k in effect if k in EFFECTS]
    if len(keys) != 1:
        return f"effect must hold one of {', '.join(EFFECTS)}"
    key, value = keys[0], effect[keys[0]]
    checks = {
        "produce": lambda: value in RESOURCES and effect.get("per") in types,
        "gain": lambda: _resources(value) and bool(value),
        "gain_one_of": lambda: isinstance(value, list) and len(value) >= 2 and set(value) <= set(RESOURCES),
        "move_in": lambda: value in types and effect.get("count", 1) in (1, 2),
        "place_or_move": lambda: value in (1, 2),
        "acquire_any": lambda: _int(value, 0, RESOURCE_MAX),
        "retire_for": lambda: _resources(value) and bool(value),
        "trade": lambda: isinstance(value, dict) and _resources(value.get("pay")) and _resources(value.get("gain")),
        "upgrade": lambda: _int(value, 0, RESOURCE_MAX),
    }
    return None if checks[key]() else f"the {key} effect is not in the documented shape"
