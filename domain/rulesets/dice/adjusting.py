"""`invariants`: what every state of the dice ruleset keeps, an `adjust` included (the kernel
refuses a correction that breaks one): the counts of rolls and notes, and of each face of
each kind of die, are whole numbers of 0 or more, and a die shows only its own faces."""
from __future__ import annotations

from domain.kernel.invariants import Broken, not_below_zero

COUNTS = "dice.adjust.count"
FACES = "dice.adjust.faces"


def invariants(state: dict) -> list[Broken]:
    """The counts below zero, and faces no die of that kind has."""
    found = not_below_zero(COUNTS, {"the number of rolls": state["rolls"], "the number of notes": state["notes"]})
    for key, counts in state["faces"].items():
        sides = key.rsplit("/d", 1)[-1]
        found += not_below_zero(FACES, {f"the count of {key} dice showing {face}": n for face, n in counts.items()})
        if sides.isdigit():
            found += [Broken(FACES, f"a {key} die cannot show {face!r}, only 1 to {sides}")
                      for face in counts if not (face.isdigit() and 1 <= int(face) <= int(sides))]
    return found
