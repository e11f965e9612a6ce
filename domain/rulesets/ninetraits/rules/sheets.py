"""Character sheets: what the group writes (the rulebook's character creation, Life Point
maximum and Paths are in notes not provided, so the sheet takes what the group decides), the
Wayfinder's characters kept secret until revealed, notes on a sheet, and the Wayfinder's
private notes revealed.
"""
from __future__ import annotations

from domain.kernel import EVERYONE, GAME_MASTER, Reveal, RuleViolation

from .. import guards
from .. import events as k
from ..state import GM, hidden, names, sheet, written
from .outcome import Outcome, audience_of
from .sheet_steps import free_to_write


def new_name(state: dict, typed: str | None) -> str:
    """The name a new character gets: as typed (a `|` read as `/`), numbered when another
    character has it or it is the Wayfinder's seat ("Bandit" again: "Bandit 2"); unnamed:
    "Character N"."""
    base = " ".join((typed or "").replace("|", "/").split())[:36] or "Character"
    taken = {other.casefold() for other in names(state)} | {GM}
    if typed and base.casefold() not in taken:
        return base
    number = len(names(state)) + 1 if not typed else 2
    while f"{base} {number}".casefold() in taken:
        number += 1
    return f"{base} {number}"


def create_character(state: dict, command: dict) -> list:
    """The Wayfinder writes a new character: a player character, or one of their own, kept
    secret until revealed unless they say otherwise."""
    guards.open_campaign(state)
    name = new_name(state, command.get("name"))
    if command["kind"] == "pc" and command["hidden"]:
        raise RuleViolation("ninetraits.character.hidden", "a player character's sheet is never the Wayfinder's secret")
    facts = {**written({**command, "name": name}), "hidden": command["hidden"]}
    return Outcome(state).add(k.CHARACTER_CREATED, facts,
                              audience=GAME_MASTER if command["hidden"] else EVERYONE).events


def reveal_character(state: dict, command: dict) -> list:
    name = command["character"]
    guards.open_campaign(state)
    if not hidden(state, name):
        sheet(state, name)
        raise RuleViolation("ninetraits.character.revealed", f"{name} is known to the players already")
    found = sheet(state, name)
    shown = {key: value for key, value in found.items() if key not in ("created_at", "assists")}
    reveals = (Reveal(at=found["created_at"]),) if found["created_at"] else ()
    return Outcome(state).add(k.CHARACTER_REVEALED, {"name": name, "sheet": shown}, reveals=reveals).events


def set_trait(state: dict, command: dict) -> list:
    name = command["character"]
    guards.open_campaign(state)
    sheet(state, name)
    free_to_write(state, name)
    return Outcome(state).add(k.TRAIT_SET, {"character": name, "trait": command["trait"], "score": command["score"]},
                              audience=audience_of(state, name)).events


def set_life_maximum(state: dict, command: dict) -> list:
    name, maximum = command["character"], command["maximum"]
    guards.open_campaign(state)
    free_to_write(state, name)
    current = sheet(state, name)["life"]["current"]
    current = maximum if current is None else min(current, maximum)
    return Outcome(state).add(k.LIFE_MAXIMUM_SET, {"character": name, "max": maximum, "current": current},
                              audience=audience_of(state, name)).events


def set_path(state: dict, command: dict) -> list:
    name = command["character"]
    guards.open_campaign(state)
    sheet(state, name)
    free_to_write(state, name)
    return Outcome(state).add(k.PATH_SET, {"character": name, "path": command["path"], "die": command.get("die")},
                              audience=audience_of(state, name)).events


def write_note(state: dict, command: dict) -> list:
    name = command["character"]
    guards.open_campaign(state)
    sheet(state, name)
    if not command["text"].strip():
        raise RuleViolation("ninetraits.note.empty", "a note needs some text")
    return Outcome(state).add(k.SHEET_NOTED, {"character": name, "text": command["text"].strip()},
                              audience=audience_of(state, name)).events


def write_secret(state: dict, command: dict) -> list:
    """The Wayfinder writes a note for their eyes only, to reveal when the story does."""
    guards.open_campaign(state)
    if not command["text"].strip():
        raise RuleViolation("ninetraits.note.empty", "a note needs some text")
    about = command.get("about", "")
    if about:
        sheet(state, about)
    return Outcome(state).add(k.SECRET_WRITTEN, {"text": command["text"].strip(), "about": about},
                              audience=GAME_MASTER).events


def reveal_note(state: dict, command: dict) -> list:
    """One of the Wayfinder's private notes, shown to everyone."""
    guards.open_campaign(state)
    note = next((n for n in state["secret"]["notes"] if n["id"] == command["note"]), None)
    if note is None:
        raise RuleViolation("ninetraits.note.unknown", f"the Wayfinder has no private note {command['note']}")
    return Outcome(state).add(k.NOTE_REVEALED, {"id": note["id"], "text": note["text"], "about": note["about"]},
                              reveals=(Reveal(at=note["at"]),)).events
