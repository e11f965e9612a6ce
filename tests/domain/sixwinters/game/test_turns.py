"""Turn steps in order, threats, surges, time and stress outcomes (rulebook Turns)."""
import copy

import pytest
from tests.domain.sixwinters.game.builders import d, open_game, run

from domain.kernel import RuleViolation
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.prepare import prepare
from domain.rulesets.sixwinters.game.rules.placement import home
from domain.rulesets.sixwinters.game.rules.refresh import exploding_dice
from domain.rulesets.sixwinters.game.rules.sorcery import explodes_on
from domain.rulesets.sixwinters.game.rules.turn import momentum_slots


def two_players(**opening):
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}], **opening)


def to_step(state, step):
    table = copy.deepcopy(state["table"])
    table["step"] = step
    return {**state, "table": table}


def test_a_turn_step_out_of_order_is_rejected():
    with pytest.raises(RuleViolation, match="actions step, not the refresh"):
        run(two_players(), {"type": "table-refresh"})


def test_moving_costs_one_point_per_orthogonal_step_and_diagonals_are_refused():
    state = two_players()
    after = run(state, {"type": "table-move", "character": "Thea", "to": "Parisa's Glen"})
    assert after["table"]["characters"]["Thea"]["move"] == 3 and after["table"]["characters"]["Thea"]["location"] == "Parisa's Glen"
    with pytest.raises(RuleViolation, match="orthogonally"):
        run(state, {"type": "table-move", "character": "Thea", "to": "Boar's Rift"})


def test_a_magic_gate_costs_one_stress_instead_of_movement():
    state = open_game([{"name": "Thea", "location": "Undari's Tower"}, {"name": "Keel", "location": "Loomwood"}],
                      map=_with_arankh())
    after = run(state, {"type": "table-move", "character": "Thea", "to": "Arankh", "via": "gate", "track": "body"})
    thea = after["table"]["characters"]["Thea"]
    assert (thea["location"], thea["move"], thea["body"]) == ("Arankh", 4, 2)


def _with_arankh():
    from domain.rulesets.sixwinters import catalog
    return catalog.builtin()["standard_map"]["cells"] + [{"location": "Arankh", "row": 3, "col": 5, "production": []}]


def activate_state(threats_at=None, pool=None):
    state = to_step(two_players(obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen", "progress": 0, "hindrance": 0}]),
                    "activate")
    if threats_at:
        state["table"]["locations"][threats_at]["threats"] = 1
    if pool is not None:
        state["table"]["threat_pool"] = pool
    return state


def test_an_activated_threat_obstacle_moves_a_token_from_the_pool_and_is_discarded():
    after = run(activate_state(), {"type": "table-activate", "threat_rolls": [d(2)]})
    table = after["table"]
    assert table["threat_pool"] == 4 and table["locations"]["Parisa's Glen"]["threats"] == 1
    assert table["obstacle_discard"] == ["Remote Influence"] and table["pending"] == []
    assert table["step"] == "new-obstacles"


def test_a_threat_roll_above_the_pool_plays_the_first_hindered_obstacle_and_the_scenario_effect():
    state = activate_state()
    state["table"]["hindered"] = ["Quintim the Vile"]
    state["table"]["locations"]["Loomwood"]["resources"] = [{"type": "stability", "value": 2}, {"type": "military", "value": 3}]
    after = run(state, {"type": "table-activate", "threat_rolls": [d(6)]})
    table = after["table"]
    assert table["obstacle_faceup"] == ["Quintim the Vile"] and table["hindered"] == []
    assert table["locations"]["Loomwood"]["resources"] == [{"type": "military", "value": 3}]  # Blue Robe 5-6


def test_a_middling_threat_roll_curses_a_character_the_spotlight_player_chooses():
    after = run(activate_state(pool=3), {"type": "table-activate", "threat_rolls": [d(3)]})  # 3 > 2 left
    assert after["table"]["pending"][0]["effect"]["op"] == "curse"
    with pytest.raises(RuleViolation, match="cursed character"):
        run(after, {"type": "table-resolve"})
    cursed = run(after, {"type": "table-resolve", "character": "Keel", "skill": "survival", "name": "Leaden Feet"})
    keel = cursed["table"]["characters"]["Keel"]
    assert keel["conditions"] == [{"name": "Leaden Feet", "skill": "survival", "to": 0}] and cursed["table"]["pending"] == []
    from domain.rulesets.sixwinters.game.rules.defense import skill
    assert skill(keel, "survival") == 0


def test_the_first_scene_adds_arankh_where_the_players_place_it():
    state = two_players()
    table = state["table"]
    for char in table["characters"].values():
        char["location"], char["completed"] = "Parisa's Glen", []
    table["characters"]["Keel"]["overcome"] = ["Remote Influence", "Repeating Histories"]
    table["characters"]["Keel"]["completed"] = ["Imperial Violin"]  # 12 + Keel's rapport 1: 25 of 20
    after = run(state, {"type": "table-narrate", "stress_dice": [d(1, "psyche"), d(1, "psyche")],
                        "plays": [{"character": "Keel", "cards": ["Remote Influence", "Repeating Histories", "Imperial Violin"]},
                                  {"character": "Thea"}]})
    assert after["table"]["scene"]["name"] == "Inscribe the Ritual of Cleaving"
    assert after["table"]["pending"][0]["effect"]["op"] == "add-location"
    placed = run(after, {"type": "table-resolve", "row": 3, "col": 3})
    arankh = placed["table"]["locations"]["Arankh"]
    assert (arankh["row"], arankh["col"], arankh["gate"], arankh["production"]) == (3, 3, True, [{"type": "sorcery", "improved": False}])
    assert placed["table"]["scene"]["location"] == "Arankh"


def test_threats_surge_to_an_adjacent_location_when_the_location_already_has_threats():
    after = run(activate_state(threats_at="Parisa's Glen"), {"type": "table-activate", "threat_rolls": [d(1)]})
    locs = after["table"]["locations"]
    assert locs["Parisa's Glen"]["threats"] == 2 and after["table"]["threat_pool"] == 3
    assert sum(loc["threats"] for loc in locs.values()) == 3


def test_taking_the_last_threat_token_loses_the_game_at_once():
    state = activate_state(pool=1)
    loaded = DECIDER.schemas["table-activate"]().load({"type": "table-activate"})
    events = DECIDER.decide(state, loaded)
    assert events[-1].kind == "sixwinters/table-game-ended" and events[-1].data["result"] == "lost"
    after = run(state, {"type": "table-activate"})
    assert after["table"]["result"] == "lost" and after["table"]["threat_pool"] == 0


def test_staged_assets_of_the_obstacles_skill_add_activations_that_remove_tokens_first():
    state = activate_state()
    state["table"]["locations"]["Parisa's Glen"]["obstacles"][0].update(progress=1, hindrance=1)
    after = run(state, {"type": "table-activate", "remove": {"Remote Influence@Parisa's Glen": ["progress"]}})
    obstacle = after["table"]["locations"]["Parisa's Glen"]["obstacles"][0]
    assert obstacle == {"name": "Remote Influence", "progress": 0, "hindrance": 1}
    assert after["table"]["threat_pool"] == 5


def test_advance_time_moves_to_summer_after_the_second_spring_turn_and_loses_after_fall():
    state = to_step(two_players(), "advance")
    after = run(state, {"type": "table-advance"})
    assert (after["table"]["season"], after["table"]["turn"], after["table"]["step"]) == (0, 2, "actions")
    after = run(to_step(after, "advance"), {"type": "table-advance"})
    assert (after["table"]["season"], after["table"]["turn"]) == (1, 1)
    last = to_step(after, "advance")
    last["table"].update(season=2, turn=4)
    assert run(last, {"type": "table-advance"})["table"]["result"] == "lost"


def test_a_ranged_season_rolls_one_to_three_to_advance():
    state = to_step(two_players(), "advance")
    state["table"]["seasons"][0]["turns"] = [1, 3]
    assert run(state, {"type": "table-advance", "dice": [d(2)]})["table"]["season"] == 1
    assert run(state, {"type": "table-advance", "dice": [d(5)]})["table"]["turn"] == 2
    with pytest.raises(RuleViolation, match="dice are needed"):
        run(state, {"type": "table-advance"})


def test_a_track_reaching_zero_gives_a_condition_and_resets_both_tracks():
    state = two_players(obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    state["table"]["characters"]["Keel"]["body"] = 1
    after = run(state, {"type": "table-overcome", "obstacle": "Remote Influence",
                        "team": [{"character": "Keel", "overcome": [1]}], "stress_dice": [d(6, "body"), d(1, "body")]})
    keel = after["table"]["characters"]["Keel"]
    assert keel["conditions"] == [{"name": "Wounded", "track": "body"}] and (keel["body"], keel["psyche"]) == (3, 3)
    assert after["table"]["result"] is None


def test_the_knockout_option_loses_the_scenario_instead():
    state = two_players(obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}], options={"knockout": True})
    state["table"]["characters"]["Keel"]["body"] = 1
    after = run(state, {"type": "table-overcome", "obstacle": "Remote Influence",
                        "team": [{"character": "Keel", "overcome": [1]}], "stress_dice": [d(6, "body"), d(1, "body")]})
    assert after["table"]["result"] == "lost" and after["table"]["characters"]["Keel"]["knocked_out"]


def test_new_obstacles_play_face_up_ones_first_then_the_seasons_draws():
    state = to_step(two_players(obstacle_deck=["Remote Influence", "Quintim the Vile"]), "new-obstacles")
    state["table"]["obstacle_faceup"] = ["Repeating Histories"]
    after = run(state, {"type": "table-new-obstacles", "draws": [{"sides": 2, "value": 2, "kind": "draw"}]})
    placed = {n: [o["name"] for o in loc["obstacles"]] for n, loc in after["table"]["locations"].items() if loc["obstacles"]}
    assert placed == {"Undari's Tower": ["Repeating Histories"], "Hogel Manor": ["Quintim the Vile"]}
    assert after["table"]["obstacle_deck"] == ["Remote Influence"]


def test_trading_two_dice_gives_one_of_the_next_type_on_the_wheel():
    state = two_players(resources={"Parisa's Glen": [{"type": "stability", "value": 2}, {"type": "stability", "value": 5}]})
    after = run(state, {"type": "table-trade", "character": "Keel", "give": [{"type": "stability", "value": 2},
                                                                          {"type": "stability", "value": 5}], "dice": [d(4)]})
    assert after["table"]["locations"]["Parisa's Glen"]["resources"] == [{"type": "technology", "value": 4}]


def test_a_die_not_in_the_supply_cannot_come_into_play():
    state = open_game([{"name": "Fuscus", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                      resources={"Loomwood": [{"type": "stability", "value": 1}] * 6})
    with pytest.raises(RuleViolation, match="supply"):
        run(state, {"type": "table-muster", "character": "Fuscus", "dice": [d(3)]})


def test_prepare_asks_the_app_for_exactly_the_stress_dice_of_the_obstacle():
    state = two_players(obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    command = prepare(state, {"type": "table-overcome", "roll": "app", "obstacle": "Remote Influence",
                                  "team": [{"character": "Keel", "overcome": [1]}]})
    assert command["stress_dice"] == [{"sides": 6, "kind": "body"}, {"sides": 6, "kind": "body"}]
    assert prepare(state, {"type": "table-move", "roll": "app", "character": "Keel", "to": "Loomwood"}) == \
        {"type": "table-move", "roll": "app", "character": "Keel", "to": "Loomwood"}


def test_prepare_counts_one_threat_roll_per_threat_effect():
    command = prepare(activate_state(), {"type": "table-activate", "roll": "app"})
    assert command["threat_rolls"] == [{"sides": 6, "kind": "threat"}]


def test_prepare_draws_obstacles_with_dice_the_size_of_the_pile():
    state = to_step(two_players(obstacle_deck=["Remote Influence", "Quintim the Vile", "Repeating Histories"]), "new-obstacles")
    command = prepare(state, {"type": "table-new-obstacles", "roll": "app"})
    assert command["draws"] == [{"sides": 3, "kind": "obstacle-draw"}]


def test_a_unit_moving_into_a_fort_takes_two_hindrance():
    state = activate_state()
    table = state["table"]
    table["locations"]["Parisa's Glen"]["obstacles"] = []
    table["locations"]["Yearly Field"]["obstacles"] = [{"name": "War Machines", "progress": 0, "hindrance": 0}]
    table["staging"] = []
    after = run(state, {"type": "table-activate"})
    # one activation: no tokens to remove, one step toward the nearest urban/rural location
    moved = {n: loc["obstacles"] for n, loc in after["table"]["locations"].items() if loc["obstacles"]}
    assert moved == {"Boar's Rift": [{"name": "War Machines", "progress": 0, "hindrance": 2}]}


def test_a_movement_obstacle_makes_entering_cost_one_more_point():
    state = two_players(obstacles=[{"name": "Background Checks", "location": "Loomwood"}])
    after = run(state, {"type": "table-move", "character": "Keel", "to": "Loomwood"})
    assert after["table"]["characters"]["Keel"]["move"] == 3


def test_the_blue_robe_draws_one_starting_obstacle_per_player_before_the_first_turn():
    state = open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                      obstacle_deck=["Quintim the Vile", "Remote Influence", "Repeating Histories"], setup_draws=2, shuffle="dice")
    assert state["table"]["step"] == "setup"
    with pytest.raises(RuleViolation, match="starting obstacles"):
        run(state, {"type": "table-move", "character": "Keel", "to": "Loomwood"})
    assert prepare(state, {"type": "table-new-obstacles", "roll": "app"}) == {"type": "table-new-obstacles", "roll": "app", "draws": []}
    after = run(state, {"type": "table-new-obstacles"})
    placed = {n: [o["name"] for o in loc["obstacles"]] for n, loc in after["table"]["locations"].items() if loc["obstacles"]}
    assert placed == {"Hogel Manor": ["Quintim the Vile"], "Parisa's Glen": ["Remote Influence"]}
    assert after["table"]["step"] == "actions" and after["table"]["obstacle_deck"] == ["Repeating Histories"]


def test_no_more_progress_is_placed_than_the_twelve_cubes_in_the_box():
    state = two_players(obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen", "progress": 0, "hindrance": 0},
                                   {"name": "Miasma of Malevolence", "location": "Loomwood", "progress": 5, "hindrance": 0},
                                   {"name": "Animaelic Echoes (2)", "location": "Undari's Tower", "progress": 6, "hindrance": 0}])
    state["table"]["characters"]["Keel"]["action_dice"] = [1, 1, 2, 3]
    after = run(state, {"type": "table-overcome", "obstacle": "Remote Influence", "stress_dice": [d(1, "body"), d(1, "body")],
                        "team": [{"character": "Keel", "overcome": [1, 1, 2, 3]}]})
    assert after["table"]["locations"]["Parisa's Glen"]["obstacles"][0]["progress"] == 1


def test_a_table_event_that_does_not_fit_the_table_fails_loudly():
    from domain.kernel import EventDoesNotApply, Recorded
    state = two_players()
    event = Recorded("sixwinters/table-moved", {"character": "Keel", "to": "Whitehold", "via": "step", "changes": [
        {"path": "/table/characters/Nobody/location", "set": "Whitehold"}]}, 7, "physical", "t", "t", version=2)
    with pytest.raises(EventDoesNotApply, match="position 7"):
        DECIDER.evolve(state, event)


def two_eyes(threats_at_rift):
    state = open_game([{"name": "Menas", "location": "Loomwood"}, {"name": "Keel", "location": "Loomwood"}],
                      scenario="Two Eyes in One Face",
                      obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen", "progress": 0, "hindrance": 0}])
    state["table"]["locations"]["Boar's Rift"]["threats"] = threats_at_rift
    state["table"]["threat_pool"] = 3
    return to_step(state, "activate")


def test_two_eyes_lowers_boars_rift_military_production_only_when_it_is_threatened():
    after = run(two_eyes(1), {"type": "table-activate", "threat_rolls": [d(3)]})
    assert after["table"]["locations"]["Boar's Rift"]["production"] == []
    calm = run(two_eyes(0), {"type": "table-activate", "threat_rolls": [d(3)]})
    assert calm["table"]["locations"]["Boar's Rift"]["production"] == [{"type": "military", "improved": False}]


def test_a_refresh_decides_the_same_whatever_order_the_characters_come_in():
    # A live table keeps its characters in the order they were chosen; a replayed one in the
    # order its stored keys come back. Both unlocking an ability at once must read the same.
    state = open_game([{"name": "Thea", "location": "Loomwood", "action_dice": [6, 5, 4, 1]},
                       {"name": "Keel", "location": "Loomwood", "action_dice": [6, 5, 4, 2]}])
    saved = run(state, {"type": "table-end-actions", "save": {"Thea": [6, 5, 4], "Keel": [6, 5, 4]}})
    turned = copy.deepcopy(saved)
    turned["table"]["characters"] = dict(reversed(list(turned["table"]["characters"].items())))
    refresh = DECIDER.schemas["table-refresh"]().load({"type": "table-refresh", "action_dice": {
        "Thea": [d(v) for v in (1, 2, 3, 4)], "Keel": [d(v) for v in (5, 6, 1, 2)]}, "resources": {
        "Whitehold": [d(2)], "Eastkeep": [d(3)], "Boar's Rift": [d(4)], "Hogel Manor": [d(5)], "Parisa's Glen": [d(6)]}})
    one, other = (DECIDER.decide(s, copy.deepcopy(refresh)) for s in (saved, turned))
    assert [dict(e.data) for e in one] == [dict(e.data) for e in other]
    assert [e["character"] for e in one[0].data["outcome"]["events"] if "unlocked" in e] == ["Keel", "Thea"]


def test_a_player_saves_no_more_action_dice_than_their_momentum_slots():
    """Turns, Actions: "Players may save one action die for each momentum slot on their character
    mat or asset cards for next turn"."""
    state = open_game([{"name": "Thea", "location": "Loomwood", "action_dice": [6, 4, 2, 1]},
                       {"name": "Keel", "location": "Loomwood"}])
    slots = momentum_slots(state["table"], state["table"]["characters"]["Thea"])
    assert 0 < slots < 4
    saved = run(state, {"type": "table-end-actions", "save": {"Thea": [6, 4, 2, 1][:slots]}})
    assert saved["table"]["characters"]["Thea"]["momentum"] == [6, 4, 2, 1][:slots]
    with pytest.raises(RuleViolation, match="momentum slots"):
        run(state, {"type": "table-end-actions", "save": {"Thea": [6, 4, 2, 1][:slots + 1]}})


def test_new_assets_draws_one_asset_face_up_at_the_end_of_the_staging_area():
    """Turns, New Assets: "Draw an asset from the asset deck, placing it faceup at the end of the
    asset staging area"."""
    state = to_step(two_players(staging=["Shadow Walk"], asset_deck=["Imperial Violin", "Aren's Platemail"]),
                    "new-assets")
    after = run(state, {"type": "table-new-assets", "cards": ["Aren's Platemail"]})
    assert after["table"]["staging"] == ["Shadow Walk", "Aren's Platemail"]
    assert after["table"]["asset_deck"] == ["Imperial Violin"] and after["table"]["step"] == "activate"


def test_a_new_obstacle_goes_to_the_lowest_numbered_location_of_its_type_without_obstacles():
    """Obstacle Cards, "Starting Location": "If there are multiple such locations, the lowest
    numbered location without obstacles is used"."""
    table = two_players()["table"]
    numbered = sorted(table["locations"], key=lambda name: table["locations"][name]["index"])
    for name in numbered:
        table["locations"][name]["obstacles"] = []
    table["locations"][numbered[0]]["obstacles"].append({"name": "Remote Influence", "progress": 0, "hindrance": 0})
    assert home(table, ["any"]) == numbered[1]
    for name in numbered:
        table["locations"][name]["obstacles"].append({"name": "Remote Influence", "progress": 0, "hindrance": 0})
    assert home(table, ["any"]) == numbered[0]


@pytest.mark.parametrize("improved, faces", [(False, {6}), (True, {5, 6})])
def test_sorcery_explodes_on_a_six_and_at_improved_production_on_a_five_or_six(improved, faces):
    """Sorcery Resources: "Any results of [6] explode"; "Sorcery locations with improved sorcery
    production explode sorcery resource dice on a [5] or [6]" (the icons read as 6 and 5 or 6)."""
    table = two_players()["table"]
    loc = {"production": [{"type": "sorcery", "improved": improved}]}
    assert explodes_on(table, loc, "sorcery") == faces


def test_at_refresh_a_sorcery_location_rerolls_all_its_dice_and_one_with_none_gets_none():
    """Sorcery Resources: "reroll all sorcery resource dice at each location with a sorcery
    production token. If the sorcery production location has no sorcery resource dice, it does not
    get any this turn"."""
    held = open_game([{"name": "Fuscus", "location": "Loomwood"}, {"name": "Thea", "location": "Loomwood"}],
                     resources={"Undari's Tower": [{"type": "sorcery", "value": v} for v in (1, 3, 4)]})
    assert ("Undari's Tower", "sorcery", 3) in exploding_dice(held["table"])
    empty = open_game([{"name": "Fuscus", "location": "Loomwood"}, {"name": "Thea", "location": "Loomwood"}],
                      resources={"Undari's Tower": []})
    assert "Undari's Tower" not in {name for name, _, _ in exploding_dice(empty["table"])}
