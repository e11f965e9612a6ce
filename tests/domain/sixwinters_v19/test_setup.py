"""Campaign Setup and Session Setup, step by step, with the rulebook's numbers."""
import pytest

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.state import pool_size
from domain.rulesets.sixwinters_v19.words import RESOURCES
from tests.domain.sixwinters_v19.builders import Story, dice


@pytest.mark.parametrize("difficulty, space", [("cakewalk", 1), ("standard", 3), ("difficult", 6), ("impossible", 9)])
def test_initial_threat_stands_where_the_difficulty_puts_it_and_progress_on_the_first_space(difficulty, space):
    game = Story(difficulty=difficulty).game
    assert {n: t["threat"] for n, t in game["tracks"].items()} == dict.fromkeys(RESOURCES, space)
    assert {n: t["progress"] for n, t in game["tracks"].items()} == dict.fromkeys(RESOURCES, 1)


def test_starting_pools_are_all_size_one_except_support_at_two():
    game = Story().game
    assert {name: pool_size(game, name) for name in RESOURCES} == {
        "support": 2, "technology": 1, "espionage": 1, "military": 1, "diplomacy": 1, "sorcery": 1}


def test_fill_starting_pools_rolls_one_die_per_pool_and_two_for_support_and_five_action_dice_each():
    story = Story()
    story.do("start-session", players=["Ann", "Ben"])
    story.do("roll-starting-dice", roll="app")
    session = story.game["session"]
    assert {name: len(pool) for name, pool in session["pools"].items()} == {
        "support": 2, "technology": 1, "espionage": 1, "military": 1, "diplomacy": 1, "sorcery": 1}
    assert [len(session["players"][p]["dice"]) for p in ("Ann", "Ben")] == [5, 5]


def test_a_solo_player_rolls_seven_action_dice_and_chooses_two_characters():
    story = Story(players=["Cat"])
    story.do("start-session", players=["Cat"])
    story.do("roll-starting-dice", roll="app")
    assert len(story.game["session"]["players"]["Cat"]["dice"]) == 7
    story.rejects("sixwinters_v19.characters.choice", "choose-characters", player="Cat", characters=["Thea"])
    story.do("choose-characters", player="Cat", characters=["Thea", "Keel"])


def test_a_pool_with_the_wrong_number_of_dice_is_refused_naming_the_pool():
    story = Story()
    story.do("start-session", players=["Ann"])
    error = story.rejects("sixwinters_v19.dice.count", "roll-starting-dice",
                          pools=[{"resource": "support", "dice": dice("support", 3)}],
                          action_dice=[{"player": "Ann", "dice": dice("action", 1, 2, 3, 4, 5, 6, 6)}])
    assert "support pool" in error.message


def test_oniri_yasmina_and_lucia_are_locked_at_the_start_of_a_campaign():
    story = Story()
    assert sorted(n for n, s in story.game["characters"].items() if s["locked"]) == ["Lucia", "Oniri", "Yasmina"]
    story.do("start-session", players=["Ann", "Ben"])
    story.do("roll-starting-dice", roll="app")
    story.rejects("sixwinters_v19.characters.choice", "choose-characters", player="Ann", characters=["Oniri"])
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.rejects("sixwinters_v19.characters.choice", "choose-characters", player="Ben", characters=["Thea"])


def test_the_standard_map_puts_the_nine_starting_locations_in_their_slots():
    board = Story().game["board"]
    assert board == {"empire": ["Eastkeep", "Guild of Strategy", "Whitehold"],
                     "redbank": ["Dusk's Ayrie", "Ferry's Glenn", "Gray Forest"],
                     "settled": ["Lily Manor", "Boar's Peak", "Gravewood"]}


def test_starting_obstacle_decks_hold_only_starting_obstacles_by_region():
    game = Story().game
    catalog = catalog_of(game)["obstacles"]
    for region, deck in game["decks"]["obstacles"].items():
        assert deck["pile"] and all(catalog[c]["region"] == region and catalog[c]["entry"] == "starting"
                                    for c in deck["pile"])
    assert all(catalog[c]["entry"] != "starting" for c in game["set_aside"]["obstacles"])


def test_random_starting_locations_draw_four_of_a_region_and_keep_three_with_their_obstacles():
    story = Story(map="random")
    assert story.step == "draw-locations" and story.game["board"]["settled"] == [None, None, None]
    story.rejects("sixwinters_v19.locations.not-drawn", "keep-locations", region="settled",
                  locations=["Lily Manor", "Moonwell", "Riverport"])
    story.do("draw-locations", region="settled", cards=["Lily Manor", "Moonwell", "Riverport", "Gravewood"])
    story.rejects("sixwinters_v19.locations.keep", "keep-locations", region="settled",
                  locations=["Lily Manor", "Moonwell", "Boar's Peak"])
    story.do("keep-locations", region="settled", locations=["Moonwell", "Lily Manor", "Riverport"])
    assert story.game["board"]["settled"] == ["Moonwell", "Lily Manor", "Riverport"]
    assert story.game["locations"]["Moonwell"]["obstacles"] == [{"card": "Restless Spirits", "dice": []}]
    assert "Gravewood" in story.game["set_aside"]["locations"]


def test_an_app_draw_of_locations_takes_four_different_cards_of_the_region():
    story = Story(map="random")
    story.do("draw-locations", region="empire", roll="app")
    drawn = story.game["drawn_locations"]["empire"]
    assert len(set(drawn)) == 4 and all(catalog_of(story.game)["locations"][n]["region"] == "empire" for n in drawn)


def test_when_every_region_is_kept_the_first_game_can_start():
    story = Story(map="random")
    for region, cards in (("empire", ["Eastkeep", "Whitehold", "Tollhouse", "Ashen Gate"]),
                          ("redbank", ["Gray Forest", "Old Mill", "Ferry's Glenn", "Standing Stones"]),
                          ("settled", ["Gravewood", "Market Cross", "Boar's Peak", "Riverport"])):
        story.do("draw-locations", region=region, cards=cards)
        story.do("keep-locations", region=region, locations=cards[:3])
    assert story.step == "start-session"


@pytest.mark.parametrize("setup, field", [
    ({"players": []}, "players"), ({"players": ["Ann", "Ann"]}, "players"),
    ({"players": ["Ann"], "difficulty": "brutal"}, "difficulty"),
    ({"players": ["Ann"], "options": {"first_turn": "spring"}}, "options"),
    ({"players": ["Ann"], "options": {"no_such": "x"}}, "options"),
    ({"players": ["Ann"], "catalog": {"skills": []}}, "catalog")])
def test_a_bad_setup_is_refused_naming_its_field(setup, field):
    errors = V19.setup_schema().validate(setup)
    assert field in errors, errors
