"""Reading card facts from the campaign's catalog dict (docs/sixwinters-catalog.md).

The rules never name a skill, resource, region or card: they ask the catalog copied
into the game state. Cards are named by their catalog key (e.g. "War Machines (2)",
the locked copies); decks are lists of keys, one entry per copy.
"""

from __future__ import annotations

from domain.kernel import RuleViolation

LOCKED = "lock"


def skill_ids(catalog: dict) -> list[str]:
    return [skill["id"] for skill in catalog["skills"]]


def skill_max(catalog: dict) -> int:
    return catalog.get("skill_max", 5)


def limit(catalog: dict, name: str, default: int) -> int:
    return catalog.get("limits", {}).get(name, default)


def _entry(catalog: dict, section: str, key: str, what: str) -> dict:
    entry = catalog.get(section, {}).get(key)
    if entry is None:
        raise RuleViolation("sixwinters.card.unknown", f"no {what} called {key!r} in this campaign's catalog")
    return entry


def _reader(section: str, what: str):
    """A reader of one catalog section: `reader(catalog, key)` is the entry, or a RuleViolation."""
    def read(catalog: dict, key: str) -> dict:
        return _entry(catalog, section, key, what)
    read.__name__ = what.replace(" ", "_")
    read.__doc__ = f"The {what} called `key` in the campaign's catalog."
    return read


character = _reader("characters", "character")
asset = _reader("assets", "asset")
obstacle = _reader("obstacles", "obstacle")
location = _reader("locations", "location")
scenario = _reader("scenarios", "scenario")
scene = _reader("scenes", "scene")
winter_action = _reader("winter_actions", "winter action")


# Winter actions whose effect the rulebook never states: the catalog holds a reading, and the
# campaign option named here (docs/rules-notes.md) may leave the effect to the table instead.
READ_BY_OPTION = {"Ritual of Cleaving": "ritual_of_cleaving"}


def winter_effect(catalog: dict, campaign: dict, name: str) -> dict:
    """What the winter action does in this campaign: the catalog's effect, unless the group
    chose to apply an unwritten one by hand (then it is recorded as "unspecified")."""
    option = READ_BY_OPTION.get(name)
    if option and campaign.get("options", {}).get(option) == "by-table":
        return {"op": "unspecified"}
    return winter_action(catalog, name)["effect"]


def card(catalog: dict, kind: str, key: str) -> dict:
    """kind is "assets" or "obstacles"."""
    return asset(catalog, key) if kind == "assets" else obstacle(catalog, key)


def copies(catalog: dict, kind: str) -> list[tuple[str, object]]:
    """Every physical card of a kind as (key, year), one pair per copy; year "lock" = locked."""
    return [
        (key, entry.get("year")) for key, entry in catalog.get(kind, {}).items() for _ in range(entry.get("copies", 1))
    ]


def abilities(catalog: dict, name: str) -> list[dict]:
    """The character's ability cards in unlock order (rulebook "Character Abilities")."""
    return sorted(character(catalog, name).get("abilities", []), key=lambda card: card["level"])


def reserve_actions(catalog: dict, name: str) -> list[str]:
    action = character(catalog, name).get("reserve_action")
    return [action] if action else []


def scenario_scenes(catalog: dict, name: str) -> list[dict]:
    """The scenario's scenes in play order."""
    scenes = [scene(catalog, key) for key in scenario(catalog, name).get("scenes", [])]
    return sorted(scenes, key=lambda entry: entry.get("order", 0))


def location_matches(catalog: dict, spec: str, name: str) -> bool:
    """A placement like "location:Arankh", "tag:urban", "region:empire" or "any" fits a location."""
    if spec in ("any", None):
        return True
    kind, _, value = spec.partition(":")
    if kind == "location":
        return name == value
    entry = location(catalog, name)
    if kind == "tag":
        return value in entry.get("tags", [])
    if kind == "region":
        return entry.get("region") == value
    return False


def matches_gift(catalog: dict, key: str, gift: dict) -> bool:
    """An asset fits a winter gift (Forager: any asset; Smuggler: an asset with a drug tag,
    "mind-altering drug" included)."""
    tags = gift.get("asset_tags") or []
    return not tags or tagged(asset(catalog, key).get("tags", []), tags)


def tagged(tags: list, wanted) -> bool:
    """A card's tags name one of `wanted` as the cards' words read: a tag is its last words'
    kind ("magical gear" is gear, "shapechange spell" a spell, "mind-altering drug" a drug),
    never its first ones' ("weapon enhancement" is no weapon); case does not matter
    (docs/rules-notes.md, "Location setup text")."""
    kinds = [want.lower().split() for want in wanted]
    return any(kind and tag.lower().split()[-len(kind):] == kind for tag in tags for kind in kinds)


def unmet_requirements(catalog: dict, entry: dict, campaign: dict) -> list[str]:
    """Why a scenario is not available now (rulebook "Scenario Requirement"); [] = available."""
    year, unmet = campaign["year"], []
    if entry.get("year_min") and year < entry["year_min"]:
        unmet.append(f"it becomes available in year {entry['year_min']} (this is year {year})")
    if entry.get("year_max") and year > entry["year_max"]:
        unmet.append(f"it is played up to year {entry['year_max']} (this is year {year})")
    requires = entry.get("requires") or {}
    for name in requires.get("locations", []):
        if name not in campaign["map"]:
            unmet.append(f"{name} must be on the map")
    won = {item["scenario"] for item in campaign["history"] if item.get("result") == "success"}
    for name in requires.get("scenarios_won", []):
        if name not in won:
            unmet.append(f"{name} must have been completed successfully")
    return unmet
