"""walk_dice finds every die of a command or event, depth first and in order: the app rolls
the dice it finds in that order, and a timeline row shows them in that order."""
from __future__ import annotations

from domain.kernel.dice import walk_dice


def test_every_die_is_found_depth_first_in_order_and_a_die_is_not_looked_inside():
    command = {"first": [[{"sides": 6, "value": 1}, {"under": [{"sides": 4}]}], 5, "text", {"sides": 8, "extra": {"sides": 20}}],
               "then": {"deeper": {"still": [{"sides": 2}]}}, "last": {"sides": 12}}
    assert [die["sides"] for die in walk_dice(command)] == [6, 4, 8, 2, 12]


def test_a_die_alone_is_itself_and_plain_values_hold_none():
    assert list(walk_dice({"sides": 3})) == [{"sides": 3}]
    assert [list(walk_dice(value)) for value in (5, "3d6", [], {}, None, [[[]]])] == [[]] * 6


def test_a_shuffle_of_two_hundred_dice_gives_them_all_in_order():
    data = {"order": [{"card": f"card {n}", "die": {"kind": "d", "sides": 100, "value": n}} for n in range(1, 201)]}
    assert [die["value"] for die in walk_dice(data)] == list(range(1, 201))
