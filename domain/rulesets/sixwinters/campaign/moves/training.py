"""Unspent winter years as fields of the choose-characters move (rulebook "Choose Characters":
"apply any unspent training and resting years now"; rules/winter.py `apply_pending`)."""
from __future__ import annotations

from domain.kernel.moves import by, choices, each, sub_multisets

from ..rules import facts
from ..rules.reserve import condition_names


def pending_years(campaign: dict, name: str) -> tuple[int, int]:
    """(training years, resting years) written on the sheet and not applied yet."""
    pending = [entry["choice"] for entry in campaign["sheets"][name]["winter"] if not entry["applied"]]
    return pending.count("train"), pending.count("rest")


def skill_raises(catalog: dict, skills: dict, years: int) -> list[list[str]]:
    """Every way to spend `years` training years (one skill each, none beyond the maximum)."""
    room = [skill for skill in facts.skill_ids(catalog)
            for _ in range(facts.skill_max(catalog) - skills.get(skill, 0))]
    return sub_multisets(room, years, years)


def training_field(catalog: dict, campaign: dict, years: dict) -> dict | None:
    """character -> the skills raised, for each chosen character with training years."""
    if not years:
        return None
    sheets = campaign["sheets"]
    member = {"character": choices(sorted(years)), "skills": by("character", {
        name: choices(skill_raises(catalog, sheets[name]["skills"], count)) for name, count in years.items()})}
    return each(member, min=len(years), max=len(years), distinct="character")


def rest_field(campaign: dict, years: dict) -> dict | None:
    """character -> the conditions removed (optional: the oldest go first), one per rest year."""
    sheets = campaign["sheets"]
    cured = {}
    for name, count in years.items():
        names = condition_names(sheets[name]["conditions"])
        count = min(count, len(names))
        if count:
            cured[name] = sub_multisets(names, count, count)
    if not cured:
        return None
    member = {"character": choices(sorted(cured)), "conditions": by("character", {
        name: choices(picks) for name, picks in cured.items()})}
    return each(member, min=0, max=len(cured), distinct="character")
