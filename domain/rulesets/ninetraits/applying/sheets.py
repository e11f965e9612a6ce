"""The facts that change character sheets: creation, writing, Life Points, Tribulations,
penalties, notes."""
from __future__ import annotations

from ..state import all_sheets, blank_sheet, sheet


def _created(state, d, event):
    number = max((s["number"] for s in all_sheets(state)), default=0) + 1
    new = blank_sheet(d, number, event.position)
    (state["secret"]["characters"] if d["hidden"] else state["characters"])[d["name"]] = new


def _revealed(state, d, event):
    state["characters"][d["name"]] = state["secret"]["characters"].pop(d["name"])


def changed_on(state, found, event, changed, how="written"):
    """A line of the sheet's history: what changed, in which session and scene, and how
    (written freely, in the Wayfinder's sheet step, or proposed and accepted)."""
    if changed:
        scene = state["session"]["scene"]
        found["changes"].append({
            "at": event.position, "session": state["session"]["number"] if state["session"]["open"] else None,
            "scene": scene["number"] if scene else None, "changed": list(changed), "how": how})


def _trait_set(state, d, event):
    found = sheet(state, d["character"])
    before = found["traits"][d["trait"]]
    found["traits"][d["trait"]] = d["score"]
    changed_on(state, found, event, [f"{d['trait']} {before} → {d['score']}"] if before != d["score"] else [])


def _life_maximum_set(state, d, event):
    found = sheet(state, d["character"])
    before = found["life"]["max"]
    found["life"] = {"current": d["current"], "max": d["max"]}
    changed_on(state, found, event, [f"maximum Life Points {before} → {d['max']}"] if before != d["max"] else [])


def _path_set(state, d, event):
    found = sheet(state, d["character"])
    before = (found["path"], found["path_die"])
    found.update(path=d["path"], path_die=d["die"])
    changed_on(state, found, event, [f"Path {d['path'] or 'none'} (d{d['die']})" if d["die"] else
                                     f"Path {d['path'] or 'none'}"] if before != (d["path"], d["die"]) else [])


def _sheet_written(state, d, event):
    """The whole form at once; a proposal of the same character is settled by it."""
    found = sheet(state, d["character"])
    found.update(traits=dict(d["traits"]), life=dict(d["life"]), path_die=d["path_die"])
    state["proposals"].pop(d["character"], None)
    changed_on(state, found, event, d["changed"], d["how"])


def _sheet_proposed(state, d, event):
    state["proposals"][d["character"]] = {"traits": dict(d["traits"]), "life": d["life"], "path_die": d["path_die"],
                                          "changed": list(d["changed"]), "at": event.position}


def _sheet_declined(state, d, event):
    state["proposals"].pop(d["character"], None)


def _sheets_opened(state, d, event):
    state["session"]["sheets"] = True


def _sheet_noted(state, d, event):
    """A note on a sheet; a note on a player's sheet (or a revealed character's) goes into the session's journal."""
    sheet(state, d["character"])["notes"].append(d["text"])
    if state["sessions"] and d["character"] in state["characters"]:
        state["sessions"][-1]["notes"].append({"text": d["text"], "about": d["character"], "revealed": False})


def _life_changed(state, d, event):
    sheet(state, d["character"])["life"]["current"] = d["life"]


def _charm_commanded(state, d, event):
    """The rotation whose one command the charmer has given."""
    entry = next(t for t in sheet(state, d["charmed"])["tribulations"] if t["name"] == "Charmed")
    entry["commanded"] = list(d["when"])


def _gain(sheet_, name, source, by=None, sense=None, counting=True, halved=0):
    sheet_["tribulations"].append({"name": name, "source": source, "by": by, "sense": sense,
                                   "rotations": 0, "counting": counting, "halved": halved, "rest": None})


def _lose(sheet_, name):
    sheet_["tribulations"] = [t for t in sheet_["tribulations"] if t["name"] != name]


def _fell(state, d, event):
    found = sheet(state, d["character"])
    found["dying"] = True
    if not any(t["name"] == "Unconscious" for t in found["tribulations"]):
        _gain(found, "Unconscious", "falling to 0 Life Points")


def _stabilized(state, d, event):
    found = sheet(state, d["character"])
    found["dying"] = False
    _lose(found, "Unconscious")
    if not any(t["name"] == "Tired" for t in found["tribulations"]):
        _gain(found, "Tired", "stabilizing")


def _died(state, d, event):
    sheet(state, d["character"]).update(dead=True, dying=False)
    combat = state["combat"]
    if combat:
        combat["combatants"] = [c for c in combat["combatants"] if c != d["character"]]
        combat["order"] = [[c for c in group if c != d["character"]] for group in combat["order"]]
        turn = combat["turn"]
        if turn and d["character"] in turn["characters"] and d["character"] not in turn["done"]:
            turn["done"].append(d["character"])


def _tribulation_gained(state, d, event):
    _gain(sheet(state, d["character"]), d["tribulation"], d["source"], d["by"], d["sense"], d["counting"],
          d["halved"])


def _tribulation_ended(state, d, event):
    _lose(sheet(state, d["character"]), d["tribulation"])


def _penalty_taken(state, d, event):
    sheet(state, d["character"])["penalties"].append({"trait": d["trait"], "dice": d["dice"], "session": d["session"]})


def _penalties_expired(state, d, event):
    sheet(state, d["character"])["penalties"] = []


def _poison_worsened(state, d, event):
    sheet(state, d["character"])["life"] = {"current": d["current"], "max": d["max"]}


def _wake_helped(state, d, event):
    sheet(state, d["character"])["assists"].append(d["helper"])


def _rest_begun(state, d, event):
    for tribulation in sheet(state, d["character"])["tribulations"]:
        if tribulation["name"] == "Tired":
            tribulation["rest"] = {"needed": d["rotations"], "done": 0}


def _note_revealed(state, d, event):
    state["secret"]["notes"] = [n for n in state["secret"]["notes"] if n["id"] != d["id"]]
    if state["sessions"]:
        state["sessions"][-1]["notes"].append({"text": d["text"], "about": d["about"], "revealed": True})


def _secret_written(state, d, event):
    """One of the Wayfinder's private notes, numbered from 1; `at` is where it was written."""
    number = state["secret"]["notes_written"] = state["secret"]["notes_written"] + 1
    state["secret"]["notes"].append({"id": number, "text": d["text"], "about": d["about"], "at": event.position})
