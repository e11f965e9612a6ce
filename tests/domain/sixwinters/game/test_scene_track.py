"""The running scene score track (Scenario Cards, "Points": "A score card is used to track the
points needed as well as the current points accumulated between all of the players"): cards
are committed one or more at a time, by any character at the scene, across turns; each
commitment is an event; the scene is narrated once the score reaches its points."""
import xml.etree.ElementTree as ET

from tests.domain.sixwinters.game.builders import d, refused, last_outcome, open_game, run
from tests.domain.sixwinters.game.test_moves import accepted, moves_of

from domain.kernel import Recorded
from domain.rulesets.sixwinters.game import narrate
from domain.rulesets.sixwinters.game.pictures import PICTURES

GLEN = "Parisa's Glen"


def at_scene() -> dict:
    state = open_game([{"name": "Keel", "location": GLEN}, {"name": "Thea", "location": GLEN}])
    table = state["table"]
    # the first scene is a rapport scene of 10 points per player
    table["characters"]["Keel"]["overcome"] = ["Remote Influence", "Repeating Histories"]   # 6 and 6
    table["characters"]["Keel"]["completed"] = ["Imperial Violin"]                         # 12 + Keel's rapport 1, single use
    table["characters"]["Thea"]["completed"] = ["Griddle Bok the Transmuter"]             # 6, kept (no play icon)
    return state


def commit(state, who, *cards):
    return run(state, {"type": "table-commit-scene", "character": who, "cards": list(cards)})



def test_commitments_add_up_on_the_track_across_players_and_the_played_cards_leave_the_hand():
    state = at_scene()
    needed = state["table"]["scene"]["needed"]
    after = commit(state, "Keel", "Remote Influence")
    assert after["table"]["scene"]["score"] == 6
    after = commit(after, "Thea", "Griddle Bok the Transmuter")
    assert after["table"]["scene"]["score"] == 6 + 6
    assert "Remote Influence" in after["table"]["characters"]["Keel"]["played"]
    assert after["table"]["characters"]["Thea"]["completed"] == ["Griddle Bok the Transmuter"]   # no play icon: kept
    assert after["table"]["scene"]["needed"] == needed == 20


def test_the_sentence_and_the_picture_show_the_running_score():
    state = commit(at_scene(), "Keel", "Remote Influence")
    command = {"type": "table-commit-scene", "character": "Keel", "cards": ["Repeating Histories"]}
    outcome = last_outcome(state, command)
    event = Recorded("sixwinters/table-scene-cards-committed", {**command, "outcome": outcome}, 1, "physical", "t", "t", 2)
    assert narrate.SENTENCES[event.kind](state, event) == "Keel committed Repeating Histories to the scene: 12 of 20 points."
    svg = PICTURES["table"](state)
    assert "(6 of 20 points)" in " ".join(t.text or "" for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text"))


def test_once_the_score_is_reached_the_scene_is_narrated_with_no_more_cards():
    state = commit(commit(at_scene(), "Keel", "Remote Influence", "Imperial Violin"), "Keel", "Repeating Histories")
    assert state["table"]["scene"]["score"] == 6 + 13 + 6
    [move] = moves_of(state, "table-narrate")
    assert "no card is needed" in move["label"]
    assert not moves_of(state, "table-commit-scene")
    after = run(state, {"type": "table-narrate", "stress_dice": [d(1, "psyche"), d(1, "psyche")],
                        "plays": [{"character": "Keel"}, {"character": "Thea"}]})
    assert after["table"]["scene"]["name"] == "Inscribe the Ritual of Cleaving"
    assert after["table"]["scenes_completed"] == ["Impress the Keeper of Forbidden Lore"]


def test_narrating_adds_the_cards_played_then_to_the_score():
    state = commit(at_scene(), "Keel", "Remote Influence", "Repeating Histories")      # 12
    plans = [m["label"] for m in moves_of(state, "table-narrate")]
    assert plans and all("Remote Influence" not in label for label in plans)
    short = {"type": "table-narrate", "stress_dice": [d(1, "psyche"), d(1, "psyche")],
             "plays": [{"character": "Keel"}, {"character": "Thea"}]}
    refused(state, short, "12 points played; the scene needs 20")
    after = run(state, {**short, "plays": [{"character": "Keel", "cards": ["Imperial Violin"]}, {"character": "Thea"}]})
    assert after["table"]["scenes_completed"] == ["Impress the Keeper of Forbidden Lore"]


def test_a_kept_asset_counts_once_per_scene_and_a_second_commit_of_it_is_refused():
    state = commit(at_scene(), "Thea", "Griddle Bok the Transmuter")
    refused(state, {"type": "table-commit-scene", "character": "Thea", "cards": ["Griddle Bok the Transmuter"]}, "already counts")
    assert not [m for m in moves_of(state, "table-commit-scene") if "Thea" in m["label"]]


def test_a_second_copy_of_a_kept_asset_is_in_no_plan_and_every_plan_listed_is_accepted():
    state = at_scene()
    state["table"]["characters"]["Thea"]["completed"] = ["Griddle Bok the Transmuter"] * 2   # two copies, kept
    state["table"]["characters"]["Keel"]["overcome"], state["table"]["characters"]["Keel"]["completed"] = ["Remote Influence"], []
    moves = moves_of(state, "table-narrate")   # 6 + 6 reach 12 of 20 at most: the second copy would make 18
    assert not moves
    state["table"]["characters"]["Keel"]["overcome"] = ["Remote Influence", "Repeating Histories"]   # 6 + 6 + 6 = 18
    state["table"]["characters"]["Keel"]["completed"] = ["Imperial Violin"]
    moves = moves_of(state, "table-narrate")
    assert moves and all(m["label"].count("Griddle Bok") <= 1 for m in moves)
    assert sum(accepted(state, move, limit=4) for move in moves) >= len(moves)


def test_a_commitment_away_from_the_scene_or_with_a_card_not_held_is_refused_and_stores_nothing():
    state = at_scene()
    state["table"]["characters"]["Thea"]["location"] = "Loomwood"
    refused(state, {"type": "table-commit-scene", "character": "Thea", "cards": ["Griddle Bok the Transmuter"]},
            "commits cards at Parisa's Glen")
    refused(state, {"type": "table-commit-scene", "character": "Keel", "cards": ["Apples"]}, "no completed asset")


def test_every_commitment_the_moves_list_is_accepted():
    state = at_scene()
    moves = moves_of(state, "table-commit-scene")
    assert sorted(m["label"] for m in moves) == ["Keel commits cards to Impress the Keeper of Forbidden Lore",
                                                 "Thea commits cards to Impress the Keeper of Forbidden Lore"]
    assert sum(accepted(state, move) for move in moves) > 3
