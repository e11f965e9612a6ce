"""Why the numbers people ask about came out as they did (the `explain` hook): threat by the icons
beyond two, with the rulebook's example (four military icons raise it by two, three diplomacy
by one) and its overflow; a track by a completed card's reward; the seasonal event by the
symbols on the decks' backs; a second turn of a season; a defence's threshold; the victory
level by the completed tracks."""
from __future__ import annotations

from domain.kernel import Recorded
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19 import events as ev
from domain.rulesets.sixwinters_v19.rules import turn
from domain.rulesets.sixwinters_v19.rules.campaign_end import campaign_ended
from tests.domain.sixwinters_v19.builders import Story, support_threat_maxed_out, threat_icons_on_the_board


def recorded(event, position: int = 9) -> Recorded:
    return Recorded(event.kind, event.data, position, "derived", "olga", "2026-01-01T00:00:00+00:00")


def reasons(before: dict, event) -> dict[str, list]:
    found: dict[str, list] = {}
    for because in V19.explain(before, recorded(event)):
        found.setdefault(because.rule, []).append(because)
    return found


def _obstacles(story, location, *cards):
    story.place(location, *cards)


def test_threat_is_explained_by_the_icons_beyond_two_four_military_two_three_diplomacy_one():
    story = threat_icons_on_the_board()
    why = {b.inputs["resource"]: b for b in reasons(story.game, turn.threats(story.game))["sixwinters_v19.threats.icons"]}
    assert why["military"].inputs == {"resource": "military", "icons": 4, "raises": 2}
    assert why["diplomacy"].inputs == {"resource": "diplomacy", "icons": 3, "raises": 1}
    assert why["military"].text == "Military: 4 threat icons on the obstacles in play, 2 beyond two"
    assert why["support"].inputs["raises"] == 0


def test_an_overflow_is_explained_by_the_full_track():
    story = support_threat_maxed_out()
    [overflow, _] = reasons(story.game, turn.threats(story.game))["sixwinters_v19.threats.overflow"]
    assert overflow.inputs == {"for": "support", "track": "technology"}
    assert "the Support threat track was on space 12, so Technology, next in trade order, rose instead" == overflow.text


def test_the_seasonal_event_is_explained_by_the_decks_backs():
    story = Story().start()
    story.adjust(*((f"/decks/obstacles/{r}/back", b) for r, b in (("empire", "winter"), ("redbank", "spring"),
                                                                   ("settled", "winter"))))
    before = {**story.game, "session": {**story.game["session"], "turn": None}}
    [why] = reasons(before, turn.turn_began(before))["sixwinters_v19.seasonal-event"]
    assert why.inputs["symbols"] == 2 and why.inputs["backs"] == {"empire": "winter", "redbank": "spring",
                                                                  "settled": "winter"}
    assert why.text.endswith("so card 2 of winter: Deep Drifts")


def test_a_completed_card_explains_each_track_it_raised():
    script = V19.demo()
    story = Story(players=script["setup"]["players"])
    for command in script["commands"]:
        before = story.game
        for event in story.do(command["type"], **{k: v for k, v in command.items() if k != "type"}):
            if event.kind == ev.PROGRESS_COMPLETED and event.data["card"] == "On Two Fronts":
                [why] = reasons(before, event)["sixwinters_v19.progress.reward"]
                assert why.inputs == {"card": "On Two Fronts", "reward": "military", "from": 2}
                assert event.data["progress"] == {"military": 3}
                return
    raise AssertionError("On Two Fronts was never completed in the demo")


def test_the_victory_level_is_explained_by_the_three_victory_tracks():
    story = Story()
    story.adjust(("/tracks/diplomacy/progress", 12), ("/tracks/support/progress", 12), ("/tracks/support/threat", 12))
    why = reasons(story.game, campaign_ended(story.game))
    [level] = why["sixwinters_v19.victory.level"]
    assert level.inputs == {"completed": ["diplomacy"], "level": "Pyrrhic Victory"}
    support = next(b for b in why["sixwinters_v19.victory.track"] if b.inputs["resource"] == "support")
    assert support.inputs["progress"] == support.inputs["threat"] == 12 and "alone on space 12" in support.text


def test_events_nobody_asks_about_give_no_reasons():
    story = Story()
    assert V19.explain(story.game, Recorded(ev.CHARACTER_PLACED, {"character": "Thea", "location": "Eastkeep"}, 3,
                                            "physical", "olga", "2026-01-01T00:00:00+00:00")) == ()


def test_past_a_full_sorcery_track_the_choice_left_to_the_players_is_explained():
    story = Story().start()
    story.clear_obstacles()
    _obstacles(story, "Gray Forest", "Bound Sorcerer", "Wild Magic", "Fey Lights")
    story.adjust(("/tracks/sorcery/threat", 12))
    [choice] = reasons(story.game, turn.threats(story.game))["sixwinters_v19.threats.choice"]
    assert choice.inputs == {"owed": 2}


def test_activation_is_explained_region_by_region_by_the_backs():
    backs = {"empire": "spring", "redbank": "winter", "settled": None}
    event = Recorded(ev.LOCATIONS_ACTIVATED, {"regions": backs}, 9, "derived", "olga", "2026-01-01T00:00:00+00:00")
    why = {}
    for because in V19.explain(Story().game, event):
        why.setdefault(because.rule, []).append(because)
    assert [b.text for b in why["sixwinters_v19.activation.back"]] == [
        "the Empire shows spring: the top location", "Red Bank shows winter: all three locations",
        "the Settled Lands' deck is empty: nothing"]


def test_a_seasons_second_turn_is_explained_by_its_symbols():
    story = Story().start()
    story.adjust(*((f"/decks/obstacles/{r}/back", b) for r, b in (("empire", "winter"), ("redbank", "fall"),
                                                                   ("settled", "spring"))))
    [second] = reasons(story.game, turn.advance(story.game))["sixwinters_v19.time.second"]
    assert second.inputs == {"season": "winter", "symbols": 1}
    assert second.text == "1 winter symbols showed, so the season's second turn was played"


def test_a_refill_is_explained_by_the_pool_size_under_each_progress_marker():
    story = Story().start()
    story.adjust(("/session/pools/support", []), ("/session/pools/military", []))
    for player in story.game["session"]["order"]:
        story.do("end-actions", player=player)
    before = story.game
    refilled = story.do("refill", roll="app")[0]
    assert refilled.kind == ev.POOLS_REFILLED
    why = {b.inputs["resource"]: b for b in reasons(before, refilled)["sixwinters_v19.refill.size"]}
    assert set(why) == {name for name, dice in refilled.data["pools"].items() if dice} >= {"support", "military"}
    for name, because in why.items():
        assert because.inputs["size"] == because.inputs["in_pool"] + len(refilled.data["pools"][name])


def test_a_defence_is_explained_by_skill_against_difficulty():
    story = Story().start(characters={"Ann": ["Keel"], "Ben": ["Menas"]})
    story.clear_obstacles()
    _obstacles(story, "Eastkeep", "Imperial Patrol")
    story.adjust(("/session/positions/Keel", "Eastkeep"), ("/session/players/Ann/dice", [1, 2, 6]))
    story.do("approach", character="Keel", obstacle="Imperial Patrol", dice=[])
    before = story.game
    defended = story.do("defend", rolls=[{"player": "Ann", "dice": [{"sides": 6, "kind": "action", "value": v}
                                                                     for v in (6, 6, 6)]}])[0]
    [why] = reasons(before, defended)["sixwinters_v19.defend.threshold"]
    skill = before["characters"]["Keel"]["skills"]["combat"]
    assert why.inputs == {"character": "Keel", "skill": skill, "difficulty": 2, "needs": 3 if skill >= 2 else 1}
