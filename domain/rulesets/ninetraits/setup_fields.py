"""The questions of a new campaign's setup (the moves document's grammar, docs/moves.md),
every option enumerated."""
from __future__ import annotations

from domain.kernel.moves import asked, text, texts
from domain.kernel.setup import numbered_names

from .moves.fields import choices
from .options import ACTIONS_PER_TURN, OPTIONS
from .state import WAYFINDER

ACTIONS = ("How many actions does a turn allow? Moving \"takes an action\"; the number is in notes not provided.",
           ["No limit: actions are counted, and the Wayfinder ends the turn.", "One action a turn.",
            "Two actions a turn.", "Three actions a turn.", "Four actions a turn."])
# option -> (the question, one sentence per value in OPTIONS' order): docs/rules-notes.md, N1 to N10
SAID = {
    "death_save": ("Death: \"If your successes match or exceed the target, you gain 1 Life Point\". "
                   "And a tie?", ("Equal successes gain a Life Point (\"match or exceed\").",
                                  "Only more successes (the example's \"try to get more successes than that\").")),
    "overexertion": ("May a roll be overexerted only after a failure?", (
        "\"If you've failed your roll, you can overexert\"; the reroll's sixes are the result.",
        "Also \"to gain additional successes\", adding \"the successes of their original roll\".")),
    "shared_bonus": ("\"For each player sharing the turn, you gain a bonus d6\": who counts?", (
        "Everyone sharing the turn, yourself counted.", "The others only.")),
    "opposed_ties": ("\"Whoever rolls more 6s wins\": and equal sixes?", (
        "Nobody wins.", "The one opposing holds, as a target resisting a Tribulation does.")),
    "opposing_table": ("Which Traits may oppose a roll?", (
        "Only those the table lists as \"Example Opposing Trait(s)\".", "Any Trait the Wayfinder allows.")),
    "defense": ("May the target of a damage attack dodge? Dodge, Counter and Endure are in notes not provided.", (
        "No: \"each 6 you roll deals 1 point of damage\".",
        "Yes: the target resists with an Opposing Trait, as the bandit rolls \"to see if he can dodge\" "
        "(not when Grappled, Frozen or Unconscious).")),
    "fading": ("Tribulations \"fade naturally after FIVE ROTATIONS\": which rotations count?", (
        "The rotation in which it was gained counts when it ends.", "The count starts with the next rotation.")),
    "fading_outside_combat": ("Out of combat there are no rotations: when does a Tribulation gained there fade?", (
        "Only after the rotations of a later fight.", "When the scene ends.")),
    "halving": ("Two Tribulations halve the same dice (\"different Tribulations can stack\"): how often?", (
        "Each halves them (Tired and Enfeebled: Might 5, then 3, then 2).", "They are halved once.")),
    "poisoned_life": ("\"Your Current Life Points are halved while poisoned\": and when the poison ends?", (
        "The halved part comes back, up to the maximum.", "It is not given back.")),
}


def setup_fields(catalog=None) -> dict:
    """The questions of a new campaign: the Wayfinder's name, the player characters' names
    (their sheets are written in play: character creation is in notes not provided), the
    actions a turn allows and each reading of the rules (options.py)."""
    return {"wayfinder": text(max=40, default=WAYFINDER), "characters": texts(1, 8, 40, numbered_names("Character", 8)),
            "actions_per_turn": asked(choices(list(ACTIONS_PER_TURN), 0, 1), *ACTIONS),
            **{name: asked(choices(values, 0, 1), *SAID[name]) for name, values in OPTIONS.items()}}
