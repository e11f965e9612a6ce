"""Campaign options: where the rulebook reads two ways or leaves a gap, the group picks a reading
at setup (docs/rules-notes.md, "The nine-trait roleplaying game", says why for each).

The first value of each is the default: the detailed procedure text where there is one.
"""
from __future__ import annotations

OPTIONS = {
    # Death: "If your successes match or exceed the target, you gain 1 Life Point" - or the
    # example's "try to get more successes than that".
    "death_save": ("match", "exceed"),
    # Overexertion: "If you've failed your roll, you can overexert" - or also "to gain
    # additional successes", adding the original roll's successes.
    "overexertion": ("after-failure", "for-more-successes"),
    # "For each player sharing the turn, you gain a bonus d6": counting yourself, or the others.
    "shared_bonus": ("everyone", "others"),
    # Opposed rolls: "Whoever rolls more 6s wins"; equal sixes: nobody wins, or the one
    # opposing holds (as when resisting a Tribulation: the attacker must roll more).
    "opposed_ties": ("stalemate", "resister"),
    # The table's columns are "Example Trait | Example Opposing Trait(s)": only the table's
    # pairs, or any Trait the Wayfinder allows.
    "opposing_table": ("table", "any"),
    # Dodge, Counter and Endure are in notes not provided: a damage attack deals its sixes, or
    # the target may roll to resist it as an opposed roll (the bandit's dodge in the example).
    "defense": ("none", "opposed"),
    # Tribulations fade after five rotations: the rotation in which it was gained counts, or
    # the count starts with the next rotation.
    "fading": ("gained", "next"),
    # Rotations exist only in combat: out of combat a Tribulation waits for the next fight's
    # rotations, or fades when the scene ends.
    "fading_outside_combat": ("rotations", "scene"),
    # Two Tribulations that halve the same dice (Tired and Enfeebled on Might): each halves, or
    # the dice are halved once.
    "halving": ("each", "once"),
    # Poisoned: "your Current Life Points are halved while poisoned": the halved part comes back
    # when the poison ends, or it is lost.
    "poisoned_life": ("while", "once"),
}
# Actions per turn are in notes not provided: 0 counts the actions spent without a limit;
# 1 to 4 sets the limit the group plays with.
ACTIONS_PER_TURN = range(0, 5)


def defaults() -> dict:
    return {**{name: values[0] for name, values in OPTIONS.items()}, "actions_per_turn": 0}


def chosen(setup: dict) -> dict:
    """The options of a validated setup, defaults filled in."""
    return {**defaults(), **{name: setup[name] for name in (*OPTIONS, "actions_per_turn") if name in setup}}
