"""The sheet written in one form, and who may write it when. The rulebook has no character
creation or advancement ("Rolling Dice" links to notes not provided), so between sessions a
player writes their own sheet freely; during a session a change goes through the Wayfinder:
the player proposes it and the Wayfinder accepts or declines it, or the Wayfinder opens a
sheet step between scenes, in which players write freely until the next scene begins. The
Wayfinder's own characters are theirs to write at any moment (docs/rules-notes.md)."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..state import in_session, sheet, writable
from ..traits import MAX_LIFE, TRAITS, lowest_life_maximum
from .outcome import Outcome, audience_of


def form_of(command: dict) -> dict:
    """The form's values: the nine Traits, maximum Life Points, the Path Die."""
    return {"traits": {trait: command[trait.lower()] for trait in TRAITS}, "life": command["life"],
            "path_die": command.get("path_die")}


def differences(found: dict, form: dict) -> list[str]:
    """What the form changes on the sheet, in words ("Might 3 → 12")."""
    changed = [f"{trait} {found['traits'][trait]} → {form['traits'][trait]}"
               for trait in TRAITS if found["traits"][trait] != form["traits"][trait]]
    if found["life"]["max"] != form["life"]:
        changed.append(f"maximum Life Points {found['life']['max']} → {form['life']}")
    if found["path_die"] != form["path_die"]:
        die = f"d{form['path_die']}" if form["path_die"] else "none"
        changed.append(f"Path Die {die}")
    return changed


def _write(state: dict, name: str, form: dict, how: str) -> list:
    found = sheet(state, name)
    current = found["life"]["current"]
    current = form["life"] if current is None else min(current, form["life"])
    data = {"character": name, "traits": form["traits"], "life": {"max": form["life"], "current": current},
            "path_die": form["path_die"], "changed": differences(found, form), "how": how}
    return Outcome(state).add(k.SHEET_WRITTEN, data, audience=audience_of(state, name)).events


def write_sheet(state: dict, command: dict) -> list:
    """Written at once where the sheet is free (between sessions, in a sheet step, the
    Wayfinder's own characters); proposed to the Wayfinder during play."""
    name = command["character"]
    guards.open_campaign(state)
    found, form = sheet(state, name), form_of(command)
    if not differences(found, form):
        raise RuleViolation("ninetraits.sheet.unchanged", f"{name}'s sheet reads so already")
    lowest = lowest_life_maximum(found)
    if form["life"] < lowest:
        raise RuleViolation("ninetraits.sheet.life", f"maximum Life Points: {lowest} to {MAX_LIFE} on {name}'s sheet "
                            f"(below 1 only down to where the poison left it), not {form['life']}")
    if writable(state, name):
        return _write(state, name, form, "step" if in_session(state) and found["kind"] == "pc" else "written")
    data = {"character": name, **form, "changed": differences(found, form)}
    return Outcome(state).add(k.SHEET_PROPOSED, data, audience=audience_of(state, name)).events


def _proposal(state: dict, name: str) -> dict:
    found = state["proposals"].get(name)
    if found is None:
        sheet(state, name)
        raise RuleViolation("ninetraits.sheet.no-proposal", f"nobody has proposed a change to {name}'s sheet")
    return found


def accept_sheet(state: dict, command: dict) -> list:
    """The Wayfinder accepts a player's proposed change: the sheet is written as proposed."""
    name = command["character"]
    guards.open_campaign(state)
    proposal = _proposal(state, name)
    return _write(state, name, {key: proposal[key] for key in ("traits", "life", "path_die")}, "accepted")


def decline_sheet(state: dict, command: dict) -> list:
    name = command["character"]
    guards.open_campaign(state)
    proposal = _proposal(state, name)
    return Outcome(state).add(k.SHEET_DECLINED, {"character": name, "changed": proposal["changed"]}).events


def open_sheets(state: dict, command: dict) -> list:
    """The Wayfinder's sheet step, between scenes of a session and out of Combat Flow."""
    guards.session(state, "A sheet step")
    if state["session"]["scene"] or state["combat"]:
        raise RuleViolation("ninetraits.sheet.in-scene", "a sheet step comes between scenes: end the scene first")
    if state["session"]["sheets"]:
        raise RuleViolation("ninetraits.sheet.step-open", "the sheet step is open already")
    return Outcome(state).add(k.SHEETS_OPENED, {"session": state["session"]["number"]}).events


def free_to_write(state: dict, name: str) -> None:
    """One Trait, the Life maximum or the Path written alone: only where the sheet is free."""
    if not writable(state, name):
        raise RuleViolation("ninetraits.sheet.in-play", f"during play {name}'s sheet changes through the Wayfinder: "
                            "propose the change (write-sheet) for them to accept, or wait for a sheet step")
