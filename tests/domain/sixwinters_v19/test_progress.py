"""Progress cards: the On Two Fronts example (its path choices and its completion), every square
constraint, the chain's direction, whose card a character may use, rewards, the next card."""
import pytest

from domain.rulesets.sixwinters_v19.rules.paths import next_squares
from tests.domain.sixwinters_v19.builders import Story


def _card(story, card, player="Ann", chain=()):
    """The player holds the card, its chain already holding the (square, resource, value) dice given."""
    steps = [{"square": square, "resource": resource, "value": value} for square, resource, value in chain]
    cards = {card: {"player": player, "chain": steps}}
    story.adjust(*story.taken(card), ("/session/cards", cards), (f"/session/players/{player}/card", card),
                 ("/session/players/Ben/card", None if player == "Ann" else card))


def _assets(story, place, *dice):
    story.adjust((f"/locations/{place}/assets", [{"resource": r, "value": v} for r, v in dice]))


def _at(story, character, place):
    story.adjust((f"/session/positions/{character}", place))


@pytest.fixture
def story():
    story = Story().start()
    story.clear_obstacles()
    story.adjust(("/session/staging", []))
    _card(story, "On Two Fronts")
    return story


def _place(story, character, square, resource, value, card="On Two Fronts"):
    return story.do("place-progress-die", character=character, card=card, square=square,
                    die={"resource": resource, "value": value})


def test_on_two_fronts_starts_from_a_red_bank_location(story):
    assert next_squares(story.game, "On Two Fronts") == ["0,0"]
    _assets(story, "Eastkeep", ("military", 3))
    _at(story, "Thea", "Eastkeep")
    error = story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea",
                          card="On Two Fronts", square="0,0", die={"resource": "military", "value": 3})
    assert "Red Bank" in error.message
    _assets(story, "Dusk's Ayrie", ("military", 3))
    _at(story, "Thea", "Dusk's Ayrie")
    _place(story, "Thea", "0,0", "military", 3)


def test_after_the_first_die_the_path_goes_by_a_five_of_any_type_or_an_espionage_die_below(story):
    _card(story, "On Two Fronts", chain=[("0,0", "military", 3)])
    assert sorted(next_squares(story.game, "On Two Fronts")) == ["1,0", "1,1"]
    _at(story, "Thea", "Whitehold")
    _assets(story, "Whitehold", ("espionage", 2), ("espionage", 5))
    story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea", card="On Two Fronts",
                  square="1,1", die={"resource": "espionage", "value": 2})
    _place(story, "Thea", "1,1", "espionage", 5)


def test_the_espionage_square_takes_an_espionage_die_of_any_value(story):
    _card(story, "On Two Fronts", chain=[("0,0", "military", 3)])
    _at(story, "Thea", "Eastkeep")
    _assets(story, "Eastkeep", ("military", 5))
    error = story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea",
                          card="On Two Fronts", square="1,0", die={"resource": "military", "value": 5})
    assert "espionage" in error.message


def test_after_the_five_the_path_goes_by_technology_on_the_diagonal_or_a_wildcard_to_the_right(story):
    _card(story, "On Two Fronts", chain=[("0,0", "military", 3), ("1,1", "sorcery", 5)])
    assert sorted(next_squares(story.game, "On Two Fronts")) == ["1,2", "2,2"]
    _at(story, "Thea", "Gravewood")
    _assets(story, "Gravewood", ("sorcery", 1))
    story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea", card="On Two Fronts",
                  square="2,2", die={"resource": "sorcery", "value": 1})
    _place(story, "Thea", "1,2", "sorcery", 1)
    assert sorted(next_squares(story.game, "On Two Fronts")) == ["2,2", "2,3"]


def test_on_two_fronts_completes_with_an_empire_asset_discarding_its_dice_and_raising_military(story):
    _card(story, "On Two Fronts", chain=[("0,0", "military", 3), ("1,1", "sorcery", 5),
                                         ("1,2", "sorcery", 1), ("2,3", "support", 6)])
    _at(story, "Thea", "Lily Manor")
    _assets(story, "Lily Manor", ("diplomacy", 4))
    story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea", card="On Two Fronts",
                  square="3,3", die={"resource": "diplomacy", "value": 4})
    _at(story, "Thea", "Guild of Strategy")
    _assets(story, "Guild of Strategy", ("technology", 2))
    pools = dict(story.game["session"]["pools"])
    kinds = [e.kind.split("/")[1] for e in _place(story, "Thea", "3,3", "technology", 2)]
    assert kinds[:2] == ["progress-die-placed", "progress-completed"]
    assert story.game["tracks"]["military"]["progress"] == 2                      # "increased by one"
    assert {n: t["progress"] for n, t in story.game["tracks"].items() if n != "military"} == dict.fromkeys(
        ("support", "technology", "espionage", "diplomacy", "sorcery"), 1)
    assert story.game["session"]["pools"] == pools and story.game["locations"]["Guild of Strategy"]["assets"] == []
    assert "On Two Fronts" not in story.game["session"]["cards"] and story.game["completed"] == ["On Two Fronts"]


@pytest.mark.parametrize("card, chain, square, place, good, bad, words", [
    ("Night Courier", [("0,0", "espionage", 3)], "1,1", "Eastkeep", ("military", 4), ("military", 5), "takes a 4"),
    ("Border Watch", [("0,0", "military", 3), ("0,1", "military", 5)], "1,1", "Eastkeep", ("military", 5),
     ("military", 4), "takes a 5"),
    ("Hedge Wizards", [("0,0", "sorcery", 3)], "1,1", "Eastkeep", ("military", 2), ("military", 4), "takes a 2"),
    ("Market Day", [("0,0", "support", 3), ("0,1", "support", 1), ("1,2", "support", 2)], "2,2", "Ferry's Glenn",
     ("support", 6), None, None),
])
def test_plus_one_minus_one_and_equal_squares_compare_with_the_previous_die(story, card, chain, square, place,
                                                                            good, bad, words):
    _card(story, card, chain=chain)
    _at(story, "Thea", place)
    if bad:
        _assets(story, place, bad)
        error = story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea", card=card,
                              square=square, die={"resource": bad[0], "value": bad[1]})
        assert words in error.message
    _assets(story, place, good)
    _place(story, "Thea", square, *good, card=card)


def test_a_coloured_region_square_needs_a_location_of_that_region_and_resource_slot(story):
    _card(story, "Market Day", chain=[("0,0", "support", 3), ("0,1", "support", 1), ("1,2", "support", 2)])
    _at(story, "Thea", "Gray Forest")
    _assets(story, "Gray Forest", ("sorcery", 6))
    error = story.rejects("sixwinters_v19.progress.square", "place-progress-die", character="Thea", card="Market Day",
                          square="2,2", die={"resource": "sorcery", "value": 6})
    assert "support location" in error.message


def test_a_die_goes_only_where_the_chain_continues(story):
    _at(story, "Thea", "Dusk's Ayrie")
    _assets(story, "Dusk's Ayrie", ("military", 5))
    story.rejects("sixwinters_v19.progress.chain", "place-progress-die", character="Thea", card="On Two Fronts",
                  square="1,1", die={"resource": "military", "value": 5})


@pytest.mark.parametrize("reading, squares", [("towards-end", ["3,2", "3,3"]),
                                             ("any-neighbour", ["2,1", "3,2", "3,3"])])
def test_option_path_direction_lets_a_chain_turn_away_from_the_end_only_when_chosen(reading, squares):
    story = Story(options={"path_direction": reading}).start()
    _card(story, "Hidden Roads", chain=[("0,0", "military", 3), ("1,0", "military", 3),
                                        ("1,1", "espionage", 3), ("2,2", "espionage", 3)])
    assert sorted(next_squares(story.game, "Hidden Roads")) == squares


@pytest.mark.parametrize("reading, allowed", [("own-card", False), ("any-card", True)])
def test_option_progress_access_lets_a_character_use_another_players_card_only_when_chosen(reading, allowed):
    story = Story(options={"progress_access": reading}).start()
    _card(story, "On Two Fronts", player="Ben")
    _at(story, "Thea", "Dusk's Ayrie")
    _assets(story, "Dusk's Ayrie", ("military", 5))
    command = {"character": "Thea", "card": "On Two Fronts", "square": "0,0", "die": {"resource": "military", "value": 5}}
    if allowed:
        story.do("place-progress-die", **command)
    else:
        story.rejects("sixwinters_v19.progress.card", "place-progress-die", **command)


def test_a_wildcard_reward_raises_a_track_the_player_chooses_and_the_next_card_comes_from_staging(story):
    story.stage("Sappers", "Granaries")
    _card(story, "Trade Winds", chain=[("0,0", "military", 3), ("0,1", "military", 3),
                                       ("0,2", "military", 3), ("1,2", "military", 3)])
    _at(story, "Thea", "Eastkeep")
    _assets(story, "Eastkeep", ("military", 4))
    _place(story, "Thea", "2,2", "military", 4, card="Trade Winds")
    assert story.game["session"]["players"]["Ann"]["rewards"] == 1
    story.do("choose-reward", player="Ann", track="espionage")
    assert story.game["tracks"]["espionage"]["progress"] == 2
    story.rejects("sixwinters_v19.progress.take", "take-progress-card", player="Ann", card="Bridge of Boats")
    story.do("take-progress-card", player="Ann", card="Granaries")
    assert story.game["session"]["players"]["Ann"]["card"] == "Granaries"
