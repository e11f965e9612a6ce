"""Conditions (docs/rules-notes.md R12): Wounded and Shattered are recorded on the table and
the sheet, shown on both pictures, and the group's house effect (`condition_effect`) lowers
the starting level of the condition's track; by default a condition has no effect."""
import xml.etree.ElementTree as ET

import pytest
from tests.domain.sixwinters.game.builders import d, run
from tests.domain.sixwinters.game.test_options import opened, refused, who

from domain.kernel import Recorded
from domain.rulesets.sixwinters.campaign.cards import sheet_card
from domain.rulesets.sixwinters.game import narrate
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.pictures import PICTURES

SVG = "{http://www.w3.org/2000/svg}"
OVERCOME = {"type": "table-overcome", "obstacle": "Remote Influence",
            "team": [{"character": "Keel", "overcome": [1]}], "stress_dice": [d(6, "body"), d(1, "body")]}


def _table(effect: str, keel: dict | None = None) -> dict:
    state = opened({"condition_effect": effect},
                   [{"name": "Keel", "location": "Parisa's Glen", **(keel or {})}, {"name": "Thea", "location": "Loomwood"}],
                   obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    return state


def _texts(svg: str) -> str:
    return " ".join(t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text"))


def _wounded(effect: str) -> tuple[dict, dict]:
    state = _table(effect)
    state["table"]["characters"]["Keel"]["body"] = 1
    events = DECIDER.decide(state, DECIDER.schemas["table-overcome"]().load(OVERCOME))
    return run(state, OVERCOME), events[0]


def test_condition_effect_none_a_condition_is_recorded_and_both_tracks_reset_to_the_sheets_levels():
    after, _ = _wounded("none")
    keel = who(after, "Keel")
    assert keel["conditions"] == [{"name": "Wounded", "track": "body"}]
    assert (keel["body"], keel["psyche"], keel["body_base"]) == (3, 3, 3)


def test_condition_effect_lower_track_a_condition_taken_in_play_lowers_its_track_before_the_reset():
    after, event = _wounded("lower-track")
    keel = who(after, "Keel")
    assert keel["conditions"] == [{"name": "Wounded", "track": "body"}]
    assert (keel["body"], keel["body_base"], keel["psyche"], keel["psyche_base"]) == (2, 2, 3, 3)
    assert {"character": "Keel", "condition": {"name": "Wounded", "track": "body"}, "lowered": {"body": 2}} \
        in event.data["outcome"]["events"]


def test_condition_effect_lower_track_the_game_opens_with_each_tracks_level_lowered_per_condition():
    conditions = [{"name": "Wounded", "track": "body"}, {"name": "Shattered", "track": "psyche"},
                  {"name": "Shattered", "track": "psyche"}, {"name": "Curse", "skill": "lore", "to": 0}]
    keel = who(_table("lower-track", {"conditions": conditions, "psyche": 3, "body": 3}), "Keel")
    assert (keel["body"], keel["body_base"], keel["psyche"], keel["psyche_base"]) == (2, 2, 1, 1)
    plain = who(_table("none", {"conditions": conditions, "psyche": 3, "body": 3}), "Keel")
    assert (plain["body"], plain["psyche"]) == (3, 3)


def test_condition_effect_lower_track_never_lowers_a_track_below_one():
    many = [{"name": "Wounded", "track": "body"}] * 5
    assert who(_table("lower-track", {"conditions": many, "body": 3}), "Keel")["body_base"] == 1


def test_the_sentence_names_the_condition_and_under_the_house_effect_the_lowered_level():
    state = _table("lower-track")
    state["table"]["characters"]["Keel"]["body"] = 1
    _, event = _wounded("lower-track")
    recorded = Recorded(event.kind, dict(event.data), 1, "physical", "test", "t", event.version)
    sentence = narrate.SENTENCES[event.kind](state, recorded)
    assert "Keel took the condition Wounded (body now starts at 2)" in sentence


def test_the_table_picture_shows_each_characters_conditions_beside_the_character():
    after, _ = _wounded("none")
    assert "Keel (3/3) \u2022 Wounded" in _texts(PICTURES["table"](after))


def test_the_sheet_card_lists_the_conditions_of_the_character_at_the_table():
    after, _ = _wounded("none")
    sheet = {"title": "Keel", "unlocked": True, "move": 4, "skills": {"combat": 3}, "stress": {"psyche": 3, "body": 3},
             "conditions": [], "abilities": [], "reserve_actions": []}
    assert "Conditions: Wounded" in _texts(sheet_card("Keel", sheet, who(after, "Keel")))


@pytest.mark.parametrize("effect", ["none", "lower-track"])
def test_either_effect_refuses_a_wrong_stress_roll_and_changes_nothing(effect):
    state = _table(effect)
    state["table"]["characters"]["Keel"]["body"] = 1
    refused(state, {**OVERCOME, "stress_dice": [d(6, "body")]}, "2 stress dice")
