"""How many dice a roll takes: the Trait's score, less the dice lost to Overexertion, halved by
Tribulations (rounded up), plus bonus dice ("A Game of Sixes", "Overexertion", "Shared Combat",
"Tribulations").

Penalties come off the score first ("you lose one die from the Trait used"), then the halving
("you can only roll half your Might dice"), then the bonus dice are added: the shared turn's
bonus d6s, the two extra dice of the source of an Intimidation, the Awareness die of each
character helping to wake an Unconscious one.
"""
from __future__ import annotations

from dataclasses import dataclass

from .state import has, sheet
from .tribulations import INTIMIDATION_DICE, TRIBULATIONS


@dataclass(frozen=True)
class Pool:
    trait: str
    score: int
    penalty: int
    halved_by: tuple[str, ...]
    bonus: tuple[tuple[str, int], ...]
    dice: int

    def to_json(self) -> dict:
        return {"trait": self.trait, "score": self.score, "penalty": self.penalty,
                "halved_by": list(self.halved_by), "bonus": [[why, n] for why, n in self.bonus], "dice": self.dice}


def penalty(sheet_: dict, trait: str) -> int:
    return sum(p["dice"] for p in sheet_["penalties"] if p["trait"] == trait)


def halvings(state: dict, sheet_: dict, trait: str) -> tuple[str, ...]:
    """The Tribulations that halve this Trait's dice (once in all with the `once` reading)."""
    found = tuple(t["name"] for t in sheet_["tribulations"]
                  if TRIBULATIONS[t["name"]].halves in (trait, "all"))
    return found[:1] if state["options"]["halving"] == "once" else found


def shared_bonus(state: dict, name: str) -> int:
    """Bonus d6s while `name` shares the turn: one per character sharing it (the others only,
    with the `others` reading)."""
    combat = state["combat"]
    turn = combat and combat.get("turn")
    if not turn or name not in turn["characters"] or len(turn["characters"]) < 2:
        return 0
    sharing = len(turn["characters"])
    return sharing if state["options"]["shared_bonus"] == "everyone" else sharing - 1


def intimidation(state: dict, name: str, against: tuple[str, ...]) -> int:
    """Two extra dice when the roll is made against a character `name` intimidates."""
    for target in against:
        fear = has(sheet(state, target), "Intimidated")
        if fear and fear["by"] == name:
            return INTIMIDATION_DICE
    return 0


def pool(state: dict, name: str, trait: str, against: tuple[str, ...] = (), assists: int = 0) -> Pool:
    """The dice `name` rolls for `trait` now (against the given characters)."""
    sheet_ = sheet(state, name)
    score, lost = sheet_["traits"][trait], penalty(sheet_, trait)
    dice, halved = max(0, score - lost), halvings(state, sheet_, trait)
    for _ in halved:
        dice = (dice + 1) // 2
    bonus = tuple((why, n) for why, n in (("shared turn", shared_bonus(state, name)),
                                          ("intimidation", intimidation(state, name, against)),
                                          ("helping hands", assists)) if n)
    return Pool(trait, score, lost, halved, bonus, dice + sum(n for _, n in bonus))
