"""Checks of the catalog's card entries: characters, locations, obstacles, progress cards.
Each returns the section normalised and adds a problem naming the entry and the field."""
from __future__ import annotations

from ..words import REGIONS, RESOURCES, SEASONS, SLOTS, STRESS
from .errors import CatalogError
from .grid import GridError, parse_grid

LOCATION_ENTRIES = ("starting", "deck", "threat", "discord")
OBSTACLE_ENTRIES = ("starting", "location", "threat")
ICONS = ("port", "gate")


class Problems:
    """The problems found so far, each prefixed with where it was found."""

    def __init__(self, source: str):
        self.source, self.found = source, []

    def add(self, text: str) -> None:
        self.found.append(f"{self.source}: {text}")

    def raise_any(self) -> None:
        if self.found:
            raise CatalogError(self.found)


def _count(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _entries(section, name: str, problems: Problems) -> dict:
    if not isinstance(section, dict):
        problems.add(f"{name}: an object of entries by name")
        return {}
    kept = {}
    for key, value in section.items():
        if isinstance(value, dict):
            kept[key] = value
        else:
            problems.add(f"{name} {key!r}: an object of facts")
    return kept


def characters(section, catalog: dict, problems: Problems) -> dict:
    result = {}
    for name, entry in _entries(section, "characters", problems).items():
        where = f"character {name!r}"
        skills = entry.get("skills", {})
        if not isinstance(skills, dict) or any(s not in catalog["skills"] or not _count(v, 0, 6) for s, v in skills.items()):
            problems.add(f"{where}: skills: known skills with 0 to 6 each")
            skills = {}
        if not isinstance(entry.get("locked", False), bool):
            problems.add(f"{where}: locked: true or false")
        result[name] = {"locked": bool(entry.get("locked", False)),
                        "skills": {skill: skills.get(skill, 0) for skill in catalog["skills"]}}
    if not result:
        problems.add("characters: at least one character")
    return result


def locations(section, catalog: dict, problems: Problems) -> dict:
    result = {}
    for name, entry in _entries(section, "locations", problems).items():
        where = f"location {name!r}"
        fine = _location_fields(entry, catalog, where, problems)
        if fine:
            result[name] = _location(entry)
    return result


def _location_fields(entry: dict, catalog: dict, where: str, problems: Problems) -> bool:
    before = len(problems.found)
    if entry.get("region") not in REGIONS:
        problems.add(f"{where}: region: one of {', '.join(REGIONS)}")
    if entry.get("skill") not in catalog["skills"]:
        problems.add(f"{where}: skill: one of {', '.join(catalog['skills'])}")
    moves = entry.get("moves")
    if not isinstance(moves, dict) or sorted(moves) != sorted(REGIONS) or not all(_count(n, 0, 7) for n in moves.values()):
        problems.add(f"{where}: moves: the action dice to each region, 0 to 7")
    if not set(entry.get("only_to", REGIONS)) <= set(REGIONS):
        problems.add(f"{where}: only_to: regions")
    if not set(entry.get("icons", ())) <= set(ICONS):
        problems.add(f"{where}: icons: {', '.join(ICONS)}")
    if entry.get("source") not in (None, *RESOURCES):
        problems.add(f"{where}: source: a resource")
    if entry.get("entry", "deck") not in LOCATION_ENTRIES:
        problems.add(f"{where}: entry: one of {', '.join(LOCATION_ENTRIES)}")
    if entry.get("entry") == "threat" and entry.get("threat_track") not in RESOURCES:
        problems.add(f"{where}: threat_track: the resource whose threat brings it into play")
    if not isinstance(entry.get("tags", []), list) or not isinstance(entry.get("action", ""), str):
        problems.add(f"{where}: tags is a list and action a text")
    return len(problems.found) == before


def _location(entry: dict) -> dict:
    place = {"region": entry["region"], "tags": list(entry.get("tags", [])), "skill": entry["skill"],
             "moves": dict(entry["moves"]), "only_to": list(entry.get("only_to", REGIONS)),
             "icons": list(entry.get("icons", [])), "source": entry.get("source"),
             "action": entry.get("action", ""), "obstacles": list(entry.get("obstacles", [])),
             "entry": entry.get("entry", "deck"), "text": entry.get("text", "")}
    if place["entry"] == "threat":
        place["threat_track"] = entry["threat_track"]
    return place


def obstacles(section, catalog: dict, problems: Problems) -> dict:
    result = {}
    for name, entry in _entries(section, "obstacles", problems).items():
        where = f"obstacle {name!r}"
        if not _obstacle_fields(entry, catalog, where, problems):
            continue
        copies = entry.get("copies", 1)
        base = entry.get("name", name)
        for copy in range(1, copies + 1):
            card = name if copies == 1 else (name if copy == 1 else f"{name} #{copy}")
            result[card] = _obstacle(entry, base)
    for name, place in catalog["locations"].items():
        for card in place["obstacles"]:
            if card not in result:
                problems.add(f"location {name!r}: obstacles: {card!r} is not an obstacle of the catalog")
    return result


def _obstacle_fields(entry: dict, catalog: dict, where: str, problems: Problems) -> bool:
    before = len(problems.found)
    if entry.get("region") not in REGIONS:
        problems.add(f"{where}: region: one of {', '.join(REGIONS)}")
    if not _count(entry.get("difficulty"), 1, 6):
        problems.add(f"{where}: difficulty: 1 to 6")
    if entry.get("skill") not in catalog["skills"]:
        problems.add(f"{where}: skill: one of {', '.join(catalog['skills'])}")
    if not isinstance(entry.get("threats"), list) or not all(t in RESOURCES for t in entry["threats"]):
        problems.add(f"{where}: threats: a list of resources")
    attack = entry.get("attack", {})
    if not isinstance(attack, dict) or not set(attack) <= set(STRESS) or not all(_count(n, 0, 6) for n in attack.values()):
        problems.add(f"{where}: attack: psyche and body stress, 0 to 6")
    defense = entry.get("defense")
    if not isinstance(defense, list) or not 1 <= len(defense) <= 6 or not all(_count(v, 1, 6) for v in defense):
        problems.add(f"{where}: defense: 1 to 6 die faces")
    if entry.get("season") not in SEASONS:
        problems.add(f"{where}: season: the symbol on its back, one of {', '.join(SEASONS)}")
    if entry.get("entry", "starting") not in OBSTACLE_ENTRIES:
        problems.add(f"{where}: entry: one of {', '.join(OBSTACLE_ENTRIES)}")
    if entry.get("entry") == "threat" and entry.get("threat_track") not in RESOURCES:
        problems.add(f"{where}: threat_track: the resource whose threat track brings it into play")
    if not _count(entry.get("copies", 1), 1, 12):
        problems.add(f"{where}: copies: 1 to 12")
    return len(problems.found) == before


def _obstacle(entry: dict, name: str) -> dict:
    attack = entry.get("attack", {})
    card = {"name": name, "region": entry["region"], "difficulty": entry["difficulty"], "skill": entry["skill"],
            "threats": list(entry["threats"]), "attack": {kind: attack.get(kind, 0) for kind in STRESS},
            "defense": sorted(entry["defense"]), "season": entry["season"], "entry": entry.get("entry", "starting"),
            "tags": list(entry.get("tags", [])), "text": entry.get("text", "")}
    if card["entry"] == "threat":
        card["threat_track"] = entry["threat_track"]
    return card


def progress(section, catalog: dict, problems: Problems) -> dict:
    result = {}
    for name, entry in _entries(section, "progress", problems).items():
        where = f"progress {name!r}"
        before = len(problems.found)
        if str(entry.get("stage")) not in catalog["stages"]:
            problems.add(f"{where}: stage: one of the stages {', '.join(catalog['stages'])}")
        reward = entry.get("reward")
        if not isinstance(reward, list) or not reward or not all(r in (*RESOURCES, "wild") for r in reward):
            problems.add(f"{where}: reward: resources (or wild), at least one")
        spot = entry.get("obstacle", {})
        if not isinstance(spot, dict) or spot.get("region") not in REGIONS or spot.get("slot") not in SLOTS:
            problems.add(f"{where}: obstacle: a region and a slot ({', '.join(SLOTS)})")
        try:
            path = parse_grid(entry.get("grid"))
        except GridError as error:
            problems.add(f"{where}: grid: {error}")
            continue
        if len(problems.found) == before:
            result[name] = {"stage": int(entry["stage"]), "reward": list(reward),
                            "obstacle": {"region": spot["region"], "slot": spot["slot"]},
                            "grid": list(entry["grid"]), "path": path, "text": entry.get("text", "")}
    if not result:
        problems.add("progress: at least one progress card")
    return result


ENTRY_CHECKS = {"characters": characters, "locations": locations, "obstacles": obstacles, "progress": progress}
