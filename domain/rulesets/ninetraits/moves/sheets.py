"""Moves on the sheets: the sheet's form (Traits, Life Points, Path Die) and the Path, the
Wayfinder's answer to a proposed change; the Wayfinder's new characters,
reveals, declared Tribulations, cures and harm.

Notes are written, not picked: a note on a sheet (`write-note`) and the Wayfinder's private
note (`write-secret`, or a note for the game master only from the table's note box) are
commands of their own, never moves, since the moves document asks for text only in setup."""
from __future__ import annotations

from ..state import all_sheets, has, hidden, writable
from ..traits import MAX_LIFE, MAX_TRAIT, PATH_DICE, TRAITS, lowest_life_maximum
from ..tribulations import NAMES, SENSES
from .fields import asked, by, choices, fixed, integer, move, text


def sheet_moves(state: dict, found: dict) -> list[dict]:
    """What a player writes on their own sheet (and the Wayfinder on any): the whole sheet in
    one form, every field starting from the sheet as it stands; during play the form is a
    proposal for the Wayfinder (rules/sheet_steps.py). The Path's name only where the sheet
    is free."""
    name = found["name"]
    free = writable(state, name)
    traits = {trait.lower(): integer(0, MAX_TRAIT, found["traits"][trait]) for trait in TRAITS}
    label = f"Write {name}'s sheet" if free else f"Propose a change to {name}'s sheet"
    found_moves = [move("write-sheet", label, "Sheet", character=fixed(name), **traits,
                        life=integer(lowest_life_maximum(found), MAX_LIFE, found["life"]["max"]),
                        path_die=choices(PATH_DICE, 0, 1, default=found["path_die"]))]
    if free:
        found_moves.append(move("set-path", f"Write {name}'s Path and Path Die", "Sheet", character=fixed(name),
                                path=text(60), die=choices(PATH_DICE, 0, 1, default=found["path_die"])))
    return found_moves


def proposal_moves(state: dict) -> list[dict]:
    """The Wayfinder accepts or declines each proposed change, in the order of the names."""
    found = []
    for name in sorted(state["proposals"]):
        changed = "; ".join(state["proposals"][name]["changed"])
        found += [move("accept-sheet", f"Accept {name}'s sheet change: {changed}", "Wayfinder", character=fixed(name)),
                  move("decline-sheet", f"Decline {name}'s sheet change", "Wayfinder", character=fixed(name))]
    return found


def create_move() -> dict:
    traits = {trait.lower(): integer(0, MAX_TRAIT) for trait in TRAITS}
    return move("create-character", "Write a new character", "Wayfinder", name=text(40),
                kind=asked(choices(("pc", "npc")), "Whose character", ["A player's character", "An NPC of the Wayfinder's"]),
                hidden=by("kind", {"npc": asked(choices((True, False)), "Kept secret from the players", ["Yes", "No"])}),
                player=by("kind", {"pc": text(40)}), **traits, life=integer(1, MAX_LIFE), path=text(60),
                path_die=choices(PATH_DICE, 0, 1))


def reveal_moves(state: dict) -> list[dict]:
    """The Wayfinder reveals a secret character (in the order of their names, never the order
    the state happens to hold them, so every reader is listed them alike) or a secret note."""
    found = [move("reveal-character", f"Reveal {name}", "Wayfinder", character=fixed(name))
             for name in sorted(state["secret"]["characters"])]
    for note in state["secret"]["notes"]:
        words = note["text"] if len(note["text"]) <= 40 else note["text"][:39] + "…"
        found.append(move("reveal-note", f"Reveal the note “{words}”", "Wayfinder", note=fixed(note["id"])))
    return found


def tribulation_moves(state: dict) -> list[dict]:
    """The Wayfinder declares a Tribulation, cures one, or deals damage from the world."""
    found = []
    living = [s for s in all_sheets(state) if not s["dead"]]
    for sheet_ in living:
        name = sheet_["name"]
        lacking = [t for t in NAMES if not has(sheet_, t)]
        others = [s["name"] for s in living if s["name"] != name]
        if lacking:
            fields = {"character": fixed(name), "tribulation": choices(lacking)}
            if "Impaired" in lacking:
                fields["sense"] = by("tribulation", {"Impaired": choices(SENSES)})
            if others:
                fields["caused_by"] = choices(others, 0, 1)
            found.append(move("afflict", f"{name} gains a Tribulation", "Tribulations", **fields, source=text(120)))
        curable = [t["name"] for t in sheet_["tribulations"] if not (t["name"] == "Unconscious" and sheet_["dying"])]
        if curable:
            found.append(move("cure", f"End one of {name}'s Tribulations", "Tribulations", character=fixed(name),
                              tribulation=choices(curable)))
        if sheet_["life"]["max"] is not None:
            found.append(move("harm", f"{name} takes damage", "Tribulations", character=fixed(name),
                              amount=integer(1, 30)))
    return found


def is_hidden(state: dict, name: str) -> bool:
    return hidden(state, name)
