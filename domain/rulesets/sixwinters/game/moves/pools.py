"""The dice a character commits to an overcome or a scene, as choice items: defense and
overcome dice among the unspent action dice (a multiset: two 4s are two dice), the dice the
stash cards hold (one use per card and turn), and the completed assets that help."""
from __future__ import annotations

from itertools import product

from domain.kernel.moves import by, case_key, choices, sub_multisets

NOTHING: list = []


def action_picks(values: list) -> list[list]:
    """Nothing, or any sub-multiset of the dice."""
    return [NOTHING] + sub_multisets(values)


def split_fields(char: dict, made: dict | None = None) -> dict:
    """"defense" then "overcome" (from the dice defense left), as items of one character;
    `made` keeps them for the same dice (a character is in every team at an obstacle), shared
    by the moves of one document and never changed."""
    dice = tuple(sorted(char["action_dice"]))
    if made is not None and dice in made:
        return made[dice]
    defense = action_picks(list(dice))
    after = {}
    for pick in defense:
        left = list(dice)
        for value in pick:
            left.remove(value)
        after[case_key(pick)] = choices(action_picks(left))
    fields = {"defense": choices(defense), "overcome": by("defense", after)}
    if made is not None:
        made[dice] = fields
    return fields


def stash_uses(char: dict, op: str) -> list[list[dict]]:
    """Nothing, or one die from each of some stash cards of the given op ("defend" or
    "overcome-die") not used this turn: [{"ability", "value"}, ...]."""
    cards = [(name, sorted({d["value"] for d in char["stashes"].get(name) or []}))
             for name in char["abilities"]
             if char["ability_facts"][name]["effect"].get("op") == op and name not in char["used"]]
    cards = [(name, values) for name, values in cards if values]
    found = []
    for picks in product(*([None, *values] for _, values in cards)):
        found.append([{"ability": name, "value": value} for (name, _), value in zip(cards, picks) if value is not None])
    return found or [NOTHING]
