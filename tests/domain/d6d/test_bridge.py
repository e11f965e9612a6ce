"""Rulebook "Bridge the Worlds": a line from a controlled world; an army there pays 2 + crossings.

opened(): Ann (armies 1:1 and 2:2 on world 1) plays first, Ben (1:3, 2:4) holds world 6.
World positions are fixed (docs/d6d.md), so crossings are the sheet's geometry.
"""
from tests.domain.d6d.builders import die, draw, opened, set_army


def test_a_bridge_crossing_no_line_costs_two():
    story = opened()
    set_army(story, "Ann", 1, 1, 5)
    events = story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 1})
    assert (events[0].data["cost"], events[0].data["crossed"]) == (2, [])
    assert story.army("Ann", 1)["value"] == 3
    assert story.game["bridges"] == [[1, 2]]


def test_a_bridge_costs_one_more_for_each_line_it_crosses():
    story = opened(worlds=(5, 3))
    draw(story, (1, 3), (1, 4), (1, 6), (3, 4))
    set_army(story, "Ann", 1, 5, 6)
    events = story.when({"type": "bridge", "player": "Ann", "world": 5, "to": 2, "army": 1})
    assert events[0].data["crossed"] == [[1, 3], [1, 4], [1, 6]]
    assert events[0].data["cost"] == 5
    assert story.army("Ann", 1)["value"] == 1


def test_a_bridge_connects_both_worlds_both_ways():
    story = opened()
    set_army(story, "Ann", 1, 1, 5)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 1})
    story.when({"type": "move", "player": "Ann", "army": 1, "to": 2})
    set_army(story, "Ben", 1, 3, 5)
    draw(story, (1, 2), (3, 6))
    story.adjust([{"path": "/turn/player", "set": "Ben"}, {"path": "/turn/actions_left", "set": 2}])
    story.when({"type": "move", "player": "Ben", "army": 1, "to": 6})
    assert story.army("Ben", 1)["at"] == 6


def test_a_bridge_starts_from_a_world_the_player_controls():
    story = opened()
    story.rejects({"type": "bridge", "player": "Ann", "world": 2, "to": 3}, "d6d.bridge.not-controlled")
    story.rejects({"type": "bridge", "player": "Ann", "world": 6, "to": 3}, "d6d.bridge.not-controlled")


def test_a_line_already_drawn_is_not_drawn_again_and_a_world_has_no_line_to_itself():
    story = opened()
    draw(story, (1, 2))
    story.rejects({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2}, "d6d.bridge.exists")
    story.rejects({"type": "bridge", "player": "Ann", "world": 1, "to": 1, "army": 2}, "d6d.bridge.exists")


def test_the_player_names_the_paying_army_when_several_stand_on_the_world():
    story = opened()
    story.rejects({"type": "bridge", "player": "Ann", "world": 1, "to": 2}, "d6d.bridge.which-army")


def test_the_paying_army_stands_on_the_world_the_bridge_starts_from():
    story = opened()
    set_army(story, "Ann", 2, 2, 4)
    story.rejects({"type": "bridge", "player": "Ann", "world": 1, "to": 3, "army": 2}, "d6d.bridge.army-elsewhere")


def test_the_only_army_on_the_world_pays_without_being_named():
    story = opened()
    set_army(story, "Ann", 2, 2, 4)
    set_army(story, "Ann", 1, 1, 5)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 3})
    assert story.army("Ann", 1)["value"] == 3


def test_an_army_brought_to_zero_is_rolled_into_the_realm_of_lost_souls():
    story = opened()
    kinds = story.kinds({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2, "realm_die": die(5)})
    assert kinds == ["d6d/bridge-drawn", "d6d/army-destroyed", "d6d/soul-lost"]
    assert story.army("Ann", 2) == {"army": 2, "at": "realm", "value": 5}
    assert story.view("board")["realm"]["total"] == 5
    assert story.game["bridges"] == [[1, 2]]


def test_a_destroyed_army_without_its_realm_die_waits_for_the_roll_before_anything_else():
    story = opened()
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2})
    assert story.game["pending"] == {"step": "realm", "player": "Ann", "army": 2}
    story.rejects({"type": "strengthen", "player": "Ann", "army": 1}, "d6d.realm.pending")
    story.rejects({"type": "roll-lost-soul", "player": "Ben", "die": die(2)}, "d6d.realm.not-yours")
    kinds = story.kinds({"type": "roll-lost-soul", "player": "Ann", "die": die(2)})
    assert kinds == ["d6d/soul-lost"]
    assert story.view("board")["realm"]["total"] == 2


def test_no_realm_die_when_the_paying_army_survives():
    story = opened()
    set_army(story, "Ann", 1, 1, 5)
    story.rejects({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 1, "realm_die": die(3)},
                  "d6d.realm.unneeded")


def test_no_lost_soul_is_rolled_when_no_army_was_destroyed():
    opened().rejects({"type": "roll-lost-soul", "player": "Ann", "die": die(2)}, "d6d.realm.nothing-pending")


def test_the_bridge_cost_counts_lines_drawn_by_every_player():
    story = opened(worlds=(2, 1))
    draw(story, (1, 3))
    set_army(story, "Ann", 1, 2, 6)
    events = story.when({"type": "bridge", "player": "Ann", "world": 2, "to": 5, "army": 1})
    assert events[0].data["cost"] == 3
