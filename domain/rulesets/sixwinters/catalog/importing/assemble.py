"""Builds a full catalog from what the readers found, falling back to the built-in catalog
for what the spreadsheets do not hold, and saying so in ``notes``.

Fallbacks (docs/sixwinters-catalog.md, "What an import falls back to"):
- game-wide rule facts (trade, travel symbols, stress types, seasons, components, limits,
  grid) come from the built-in V24.0 catalog;
- a built-in scenario is kept when all its scenes were imported and every name it refers
  to exists in the import; its scenes then take the built-in scene completion codes;
- the built-in standard map is kept when all its locations were imported and it still
  satisfies the map rules;
- winter actions named by characters but unknown to the built-in catalog get ``unspecified``.
"""
from __future__ import annotations

import copy
from collections import Counter

from ..errors import CatalogError
from ..layout import layout_problems
from ..validate import validate
from .markup import table

RULE_FACTS = ("trade", "skill_max", "travel_symbols", "stress_types", "seasons", "components",
              "limits", "map_grid")


def resources(token_counts: Counter) -> list[dict]:
    """All resources in wheel order; each named by the token the export uses most."""
    found = []
    for item in table()["resources"]:
        token = max(item["tokens"], key=lambda t: (token_counts.get(t, 0), t == next(iter(item["tokens"]))))
        found.append({"id": item["id"], "name": item["tokens"][token], "colour": item["colour"],
                      "production": item["production"]})
    return found


def assemble(parts: dict, base: dict, notes: list[str]) -> dict:
    catalog = {"format": 1, "id": f"import-{parts['folder']}", "title": f"Six Winters cards "
               f"imported from {parts['folder']}", "rules_version": base["rules_version"],
               "source": f"import:{parts['folder']}", "notes": notes}
    catalog.update({key: copy.deepcopy(base[key]) for key in RULE_FACTS})
    notes.append("Rule facts not in the spreadsheets (trade, travel symbols, seasons, "
                 "components, limits, grid) come from the built-in V24.0 catalog.")
    _lists(catalog, parts, base)
    catalog["characters"] = parts["characters"]
    catalog["starting_characters"] = [n for n in base["starting_characters"] if n in parts["characters"]]
    catalog["winter_actions"] = _winter_actions(base, parts["characters"], catalog["skills"], notes)
    for section in ("locations", "assets", "obstacles", "scenes"):
        catalog[section] = parts[section]
    limits = catalog["limits"]
    for character in catalog["characters"].values():
        character["momentum"] = {"threshold": limits["momentum_threshold"],
                                 "slots": limits["momentum_slots"]}
    catalog["scenarios"] = {}
    _keep_scenarios(catalog, base, notes)
    _keep_standard_map(catalog, base, notes)
    return catalog


def _lists(catalog: dict, parts: dict, base: dict) -> None:
    """Resources (wheel order), skills, regions and location tags of the import."""
    catalog["resources"] = resources(parts["token_counts"])
    for resource in catalog["resources"]:  # facts of the rulebook, not of the cards
        known = next((r for r in base["resources"] if r["id"] == resource["id"]), {})
        if "explode_faces" in known:
            resource["explode_faces"] = copy.deepcopy(known["explode_faces"])
    catalog["trade"]["wheel"] = [r["id"] for r in catalog["resources"]]
    catalog["skills"] = parts["skills"]
    catalog["regions"] = [{"id": r["id"], "name": r["name"]} for r in table()["regions"]]
    catalog["home_region"] = next((r["id"] for r in table()["regions"] if r.get("home")), None)
    catalog["location_tags"] = [{"id": t, "name": t.title()} for t in parts["tags"]]


def _winter_actions(base: dict, characters: dict, skills: list, notes: list[str]) -> dict:
    actions = copy.deepcopy(base["winter_actions"])
    known = {s["id"] for s in skills}
    for name, action in actions.items():
        if not set(action["effect"].get("skills") or []) <= known:
            action["effect"] = {"op": "unspecified"}
            notes.append(f"winter action {name!r}: its built-in effect names skills this import "
                         "does not have; kept as 'unspecified'")
    for character in characters.values():
        name = character.get("reserve_action")
        if name and name not in actions:
            actions[name] = {"name": name, "effect": {"op": "unspecified"}}
    return actions


def _keep_scenarios(catalog: dict, base: dict, notes: list[str]) -> None:
    for key, scenario in base["scenarios"].items():
        missing = [s for s in scenario["scenes"] if s not in catalog["scenes"]]
        if missing:
            notes.append(f"built-in scenario {key!r} not kept: scenes {missing} are not in the import")
            continue
        saved = copy.deepcopy(catalog["scenes"])
        catalog["scenarios"][key] = copy.deepcopy(scenario)
        for order, name in enumerate(scenario["scenes"], start=1):
            catalog["scenes"][name].update(scenario=key, order=order,
                                           completion=copy.deepcopy(base["scenes"][name]["completion"]))
        try:
            validate(catalog, "import")
        except CatalogError as error:
            del catalog["scenarios"][key]
            catalog["scenes"] = saved
            notes.append(f"built-in scenario {key!r} not kept: {error.errors[0]}")
        else:
            notes.append(f"built-in scenario {key!r} kept (its scenes take the built-in completion codes)")


def _keep_standard_map(catalog: dict, base: dict, notes: list[str]) -> None:
    layout = base.get("standard_map")
    names = [cell["location"] for cell in layout["cells"]] if layout else []
    missing = [n for n in names if n not in catalog["locations"]]
    problems = [] if missing else layout_problems(catalog, layout)
    if layout and not missing and not problems:
        catalog["standard_map"] = copy.deepcopy(layout)
        notes.append("the built-in standard map is kept (all its locations were imported)")
        return
    catalog["standard_map"] = None
    why = f"locations {missing} are not in the import" if missing else problems[0][1]
    notes.append(f"no standard map: {why}; build one and check it with catalog.validate_layout")
