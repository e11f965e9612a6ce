"""`correctable`: what "Correct" at the table sets right by taps (each sheet's Life Points and
Traits, within the sheet's limits), and which of them a tap on a sheet card picks
(`correction_path`). `invariants`: what every nine-trait state keeps, an `adjust` included (the kernel refuses a
correction that breaks one): sheets the rules can read (Traits of 0 to 12 dice, Life Points
between -5 and the maximum, Tribulations from the table, each once, dice lost to Overexertion
counted from 0 up), each character in one place (the open sheets or the Wayfinder's hidden
ones), and the counts of fights and notes never below zero."""
from __future__ import annotations

from domain.kernel.changes import join_pointer
from domain.kernel.moves.corrections import Correctable, ViewPaths, if_correctable, path_from
from domain.kernel.titles import ANY, NAMES
from domain.kernel.invariants import Broken, not_below_zero

from .traits import LOWEST_LIFE, MAX_LIFE, MAX_TRAIT, TRAITS
from .tribulations import TRIBULATIONS

# a value drawn on a sheet of the party -> its place on the sheet (the character's name first)
VIEW_PATHS: ViewPaths = {
    ("party", ("characters", ANY, "life", "current")): lambda name: (name, "life", "current"),
    ("party", ("characters", ANY, "traits", ANY, "dice")): lambda name, trait: (name, "traits", trait),
}


def invariants(state: dict) -> list[Broken]:
    secret = state["secret"] or {}
    hidden = secret.get("characters", {})
    found = [Broken("ninetraits.adjust.characters", f"{name} is both on an open sheet and among the Wayfinder's "
                                                    "hidden characters")
             for name in state["characters"] if name in hidden]
    for key, found_sheet in [*state["characters"].items(), *hidden.items()]:
        if found_sheet.get("name") != key:
            found.append(Broken("ninetraits.adjust.characters", f"the sheet kept as {key} is {found_sheet.get('name')!r}'s"))
        found += _sheet(found_sheet)
    found += not_below_zero("ninetraits.adjust.count", {"the number of fights so far": state["sequences"],
                                                        "the number of the Wayfinder's notes written":
                                                            secret.get("notes_written", 0)})
    return found


def _sheet(found: dict) -> list[Broken]:
    name, problems = found.get("name"), []
    traits = found.get("traits") or {}
    if set(traits) != set(TRAITS) or not all(_whole(v) and v <= MAX_TRAIT for v in traits.values()):
        problems.append(Broken("ninetraits.adjust.traits", f"{name}: the nine Traits, each 0 to {MAX_TRAIT} dice"))
    life = found.get("life") or {}
    top, now = life.get("max"), life.get("current")
    if (top is not None or now is not None) and not (
            isinstance(top, int) and LOWEST_LIFE <= top <= MAX_LIFE and isinstance(now, int) and LOWEST_LIFE <= now <= top):
        problems.append(Broken("ninetraits.adjust.life", f"{name}: Life Points between {LOWEST_LIFE} and the maximum "
                                                         f"(at most {MAX_LIFE})"))
    names = [t.get("name") for t in found.get("tribulations", [])]
    if any(n not in TRIBULATIONS for n in names) or len(set(names)) != len(names):
        problems.append(Broken("ninetraits.adjust.tribulations", f"{name}: Tribulations from the table, each once"))
    problems += not_below_zero("ninetraits.adjust.count", {f"{name}'s lost {p.get('trait')} dice": p.get("dice")
                                                           for p in found.get("penalties", [])})
    return problems


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def correctable(state: dict) -> list[Correctable]:
    """Each sheet's Life Points (from -5 to the maximum) and its nine Traits (0 to 12 dice), in
    order of creation, the Wayfinder's hidden characters' too (only the Wayfinder and the owner
    correct)."""
    hidden = (state["secret"] or {}).get("characters", {})
    sheets = [(["characters", name], sheet) for name, sheet in state["characters"].items()]
    sheets += [(["secret", "characters", name], sheet) for name, sheet in hidden.items()]
    sheets.sort(key=lambda found: found[1]["number"])
    return [value for at, sheet in sheets for value in _sheet_values(at, sheet)]


def _sheet_values(at: list, sheet: dict) -> list[Correctable]:
    """A player character's open sheet is its seat's own; the others are the Wayfinder's."""
    name, group = sheet["name"], f"{sheet['name']}'s sheet"
    seat = name if sheet["kind"] == "pc" and at[0] == "characters" else None
    found = []
    life = sheet["life"]
    if life["max"] is not None:
        found.append(Correctable(group, f"{name}'s Life Points", join_pointer([*at, "life", "current"]),
                                 life["current"], tuple(range(LOWEST_LIFE, life["max"] + 1)), seat=seat))
    for trait in TRAITS:
        found.append(Correctable(group, f"{name}'s {trait}", join_pointer([*at, "traits", trait]),
                                 sheet["traits"][trait], tuple(range(0, MAX_TRAIT + 1)), seat=seat))
    return found


def correction_path(state: dict, view: str, path: tuple, document) -> str | None:
    """A sheet's Life Points or one of its Traits (the dice it rolls are its score), on an open
    sheet or among the Wayfinder's hidden characters."""
    found = path_from(VIEW_PATHS, view, path, document, (*NAMES, "trait"))
    if found is None:
        return None
    hidden = (state["secret"] or {}).get("characters", {})
    sheet = ["secret", "characters"] if found[0] in hidden else ["characters"]
    return if_correctable(correctable(state), join_pointer([*sheet, *found]))
