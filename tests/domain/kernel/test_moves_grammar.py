"""The grammar of the moves document: constructors, the validator, the JSON Schema, the
builder and the random player agree on every field kind."""
import random

import jsonschema_rs
import pytest
from hypothesis import given, settings, strategies as st

from domain.kernel import Viewer
from domain.kernel.moves import (Move, MovesDocumentError, PickRefused, among, build_command, by, check_document,
                                 check_setup, choices, default_setup, dice, die, each, fits, fixed, integer,
                                 moves_document,
                                 physical, random_command, random_setup, roll, setup_document, standalone_schema,
                                 tapped, text, texts)

OVERCOME = Move("overcome", "Thea overcomes the Wolves at Millbrook", group="Overcome", seats={"Ann"}, fields={
    "location": fixed("Millbrook"),
    "character": fixed("Thea"),
    "team": each({"character": choices(["Wren", "Ivo"]),
                  "assets": by("character", {"Wren": choices(["Lantern", "Rope"], min=0, max=2)})},
                 min=0, max=2, distinct="character"),
    "roll": roll(),
    "dice": physical(dice(6, "action", min=1, max=3)),
    "note": text(),
})
STAND = Move("stand", "Ben's army 2 stands at world 3", seats={"Ben"}, fields={"army": fixed(2)})
ANYONE = Move("advance-time", "The season turns", fields={})
OWNER, GM = Viewer.of("olga", "owner"), Viewer.of("gus", "gm")
ANN, SPECTATOR = Viewer.of("ann", "player", ["Ann"]), Viewer.of("vic", "viewer")
BOUND = {"Ann": "ann", "Ben": "ben"}
VALIDATE = jsonschema_rs.Draft202012Validator(standalone_schema())
SETUP_VALIDATE = jsonschema_rs.Draft202012Validator(standalone_schema("SetupDocument"))


def document(viewer, moves=(OVERCOME, STAND, ANYONE)):
    return moves_document(moves, viewer, position=7, session=2, bindings=BOUND)


def test_a_move_is_json_with_its_fields_in_order_and_its_seats_left_out():
    move = OVERCOME.to_json()
    assert list(move) == ["type", "label", "group", "fields"]
    assert list(move["fields"]) == ["location", "character", "team", "roll", "dice", "note"]
    assert move["fields"]["team"]["each"]["assets"] == {"by": "character", "cases": {
        "Wren": {"choices": ["Lantern", "Rope"], "min": 0, "max": 2, "many": True}}}
    assert move["fields"]["dice"] == {"by": "roll", "cases": {"physical": {
        "dice": {"sides": 6, "kind": "action", "min": 1, "max": 3}}}}


def test_the_owner_and_the_game_master_get_every_move_and_wait_for_nobody():
    for viewer in (OWNER, GM):
        listed = document(viewer)
        assert [move["type"] for move in listed["moves"]] == ["overcome", "stand", "advance-time"]
        assert listed["waiting_for"] == []


def test_a_player_gets_their_seats_moves_and_the_tables_and_waits_for_the_others():
    listed = document(ANN)
    assert [move["type"] for move in listed["moves"]] == ["overcome", "advance-time"]
    assert listed["waiting_for"] == [{"seat": "Ben", "why": "Ben may also move: Ben's army 2 stands at world 3."}]
    alone = moves_document([STAND], ANN, position=7, bindings=BOUND)
    assert alone["moves"] == []
    assert alone["waiting_for"] == [{"seat": "Ben", "why": "The game waits for Ben: Ben's army 2 stands at world 3."}]


def test_an_unbound_seat_is_anyones_at_the_table():
    listed = moves_document([STAND], ANN, position=1, bindings={"Ann": "ann"})
    assert [move["type"] for move in listed["moves"]] == ["stand"] and listed["waiting_for"] == []


def test_the_game_masters_seat_unbound_is_still_the_game_masters():
    scene = Move("begin-scene", "Begin a scene", seats={"gm"}, fields={})
    listed = moves_document([scene, STAND], ANN, position=1, bindings={"Ann": "ann"}, chairs=frozenset({"gm"}))
    assert [move["type"] for move in listed["moves"]] == ["stand"]
    assert listed["waiting_for"] == [{"seat": "gm", "why": "gm may also move: Begin a scene."}]
    for viewer in (GM, OWNER):
        told = moves_document([scene], viewer, position=1, chairs=frozenset({"gm"}))
        assert [move["type"] for move in told["moves"]] == ["begin-scene"]


def test_a_spectator_gets_no_moves():
    listed = document(SPECTATOR)
    assert listed["moves"] == [] and {w["seat"] for w in listed["waiting_for"]} == {"Ann", "Ben"}


def test_the_document_passes_the_validator_and_the_json_schema():
    for viewer in (OWNER, ANN, SPECTATOR):
        listed = document(viewer)
        assert check_document(listed) is listed
        VALIDATE.validate(listed)
    over = moves_document([], OWNER, position=3, over="Ann wins with 14 points.")
    assert over["over"] == {"why": "Ann wins with 14 points."} and over["session"] is None
    check_document(over), VALIDATE.validate(over)


@pytest.mark.parametrize("broken, where", [
    ({"choices": ["a"], "min": 2, "max": 1}, "f"),
    ({"choices": ["a", "a"]}, "f.choices"),
    ({"choices": ["a", "b"], "max": 2, "many": False}, "f"),
    ({"integer": [3, 1]}, "f.integer"),
    ({"dice": {"sides": 1, "kind": "d", "min": 1, "max": 1}}, "f.dice.sides"),
    ({"text": {"required": True}}, "f.text"),
    ({"each": {"x": {"fixed": 1}}, "distinct": "y"}, "f.distinct"),
    ({"by": "later", "cases": {}}, "f.by"),
    ({"fixed": 1, "integer": [1, 2]}, "f"),
    ({"colour": "red"}, "f"),
    ({"text": {"required": True, "max": 4}, "default": "Player 1"}, "f.default"),
    ({"texts": {"min": 2, "max": 4}, "default": ["Ann"]}, "f.default"),
    ({"among": "later"}, "f.among"),
    ({"choices": ["a", "b"], "labels": ["A."]}, "f.labels"),
    ({"choices": ["a"], "label": " "}, "f.label"),
])
def test_the_validator_names_where_a_field_breaks_the_grammar(broken, where):
    bad = {"position": 0, "session": None, "over": None, "waiting_for": [],
           "moves": [{"type": "x", "label": "X.", "fields": {"f": broken}}]}
    with pytest.raises(MovesDocumentError) as error:
        check_document(bad)
    assert error.value.path == f"moves[0].fields.{where}"


def test_the_builder_fills_the_fixed_values_and_checks_every_pick():
    move = OVERCOME.to_json()
    command = build_command(move, {"team": [{"character": "Wren", "assets": ["Rope"]}, {"character": "Ivo"}],
                                   "roll": "physical", "dice": [4, {"sides": 6, "kind": "action", "value": 6}]})
    assert command == {"type": "overcome", "location": "Millbrook", "character": "Thea",
                       "team": [{"character": "Wren", "assets": ["Rope"]}, {"character": "Ivo"}], "roll": "physical",
                       "dice": [{"sides": 6, "kind": "action", "value": 4}, {"sides": 6, "kind": "action", "value": 6}]}
    assert fits(move, command)
    app = build_command(move, {"roll": "app"})
    assert "dice" not in app and app["team"] == [] and fits(move, app)


@pytest.mark.parametrize("picks, path", [
    ({"roll": "physical", "dice": [7]}, "dice[0]"),
    ({"roll": "physical", "dice": []}, "dice"),
    ({"roll": "app", "dice": [3]}, "dice"),
    ({"roll": "table"}, "roll"),
    ({"roll": "app", "team": [{"character": "Ivo"}, {"character": "Ivo"}]}, "team"),
    ({"roll": "app", "team": [{"character": "Ivo", "assets": ["Rope"]}]}, "team[0].assets"),
    ({"roll": "app", "team": [{"character": "Wren", "assets": ["Rope", "Rope"]}]}, "team[0].assets"),
    ({"roll": "app", "location": "Eastkeep"}, "location"),
    ({"roll": "app", "colour": "red"}, "colour"),
    ({"roll": "app", "note": "   x" * 100}, "note"),
])
def test_a_pick_the_move_does_not_allow_is_refused_naming_the_field(picks, path):
    with pytest.raises(PickRefused) as refused:
        build_command(OVERCOME.to_json(), picks)
    assert refused.value.path == path


def test_an_optional_single_choice_is_omitted_when_nothing_is_picked():
    move = Move("x", "X.", fields={"target": choices(["a", "b"], min=0), "count": integer(1, 3)}).to_json()
    assert build_command(move, {"count": 2}) == {"type": "x", "count": 2}
    assert build_command(move, {"count": 2, "target": "b"}) == {"type": "x", "count": 2, "target": "b"}


def test_a_case_keyed_by_a_number_or_a_flag_is_found_by_its_json_text():
    move = Move("x", "X.", fields={"army": choices([1, 2]), "to": by("army", {2: choices([5, 6])}),
                                   "die": die(6, "army")}).to_json()
    assert move["fields"]["to"]["cases"] == {"2": {"choices": [5, 6], "min": 1, "max": 1, "many": False}}
    assert build_command(move, {"army": 2, "to": 6, "die": 3})["to"] == 6
    assert "to" not in build_command(move, {"army": 1, "die": 3})


def test_setup_fields_build_a_setup_of_names_and_options():
    setup = setup_document({"players": texts(min=2, max=4), "variant": choices(["short", "long"]),
                            "title": text(required=True, max=40)})
    check_setup(setup), SETUP_VALIDATE.validate(setup)
    built = random_setup(setup, random.Random(3))
    assert 2 <= len(built["players"]) <= 4 and len(set(built["players"])) == len(built["players"])
    assert built["variant"] in ("short", "long") and built["title"].strip()
    with pytest.raises(PickRefused):
        build_command({"type": "s", "fields": setup["fields"]}, {"players": ["Ann", "Ann"], "variant": "short",
                                                                   "title": "T"})


def test_constructors_refuse_a_field_nobody_could_fill():
    for make in (lambda: choices([], min=1), lambda: choices(["a"], max=2), lambda: integer(2, 1),
                 lambda: dice(1), lambda: each({}), lambda: Move("x", "X.", fields={"b": by("a", {})})):
        with pytest.raises(ValueError):
            make()


@settings(max_examples=200, deadline=None)
@given(rng=st.randoms(use_true_random=False), app=st.booleans())
def test_the_random_player_builds_only_commands_the_move_allows(rng, app):
    listed = document(OWNER)
    command = random_command(listed, rng, app=app)
    move = next(move for move in listed["moves"] if move["type"] == command["type"])
    assert fits(move, command)
    if command["type"] == "overcome":
        members = [member["character"] for member in command["team"]]
        assert len(set(members)) == len(members) and ("dice" in command) == (command["roll"] == "physical")
        assert app or command["roll"] == "physical"


def test_the_random_player_has_nothing_to_do_when_nothing_is_listed():
    assert random_command(document(SPECTATOR), random.Random(1)) is None


def test_a_decider_gathers_the_moves_of_its_commands_in_the_registrys_order():
    from domain.kernel import Command, CommandSchema, Decider

    def rule(state, command):
        return []

    decider = Decider("test", {
        "stand": Command(CommandSchema, (), rule, moves=lambda state, viewer: [STAND]),
        "note-only": Command(CommandSchema, (), rule),
        "advance-time": Command(CommandSchema, (), rule, moves=lambda state, viewer: [ANYONE])}, {})
    assert decider.moves({}, OWNER) == [STAND, ANYONE]


def test_a_setup_made_of_defaults_takes_every_text_its_default_and_the_among_its_first_name():
    fields = {"players": texts(1, 3, default=["P1", "P2"]), "first": among("players"),
              "reading": choices(["detailed", "list"]), "gm": text(max=10, default="GM")}
    check_setup({"fields": fields})
    assert default_setup(fields) == {"players": ["P1", "P2"], "first": "P1", "reading": "detailed", "gm": "GM"}
    assert default_setup(fields, {"players": ["Ann", "Ben"], "first": "Ben"})["first"] == "Ben"
    with pytest.raises(PickRefused, match="first"):
        default_setup(fields, {"players": ["Ann", "Ben"], "first": "Cid"})


def test_a_random_setup_keeps_the_answers_given_and_picks_the_among_from_them():
    fields = {"players": texts(1, 4, default=["P1"]), "first": among("players")}
    for seed in range(20):
        setup = random_setup({"fields": fields}, random.Random(seed), {"players": ["Ann", "Ben"]})
        assert setup["players"] == ["Ann", "Ben"] and setup["first"] in ("Ann", "Ben")


def test_a_recorded_command_is_traced_to_the_move_it_was_made_from_by_its_fixed_values_and_choices():
    moves = [Move("walk", "Fuscus moves", {"character": fixed("Fuscus"), "to": choices(["Eastkeep", "Yew"])}).to_json(),
             Move("walk", "Thea moves", {"character": fixed("Thea"), "to": choices(["Loomwood"])}).to_json(),
             Move("walk", "Thea walks far", {"character": fixed("Thea"), "to": choices(["Gravewood"])}).to_json()]
    assert tapped(moves, {"type": "walk", "character": "Thea", "to": "Loomwood"})["label"] == "Thea moves"
    # as stored: the schema's defaults beside the picks
    assert tapped(moves, {"type": "walk", "character": "Thea", "to": "Gravewood", "die": None, "roll": "physical"})["label"] \
        == "Thea walks far"
    assert tapped(moves, {"type": "walk", "character": "Cid", "to": "Yew"}) is None
    assert tapped(moves, {"type": "note", "text": "hm"}) is None


def test_a_number_or_a_single_choice_may_stand_at_a_default_that_a_pick_left_out_takes():
    sheet = Move("write", "Write the sheet", fields={"might": integer(0, 12, 4), "die": choices([4, 6, 8], 0, 1,
                                                                                             default=6)})
    document = check_document(moves_document([sheet], OWNER, position=1))
    assert document["moves"][0]["fields"] == {"might": {"integer": [0, 12], "default": 4},
                                              "die": {"choices": [4, 6, 8], "min": 0, "max": 1, "many": False,
                                                      "default": 6}}
    assert jsonschema_rs.validator_for(standalone_schema()).is_valid(document)
    assert build_command(document["moves"][0], {"might": 7}) == {"type": "write", "might": 7, "die": 6}
    with pytest.raises(ValueError):
        integer(0, 12, 13)
    with pytest.raises(ValueError):
        choices([4, 6, 8], default=10)
    with pytest.raises(MovesDocumentError, match="default"):
        check_document({**document, "moves": [{**document["moves"][0],
                                               "fields": {"might": {"integer": [0, 12], "default": 20}}}]})
