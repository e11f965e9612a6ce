"""The Winter Phase as fields of the winter-phase move: each idle character's rest or training
(rules/winter.py) and the reserve actions they may take (rules/reserve.py), every target,
skill, card and location enumerated. Fields of an action depend on the character and the
action chosen (a `by` on each). Characters and locations are listed in the order of their
names, never the order the state happens to hold them (a snapshot's state holds its keys
sorted)."""
from __future__ import annotations

from collections import Counter

from domain.kernel.moves import by, choices, each, text

from ..rules import facts
from ..rules import production
from ..rules.reserve import clearable, condition_names



def trainable(catalog: dict, skills: dict) -> list[str]:
    return [skill for skill in facts.skill_ids(catalog) if skills.get(skill, 0) < facts.skill_max(catalog)]


def winter_choices_field(catalog: dict, campaign: dict, idle: list) -> dict:
    """Rest or train for every idle character; with option winter_apply "immediately", the
    skill trained or the condition rested off is named now."""
    now = campaign["options"]["winter_apply"] == "immediately"
    sheets = campaign["sheets"]
    options = {name: ["rest", "train"] if not now or trainable(catalog, sheets[name]["skills"]) else ["rest"]
               for name in idle}
    member = {"character": choices(idle), "choice": by("character", {n: choices(o) for n, o in options.items()})}
    if now:
        member["skill"] = by("choice", {"train": by("character", {
            n: choices(trainable(catalog, sheets[n]["skills"])) for n in idle if "train" in options[n]})})
        member["condition"] = by("choice", {"rest": by("character", {
            n: choices(list(dict.fromkeys(condition_names(sheets[n]["conditions"]))), min=0)
            for n in idle if sheets[n]["conditions"]})})
    return each(member, min=len(idle), max=len(idle), distinct="character")


def reserve_actions_field(catalog: dict, campaign: dict, idle: list) -> dict | None:
    """At most one reserve action per idle character, with what each action needs."""
    options = {name: _actions(catalog, campaign, idle, name) for name in idle}
    options = {name: acts for name, acts in options.items() if acts}
    if not options:
        return None
    _share_burns(campaign, options)
    options = {name: acts for name, acts in options.items() if acts}
    if not options:
        return None
    member = {"character": choices(list(options)),
              "action": by("character", {name: choices(list(acts)) for name, acts in options.items()})}
    for field in ("target", "skill", "condition", "card", "location", "resource", "note"):
        cases = {name: by("action", {act: spec[field] for act, spec in acts.items() if field in spec})
                 for name, acts in options.items()}
        cases = {name: case for name, case in cases.items() if case["cases"]}
        if cases:
            member[field] = by("character", cases)
    return each(member, min=0, max=len(options), distinct="character")


def _actions(catalog: dict, campaign: dict, idle: list, actor: str) -> dict:
    """action -> {field: spec} for the actions the character can take this winter."""
    found = {}
    for name in campaign["sheets"][actor]["reserve_actions"]:
        effect = facts.winter_effect(catalog, campaign, name)
        spec = FIELDS.get(effect["op"], _unspecified)(catalog, campaign, idle, actor, effect)
        if spec is not None:
            found[name] = spec
    return found


def _targets(campaign: dict, idle: list, actor: str, effect: dict) -> list[str]:
    kind = effect.get("target", "any")
    pool = idle if kind == "other-reserve" else [n for n, s in sorted(campaign["sheets"].items()) if s["unlocked"]]
    return [name for name in pool if not (kind.startswith("other") and name == actor)]


def _clear_condition(catalog, campaign, idle, actor, effect):
    sheets = campaign["sheets"]
    targets = [t for t in _targets(campaign, idle, actor, effect) if clearable(sheets[t]["conditions"], effect)]
    if not targets:
        return None
    return {"target": choices(targets), "condition": by("target", {
        t: choices(list(dict.fromkeys(condition_names(clearable(sheets[t]["conditions"], effect))))) for t in targets})}


def _raise_skill(catalog, campaign, idle, actor, effect):
    sheets, top = campaign["sheets"], facts.skill_max(catalog)
    teacher = sheets[actor]["skills"]
    taught = {}
    for target in _targets(campaign, idle, actor, effect):
        skills = []
        for skill in effect.get("skills", []):
            new = sheets[target]["skills"].get(skill, 0) + effect.get("amount", 1)
            if new <= top and (effect.get("max") != "teacher-rank" or new <= teacher.get(skill, 0)):
                skills.append(skill)
        if skills:
            taught[target] = skills
    if not taught:
        return None
    return {"target": choices(list(taught)), "skill": by("target", {t: choices(s) for t, s in taught.items()})}


def _raise_stress_base(catalog, campaign, idle, actor, effect):
    sheets = campaign["sheets"]
    targets = [t for t in _targets(campaign, idle, actor, effect)
               if sheets[t]["stress"][effect["stress"]] + effect.get("amount", 1) <= effect.get("max", 6)]
    return {"target": choices(targets)} if targets else None


def _burn_obstacle(catalog, campaign, idle, actor, effect):
    deck = campaign["decks"]["obstacles"]
    cards = [key for key in dict.fromkeys(deck)
             if set(facts.obstacle(catalog, key).get("tags", [])) & set(effect.get("tags", []))]
    return {"card": choices(cards), "_burn": True} if cards else None


def _extra_asset(catalog, campaign, idle, actor, effect):
    return {"target": choices(_targets(campaign, idle, actor, effect))}


def _improve_production(catalog, campaign, idle, actor, effect):
    """A new token is offered only while the box holds one for every idle character who could
    place one this winter, so no combination of offered actions asks for a token the box lacks."""
    resources = [effect["resource"]] if effect.get("resource") else [r["id"] for r in catalog["resources"]]
    free = production.in_box(catalog) - production.in_use(campaign["map"])
    box_empty = free < max(1, _planners(catalog, campaign, idle))
    open_ = {}
    for where, place in sorted(campaign["map"].items()):
        improved = {p["type"] for p in place["production"] if p["improved"]}
        held = {p["type"] for p in place["production"]}
        left = [r for r in resources if r not in improved and (r in held or not box_empty)]
        if left:
            open_[where] = left
    if not open_:
        return None
    spec = {"location": choices(list(open_))}
    if not effect.get("resource"):
        spec["resource"] = by("location", {where: choices(left) for where, left in open_.items()})
    return spec


def _planners(catalog: dict, campaign: dict, idle: list) -> int:
    """Idle characters holding an action that improves production."""
    return sum(1 for name in idle if any(
        facts.winter_effect(catalog, campaign, action)["op"] == "improve-production"
        for action in campaign["sheets"][name]["reserve_actions"]))


def _unspecified(catalog, campaign, idle, actor, effect):
    unlocked = [n for n, s in sorted(campaign["sheets"].items()) if s["unlocked"]]
    return {"target": choices(unlocked, min=0), "note": text(max=4000)}


def _share_burns(campaign: dict, options: dict) -> None:
    """Two characters burning from the one obstacle deck: each may only name a card the deck
    holds enough copies of for all of them, so their actions never ask for the same last copy."""
    burners = [name for name, acts in options.items() if any(spec.get("_burn") for spec in acts.values())]
    copies = Counter(campaign["decks"]["obstacles"])
    for name, acts in options.items():
        for act, spec in list(acts.items()):
            if not spec.pop("_burn", False):
                continue
            if len(burners) > 1:
                kept = [card for card in spec["card"]["choices"] if copies[card] >= len(burners)]
                if not kept:
                    del acts[act]
                    continue
                spec["card"] = choices(kept)


FIELDS = {"clear-condition": _clear_condition, "raise-skill": _raise_skill, "raise-stress-base": _raise_stress_base,
          "burn-obstacle": _burn_obstacle, "extra-archive-asset": _extra_asset,
          "improve-production": _improve_production}
