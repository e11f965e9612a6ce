"""Checks for the cross-references inside a catalog: selectors and effect codes.

A *selector* names where something goes (an obstacle's starting location type, a scene's
location, an obstacle's movement target): ``any``, ``location:<name>``, ``region:<id>``,
``tag:<id>``, ``scene-location`` or ``lowest-skill:<skill>``. Effects are our own short
codes: a dict with ``op`` plus fields whose names say what they refer to.
"""
from __future__ import annotations

from .checker import Checker

SELECTOR_KINDS = ("any", "scene-location", "location", "region", "tag", "lowest-skill")

# effect field -> the catalog section (or id list) its value must name
_REFERENCE_FIELDS = {
    "obstacle": "obstacles",
    "asset": "assets",
    "location": "locations",
    "action": "winter_actions",
}
_ID_FIELDS = {"resource": "resources", "region": "regions", "stress": "stress_types"}


def ids(catalog: dict, section: str) -> set[str]:
    """The ids of a list section (resources, skills, regions, location_tags, seasons)."""
    values = catalog.get(section) or []
    return {item["id"] if isinstance(item, dict) else item for item in values
            if isinstance(item, (dict, str)) and (not isinstance(item, dict) or "id" in item)}


def check_selector(check: Checker, where: str, selector, catalog: dict, field: str) -> None:
    """One selector string; errors say which part is unknown."""
    if not isinstance(selector, str):
        check.fail(where, f"{field} must be a selector string")
        return
    kind, _, name = selector.partition(":")
    if kind not in SELECTOR_KINDS or (kind in ("any", "scene-location")) != (name == ""):
        check.fail(where, f"{field} {selector!r} is not a selector "
                          "(any, scene-location, location:NAME, region:ID, tag:ID, lowest-skill:SKILL)")
        return
    known = {
        "location": set(catalog.get("locations") or {}),
        "region": ids(catalog, "regions"),
        "tag": ids(catalog, "location_tags"),
        "lowest-skill": ids(catalog, "skills"),
    }.get(kind)
    if known is not None and name not in known:
        check.fail(where, f"{field} {selector!r}: unknown {kind} {name!r}")


def check_effect(check: Checker, where: str, effect, catalog: dict) -> None:
    """An effect code dict: has an ``op`` and its references exist."""
    if not isinstance(effect, dict) or not isinstance(effect.get("op"), str):
        check.fail(where, "effect must be a table with an 'op' string")
        return
    for field, section in _REFERENCE_FIELDS.items():
        value = effect.get(field)
        if value is not None and value not in (catalog.get(section) or {}):
            check.fail(where, f"{effect['op']}: unknown {field} {value!r}")
    for field, section in _ID_FIELDS.items():
        value = effect.get(field)
        if isinstance(value, str) and value not in ids(catalog, section):
            check.fail(where, f"{effect['op']}: unknown {field} {value!r}")
    for skill in effect.get("skills") or []:
        if skill not in ids(catalog, "skills"):
            check.fail(where, f"{effect['op']}: unknown skill {skill!r}")
    if isinstance(effect.get("at"), str):
        check_selector(check, where, effect["at"], catalog, "at")
    for number, option in enumerate(effect.get("options") or [], start=1):
        check_effect(check, f"{where}: option {number}", option, catalog)


def check_effects(check: Checker, where: str, entry: dict, field: str, catalog: dict) -> None:
    effects = entry.get(field, [])
    if check.is_list(where, effects, field):
        for number, effect in enumerate(effects, start=1):
            check_effect(check, f"{where}: {field} {number}", effect, catalog)
