"""A scene or threat effect that places a named obstacle (Scouting Yearly Field places War
Machines) takes a physical card: out of the box while a locked copy is left there, then out
of the obstacle deck or its discard pile, and places none when every copy is already in play
(docs/rules-notes.md, "A scene places a card already in play")."""
from collections import Counter

from tests.domain.sixwinters.game.builders import open_game

from domain.rulesets.sixwinters.campaign.rules.session_end import evolve_decks
from domain.rulesets.sixwinters.game.rules import effects
from domain.rulesets.sixwinters.game.views import summary

CARD = "War Machines (2)"
PLACE = {"op": "place-obstacle", "obstacle": CARD, "at": "any"}


def _table(reserve, deck=(), discard=()):
    table = open_game([{"name": "Keel", "location": "Loomwood"}])["table"]
    table.update(obstacle_reserve=list(reserve), obstacle_deck=list(deck), obstacle_discard=list(discard))
    return table


def _on_map(table) -> int:
    return sum(o["name"] == CARD for loc in table["locations"].values() for o in loc["obstacles"])


def test_a_locked_copy_comes_out_of_the_box_and_the_summary_names_it_unlocked():
    table = _table(reserve=[CARD])
    effects.apply(table, PLACE, {"location": "Loomwood"}, "test")
    assert _on_map(table) == 1 and table["obstacle_reserve"] == []
    assert summary(table)["unlocked"] == {"obstacles": [CARD]}


def test_with_no_copy_left_in_the_box_the_copy_comes_out_of_the_deck_then_the_discard_pile():
    table = _table(reserve=[], deck=["Grain Shortage", CARD], discard=[CARD])
    effects.apply(table, PLACE, {"location": "Loomwood"}, "test")
    assert table["obstacle_deck"] == ["Grain Shortage"] and table["obstacle_discard"] == [CARD]
    effects.apply(table, PLACE, {"location": "Loomwood"}, "test")
    assert table["obstacle_discard"] == [] and _on_map(table) == 2
    assert summary(table)["unlocked"] == {"obstacles": []}


def test_with_every_copy_in_play_none_is_placed():
    table = _table(reserve=[], deck=["Grain Shortage"])
    effects.apply(table, PLACE, {"location": "Loomwood"}, "test")
    assert _on_map(table) == 0 and table["obstacle_deck"] == ["Grain Shortage"]


def test_a_table_opened_before_the_box_was_tracked_places_the_card_as_it_did():
    table = open_game([{"name": "Keel", "location": "Loomwood"}])["table"]
    assert "obstacle_reserve" not in table
    effects.apply(table, PLACE, {"location": "Loomwood"}, "test")
    assert _on_map(table) == 1


def test_session_end_makes_an_unlocked_card_a_campaign_card_before_burns():
    campaign = {"reserve": {"obstacles": [CARD], "assets": []}, "decks": {"obstacles": ["Grain Shortage"], "assets": []},
                "burned": {"obstacles": [], "assets": []}, "session": {"end_done": []}}
    data = {"burned": {"assets": [], "obstacles": [CARD]}, "from_deck": {"assets": [], "obstacles": [CARD]},
            "rejoin": [], "unlocked": {"obstacles": [CARD]}}
    after = evolve_decks({"campaign": campaign}, data)["campaign"]
    piles = Counter(after["reserve"]["obstacles"]) + Counter(after["decks"]["obstacles"]) + Counter(after["burned"]["obstacles"])
    assert after["reserve"]["obstacles"] == [] and after["burned"]["obstacles"] == [CARD]
    assert piles == Counter({"Grain Shortage": 1, CARD: 1})
