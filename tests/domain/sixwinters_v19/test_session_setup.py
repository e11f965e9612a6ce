"""Session Setup: the decks shuffled with their backs public, starting progress cards, the
first game's obstacles, the staging area, characters placed, the time marker."""
import pytest

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters_v19.rules.draws import drawable_progress
from tests.domain.sixwinters_v19.builders import Story


def _to_progress(story, method="physical", players=("Ann", "Ben")):
    story.do("start-session", players=list(players))
    story.do("roll-starting-dice", roll="app")
    for player, character in zip(players, ("Thea", "Menas", "Keel", "Fuscus")):
        story.do("choose-characters", player=player, characters=[character])
    if method == "physical":
        story.do("shuffle-obstacle-decks", backs=[{"region": "empire", "back": "winter"},
                                                  {"region": "redbank", "back": "spring"},
                                                  {"region": "settled", "back": "fall"}])
        story.do("shuffle-progress-deck")
    else:
        story.do("shuffle-obstacle-decks", roll="app")
        story.do("shuffle-progress-deck", roll="app")
    return story


def test_a_hand_shuffle_records_the_backs_the_table_sees_and_refuses_a_back_the_deck_cannot_show():
    story = Story()
    story.do("start-session", players=["Ann"])
    story.do("roll-starting-dice", roll="app")
    story.do("choose-characters", player="Ann", characters=["Thea", "Keel"])
    story.rejects("sixwinters_v19.shuffle.back", "shuffle-obstacle-decks", backs=[{"region": "empire", "back": "winter"}])
    story.do("shuffle-obstacle-decks", backs=[{"region": "empire", "back": "winter"}, {"region": "redbank", "back": "summer"},
                                              {"region": "settled", "back": "winter"}])
    assert {r: d["back"] for r, d in story.game["decks"]["obstacles"].items()} == {
        "empire": "winter", "redbank": "summer", "settled": "winter"}


def test_the_progress_deck_is_stacked_by_stage_lowest_on_top_and_its_back_shows_stage_and_stars():
    story = _to_progress(Story(), "app")
    deck = story.game["decks"]["progress"]
    stages = [catalog_of(story.game)["progress"][c]["stage"] for c in deck["pile"]]
    assert stages == sorted(stages)
    assert deck["back"] == {"stage": 1, "stars": 1}


def test_each_player_draws_two_progress_cards_and_keeps_one_the_other_goes_to_staging():
    story = _to_progress(Story())
    assert story.step == "draw-progress"
    first = drawable_progress(story.game)
    story.rejects("sixwinters_v19.draw.card", "draw-card", deck="progress", card="Sappers")   # a stage 2 card
    for card in first[:4]:
        story.do("draw-card", deck="progress", card=card)
    assert story.step == "keep-progress"
    assert story.game["session"]["players"]["Ann"]["hand"] == first[:2]
    story.rejects("sixwinters_v19.progress.keep", "keep-progress-card", player="Ann", card=first[2])
    story.do("keep-progress-card", player="Ann", card=first[1])
    story.do("keep-progress-card", player="Ben", card=first[2])
    story.do("stage-progress-cards", cards=[first[3], first[0]])
    assert story.game["session"]["staging"][:2] == [first[3], first[0]]


def test_the_first_game_places_an_obstacle_at_each_drawn_cards_obstacle_location():
    story = _to_progress(Story(), "app")
    session = story.game["session"]
    kept = [session["players"][p]["hand"][0] for p in ("Ann", "Ben")]
    for player, card in zip(("Ann", "Ben"), kept):
        story.do("keep-progress-card", player=player, card=card)
    events = story.do("stage-progress-cards", cards=list(story.game["session"]["unchosen"]))
    placed = [e.data for e in events if e.kind.endswith("obstacle-placed")]
    assert [p["progress"] for p in placed][:2] == kept and len(placed) == 4
    for item in placed:
        spot = catalog_of(story.game)["progress"][item["progress"]]["obstacle"]
        assert item["region"] == spot["region"] and item["location"] in story.game["board"][spot["region"]]


def test_a_later_game_places_no_first_obstacles():
    story = Story().start()
    story.adjust(("/year", 2), ("/stage", "start-session"), ("/session", None))
    _to_progress(story, "app")
    for player in ("Ann", "Ben"):
        story.do("keep-progress-card", player=player, card=story.game["session"]["players"][player]["hand"][0])
    events = story.do("stage-progress-cards", cards=list(story.game["session"]["unchosen"]))
    assert not [e for e in events if e.kind.endswith("obstacle-placed")]


@pytest.mark.parametrize("reading, staged", [("at-setup", 4), ("at-new-obstacles", 2)])
def test_option_staging_fill_fills_the_staging_area_to_four_at_setup_or_leaves_it(reading, staged):
    story = Story(options={"staging_fill": reading}).start()
    assert len(story.game["session"]["staging"]) == staged


@pytest.mark.parametrize("reading, second", [("solid-winter", False), ("second-winter", True)])
def test_option_first_turn_puts_the_time_marker_on_the_solid_or_the_second_winter_box(reading, second):
    story = Story(options={"first_turn": reading}).start()
    assert story.game["session"]["turn"]["season"] == "winter" and story.game["session"]["turn"]["second"] is second


def test_a_character_is_placed_once_at_a_location_in_play():
    story = _to_progress(Story(), "app")
    for player in ("Ann", "Ben"):
        story.do("keep-progress-card", player=player, card=story.game["session"]["players"][player]["hand"][0])
    story.do("stage-progress-cards", cards=list(story.game["session"]["unchosen"]))
    story.rejects("sixwinters_v19.location", "place-character", character="Thea", location="Moonwell")
    story.do("place-character", character="Thea", location="Whitehold")
    story.rejects("sixwinters_v19.placed", "place-character", character="Thea", location="Eastkeep")
