"""Apples' effect when played (asset card: play -> body; docs/rules-notes.md): the character who
plays it for a scene recovers one body stress, never above the track's starting level."""
import copy

import pytest
from tests.domain.sixwinters.game.builders import d, last_outcome, open_game, run

from domain.kernel import Recorded, RuleViolation
from domain.rulesets.sixwinters.game import narrate
from domain.rulesets.sixwinters.game.decider import DECIDER


def _at_scene(keel_body: int) -> dict:
    state = open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Parisa's Glen"}])
    keel = state["table"]["characters"]["Keel"]
    keel["overcome"] = ["Remote Influence", "Repeating Histories"]    # 12 points
    keel["completed"] = ["Apples", "Imperial Violin"]                 # 4 + 12 (+ rapport bonus)
    keel["body"] = keel_body
    return state


NARRATE = {"type": "table-narrate", "stress_dice": [d(1, "psyche"), d(1, "psyche")],
           "plays": [{"character": "Keel", "cards": ["Remote Influence", "Repeating Histories", "Apples", "Imperial Violin"]}, {"character": "Thea"}]}


def test_playing_apples_recovers_one_body_stress_and_the_sentence_says_so():
    state = _at_scene(1)
    after = run(state, NARRATE)
    keel = after["table"]["characters"]["Keel"]
    assert keel["body"] == 2 and "Apples" in keel["played"]
    [event] = [e for e in DECIDER.decide(state, DECIDER.schemas["table-narrate"]().load(NARRATE)) if e.kind.endswith("scene-narrated")]
    sentence = narrate.SENTENCES[event.kind](state, Recorded(event.kind, dict(event.data), 1, "physical", "t", "t", event.version))
    assert "Keel played Apples and recovered 1 body" in sentence


def test_apples_never_raises_body_above_its_starting_level():
    state = _at_scene(3)
    assert run(state, NARRATE)["table"]["characters"]["Keel"]["body"] == 3
    assert {"character": "Keel", "recovered": "body", "amount": 0, "card": "Apples"} in last_outcome(state, NARRATE)["events"]


def test_a_scene_refused_for_too_few_points_recovers_nothing_and_changes_nothing():
    state = _at_scene(1)
    before = copy.deepcopy(state)
    short = {**NARRATE, "plays": [{"character": "Keel", "cards": ["Apples"]}, {"character": "Thea"}]}
    with pytest.raises(RuleViolation, match="points played"):
        run(state, short)
    assert state == before
