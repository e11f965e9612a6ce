"""Campaign options the live game reads (docs/rules-notes.md R7-R11): each reading changes
the outcome as its rulebook passage says, and a refused command leaves the game unchanged
under either reading."""
import copy
from pathlib import Path

import pytest
from marshmallow import ValidationError
from tests.domain.sixwinters.game.builders import catalog, d, run

from domain.kernel import RuleViolation
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.game.rules.opening import open_table
from domain.rulesets.sixwinters.options import READINGS
from domain.rulesets.sixwinters.demo import blue_robe_year_one
from tests.spec import Table

TABLE_OPTIONS = {"knockout": ("condition", "knocked-out"), "port_cost": ("movement-point", "action-die"),
                 "momentum_threshold": ("at-least", "higher-than"), "obstacle_movement": ("uses-activations", "free"),
                 "conciliator": ("card", "reference"), "condition_effect": ("none", "lower-track")}


def opened(options: dict, characters: list, **opening) -> dict:
    """A campaign set up with these options (validated by the setup schema) and its table open."""
    setup = RULESET.setup_schema().load({"catalog": catalog(), "options": options})
    state = RULESET.initial_state(setup)
    sheets = [{"action_dice": [1, 2, 3, 4], **c} for c in characters]
    state["table"] = open_table(state, {"scenario": "The Order of the Blue Robe", "characters": sheets,
                                            "setup_draws": 0, **opening})
    return state


def refused(state: dict, command: dict, match: str) -> None:
    """The command is refused and the game state is exactly as before."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation, match=match):
        run(state, command)
    assert state == before


def at_step(state: dict, step: str) -> dict:
    table = copy.deepcopy(state["table"])
    table["step"] = step
    return {**state, "table": table}


def who(state, name):
    return state["table"]["characters"][name]


# --- the options are campaign options ---------------------------------------------------

@pytest.mark.parametrize("name", sorted(TABLE_OPTIONS))
def test_every_live_game_reading_is_a_setup_option_defaulting_to_its_first_value(name):
    assert RULESET.setup_schema().load({"options": {}})["options"][name] == TABLE_OPTIONS[name][0]
    assert RULESET.setup_schema().load({"options": {name: TABLE_OPTIONS[name][1]}})["options"][name] == TABLE_OPTIONS[name][1]
    with pytest.raises(ValidationError):
        RULESET.setup_schema().load({"options": {name: "neither"}})


@pytest.mark.parametrize("doc", ["rules-notes.md", "sixwinters.md"])
def test_every_option_and_each_of_its_values_is_documented(doc):
    text = (Path(__file__).resolve().parents[4] / "docs" / doc).read_text(encoding="utf-8")
    missing = [f"{name}={value}" for name, values in READINGS.items() for value in (name, *values) if f"`{value}`" not in text]
    assert not missing, missing


def test_the_setup_options_reach_the_table_when_session_start_places_the_characters():
    options = {name: values[1] for name, values in TABLE_OPTIONS.items()}
    played = Table(RULESET, {"options": options})
    for command in blue_robe_year_one()["commands"]:
        played.run(command)
        if command["type"] == "place-characters":
            break
    assert played.state["game"]["table"]["options"] == {**options, "knockout": True}


def test_a_campaign_without_options_opens_the_table_with_every_default_reading():
    table = opened({}, [{"name": "Thea", "location": "Loomwood"}])["table"]
    assert table["options"] == {**{name: values[0] for name, values in TABLE_OPTIONS.items()}, "knockout": False}


# --- R7 knockout: Overcome Obstacle "Apply Stress to Character" vs Components "Stress" -----

def _last_body_point(knockout):
    state = opened({"knockout": knockout}, [{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                   obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    state["table"]["characters"]["Keel"]["body"] = 1
    return state


OVERCOME = {"type": "table-overcome", "obstacle": "Remote Influence",
            "team": [{"character": "Keel", "overcome": [1]}], "stress_dice": [d(6, "body"), d(1, "body")]}


def test_knockout_condition_the_last_stress_point_gives_a_condition_and_resets_the_tracks():
    after = run(_last_body_point("condition"), OVERCOME)
    keel = who(after, "Keel")
    assert keel["conditions"] == [{"name": "Wounded", "track": "body"}] and (keel["body"], keel["psyche"]) == (3, 3)
    assert after["table"]["result"] is None


def test_knockout_knocked_out_the_last_stress_point_loses_the_scenario():
    after = run(_last_body_point("knocked-out"), OVERCOME)
    assert after["table"]["result"] == "lost" and who(after, "Keel")["knocked_out"]
    assert who(after, "Keel")["conditions"] == []


@pytest.mark.parametrize("knockout", TABLE_OPTIONS["knockout"])
def test_knockout_either_reading_refuses_the_wrong_number_of_stress_dice_and_changes_nothing(knockout):
    refused(_last_body_point(knockout), {**OVERCOME, "stress_dice": [d(6, "body")]}, "2 stress dice")


# --- R8 port_cost: Actions "Move" vs Location Cards "Location Effect Icon" ---------------

def _at_port(port_cost):
    cells = catalog()["standard_map"]["cells"] + [{"location": "Brightdune Bay", "row": 3, "col": 4, "production": []},
                                                  {"location": "Sunbridle Bay", "row": 0, "col": 6, "production": []}]
    return opened({"port_cost": port_cost}, [{"name": "Thea", "location": "Brightdune Bay"},
                                             {"name": "Keel", "location": "Loomwood"}], map=cells)


PORT = {"type": "table-move", "character": "Thea", "to": "Sunbridle Bay", "via": "port"}


def test_port_cost_movement_point_a_port_move_costs_one_movement_point_and_no_die():
    thea = who(run(_at_port("movement-point"), PORT), "Thea")
    assert (thea["location"], thea["move"], thea["action_dice"]) == ("Sunbridle Bay", 3, [1, 2, 3, 4])


def test_port_cost_action_die_a_port_move_costs_one_action_die_of_any_value_and_no_movement():
    thea = who(run(_at_port("action-die"), {**PORT, "die": 2}), "Thea")
    assert (thea["location"], thea["move"], thea["action_dice"]) == ("Sunbridle Bay", 4, [1, 3, 4])


def test_port_cost_movement_point_refuses_a_die_for_the_fare_and_changes_nothing():
    refused(_at_port("movement-point"), {**PORT, "die": 2}, "not with an action die")


def test_port_cost_action_die_refuses_a_port_move_without_a_die_or_with_a_die_not_held():
    state = _at_port("action-die")
    refused(state, PORT, "costs one unspent action die")
    refused(state, {**PORT, "die": 6}, "no unspent action die showing 6")


@pytest.mark.parametrize("port_cost", TABLE_OPTIONS["port_cost"])
def test_port_cost_either_reading_still_needs_two_ports_and_an_orthogonal_step_takes_no_die(port_cost):
    state = _at_port(port_cost)
    refused(state, {**PORT, "to": "Loomwood", "die": 2}, "both locations must be ports|not with an action die")
    refused(state, {"type": "table-move", "character": "Thea", "to": "Undari's Tower", "die": 2}, "not with an action die")


# --- R9 momentum_threshold: Refresh "higher than" vs the mat's "12+" and the example --------

RESOURCES = {"Whitehold": [d(2)], "Eastkeep": [d(3)], "Boar's Rift": [d(4)], "Hogel Manor": [d(5)], "Parisa's Glen": [d(6)]}
REFRESH = {"type": "table-refresh", "action_dice": {"Thea": [d(v) for v in (1, 2, 3, 4)], "Keel": [d(5), d(6)]},
           "resources": RESOURCES}


def _saved(reading, dice):
    state = opened({"momentum_threshold": reading}, [{"name": "Thea", "location": "Loomwood", "action_dice": list(dice)},
                                                     {"name": "Keel", "location": "Loomwood"}])
    return run(state, {"type": "table-end-actions", "save": {"Thea": list(dice[:3]), "Keel": [1]}})


def test_momentum_threshold_at_least_saved_dice_totalling_exactly_twelve_unlock_the_next_card():
    after = run(_saved("at-least", (6, 4, 2, 1)), REFRESH)
    assert who(after, "Thea")["abilities"] == ["Change Course", "Careful Planning"]


def test_momentum_threshold_higher_than_twelve_exactly_does_not_unlock_but_thirteen_does():
    after = run(_saved("higher-than", (6, 4, 2, 1)), REFRESH)
    assert who(after, "Thea")["abilities"] == ["Change Course"]
    after = run(_saved("higher-than", (6, 4, 3, 1)), REFRESH)
    assert who(after, "Thea")["abilities"] == ["Change Course", "Careful Planning"]


@pytest.mark.parametrize("reading", TABLE_OPTIONS["momentum_threshold"])
def test_momentum_threshold_either_reading_refuses_a_refresh_short_of_dice_and_changes_nothing(reading):
    short = {**REFRESH, "action_dice": {"Thea": [d(1)], "Keel": [d(5), d(6)]}}
    refused(_saved(reading, (6, 4, 2, 1)), short, "more Thea action dice are needed")


# --- R10 obstacle_movement: Activate Obstacles step 3 vs steps 2 and 4 ---------------------

def _quintim_next_to_a_keep(reading):
    """Quintim the Vile (moves toward a keep, threat effect) one step from Eastkeep, one activation."""
    state = opened({"obstacle_movement": reading}, [{"name": "Thea", "location": "Loomwood"}],
                   obstacles=[{"name": "Quintim the Vile", "location": "Boar's Rift", "progress": 0, "hindrance": 0}])
    return at_step(state, "activate")


def _obstacles(state):
    return {name: [o["name"] for o in loc["obstacles"]] for name, loc in state["table"]["locations"].items() if loc["obstacles"]}


def test_obstacle_movement_uses_activations_the_step_to_the_keep_uses_the_only_activation():
    after = run(_quintim_next_to_a_keep("uses-activations"), {"type": "table-activate"})
    assert _obstacles(after) == {"Eastkeep": ["Quintim the Vile"]}
    assert after["table"]["locations"]["Eastkeep"]["threats"] == 0 and after["table"]["threat_pool"] == 5


def test_obstacle_movement_free_the_obstacle_moves_and_still_places_its_threat():
    after = run(_quintim_next_to_a_keep("free"), {"type": "table-activate", "threat_rolls": [d(1)]})
    assert _obstacles(after) == {}
    assert after["table"]["obstacle_discard"] == ["Quintim the Vile"]
    assert after["table"]["locations"]["Eastkeep"]["threats"] == 1 and after["table"]["threat_pool"] == 4


def test_obstacle_movement_each_reading_refuses_the_other_readings_threat_rolls_and_changes_nothing():
    refused(_quintim_next_to_a_keep("uses-activations"), {"type": "table-activate", "threat_rolls": [d(1)]}, "given but not needed")
    refused(_quintim_next_to_a_keep("free"), {"type": "table-activate"}, "more threat dice are needed")


# --- R11 conciliator: the card (stability -> diplomacy) vs the Abilities Reference (defense) --

def _thea_at_the_top(reading):
    state = opened({"conciliator": reading},
                   [{"name": "Thea", "location": "Parisa's Glen", "abilities": ["Change Course", "Careful Planning", "The Conciliator"]},
                    {"name": "Keel", "location": "Loomwood"}],
                   resources={"Parisa's Glen": [{"type": "stability", "value": 4}]},
                   obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])
    return state


CONVERT = {"type": "table-ability", "character": "Thea", "ability": "The Conciliator", "die": {"type": "stability", "value": 4}}
STASH = {"type": "table-stash", "character": "Thea", "card": "The Conciliator", "die": {"type": "stability", "value": 4}}
DEFEND = {"type": "table-overcome", "obstacle": "Remote Influence", "stress_dice": [d(6, "body"), d(1, "body")],
          "team": [{"character": "Thea", "overcome": [1], "stash_defense": [{"ability": "The Conciliator", "value": 4}]}]}


def test_conciliator_card_turns_a_stability_die_into_a_diplomacy_die_of_the_same_value():
    after = run(_thea_at_the_top("card"), CONVERT)
    assert after["table"]["locations"]["Parisa's Glen"]["resources"] == [{"type": "diplomacy", "value": 4}]


def test_conciliator_reference_holds_a_stability_die_that_defends_against_stress():
    state = run(_thea_at_the_top("reference"), STASH)
    assert who(state, "Thea")["stashes"]["The Conciliator"] == [{"type": "stability", "value": 4}]
    after = run(state, DEFEND)
    assert who(after, "Thea")["body"] == 3 and who(after, "Thea")["stashes"]["The Conciliator"] == []
    undefended = run(state, {**DEFEND, "team": [{"character": "Thea", "overcome": [1]}]})
    assert who(undefended, "Thea")["body"] == 2  # the same 6 is not cancelled without the stashed die


def test_conciliator_card_refuses_stashing_and_the_reference_refuses_converting_and_nothing_changes():
    refused(_thea_at_the_top("card"), STASH, "holds no dice")
    refused(_thea_at_the_top("reference"), CONVERT, "works inside another action")
