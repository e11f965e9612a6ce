"""The setup helpers every ruleset's setup schema uses: player names that differ, and options
that may sit beside the other fields."""
import pytest
from marshmallow import ValidationError

from domain.kernel.setup import distinct_players, options_beside


def test_player_names_are_read_stripped():
    assert distinct_players({"players": [" Ann", "Ben "]}) == ["Ann", "Ben"]


@pytest.mark.parametrize("players", [["Ann", "Ann"], ["Ann", " Ann "], ["Ann", "  "]])
def test_two_players_of_one_name_or_a_blank_name_are_refused_on_the_players_field(players):
    with pytest.raises(ValidationError) as refused:
        distinct_players({"players": players})
    assert refused.value.field_name == "players" and "different, non-blank" in str(refused.value)


def test_options_beside_the_fields_are_nested_and_a_nested_one_wins():
    setup = {"players": ["Ann"], "knockout": "out", "pace": "slow", "options": {"pace": "fast"}}
    assert options_beside(setup, ("knockout", "pace")) == {"players": ["Ann"],
                                                           "options": {"knockout": "out", "pace": "fast"}}


@pytest.mark.parametrize("data", [{"players": ["Ann"], "options": {"pace": "fast"}}, ["not", "a", "setup"]])
def test_a_setup_with_no_option_beside_its_fields_is_left_as_it_is(data):
    assert options_beside(data, ("knockout", "pace")) is data
