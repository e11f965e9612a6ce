"""Session Start step 4, the Winter Phase (rulebook "Winter Phase (Years 2-6)", "Choose
Characters" and the "Winter Phase" reference section).

Each character who sat out the previous scenario rests or trains; the choice is written on
the sheet for the previous year and applied when the character is next chosen (or at once:
option ``winter_apply``, reading R2). Idle characters may also take their reserve action
(rules/reserve.py).
"""

from __future__ import annotations

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy, sheets_of
from . import facts, reserve
from ..guards import require_start_step
from .steps import done, step_data

CHOICES = ("rest", "train")


def condition_name(condition) -> str:
    """Conditions are names, or dicts with a "name" (the table may add the skill they zero)."""
    return condition.get("name", "") if isinstance(condition, dict) else str(condition)


def idle_characters(campaign: dict) -> list[str]:
    """Unlocked characters who did not take part in the previous scenario."""
    last = campaign["history"][-1]["characters"] if campaign["history"] else []
    return [name for name, sheet in campaign["sheets"].items() if sheet["unlocked"] and name not in last]


def decide_winter(game: dict, command: dict) -> list[Event]:
    """Step 4 (years 2-6): one rest/train choice per idle character, then reserve actions."""
    campaign, catalog = game["campaign"], catalog_of(game)
    require_start_step(campaign, "winter")
    idle = idle_characters(campaign)
    choices = command["choices"]
    named = [choice["character"] for choice in choices]
    if sorted(named) != sorted(idle):
        raise RuleViolation(
            "sixwinters.winter.idle-characters",
            f"each character who sat out last year rests or trains once: {', '.join(idle) or 'nobody'}",
        )
    immediately = campaign["options"]["winter_apply"] == "immediately"
    recorded = [_choice(catalog, campaign, choice, immediately) for choice in choices]
    cleared = {}
    if campaign["options"]["condition_recovery"] == "all-when-idle":
        cleared = {
            name: list(campaign["sheets"][name]["conditions"])
            for name in idle
            if campaign["sheets"][name]["conditions"]
        }
    events = [
        Event(ev.WINTER_RECORDED, step_data("winter", year=campaign["year"] - 1, choices=recorded, cleared=cleared))
    ]
    events += reserve.decide_actions(catalog, campaign, idle, command.get("reserve_actions", []))
    return events


def _choice(catalog: dict, campaign: dict, choice: dict, immediately: bool) -> dict:
    name, kind = choice["character"], choice["choice"]
    if kind not in CHOICES:
        raise RuleViolation("sixwinters.winter.choice", f"{name} either rests or trains, not {kind!r}")
    entry = {"character": name, "choice": kind, "applied": immediately}
    if not immediately:
        return entry
    sheet = campaign["sheets"][name]
    if kind == "train":
        skill = choice.get("skill")
        check_training(catalog, name, sheet["skills"], [skill])
        return {**entry, "skill": skill, "from": sheet["skills"].get(skill, 0), "to": sheet["skills"].get(skill, 0) + 1}
    conditions = rest_conditions(
        name, sheet["conditions"], 1, [choice["condition"]] if choice.get("condition") else None
    )
    return {**entry, "conditions": conditions}


def check_training(catalog: dict, name: str, skills: dict, chosen: list) -> None:
    """Training raises any skill by one, to a maximum of five (rulebook "Choose Characters")."""
    ranks = dict(skills)
    for skill in chosen:
        if skill not in facts.skill_ids(catalog):
            raise RuleViolation("sixwinters.skills.unknown", f"{skill!r} is not a skill of this game")
        if ranks.get(skill, 0) + 1 > facts.skill_max(catalog):
            raise RuleViolation(
                "sixwinters.skills.max",
                f"{name}'s {skill} is already {ranks.get(skill, 0)}; skills go up to {facts.skill_max(catalog)}",
            )
        ranks[skill] = ranks.get(skill, 0) + 1


def rest_conditions(name: str, conditions: list, years: int, chosen: list | None) -> list:
    """The conditions a number of rest years removes: one per year, the players' pick or the oldest."""
    count = min(years, len(conditions))
    if chosen is None:
        return list(conditions[:count])
    names = [condition_name(c) for c in conditions]
    picked = []
    for wanted in chosen:
        if wanted not in names:
            raise RuleViolation(
                "sixwinters.winter.condition", f"{name} has no condition {wanted!r} (has: {', '.join(names) or 'none'})"
            )
        index = names.index(wanted)
        names[index] = None
        picked.append(conditions[index])
    if len(picked) != count:
        raise RuleViolation(
            "sixwinters.winter.rest-years",
            f"{name} rested {years} year(s): remove {count} condition(s), not {len(picked)}",
        )
    return picked


def apply_pending(catalog: dict, campaign: dict, names: list, training: dict, resting: dict) -> tuple[dict, dict]:
    """Choose Characters: unspent rest and train years of the chosen characters, as changes."""
    for name in [*training, *resting]:
        if name not in names:
            raise RuleViolation(
                "sixwinters.winter.not-chosen", f"{name} is not chosen this year; their winter years wait"
            )
    trained, rested = {}, {}
    for name in names:
        sheet = campaign["sheets"][name]
        pending = [entry["choice"] for entry in sheet["winter"] if not entry["applied"]]
        trains, rests = pending.count("train"), pending.count("rest")
        skills = list(training.get(name, []))
        if len(skills) != trains:
            raise RuleViolation(
                "sixwinters.winter.train-years",
                f"{name} trained {trains} year(s): name {trains} skill(s) to raise, not {len(skills)}",
            )
        check_training(catalog, name, sheet["skills"], skills)
        if skills:
            trained[name] = _raises(sheet["skills"], skills)
        removed = rest_conditions(name, sheet["conditions"], rests, resting.get(name)) if rests else []
        if removed:
            rested[name] = removed
    return trained, rested


def _raises(skills: dict, chosen: list) -> list[dict]:
    ranks, raises = dict(skills), []
    for skill in chosen:
        raises.append({"skill": skill, "from": ranks.get(skill, 0), "to": ranks.get(skill, 0) + 1})
        ranks[skill] = ranks.get(skill, 0) + 1
    return raises


def remove_conditions(sheet: dict, conditions: list) -> None:
    for condition in conditions:
        if condition in sheet["conditions"]:
            sheet["conditions"].remove(condition)


def apply_rest_and_training(campaign: dict, trained: dict, rested: dict) -> None:
    """Apply the changes to the sheets (in place, on evolve's copy) and mark the years spent."""
    for name, raises in trained.items():
        for change in raises:
            campaign["sheets"][name]["skills"][change["skill"]] = change["to"]
    for name, conditions in rested.items():
        remove_conditions(campaign["sheets"][name], conditions)
    for name in campaign["session"]["characters"].values():
        for entry in campaign["sheets"][name]["winter"]:
            entry["applied"] = True


def evolve_winter(game: dict, data: dict) -> dict:
    """Winter Phase: the choices on the sheets (applied now when winter_apply is immediately)."""
    named = [*(choice["character"] for choice in data["choices"]), *data.get("cleared", {})]
    game, campaign = campaign_copy(game, *sheets_of(named))
    campaign["session"] = done(campaign["session"], "winter")
    for choice in data["choices"]:
        sheet = campaign["sheets"][choice["character"]]
        sheet["winter"].append({"year": data["year"], "choice": choice["choice"], "applied": choice["applied"]})
        if choice["applied"] and choice["choice"] == "train":
            sheet["skills"][choice["skill"]] = choice["to"]
        if choice["applied"] and choice["choice"] == "rest":
            remove_conditions(sheet, choice["conditions"])
    for name, conditions in data.get("cleared", {}).items():
        remove_conditions(campaign["sheets"][name], conditions)
    return game
