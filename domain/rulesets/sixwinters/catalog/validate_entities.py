"""Characters, winter actions, locations, assets and obstacles of a catalog.

Rulebook V24.0: "Character Mats and Character Sheets" (skills 0-5, psyche/body stress,
movement, starting winter action), "Character Abilities" (cards unlocked by level),
"Location Cards", "Asset Cards" (slots, tags with year symbols, skill, play icon) and
"Obstacle Cards" (starting location, difficulty, overcome skill, hindrance/progress,
movement, stress, activation effect).
"""
from __future__ import annotations

from .checker import Checker
from .references import check_effect, check_selector, ids

ACTIVATIONS = ("threat", "stress", "discard-resources", "movement", "none")


def named_entries(check: Checker, catalog: dict, section: str, label: str):
    """Yield (where, key, entry) for a section keyed by name; checks key == name."""
    entries = catalog.get(section)
    if not check.is_dict(section, entries, section):
        return
    for key, entry in entries.items():
        where = f'{label} "{key}"'
        if check.is_dict(where, entry):
            check.text(where, entry, "name")
            yield where, key, entry


def check_characters(check: Checker, catalog: dict) -> None:
    skills, top = ids(catalog, "skills"), catalog.get("skill_max", 5)
    for where, _key, entry in named_entries(check, catalog, "characters", "character"):
        ranks = entry.get("skills")
        if check.is_dict(where, ranks, "skills"):
            for skill in skills - set(ranks):
                check.fail(where, f"skills: missing {skill!r}")
            for skill in ranks:
                check.member(where, skill, skills, "skill")
                check.integer(f"{where}: skills", ranks, skill, low=0, high=top)
        for field in ("psyche", "body"):
            check.integer(where, entry, field, low=1)
        check.integer(where, entry, "movement", low=0)
        check.member(where, entry.get("reserve_action"), set(catalog.get("winter_actions") or {}),
                     "reserve_action", optional=True)
        _abilities(check, where, entry, catalog)
    for name in catalog.get("starting_characters") or []:
        check.member("starting_characters", name, set(catalog.get("characters") or {}), "character")


def _abilities(check: Checker, where: str, entry: dict, catalog: dict) -> None:
    abilities = entry.get("abilities", [])
    if not check.is_list(where, abilities, "abilities"):
        return
    stashable = ids(catalog, "resources") | {"any", "action"}
    for number, ability in enumerate(abilities, start=1):
        here = f"{where}: ability {number}"
        if check.is_dict(here, ability):
            check.text(here, ability, "name")
            check.integer(here, ability, "level", low=1)
            check.members(here, ability, "stash", stashable)
            check_effect(check, here, ability.get("effect"), catalog)


def check_winter_actions(check: Checker, catalog: dict) -> None:
    for where, _key, entry in named_entries(check, catalog, "winter_actions", "winter action"):
        check_effect(check, where, entry.get("effect"), catalog)


def check_locations(check: Checker, catalog: dict) -> None:
    symbols = ids(catalog, "travel_symbols")
    for where, _key, entry in named_entries(check, catalog, "locations", "location"):
        check.member(where, entry.get("region"), ids(catalog, "regions"), "region")
        check.integer(where, entry, "index", low=0, optional=True)
        check.members(where, entry, "tags", ids(catalog, "location_tags"))
        check.member(where, entry.get("production"), ids(catalog, "resources"), "production", optional=True)
        check.member(where, entry.get("symbol"), symbols, "symbol", optional=True)
        check.member(where, entry.get("skill"), ids(catalog, "skills"), "skill", optional=True)
        check.is_list(where, entry.get("effect_icons", []), "effect_icons")
        if entry.get("effect") is not None:
            check_effect(check, where, entry["effect"], catalog)


def _card_common(check: Checker, where: str, entry: dict, catalog: dict) -> None:
    years = catalog.get("limits", {}).get("campaign_years", 6)
    year = entry.get("year")
    if year is not None and year != "lock" and not (isinstance(year, int) and 1 <= year <= years):
        check.fail(where, f"year must be 1..{years}, \"lock\" or null")
    check.integer(where, entry, "copies", low=1)
    check.member(where, entry.get("skill"), ids(catalog, "skills"), "skill", optional=True)
    tags = entry.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        check.fail(where, "tags must be a list of strings")


def check_assets(check: Checker, catalog: dict) -> None:
    for where, _key, entry in named_entries(check, catalog, "assets", "asset"):
        _card_common(check, where, entry, catalog)
        check.integer(where, entry, "points", low=0)
        if not isinstance(entry.get("play"), bool):
            check.fail(where, "play must be true or false")
        check.is_list(where, entry.get("icons", []), "icons")
        if entry.get("effect") is not None:
            check_effect(check, where, entry["effect"], catalog)
        slots = entry.get("slots", [])
        if check.is_list(where, slots, "slots"):
            for number, slot in enumerate(slots, start=1):
                _slot(check, f"{where}: slot {number}", slot, catalog)


def _slot(check: Checker, where: str, slot, catalog: dict) -> None:
    if not check.is_dict(where, slot):
        return
    check.member(where, slot.get("type"), ids(catalog, "resources"), "type", optional=True)
    sides = catalog.get("components", {}).get("die_sides", 6)
    check.integer(where, slot, "value", low=1, high=sides, optional=True)
    check.member(where, slot.get("region"), ids(catalog, "regions"), "region", optional=True)


def check_obstacles(check: Checker, catalog: dict) -> None:
    for where, _key, entry in named_entries(check, catalog, "obstacles", "obstacle"):
        _card_common(check, where, entry, catalog)
        for field in ("difficulty", "hindrance", "progress"):
            check.integer(where, entry, field, low=0)
        placement = entry.get("placement")
        if not isinstance(placement, list) or not placement:
            check.fail(where, "placement must be a non-empty list of selectors")
        for field in ("placement", "move_toward"):
            for selector in entry.get(field) or []:
                check_selector(check, where, selector, catalog, field)
        _stress(check, where, entry.get("stress"), catalog)
        check.paragraphs(where, entry, "text")
        check.members(where, entry, "resources", ids(catalog, "resources"))
        activation = entry.get("activation")
        if check.is_dict(where, activation, "activation"):
            check.member(where, activation.get("effect"), ACTIVATIONS, "activation effect")
            if not isinstance(activation.get("repeat", False), bool):
                check.fail(where, "activation repeat must be true or false")


def _stress(check: Checker, where: str, stress, catalog: dict) -> None:
    if check.is_dict(where, stress, "stress"):
        for kind in stress:
            check.member(where, kind, set(catalog.get("stress_types") or []), "stress type")
            check.integer(f"{where}: stress", stress, kind, low=0)
