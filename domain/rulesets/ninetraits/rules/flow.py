"""Combat Flow ("Combat", "Rotations & Sequences"): the order of turns, shared turns, what
happens as a turn starts, and the end of each rotation.

- Initiative is a d6 plus the Swiftness score; the highest goes first, then everyone else in
  descending order. Equal totals share the turn: they act in any order they choose.
- As a turn starts: Bleeding takes 1 Life Point; Burning is rolled (1d4); a dying character
  makes a death save. These come before anything else the character does.
- A rotation ends when every combatant has taken their turn: Tribulations that fade count it
  (they fade at five), resting characters count it, and the next rotation begins.
"""
from __future__ import annotations

from .. import events as k
from ..state import has, sheet
from ..tribulations import FADE_AFTER, TRIBULATIONS
from .life import change_life, end_tribulation
from .outcome import Outcome

FADING = tuple(name for name, t in TRIBULATIONS.items() if t.fades)


def order_of(state: dict) -> list[list[str]]:
    """The living combatants grouped by initiative total, highest first; ties share a group."""
    combat = state["combat"]
    totals = {name: combat["initiative"][name]["total"] for name in combat["combatants"]}
    return [[name for name in combat["combatants"] if totals[name] == total]
            for total in sorted(set(totals.values()), reverse=True)]


def begin_rotation(out: Outcome, number: int) -> None:
    if not out.state["combat"]["combatants"]:
        return   # nobody is left standing to take a turn: the Wayfinder ends the sequence
    out.then(k.ROTATION_BEGAN, {"rotation": number, "order": order_of(out.state)})
    begin_turn(out, 0)


def duties(state: dict, name: str) -> list[str]:
    """What a character must do as their turn starts."""
    found = sheet(state, name)
    if found["dead"]:
        return []
    return [duty for duty, due in (("burn", has(found, "Burning")), ("death-save", found["dying"])) if due]


def _bleed(out: Outcome, members: list[str]) -> None:
    for name in members:
        if has(sheet(out.state, name), "Bleeding") and not sheet(out.state, name)["dead"]:
            change_life(out, name, -1, "bleeding")


def begin_turn(out: Outcome, index: int) -> None:
    """The next group's turn, skipping groups nobody of is left; past the last, the rotation ends."""
    combat = out.state["combat"]
    while index < len(combat["order"]) and not combat["order"][index]:
        index += 1
    if index >= len(combat["order"]):
        end_rotation(out)
        return
    members = combat["order"][index]
    limit = out.state["options"]["actions_per_turn"]
    data = {"rotation": combat["rotation"], "group": index, "characters": members,
            "allowance": {name: limit for name in members} if limit else None}
    trial = out.trial()
    trial.then(k.TURN_BEGAN, {**data, "duties": {}})
    _bleed(trial, members)
    due = {name: duties(trial.state, name) for name in members if duties(trial.state, name)}
    out.then(k.TURN_BEGAN, {**data, "duties": due})
    _bleed(out, members)
    turn_over(out)


def turn_over(out: Outcome) -> None:
    """When everyone still fighting has rolled for Combat Flow, the first rotation begins (a
    fighter who died before rolling holds nobody up); when everyone in the turn has ended it
    (or died), the next turn begins."""
    combat = out.state["combat"]
    if not combat:
        return
    if not combat["rotation"]:
        if combat["combatants"] and all(name in combat["initiative"] for name in combat["combatants"]):
            begin_rotation(out, 1)
        return
    turn = combat["turn"]
    if turn and all(name in turn["done"] for name in turn["characters"]):
        begin_turn(out, turn["group"] + 1)


def end_rotation(out: Outcome) -> None:
    number = out.state["combat"]["rotation"]
    out.then(k.ROTATION_ENDED, {"rotation": number, "fading": list(FADING)})
    for found in [*out.state["characters"].values(), *out.state["secret"]["characters"].values()]:
        for entry in list(found["tribulations"]):
            if entry["name"] in FADING and entry["rotations"] >= FADE_AFTER:
                end_tribulation(out, found["name"], entry["name"], "faded")
            elif entry.get("rest") and entry["rest"]["done"] >= entry["rest"]["needed"]:
                end_tribulation(out, found["name"], entry["name"], "rested")
    begin_rotation(out, number + 1)
