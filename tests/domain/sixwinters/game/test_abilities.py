"""Character and asset abilities (Character Abilities Reference, Asset Ability Reference)."""
import copy

import pytest
from domain.kernel.catalogs import catalog_of
from tests.domain.sixwinters.game.builders import d, open_game, run

from domain.kernel import RuleViolation


def game(name, location="Parisa's Glen", dice=(2, 3, 4, 5), abilities=None, completed=(), resources=None, obstacles=None):
    other = "Keel" if name != "Keel" else "Thea"
    sheet = {"name": name, "location": location, "action_dice": list(dice), "assets": list(completed)}
    if abilities is not None:
        sheet["abilities"] = abilities
    return open_game([sheet, {"name": other, "location": "Loomwood"}],
                     resources={location: resources or []}, obstacles=obstacles or [])


def who(state, name):
    return state["table"]["characters"][name]


def here(state, location="Parisa's Glen"):
    return state["table"]["locations"][location]["resources"]


def test_thea_flips_a_die_to_its_opposite_face_once_per_turn():
    state = run(game("Thea"), {"type": "table-ability", "character": "Thea", "ability": "Change Course",
                               "die": {"type": "action", "value": 2}})
    assert sorted(who(state, "Thea")["action_dice"]) == [3, 4, 5, 5]
    with pytest.raises(RuleViolation, match="already used this turn"):
        run(state, {"type": "table-ability", "character": "Thea", "ability": "Change Course", "die": {"type": "action", "value": 3}})


def test_fuscus_turns_a_resource_die_one_lower():
    state = run(game("Fuscus", resources=[{"type": "stability", "value": 4}]),
                {"type": "table-ability", "character": "Fuscus", "ability": "Silver-Tongued Ruffian",
                 "die": {"type": "stability", "value": 4}})
    assert here(state) == [{"type": "stability", "value": 3}]


def test_menas_sets_a_military_die_to_any_value_but_not_other_types():
    state = game("Menas", resources=[{"type": "military", "value": 2}, {"type": "stability", "value": 2}])
    after = run(state, {"type": "table-ability", "character": "Menas", "ability": "Grand Tactician",
                        "die": {"type": "military", "value": 2}, "value": 6})
    assert {"type": "military", "value": 6} in here(after)
    with pytest.raises(RuleViolation, match="military"):
        run(state, {"type": "table-ability", "character": "Menas", "ability": "Grand Tactician",
                    "die": {"type": "stability", "value": 2}, "value": 6})


def test_menas_rides_swiftly_to_an_adjacent_location_without_movement_points():
    state = game("Menas", abilities=["Grand Tactician", "Fury of the Horselord", "Ride Swiftly"])
    after = run(state, {"type": "table-ability", "character": "Menas", "ability": "Ride Swiftly", "to": "Loomwood"})
    assert who(after, "Menas")["location"] == "Loomwood" and who(after, "Menas")["move"] == 5


def test_keel_splits_a_technology_die_into_two_that_sum_to_it():
    state = game("Keel", resources=[{"type": "technology", "value": 5}])
    after = run(state, {"type": "table-ability", "character": "Keel", "ability": "Youthful Artificer",
                        "die": {"type": "technology", "value": 5}, "values": [2, 3]})
    assert here(after) == [{"type": "technology", "value": 2}, {"type": "technology", "value": 3}]
    with pytest.raises(RuleViolation, match="summing"):
        run(state, {"type": "table-ability", "character": "Keel", "ability": "Youthful Artificer",
                    "die": {"type": "technology", "value": 5}, "values": [2, 2]})


def test_stashed_dice_never_return_to_the_location():
    state = game("Keel", abilities=["Youthful Artificer", "Workshop"], resources=[{"type": "technology", "value": 2}])
    after = run(state, {"type": "table-stash", "character": "Keel", "card": "Workshop", "die": {"type": "technology", "value": 2}})
    assert who(after, "Keel")["stashes"]["Workshop"] == [{"type": "technology", "value": 2}] and here(after) == []
    with pytest.raises(RuleViolation, match="may not return"):
        run(after, {"type": "table-stash", "character": "Keel", "card": "Workshop", "unload": True,
                    "die": {"type": "technology", "value": 2}})


def test_a_stash_takes_only_its_own_type():
    state = game("Keel", abilities=["Youthful Artificer", "Workshop"], resources=[{"type": "stability", "value": 2}])
    with pytest.raises(RuleViolation, match="does not fit"):
        run(state, {"type": "table-stash", "character": "Keel", "card": "Workshop", "die": {"type": "stability", "value": 2}})


def test_thea_builds_an_asset_with_the_stashed_stability_die():
    state = game("Thea", abilities=["Change Course", "Careful Planning"],
                 resources=[{"type": "stability", "value": 6}, {"type": "technology", "value": 5}, {"type": "stability", "value": 4}])
    state["table"]["staging"] = ["Imperial Violin"]
    state = run(state, {"type": "table-stash", "character": "Thea", "card": "Careful Planning", "die": {"type": "stability", "value": 6}})
    state = run(state, {"type": "table-take-asset", "character": "Thea", "asset": "Imperial Violin"})
    after = run(state, {"type": "table-build-asset", "character": "Thea", "stash": "Careful Planning",
                        "place": [{"asset": "Imperial Violin", "slot": 0, "type": "technology", "value": 5}]})
    assert who(after, "Thea")["stashes"]["Careful Planning"] == [] and len(who(after, "Thea")["action_dice"]) == 4


def test_menas_defends_with_the_stashed_military_die():
    state = game("Menas", abilities=["Grand Tactician", "Fury of the Horselord"], dice=(1, 2, 3, 4),
                 resources=[{"type": "military", "value": 1}],
                 obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    state = run(state, {"type": "table-stash", "character": "Menas", "card": "Fury of the Horselord", "die": {"type": "military", "value": 1}})
    after = run(state, {"type": "table-overcome", "obstacle": "Remote Influence", "stress_dice": [d(6, "body"), d(1, "body")],
                        "team": [{"character": "Menas", "overcome": [1], "stash_defense": [{"ability": "Fury of the Horselord", "value": 1}]}]})
    assert who(after, "Menas")["body"] == 5  # the 6 is cancelled, the 1 is within survival 2


def test_fuscus_lifts_his_cups_three_stashed_dice_for_an_action_die():
    state = game("Fuscus", abilities=["Silver-Tongued Ruffian", "Lift Your Cups!"], dice=(2, 3, 4, 5),
                 resources=[{"type": "diplomacy", "value": 1}, {"type": "stability", "value": 2}, {"type": "military", "value": 3}])
    for die in ({"type": "diplomacy", "value": 1}, {"type": "stability", "value": 2}, {"type": "military", "value": 3}):
        state = run(state, {"type": "table-stash", "character": "Fuscus", "card": "Lift Your Cups!", "die": die})
    after = run(state, {"type": "table-ability", "character": "Fuscus", "ability": "Lift Your Cups!", "dice": [d(6)]})
    assert sorted(who(after, "Fuscus")["action_dice"]) == [2, 3, 4, 5, 6]
    assert who(after, "Fuscus")["stashes"]["Lift Your Cups!"] == []


def test_thedda_palimpsest_trades_one_psyche_for_two_action_dice():
    after = run(game("Thea", completed=["Thedda's Palimpsest"]),
                {"type": "table-ability", "character": "Thea", "ability": "Thedda's Palimpsest", "dice": [d(1), d(6)]})
    thea = who(after, "Thea")
    assert thea["psyche"] == 4 and sorted(thea["action_dice"]) == [1, 2, 3, 4, 5, 6]


def test_baron_barksalot_turns_a_one_into_a_five():
    after = run(game("Keel", completed=["Baron Barksalot"], resources=[{"type": "espionage", "value": 1}]),
                {"type": "table-ability", "character": "Keel", "ability": "Baron Barksalot", "die": {"type": "espionage", "value": 1}})
    assert here(after) == [{"type": "espionage", "value": 5}]


def test_griddle_bok_turns_sorcery_into_technology_of_the_same_value():
    after = run(game("Keel", completed=["Griddle Bok the Transmuter"], resources=[{"type": "sorcery", "value": 3}]),
                {"type": "table-ability", "character": "Keel", "ability": "Griddle Bok the Transmuter", "die": {"type": "sorcery", "value": 3}})
    assert here(after) == [{"type": "technology", "value": 3}]


def test_ilko_turns_two_stashed_fives_into_three_threes():
    state = game("Menas", completed=["Ilko the General"], resources=[{"type": "military", "value": 5}] * 2)
    for _ in range(2):
        state = run(state, {"type": "table-stash", "character": "Menas", "card": "Ilko the General", "die": {"type": "military", "value": 5}})
    after = run(state, {"type": "table-ability", "character": "Menas", "ability": "Ilko the General"})
    assert here(after) == [{"type": "military", "value": 3}] * 3


def test_the_cart_carries_dice_for_a_movement_point_and_unloads_them_free():
    state = game("Keel", completed=["Cart"], resources=[{"type": "stability", "value": 4}])
    loaded = run(state, {"type": "table-stash", "character": "Keel", "card": "Cart", "die": {"type": "stability", "value": 4}})
    assert who(loaded, "Keel")["move"] == 4 and here(loaded) == []
    moved = run(loaded, {"type": "table-move", "character": "Keel", "to": "Loomwood"})
    unloaded = run(moved, {"type": "table-stash", "character": "Keel", "card": "Cart", "unload": True,
                           "die": {"type": "stability", "value": 4}})
    assert here(unloaded, "Loomwood") == [{"type": "stability", "value": 4}] and who(unloaded, "Keel")["move"] == 3


def test_artificers_gear_adds_a_progress_against_a_thievery_obstacle():
    state = game("Keel", completed=["Artificer's Gear"], dice=(1, 2, 3, 4),
                 obstacles=[{"name": "Mole Hunt", "location": "Parisa's Glen", "progress": 0, "hindrance": 0}])
    after = run(state, {"type": "table-overcome", "obstacle": "Mole Hunt", "stress_dice": [d(1, "psyche"), d(1, "body")],
                        "team": [{"character": "Keel", "overcome": [1], "assets": ["Artificer's Gear"]}]})
    assert after["table"]["locations"]["Parisa's Glen"]["obstacles"][0]["progress"] == 2


def test_arens_platemail_rolls_one_fewer_stress_die_only_against_combat():
    state = game("Keel", completed=["Aren's Platemail"], dice=(1, 2, 3, 4),
                 obstacles=[{"name": "Drauga the Vicious", "location": "Parisa's Glen"},
                            {"name": "Remote Influence", "location": "Parisa's Glen"}])
    after = run(state, {"type": "table-overcome", "obstacle": "Drauga the Vicious", "stress_dice": [d(6, "body"), d(6, "body")],
                        "team": [{"character": "Keel", "overcome": [1], "assets": ["Aren's Platemail"]}]})
    assert who(after, "Keel")["body"] == 1
    with pytest.raises(RuleViolation, match="its own skill"):
        run(state, {"type": "table-overcome", "obstacle": "Remote Influence", "stress_dice": [d(6, "body")],
                    "team": [{"character": "Keel", "overcome": [1], "assets": ["Aren's Platemail"]}]})


def test_windillipus_bronson_adds_a_movement_point_from_the_next_turn():
    assert who(game("Keel", completed=["Windillipus Bronson"]), "Keel")["move"] == 6  # a starting asset counts at once
    state = game("Keel")
    who(state, "Keel")["completed"].append("Windillipus Bronson")  # completed during this turn
    assert who(state, "Keel")["move"] == 5
    state = run(state, {"type": "table-end-actions"})
    refresh = {"type": "table-refresh", "action_dice": {"Keel": [d(1)], "Thea": [d(1)]},
               "resources": {n: [d(2)] for n in ("Whitehold", "Eastkeep", "Boar's Rift", "Hogel Manor", "Parisa's Glen")}}
    assert who(run(state, refresh), "Keel")["move"] == 6


def test_an_ability_not_yet_unlocked_cannot_be_used():
    state = game("Keel", resources=[{"type": "technology", "value": 2}])
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation, match="not an unlocked ability"):
        run(state, {"type": "table-stash", "character": "Keel", "card": "Workshop", "die": {"type": "technology", "value": 2}})
    assert state == before


def test_xeph_carries_one_resource_die_at_a_time():
    state = game("Keel", completed=["Xeph Stronghand the Porter"], resources=[{"type": "stability", "value": 4}, {"type": "stability", "value": 2}])
    state = run(state, {"type": "table-stash", "character": "Keel", "card": "Xeph Stronghand the Porter", "die": {"type": "stability", "value": 4}})
    with pytest.raises(RuleViolation, match="holds 1 dice"):
        run(state, {"type": "table-stash", "character": "Keel", "card": "Xeph Stronghand the Porter", "die": {"type": "stability", "value": 2}})


def test_warhorse_adds_a_progress_against_tactics_once_per_turn():
    state = game("Menas", completed=["Warhorse"], dice=(1, 2, 5, 6),
                 obstacles=[{"name": "Micus the Craven", "location": "Parisa's Glen"}])
    after = run(state, {"type": "table-overcome", "obstacle": "Micus the Craven", "stress_dice": [d(1, "body"), d(1, "body")],
                        "team": [{"character": "Menas", "overcome": [5], "assets": ["Warhorse"]}]})
    assert after["table"]["locations"]["Parisa's Glen"]["obstacles"][0] == {"name": "Micus the Craven", "progress": 1, "hindrance": 1}
    with pytest.raises(RuleViolation, match="already used"):
        run(after, {"type": "table-overcome", "obstacle": "Micus the Craven", "stress_dice": [d(1, "body"), d(1, "body")],
                    "team": [{"character": "Menas", "overcome": [5], "assets": ["Warhorse"]}]})


def test_aura_of_glimmering_respect_is_used_once_against_command_obstacles():
    """A foresight asset: the stress is rolled first (table-foresee), then the dice are allocated."""
    state = game("Thea", completed=["Aura of Glimmering Respect"], dice=(1, 2, 3, 4),
                 obstacles=[{"name": "Grain Shortage", "location": "Parisa's Glen", "progress": 0, "hindrance": 0}])
    foresee = {"type": "table-foresee", "obstacle": "Grain Shortage", "team": ["Thea"],
               "foresight": {"character": "Thea", "asset": "Aura of Glimmering Respect"},
               "stress_dice": [d(2, "psyche"), d(2, "body")]}
    seen = run(state, foresee)
    after = run(seen, {"type": "table-overcome", "obstacle": "Grain Shortage",
                       "team": [{"character": "Thea", "overcome": [1, 2, 3]}]})
    assert after["table"]["characters"]["Thea"]["used"] == ["Aura of Glimmering Respect"]
    assert after["table"]["locations"]["Parisa's Glen"]["obstacles"][0]["progress"] == 3
    with pytest.raises(RuleViolation, match="already used"):
        run(after, foresee)


def test_jugglepuff_rolls_one_fewer_scene_stress_die():
    state = game("Thea", completed=["Jugglepuff", "Imperial Violin"], dice=(1, 2, 3, 4))
    state["table"]["characters"]["Keel"]["location"] = "Parisa's Glen"
    after = run(state, {"type": "table-narrate", "stress_dice": [d(6, "psyche")],
                        "plays": [{"character": "Thea", "cards": ["Imperial Violin", "Jugglepuff"], "assets": ["Jugglepuff"], "stress": 2},
                                  {"character": "Keel", "stress": 0}]})
    assert after["table"]["characters"]["Thea"]["psyche"] == 4


def test_two_copies_of_an_asset_in_progress_build_on_the_first_as_the_moves_list_it():
    """A group's catalog may hold copies of a card: with two in progress, the moves list the
    first copy's free slots, and building fills that copy (it filled the last one, whose slot
    could be taken: the listed move was refused)."""
    from domain.rulesets.sixwinters.game.moves.build import plans

    state = game("Thea", resources=[{"type": "technology", "value": 5}])
    slots, taken = len(catalog_of(state)["assets"]["Imperial Violin"]["slots"]), {"type": "technology", "value": 5}
    who(state, "Thea")["in_progress"] += [{"name": "Imperial Violin", "slots": [None] * slots},
                                          {"name": "Imperial Violin", "slots": [taken] + [None] * (slots - 1)}]
    [plan] = [p for p in plans(state["table"], who(state, "Thea"), 5) if p[0]["slot"] == 0]
    after = run(state, {"type": "table-build-asset", "character": "Thea", "die": 5, "place": plan})
    first, second = who(after, "Thea")["in_progress"]
    assert first["slots"][0] == taken and second["slots"] == [taken] + [None] * (slots - 1)
