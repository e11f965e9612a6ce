"""Overcome: approach by the defense pattern and the skill, defend (3 or less when the skill
reaches the difficulty, else a 1), attack stress, dice placed after defending, dice left on
the obstacle, teamwork, skill up."""
import pytest

from tests.domain.sixwinters_v19.builders import Story, dice


def _table(story, *cards, place="Eastkeep"):
    story.clear_obstacles()
    story.place(place, *cards)


@pytest.fixture
def story():
    story = Story().start(places={"Thea": "Eastkeep", "Menas": "Eastkeep"})
    _table(story, "Border Fort")          # difficulty 4, tactics, defense 4 4, attack 1 body
    story.hand("Ann", 1, 4, 4, 5, 6)
    story.hand("Ben", 2, 3, 4, 6, 6)
    return story


def test_approach_dice_must_match_open_faces_of_the_defense_pattern(story):
    story.rejects("sixwinters_v19.overcome.pattern", "approach", character="Thea", obstacle="Border Fort", dice=[5])


def test_approach_places_no_more_dice_than_the_characters_skill(story):
    story.adjust(("/characters/Thea/skills/tactics", 1))
    story.rejects("sixwinters_v19.overcome.skill", "approach", character="Thea", obstacle="Border Fort", dice=[4, 4])


def test_a_skill_of_zero_places_no_dice_on_approach(story):
    story.adjust(("/characters/Thea/skills/tactics", 0))
    story.rejects("sixwinters_v19.overcome.skill", "approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[])


def test_matching_the_pattern_on_approach_overcomes_at_once_and_offers_a_skill_up(story):
    kinds = story.kinds("approach", character="Thea", obstacle="Border Fort", dice=[4, 4])   # Thea tactics 2 < 4
    assert kinds == ["obstacle-approached", "obstacle-overcome"]
    assert story.game["locations"]["Eastkeep"]["obstacles"] == []
    assert story.game["decks"]["obstacles"]["empire"]["discard"][-1] == "Border Fort"
    story.rejects("sixwinters_v19.overcome.skill-up", "raise-skill", characters=["Menas"])
    story.do("raise-skill", characters=["Thea"])
    assert story.game["characters"]["Thea"]["skills"]["tactics"] == 3 and story.game["session"]["overcome"] is None


def test_a_skill_below_the_difficulty_defends_only_on_a_one_and_a_failed_defence_takes_the_attack(story):
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.rejects("sixwinters_v19.overcome.pending", "move", character="Menas", to="Whitehold", dice=[2])
    events = story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 2, 3, 3, 6)}])
    assert events[0].data["success"] is False and events[0].data["stress"] == {"Thea": {"body": 1}}
    assert story.game["characters"]["Thea"]["stress"]["body"] == 1


def test_a_skill_at_the_difficulty_defends_on_three_or_less(story):
    story.adjust(("/characters/Thea/skills/tactics", 4))
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    events = story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 3, 5, 6, 6)}])
    assert events[0].data["success"] is True and events[0].data["stress"] == {}


def test_rerolled_dice_placed_after_defending_can_overcome_and_dice_not_overcoming_stay_on_it(story):
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 1, 2, 5, 6)}])
    story.rejects("sixwinters_v19.overcome.pattern", "place-defend-dice", player="Ann", dice=[5])
    kinds = story.kinds("place-defend-dice", player="Ann", dice=[])
    assert kinds == ["defend-dice-placed", "overcome-ended"]
    assert story.game["locations"]["Eastkeep"]["obstacles"] == [{"card": "Border Fort", "dice": [4]}]
    story.hand("Ann", 4, 6)
    kinds = story.kinds("approach", character="Thea", obstacle="Border Fort", dice=[4])
    assert kinds == ["obstacle-approached", "obstacle-overcome"]


def test_a_team_defends_if_either_player_defends_and_both_may_place(story):
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("approach", character="Menas", obstacle="Border Fort", dice=[])
    events = story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 6, 6, 6, 6)},
                                       {"player": "Ben", "dice": dice("action", 1, 5, 5, 5, 4)}])
    assert events[0].data["success"] is True
    story.do("place-defend-dice", player="Ann", dice=[])
    kinds = story.kinds("place-defend-dice", player="Ben", dice=[4])
    assert kinds[-1] == "obstacle-overcome"
    assert story.game["session"]["overcome"]["eligible"] == ["Thea", "Menas"]   # tactics 2 and 3, difficulty 4


def test_a_team_that_fails_to_defend_all_take_the_attack(story):
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("approach", character="Menas", obstacle="Border Fort", dice=[])
    events = story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 6, 6, 6, 6)},
                                       {"player": "Ben", "dice": dice("action", 5, 5, 5, 4, 6)}])
    assert events[0].data["stress"] == {"Thea": {"body": 1}, "Menas": {"body": 1}}


@pytest.mark.parametrize("reading, left", [("kept", [1, 2, 6]), ("spent", [])])
def test_option_defend_dice_keeps_or_spends_the_rerolled_dice_not_placed(reading, left):
    story = Story(options={"defend_dice": reading}).start(places={"Thea": "Eastkeep"})
    _table(story, "Border Fort")
    story.hand("Ann", 1, 4, 4, 5, 6)
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 1, 2, 4, 6)}])
    story.do("place-defend-dice", player="Ann", dice=[4])
    assert story.game["session"]["players"]["Ann"]["dice"] == left


def test_an_approach_needs_the_obstacle_where_the_character_is(story):
    story.adjust(("/session/positions/Thea", "Whitehold"))
    story.rejects("sixwinters_v19.overcome.here", "approach", character="Thea", obstacle="Border Fort", dice=[4])
