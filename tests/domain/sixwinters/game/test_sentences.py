"""The live game's sentences say what changed and where: the first roll names whose each die
is and of what kind; an activation names each obstacle that moved (from where to where) and
each that took effect and left play."""
from __future__ import annotations

from domain.kernel import Recorded
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.narrate import obstacles_activated, opening_rolled, stashed, traded
from tests.domain.sixwinters.game.builders import d
from tests.domain.sixwinters.game.test_options import _quintim_next_to_a_keep


def told(state: dict, command: dict) -> str:
    """The sentence of the command's first event, told with the state before it."""
    [event, *_] = DECIDER.decide(state, DECIDER.schemas[command["type"]]().load(command))
    return obstacles_activated(state, Recorded(event.kind, dict(event.data), 1, "physical", "test", "t", event.version))


def test_an_activation_says_which_obstacle_moved_from_where_to_where():
    said = told(_quintim_next_to_a_keep("uses-activations"), {"type": "table-activate"})
    assert said == "The obstacles activated: Quintim the Vile moved from Boar's Rift to Eastkeep."


def test_an_activation_says_which_obstacle_took_effect_and_left_play():
    said = told(_quintim_next_to_a_keep("free"), {"type": "table-activate", "threat_rolls": [d(1)]})
    assert said.startswith("The obstacles activated: Quintim the Vile took effect and was discarded.")
    assert "Threat gathered at Eastkeep." in said


def test_the_first_roll_says_whose_each_die_is_and_of_what_kind():
    data = {"action_dice": {"Keel": [6, 3, 3, 5], "Thea": [4, 4, 2, 5]}, "complete": True, "pending": {},
            "resources": {"Boar's Rift": [{"type": "military", "value": 1}], "Eastkeep": [{"type": "technology", "value": 5}]}}
    said = opening_rolled({}, Recorded("sixwinters/starting-dice-rolled", data, 12, "physical", "test", "t", 2))
    assert said == ("The first resource dice and action dice were rolled. Action dice: Keel 6, 3, 3 and 5; "
                    "Thea 4, 4, 2 and 5. Resource dice: military 1 at Boar's Rift and technology 5 at Eastkeep.")


def test_a_die_type_that_begins_with_a_vowel_takes_an():
    stash = {"character": "Keel", "card": "Thieves' Tools", "die": {"type": "espionage", "value": 4}}
    trade = {"character": "Keel", "give": [{"type": "sorcery"}], "outcome": {"gained": "espionage"}}
    assert stashed({}, Recorded("sixwinters/die-stashed", stash, 3, "physical", "test", "t")) == \
        "Keel stashed an espionage 4 on Thieves' Tools."
    assert traded({}, Recorded("sixwinters/dice-traded", trade, 3, "physical", "test", "t")) == \
        "Keel traded two sorcery dice for an espionage die."
    assert stashed({}, Recorded("sixwinters/die-stashed", {**stash, "die": {"type": "sorcery", "value": 2}}, 3,
                                "physical", "test", "t")) == "Keel stashed a sorcery 2 on Thieves' Tools."
