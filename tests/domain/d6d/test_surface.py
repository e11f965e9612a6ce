"""The ruleset surface: prepare (app-rolled dice), views, the map picture, what evolve promises."""
import copy
import json
import xml.etree.ElementTree as ET

import pytest
from marshmallow import ValidationError

from domain.kernel import Recorded, RuleViolation, generic
from tests.domain.d6d.builders import D6D, Story, battle, die, draw, opened, set_army

SVG = "{http://www.w3.org/2000/svg}"


def fill(command, values):
    """What the journal does: give every unrolled die a value, in order."""
    command = copy.deepcopy(command)
    values = iter(values)

    def walk(node):
        if isinstance(node, dict):
            if "sides" in node and "value" not in node:
                node["value"] = next(values)
            for item in node.values():
                walk(item)
        elif isinstance(node, list):
            for item in node:
                walk(item)
    walk(command)
    return command


def prepared(story, command):
    return D6D.prepare(story.game, story.load(command))


def test_app_rolled_army_dice_are_two_unrolled_army_dice():
    story = Story()
    command = prepared(story, {"type": "roll-armies", "player": "Ann", "roll": "app"})
    assert command["dice"] == [{"sides": 6, "kind": "army"}, {"sides": 6, "kind": "army"}]
    story.when(fill(command, [3, 5]))
    assert story.view("players")["players"][0]["first_roll"] == 8


def test_app_rolled_battle_round_adds_a_battle_die_for_each_side():
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    command = prepared(story, {"type": "battle-round", "roll": "app"})
    assert command["attacker_die"] == command["defender_die"] == {"sides": 6, "kind": "battle"}


def test_app_rolled_bridge_adds_a_realm_die_only_when_the_paying_army_is_lost():
    story = opened()
    losing = prepared(story, {"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2, "roll": "app"})
    assert losing["realm_die"] == {"sides": 6, "kind": "army"}
    set_army(story, "Ann", 2, 1, 5)
    surviving = prepared(story, {"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2, "roll": "app"})
    assert "realm_die" not in surviving


def test_app_rolled_tie_break_rolls_for_exactly_the_tied_players():
    story = Story(["Ann", "Ben", "Cat"])
    for name, dice in (("Ann", (2, 2)), ("Ben", (1, 3)), ("Cat", (6, 6))):
        story.when({"type": "roll-armies", "player": name, "dice": [die(dice[0]), die(dice[1])]})
    command = prepared(story, {"type": "break-tie", "roll": "app"})
    assert [roll["player"] for roll in command["rolls"]] == ["Ann", "Ben"]
    story.when(fill(command, [6, 1]))
    assert story.game["opening"]["order"] == ["Ben", "Cat", "Ann"]


def test_app_rolled_lost_soul_and_damage_add_the_realm_die():
    story = opened()
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 6, "army": 2})
    assert prepared(story, {"type": "roll-lost-soul", "player": "Ann", "roll": "app"})["die"]["kind"] == "army"
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when({"type": "battle-round", "attacker_die": battle(5), "defender_die": battle(3)})   # 5+1 against 3: Ben loses 3
    assert "realm_die" in prepared(story, {"type": "assign-damage", "player": "Ben", "army": 1, "roll": "app"})
    assert "realm_die" not in prepared(story, {"type": "assign-damage", "player": "Ben", "army": 2, "roll": "app"})


def test_prepare_leaves_table_rolls_and_rule_breaking_commands_to_decide():
    story = opened()
    table = story.load({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2})
    assert D6D.prepare(story.game, table) == table
    wrong = story.load({"type": "bridge", "player": "Ann", "world": 4, "to": 2, "roll": "app"})
    assert D6D.prepare(story.game, wrong) == wrong


def test_every_command_refuses_unknown_fields():
    for kind, schema in D6D.command_schemas.items():
        with pytest.raises(ValidationError):
            schema().load({"type": kind, "player": "Ann", "weather": "rain"})


def test_evolve_leaves_the_state_alone_for_kinds_it_does_not_know_and_never_changes_its_input():
    story = opened()
    before = copy.deepcopy(story.game)
    note = Recorded("journal/noted", {"text": "hi", "about": ""}, 9, "physical", "a", "t")
    assert D6D.evolve(story.game, note) == before
    moved = Recorded("d6d/army-strengthened", {"player": "Ann", "army": 1, "world": 1, "gain": 1, "value": 2},
                     9, "physical", "a", "t")
    assert D6D.evolve(story.game, moved)["players"][0]["armies"][0]["value"] == 2
    assert story.game == before


def test_the_state_is_plain_json_throughout_a_game():
    demo = D6D.demo()
    story = Story(**demo["setup"])
    for command in demo["commands"]:
        if command["type"] != "note":
            story.when(command)
            assert json.loads(json.dumps(story.game)) == story.game


def test_the_board_view_shows_whose_turn_actions_left_and_the_battle():
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    board = story.view("board")
    assert (board["turn"]["player"], board["actions_left"]) == ("Ann", 1)
    assert board["battle"]["world"] == 6 and board["bridges"] == [[1, 6]]
    assert [a["player"] for a in board["worlds"][5]["armies"]] == ["Ann", "Ben", "Ben"]
    assert board["worlds"][5]["controller"] == "Ben"


def test_the_players_view_shows_armies_supply_and_realm_dice():
    story = opened()
    story.when({"type": "recruit", "player": "Ann", "world": 1})
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 3, "realm_die": die(4)})
    ann = story.view("players")["players"][0]
    assert (ann["supply"], ann["realm"], ann["worlds"]) == (3, [4], [1])
    assert [a["army"] for a in ann["armies"]] == [1, 2]


def svg(story):
    return ET.fromstring(D6D.pictures["map"](story.game))


def test_the_map_draws_six_worlds_every_bridge_and_every_army_die():
    story = opened()
    draw(story, (1, 6), (2, 5))
    root = svg(story)
    assert len(root.findall(f".//{SVG}g[@class='world']")) == 6
    assert len(root.findall(f".//{SVG}line[@class='bridge']")) == 2
    assert len(root.findall(f".//{SVG}g[@class='army']")) == 4


def test_the_map_escapes_player_names():
    story = opened(players=("<b>Ann & co</b>", "Ben"))
    text = D6D.pictures["map"](story.game)
    assert "<b>" not in text and "&lt;b&gt;Ann &amp; co&lt;/b&gt;" in text
    svg(story)   # still well-formed


def adjust(story, changes):
    command = generic.SCHEMAS["adjust"]().load({"type": "adjust", "reason": "fix the sheet", "changes": changes})
    return generic.decide(D6D, story.game, command)


def test_a_hand_correction_may_fix_an_army_or_a_line():
    story = opened()
    events = adjust(story, [{"path": "/players/0/armies/0/value", "set": 5}, {"path": "/bridges", "set": [[1, 6]]}])
    assert events[0].kind == "journal/adjusted"


def test_a_correction_that_fills_the_realm_ends_the_game_in_the_same_command():
    """"Game End": the Realm holding its limit ends the game whoever put the dice there; a hand
    correction that fills it is followed at once by the game's end, not at the next command."""
    story = opened()
    realm = [change for army in (3, 4, 5) for change in (
        {"path": f"/players/0/armies/{army - 1}/at", "set": "realm"}, {"path": f"/players/0/armies/{army - 1}/value", "set": 6})]
    events = adjust(story, realm)
    assert [event.kind for event in events] == ["journal/adjusted", "d6d/game-ended"]
    assert events[1].data["reason"] == "the Realm of Lost Souls holds 18 (limit 16)"
    assert adjust(story, [{"path": "/players/0/armies/0/value", "set": 5}])[1:] == []


@pytest.mark.parametrize("changes, rule", [
    ([{"path": "/players/0/armies/0/at", "set": 7}], "d6d.adjust.army"),
    ([{"path": "/players/0/armies/0/value", "add": 8}], "d6d.adjust.army"),
    ([{"path": "/bridges", "set": [[2, 2]]}], "d6d.adjust.bridge"),
    ([{"path": "/bridges", "set": [[1, 6], [1, 6]]}], "d6d.adjust.bridge"),
    ([{"path": "/turn/player", "set": "Zed"}], "d6d.adjust.turn"),
    ([{"path": "/turn/actions_left", "add": -3}], "d6d.adjust.turn"),
    ([{"path": "/players/0/armies/1/army", "set": 1}], "d6d.adjust.armies"),
    ([{"path": "/players/1/armies/0/at", "set": 1}], "d6d.adjust.world"),
])
def test_a_hand_correction_cannot_leave_a_sheet_that_cannot_exist(changes, rule):
    story = opened()
    before = copy.deepcopy(story.game)
    with pytest.raises(RuleViolation) as caught:
        adjust(story, changes)
    assert caught.value.rule == rule and story.game == before
