"""Moves on the sheets: writing Traits, Life Points and Paths; the Wayfinder's new characters,
reveals, declared Tribulations, cures and harm.

Notes are written, not picked: a note on a sheet (`write-note`) and the Wayfinder's private
note (`write-secret`, or a note for the game master only from the table's note box) are
commands of their own, never moves, since the moves document asks for text only in setup."""
from __future__ import annotations

from ..state import all_sheets, has, hidden
from ..traits import MAX_LIFE, MAX_TRAIT, PATH_DICE, TRAITS
from ..tribulations import NAMES, SENSES
from .fields import asked, by, choices, fixed, integer, move, text


def sheet_moves(found: dict) -> list[dict]:
    """What a player writes on their own sheet (and the Wayfinder on any)."""
    name = found["name"]
    return [
        move("set-trait", f"Write {name}'s {'Trait'}", "Sheet", character=fixed(name), trait=choices(TRAITS),
             score=integer(0, MAX_TRAIT)),
        move("set-life-maximum", f"Write {name}'s maximum Life Points", "Sheet", character=fixed(name),
             maximum=integer(1, MAX_LIFE)),
        move("set-path", f"Write {name}'s Path and Path Die", "Sheet", character=fixed(name), path=text(60),
             die=choices(PATH_DICE, 0, 1)),
    ]


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
