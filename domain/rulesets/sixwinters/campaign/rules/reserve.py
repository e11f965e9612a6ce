"""Reserve (winter) actions of idle characters (rulebook "Winter Phase" reference section).

The catalog's ``winter_actions`` says what each action does (an ``op`` and its limits);
this module checks the limits and computes the change. Actions whose effect the catalog
marks "unspecified" are recorded and their effect is entered with ``adjust``.
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation

from . import production
from .. import events as ev
from ..state import campaign_copy
from . import facts


def condition_names(conditions: list) -> list[str]:
    return [c.get("name", "") if isinstance(c, dict) else str(c) for c in conditions]


def clearable(conditions: list, effect: dict) -> list:
    """The conditions a clear-condition action may remove: any (`condition` null), or only
    curses (`"curse"`: a condition that sets a skill to zero, the Ritual of Cleaving)."""
    if effect.get("condition") == "curse":
        return [c for c in conditions if isinstance(c, dict) and "skill" in c]
    return list(conditions)


def decide_actions(catalog: dict, campaign: dict, idle: list, actions: list) -> list[Event]:
    """One event per reserve action; each idle character takes at most one."""
    actors = [action["character"] for action in actions]
    if len(set(actors)) != len(actors):
        raise RuleViolation("sixwinters.reserve.one-each", "a character takes one reserve action per winter")
    pending = {"obstacles": list(campaign["decks"]["obstacles"]), "taken": [], "new_tokens": set()}
    return [Event(ev.RESERVE_ACTION_TAKEN, _decide(catalog, campaign, idle, action, pending)) for action in actions]


def _decide(catalog: dict, campaign: dict, idle: list, action: dict, pending: dict) -> dict:
    actor, name = action["character"], action["action"]
    if actor not in idle:
        raise RuleViolation(
            "sixwinters.reserve.idle",
            f"{actor} took part in last year's scenario; only characters in reserve act in winter",
        )
    if name not in campaign["sheets"][actor]["reserve_actions"]:
        raise RuleViolation("sixwinters.reserve.unlocked", f"{actor} does not have the reserve action {name!r}")
    effect = facts.winter_effect(catalog, campaign, name)
    handler = HANDLERS.get(effect["op"], _unspecified)
    return {
        "character": actor,
        "action": name,
        "op": effect["op"],
        **handler(catalog, campaign, idle, action, effect, pending),
    }


def _target(campaign: dict, idle: list, action: dict, effect: dict) -> str:
    """ "other-reserve": another idle character; "other": another unlocked one; "any": anyone unlocked."""
    target, actor = action.get("target"), action["character"]
    sheet = campaign["sheets"].get(target)
    if sheet is None or not sheet["unlocked"]:
        raise RuleViolation(
            "sixwinters.reserve.target", f"{action['action']} needs an unlocked character as target, not {target!r}"
        )
    kind = effect.get("target", "any")
    if kind.startswith("other") and target == actor:
        raise RuleViolation(
            "sixwinters.reserve.target", f"{action['action']} acts on another character, not on {actor}"
        )
    if kind == "other-reserve" and target not in idle:
        raise RuleViolation("sixwinters.reserve.target", f"{target} is not in reserve this winter")
    return target


def _clear_condition(catalog, campaign, idle, action, effect, pending) -> dict:
    target = _target(campaign, idle, action, effect)
    conditions = clearable(campaign["sheets"][target]["conditions"], effect)
    names = condition_names(conditions)
    wanted = action.get("condition") or (names[0] if names else None)
    if wanted not in names:
        kind = "curse" if effect.get("condition") == "curse" else "condition"
        raise RuleViolation("sixwinters.reserve.condition", f"{target} has no {kind} {wanted!r} to clear")
    return {"target": target, "condition": conditions[names.index(wanted)]}


def _raise_skill(catalog, campaign, idle, action, effect, pending) -> dict:
    """Military Tactician: +1 in one of the taught skills, never beyond the teacher's rank."""
    target, skill = _target(campaign, idle, action, effect), action.get("skill")
    if skill not in effect.get("skills", []):
        raise RuleViolation(
            "sixwinters.reserve.skill",
            f"{action['action']} teaches {' or '.join(effect.get('skills', []))}, not {skill!r}",
        )
    now = campaign["sheets"][target]["skills"].get(skill, 0)
    new = now + effect.get("amount", 1)
    teacher = campaign["sheets"][action["character"]]["skills"].get(skill, 0)
    if effect.get("max") == "teacher-rank" and new > teacher:
        raise RuleViolation(
            "sixwinters.reserve.teacher-rank",
            f"{action['character']} has {skill} {teacher} and cannot teach {target} beyond it (to {new})",
        )
    if new > facts.skill_max(catalog):
        raise RuleViolation(
            "sixwinters.skills.max", f"{target}'s {skill} is already {now}; skills go up to {facts.skill_max(catalog)}"
        )
    return {"target": target, "skill": skill, "from": now, "to": new}


def _raise_stress_base(catalog, campaign, idle, action, effect, pending) -> dict:
    """Deathtouched: a base stress value +1, never beyond the effect's maximum (6)."""
    target, stress = _target(campaign, idle, action, effect), effect["stress"]
    now = campaign["sheets"][target]["stress"][stress]
    new = now + effect.get("amount", 1)
    if new > effect.get("max", 6):
        raise RuleViolation(
            "sixwinters.reserve.stress-max",
            f"{target}'s base {stress} is {now}; {action['action']} raises it to {effect.get('max', 6)} at most",
        )
    return {"target": target, "stress": stress, "from": now, "to": new}


def _burn_obstacle(catalog, campaign, idle, action, effect, pending) -> dict:
    """Assassin, Hunter, Hollow Promises, Sabotage: burn an obstacle with a listed tag from the deck."""
    key = action.get("card")
    if key not in pending["obstacles"]:
        raise RuleViolation("sixwinters.reserve.card", f"{key!r} is not in the obstacle deck")
    tags = facts.obstacle(catalog, key).get("tags", [])
    wanted = " or ".join(effect.get("tags", []))
    if not set(tags) & set(effect.get("tags", [])):
        raise RuleViolation(
            "sixwinters.reserve.card-tag",
            f"{action['action']} burns a {wanted} obstacle; {key} is {', '.join(tags) or 'untagged'}",
        )
    pending["obstacles"].remove(key)
    return {"card": key}


def _extra_asset(catalog, campaign, idle, action, effect, pending) -> dict:
    """Forager, Smuggler: a character may start with one more archived asset (step 7)."""
    target = _target(campaign, idle, action, effect)
    return {"target": target, "asset_tags": list(effect.get("asset_tags", []))}


def _improve_production(catalog, campaign, idle, action, effect, pending) -> dict:
    """Strategic Planning: one resource capability at one location goes up a level. A new
    token comes from the box, so the winter's actions together place no more than it holds;
    each action's level is counted from the map as the winter found it."""
    where, resource = action.get("location"), effect.get("resource") or action.get("resource")
    if where not in campaign["map"]:
        raise RuleViolation("sixwinters.reserve.location", f"{where!r} is not on the campaign map")
    if resource not in [r["id"] for r in catalog["resources"]]:
        raise RuleViolation("sixwinters.reserve.resource", f"name the resource to improve, not {resource!r}")
    current = [p for p in campaign["map"][where]["production"] if p["type"] == resource]
    if current and current[0]["improved"]:
        raise RuleViolation("sixwinters.reserve.production-max", f"{where} already has improved {resource} production")
    if not current and (where, resource) not in pending["new_tokens"]:
        if production.in_use(campaign["map"]) + len(pending["new_tokens"]) >= production.in_box(catalog):
            raise RuleViolation("sixwinters.map.production-tokens",
                                f"all {production.in_box(catalog)} resource production tokens are on the map "
                                f"or placed by this winter's other actions: none is left for {resource} at {where}")
        pending["new_tokens"].add((where, resource))
    return {"location": where, "resource": resource, "to": "improved" if current else "base"}


def _unspecified(catalog, campaign, idle, action, effect, pending) -> dict:
    return {"target": action.get("target"), "note": action.get("note", "")}


HANDLERS = {
    "clear-condition": _clear_condition,
    "raise-skill": _raise_skill,
    "raise-stress-base": _raise_stress_base,
    "burn-obstacle": _burn_obstacle,
    "extra-archive-asset": _extra_asset,
    "improve-production": _improve_production,
}


def evolve_action(game: dict, data: dict) -> dict:
    """Apply one reserve action to the campaign (the event carries the computed change)."""
    game, campaign = campaign_copy(game, "sheets", "decks", "burned", "session", "map")
    op, sheets = data["op"], campaign["sheets"]
    if op == "clear-condition" and data["condition"] in sheets[data["target"]]["conditions"]:
        sheets[data["target"]]["conditions"].remove(data["condition"])
    elif op == "raise-skill":
        sheets[data["target"]]["skills"][data["skill"]] = data["to"]
    elif op == "raise-stress-base":
        sheets[data["target"]]["stress"][data["stress"]] = data["to"]
    elif op == "burn-obstacle" and data["card"] in campaign["decks"]["obstacles"]:
        campaign["decks"]["obstacles"].remove(data["card"])
        campaign["burned"]["obstacles"].append(data["card"])
    elif op == "extra-archive-asset":
        campaign["session"].setdefault("gifts", []).append(
            {"character": data["target"], "asset_tags": data["asset_tags"]}
        )
    elif op == "improve-production":
        _set_production(campaign["map"][data["location"]], data["resource"], data["to"])
    return game


def _set_production(place: dict, resource: str, level: str) -> None:
    others = [p for p in place["production"] if p["type"] != resource]
    place["production"] = others + [{"type": resource, "improved": level == "improved"}]
