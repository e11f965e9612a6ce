"""Moves that roll: a Trait, an opposed roll, Overexertion, resisting, recovering, healing, the
Path Die, death saves, Burning, resting, helping to wake."""
from __future__ import annotations

from domain.kernel import RuleViolation

from ..applying.table import pair
from ..pools import intimidation, pool
from ..rules.attacks import reach
from ..rules.rolls import overexertion_allowed
from ..rules.tribulations import recovery_pool
from ..state import HIDDEN_NAME, all_sheets, hidden, known, sheet
from ..tribulations import FACULTIES, TRIBULATIONS
from .fields import asked, by, choices, dice, die, fixed, move, rolled, some, text


def audience(state: dict, name: str) -> dict:
    """A revealed character of the Wayfinder's may roll openly or in secret (a hidden one always
    rolls in secret); a player character rolls openly."""
    found = sheet(state, name)
    return {"audience": asked(choices(("all", "gm")), "Who sees the roll", ["Everyone", "The Wayfinder only"])} \
        if found["kind"] == "npc" and not hidden(state, name) else {}


def nameable(state: dict, actor: str) -> list[dict]:
    """The sheets of the characters the actor's player may name: every one for the Wayfinder's
    characters; for a player character, those players know of (state.known)."""
    wayfinders = sheet(state, actor)["kind"] == "npc"
    return [s for s in all_sheets(state) if wayfinders or known(state, s["name"])]


def trait_moves(state: dict, name: str) -> list[dict]:
    found = []
    for trait in sheet(state, name)["traits"]:
        count = pool(state, name, trait).dice
        if count:
            found.append(move("roll-trait", f"{name} rolls {trait}", "Roll", character=fixed(name),
                              trait=fixed(trait), purpose=text(200), relies_on=choices(FACULTIES, least=0),
                              **rolled(dice=dice(count, trait.lower())), **audience(state, name)))
    return found


def opposed_moves(state: dict, name: str) -> list[dict]:
    """Against another character; the pool may differ by opponent (Intimidation's extra dice)."""
    others = [s["name"] for s in nameable(state, name) if s["name"] != name and not s["dead"]]
    found = []
    for trait in sheet(state, name)["traits"]:
        base = pool(state, name, trait).dice
        if not others or not base:
            continue
        counts = {other: base + intimidation(state, name, (other,)) for other in others}
        cases = {other: dice(count, trait.lower()) for other, count in counts.items()}
        found.append(move("roll-opposed", f"{name} rolls {trait} against another character", "Opposed roll",
                          character=fixed(name), trait=fixed(trait), opponent=choices(others), purpose=text(200),
                          roll=choices(("physical", "app")),
                          dice=by("roll", {"physical": by("opponent", cases)}), **audience(state, name)))
    return found


def overexert_moves(state: dict) -> list[dict]:
    last = state["last_roll"] or state["secret"]["last_roll"]
    if not last:
        return []
    try:
        from_rules = overexertion_allowed(state, last["character"])
    except RuleViolation:   # a roll that may not be overexerted lists nothing
        return []
    return [move("overexert", f"{last['character']} overexerts: roll all {from_rules['dice']} dice again",
                 "Roll", character=fixed(last["character"]),
                 **rolled(dice=dice(from_rules["dice"], from_rules["trait"].lower())))]


def resist_moves(state: dict) -> list[dict]:
    pending = state["pending"]
    found = []
    for name, traits in pending["waiting"].items():
        for trait in traits:
            count = pool(state, name, trait, against=(pending["by"],)).dice
            fields = {"character": fixed(name), "trait": fixed(trait)}
            fields.update(rolled(dice=dice(count, trait.lower())) if count else {})
            by = pending["by"] if known(state, pending["by"]) else HIDDEN_NAME
            found.append(move("resist", f"{name} resists {by} with {trait}", "Resist", **fields,
                              **audience(state, name)))
    return found


def recover_moves(state: dict, name: str) -> list[dict]:
    found_sheet = sheet(state, name)
    found = []
    for entry in found_sheet["tribulations"]:
        facts = TRIBULATIONS[entry["name"]]
        if not facts.recovery or (entry["name"] == "Unconscious" and found_sheet["dying"]):
            continue
        for trait in facts.recovery:
            count = recovery_pool(state, name, entry["name"], trait).dice
            if count:
                found.append(move("recover", f"{name} rolls {trait} to shake off {entry['name']}", "Recover",
                                  character=fixed(name), tribulation=fixed(entry["name"]), trait=fixed(trait),
                                  **rolled(dice=dice(count, trait.lower())), **audience(state, name)))
    return found


def heal_moves(state: dict, name: str) -> list[dict]:
    count = pool(state, name, "Survival").dice
    combat = state["combat"]
    targets = [s["name"] for s in nameable(state, name) if not s["dead"] and s["life"]["max"] is not None
               and (not combat or s["name"] == name or _close(state, name, s["name"]))]
    if not count or not targets:
        return []
    return [move("heal", f"{name} rolls Survival to heal", "Heal", healer=fixed(name),
                 targets=some(targets, reach(state, name)), **rolled(dice=dice(count, "survival")))]


def _close(state: dict, a: str, b: str) -> bool:
    return state["combat"]["distances"].get(pair(a, b)) == "Close"


def path_moves(state: dict, name: str) -> list[dict]:
    sides = sheet(state, name)["path_die"]
    if not sides or name in state["reach"]:
        return []
    return [move("roll-path-die", f"{name} rolls the Path Die to reach several targets", "Path",
                 character=fixed(name), **rolled(die=die("path", sides)))]


def death_save_moves(state: dict, name: str) -> list[dict]:
    count = pool(state, name, "Endurance").dice
    fields = rolled(target=die("death-target"), dice=dice(count, "endurance")) if count else \
        rolled(target=die("death-target"))
    return [move("death-save", f"{name} makes a death save", "Death", character=fixed(name), **fields,
                 **audience(state, name))]


def burn_moves(state: dict, name: str) -> list[dict]:
    return [move("roll-burn", f"{name} burns: roll the d4", "Turn", character=fixed(name),
                 **rolled(die=die("burning", 4)))]


def rest_moves(state: dict, name: str) -> list[dict]:
    entry = next((t for t in sheet(state, name)["tribulations"] if t["name"] == "Tired"), None)
    if entry is None or entry.get("rest"):
        return []
    if not state["combat"]:
        return [move("rest", f"{name} rests a whole scene to shake off Tired", "Recover", character=fixed(name))]
    return [move("rest", f"{name} rests for 1d6 rotations to shake off Tired", "Recover", character=fixed(name),
                 **rolled(die=die("rest")))]


def wake_moves(state: dict, helper: str) -> list[dict]:
    sleepers = [s["name"] for s in nameable(state, helper) if s["name"] != helper and not s["dead"] and not s["dying"]
                and any(t["name"] == "Unconscious" for t in s["tribulations"]) and helper not in s["assists"]]
    if not sleepers:
        return []
    return [move("help-wake", f"{helper} helps to wake someone", "Help", helper=fixed(helper),
                 character=choices(sleepers))]
