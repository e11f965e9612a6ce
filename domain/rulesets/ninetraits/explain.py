"""Why an event came out as it did (the `explain` hook): the numbers people ask about at the
table, each with the rule that made it.

- how many dice a roll took: the Trait's score, less the dice lost to Overexertion, halved by
  a Tribulation (rounded up), plus the shared turn's, an Intimidation's or helping hands' dice;
- a Combat Flow total: the d6 plus Swiftness;
- a death save: the Death Target against the sixes, with the reading of a tie the campaign plays;
- an opposed roll or an imposed Tribulation: who rolled more sixes, and what a tie does;
- damage: one point per six, whatever the weapon.
"""
from __future__ import annotations

from typing import Any

from domain.kernel import Because, Recorded
from domain.kernel.titles import ANY, Titles, title_from, whose, words

from . import events as k
from .words import count, listed


def pool_words(pool: dict) -> str:
    """"Might 5, less 1 lost to Overexertion, halved by Tired (rounded up), plus 2 for the shared turn: 4 dice"."""
    said = [f"{pool['trait']} {pool['score']}"]
    if pool["penalty"]:
        said.append(f"less {pool['penalty']} lost to Overexertion")
    if pool["halved_by"]:
        said.append(f"halved by {listed(pool['halved_by'])} (rounded up)")
    said += [f"plus {n} for {why}" for why, n in pool["bonus"]]
    return ", ".join(said) + f": {count(pool['dice'], 'die', 'dice')}"


def _pool(data: dict) -> tuple[Because, ...]:
    pool = data.get("pool")
    if not pool:
        return ()
    return (Because("ninetraits.pool", pool_words(pool), dict(pool)),)


def _initiative(data: dict) -> tuple[Because, ...]:
    return (Because("ninetraits.initiative", f"a d6 of {data['die']['value']} plus Swiftness {data['swiftness']} "
                                             f"makes {data['total']}: the highest total acts first",
                    {"die": data["die"]["value"], "swiftness": data["swiftness"], "total": data["total"]}),)


def _death_save(before: dict, data: dict) -> tuple[Because, ...]:
    reading = (before or {}).get("options", {}).get("death_save", "match")
    rule = "match or exceed" if reading == "match" else "exceed"
    outcome = "gains" if data["saved"] else "loses"
    return (*_pool(data),
            Because("ninetraits.death-save", f"{count(data['successes'], 'six', 'sixes')} against a Death Target of "
                                             f"{data['target']['value']}: successes that {rule} the target save, so "
                                             f"{data['character']} {outcome} 1 Life Point",
                    {"target": data["target"]["value"], "successes": data["successes"], "reading": reading}))


def _settled(before: dict, data: dict) -> tuple[Because, ...]:
    ties = (before or {}).get("options", {}).get("opposed_ties", "stalemate")
    words = {"stalemate": "equal sixes: nobody wins", "resister": "equal sixes: the one opposing holds"}[ties]
    return (Because("ninetraits.opposed", f"{data['successes']} sixes against {data['resistance']}: whoever rolls "
                                          f"more sixes wins ({words})",
                    {"successes": data["successes"], "resistance": data["resistance"], "ties": ties}),)


def _attack(data: dict) -> tuple[Because, ...]:
    if data["intent"] == "damage":
        return (Because("ninetraits.damage", f"each six deals 1 point of damage, whatever the weapon: "
                                             f"{data['successes']} to each target hit",
                        {"successes": data["successes"]}),)
    return (Because("ninetraits.tribulation.imposed", "the attack lands on a target who rolls fewer sixes to resist "
                                                      f"than the attacker's {data['successes']}",
                    {"successes": data["successes"]}),)


def explain(before, event: Recorded) -> tuple[Because, ...]:
    data = dict(event.data)
    if event.kind == k.INITIATIVE_ROLLED:
        return _initiative(data)
    if event.kind == k.DEATH_SAVE_ROLLED:
        return _death_save(before, data)
    if event.kind == k.OPPOSITION_SETTLED:
        return _settled(before, data)
    if event.kind == k.ATTACK_SETTLED:
        return _attack(data)
    return _pool(data)


VALUE_TITLES: Titles = {
    ("party", ("characters", ANY, "life", "current")): lambda name: f"{whose(name)} Life Points",
    ("party", ("characters", ANY, "life", "max")): lambda name: f"{whose(name)} maximum Life Points",
    ("party", ("characters", ANY, "traits", ANY, ANY)):
        lambda name, trait, part: f"{whose(name)} {words(trait)} {part}",
    ("party", ("characters", ANY, ANY)): lambda name, part: f"{whose(name)} {words(part).lower()}",
}


def value_title(view: str, path: tuple, document: Any) -> str | None:
    """A character's Life Points and the rest of a sheet by the character's name, not their place in the party."""
    return title_from(VALUE_TITLES, view, path, document, ("name", "trait"))
