"""Table paths each tested once with their exact outcome: repeating obstacles, obstacles that
discard resources, the refresh of an improved production token, muster rerolls, and the
location texts of Ma Bonnie's Squidery and Sundered Crag."""

import pytest
from tests.domain.sixwinters.game.builders import d, refused, open_game, run
from tests.domain.sixwinters.game.test_turns import to_step


CELLS = [{"location": "Ma Bonnie's Squidery", "row": 0, "col": 0, "production": [{"type": "stability", "improved": True}]},
         {"location": "Sundered Crag", "row": 0, "col": 1, "production": []},
         {"location": "Loomwood", "row": 1, "col": 0, "production": [{"type": "technology", "improved": False}]},
         {"location": "Parisa's Glen", "row": 1, "col": 1, "production": []}]
STABLE = [{"type": "stability", "value": 2}, {"type": "technology", "value": 5}, {"type": "stability", "value": 6}]


def game(**opening) -> dict:
    opening.setdefault("map", CELLS)
    return open_game([{"name": "Keel", "location": "Ma Bonnie's Squidery"}, {"name": "Thea", "location": "Loomwood"}], **opening)



# --- obstacles that repeat and obstacles that discard resources (Obstacle Cards, "Effect") ---

def test_a_repeating_obstacle_applies_its_effect_and_stays_in_play():
    state = to_step(game(obstacles=[{"name": "Miasma of Malevolence", "location": "Parisa's Glen", "hindrance": 0}],
                         resources={"Parisa's Glen": STABLE}), "activate")
    after = run(state, {"type": "table-activate"})["table"]
    assert after["locations"]["Parisa's Glen"]["resources"] == []          # every resource (the bomb icon)
    assert [o["name"] for o in after["locations"]["Parisa's Glen"]["obstacles"]] == ["Miasma of Malevolence"]
    assert "Miasma of Malevolence" not in after["obstacle_discard"]


def test_a_repeating_obstacle_with_tokens_left_only_loses_a_token():
    state = to_step(game(obstacles=[{"name": "Miasma of Malevolence", "location": "Parisa's Glen", "hindrance": 2}],
                         resources={"Parisa's Glen": STABLE}), "activate")
    after = run(state, {"type": "table-activate"})["table"]
    assert after["locations"]["Parisa's Glen"]["resources"] == STABLE
    assert after["locations"]["Parisa's Glen"]["obstacles"][0]["hindrance"] == 1


def test_an_obstacle_that_discards_one_resource_keeps_the_others_and_is_discarded():
    state = game(obstacles=[{"name": "Field Work", "location": "Parisa's Glen", "progress": 0, "hindrance": 0}],
                 resources={"Parisa's Glen": STABLE})
    state["table"]["cards"]["obstacles"]["Field Work"] = {
        **state["table"]["cards"]["obstacles"]["Field Work"],
        "effect": {"kind": "resources", "resource": "stability", "stress": [], "repeat": False, "penalty": 0}}
    after = run(to_step(state, "activate"), {"type": "table-activate"})["table"]
    assert after["locations"]["Parisa's Glen"]["resources"] == [{"type": "technology", "value": 5}]
    assert after["locations"]["Parisa's Glen"]["obstacles"] == [] and after["obstacle_discard"] == ["Field Work"]


# --- Refresh of an improved production token (Turns, "Refresh") -----------------------------

def _refresh(resources: list) -> dict:
    state = game(resources={"Ma Bonnie's Squidery": resources})
    return to_step(state, "refresh")


ACTION_DICE = {"Keel": [d(1, "action")] * 4, "Thea": [d(2, "action")] * 4}


@pytest.mark.parametrize("have, added", [([], [4, 5]), ([{"type": "stability", "value": 3}], [4]),
                                         ([{"type": "stability", "value": 3}] * 2, [])])
def test_an_improved_token_gets_dice_until_two_match_and_never_rerolls(have, added):
    state = _refresh(have)
    season = state["table"]["seasons"][0]["action_dice"]
    dice = {name: [d(3, "action")] * season for name in ("Keel", "Thea")}
    resources = {"Ma Bonnie's Squidery": [d(v, "stability") for v in added]} if added else {}
    resources["Loomwood"] = [d(6, "technology")]
    after = run(state, {"type": "table-refresh", "action_dice": dice, "resources": resources})["table"]
    assert after["locations"]["Ma Bonnie's Squidery"]["resources"] == have + [{"type": "stability", "value": v} for v in added]
    assert after["locations"]["Loomwood"]["resources"] == [{"type": "technology", "value": 6}]


def test_a_refresh_giving_dice_to_an_improved_token_that_has_two_is_refused_and_changes_nothing():
    state = _refresh([{"type": "stability", "value": 3}] * 2)
    season = state["table"]["seasons"][0]["action_dice"]
    dice = {name: [d(3, "action")] * season for name in ("Keel", "Thea")}
    refused(state, {"type": "table-refresh", "action_dice": dice,
                    "resources": {"Ma Bonnie's Squidery": [d(4, "stability")], "Loomwood": [d(6, "technology")]}},
            "gets no new resource dice")


# --- Muster rerolls (Actions, "Muster": "reroll any unspent action dice ... or any resource dice") ---

def test_muster_rerolls_the_named_action_dice_for_three_movement_points():
    state = game()
    after = run(state, {"type": "table-muster", "character": "Thea", "mode": "reroll-action", "reroll": [3, 4],
                        "dice": [d(6, "action"), d(1, "action")]})["table"]["characters"]["Thea"]
    assert sorted(after["action_dice"]) == [1, 1, 2, 6] and after["move"] == state["table"]["characters"]["Thea"]["move"] - 3


def test_muster_rerolls_every_resource_die_at_the_location_when_none_is_named():
    state = game(resources={"Loomwood": [{"type": "technology", "value": 1}, {"type": "technology", "value": 2}]})
    after = run(state, {"type": "table-muster", "character": "Thea", "mode": "reroll-resources",
                        "dice": [d(5, "technology"), d(6, "technology")]})["table"]
    assert after["locations"]["Loomwood"]["resources"] == [{"type": "technology", "value": 5}, {"type": "technology", "value": 6}]


def test_a_muster_reroll_without_three_movement_points_is_refused_and_changes_nothing():
    state = game()
    state["table"]["characters"]["Thea"]["move"] = 2
    refused(state, {"type": "table-muster", "character": "Thea", "mode": "reroll-action", "dice": [d(1, "action")] * 4},
            "movement")


def test_a_muster_reroll_with_too_few_dice_is_refused_and_changes_nothing():
    refused(game(), {"type": "table-muster", "character": "Thea", "mode": "reroll-action", "reroll": [3, 4],
                     "dice": [d(6, "action")]}, "reroll")


# --- Ma Bonnie's Squidery ("discard a guard at this location", any die) and Sundered Crag ----

def _guarded() -> dict:
    state = game(obstacles=[{"name": "Remote Influence", "location": "Ma Bonnie's Squidery"},
                            {"name": "Field Work", "location": "Ma Bonnie's Squidery"}])
    state["table"]["cards"]["obstacles"]["Remote Influence"]["tags"] = ["guard"]   # a guard, as the card text names it
    return state


def test_ma_bonnies_discards_a_guard_here_for_any_die():
    after = run(_guarded(), {"type": "table-location-action", "character": "Keel", "pay": {"type": "action", "value": 4},
                             "obstacle": "Remote Influence"})["table"]
    assert [o["name"] for o in after["locations"]["Ma Bonnie's Squidery"]["obstacles"]] == ["Field Work"]
    assert after["obstacle_discard"] == ["Remote Influence"] and sorted(after["characters"]["Keel"]["action_dice"]) == [1, 2, 3]


def test_ma_bonnies_refuses_an_obstacle_that_is_not_a_guard_or_an_unpaid_action_and_changes_nothing():
    refused(_guarded(), {"type": "table-location-action", "character": "Keel", "pay": {"type": "action", "value": 4},
                         "obstacle": "Field Work"}, "does not work on Field Work")
    refused(_guarded(), {"type": "table-location-action", "character": "Keel", "obstacle": "Remote Influence"}, "costs a die")


def test_entering_sundered_crag_costs_one_body_stress():
    after = run(game(), {"type": "table-move", "character": "Keel", "to": "Sundered Crag"})["table"]["characters"]["Keel"]
    assert (after["location"], after["body"], after["psyche"]) == ("Sundered Crag", 2, 3)
