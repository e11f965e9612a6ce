"""Changes by JSON Pointer: applied by path copying, found by diffing a draft."""
import copy

import pytest

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes, check_changes, clone, diff, draft, join_pointer, split_pointer

STATE = {"table": {"characters": {"Keel": {"move": 4, "dice": [1, 2]}, "Thea": {"move": 3, "dice": [6]}},
                   "cards": {"Tent": {"points": 5}}, "pool": 8, "a/b": {"~x": 1}}}


def test_pointers_escape_slashes_and_tildes_both_ways():
    assert join_pointer(["a/b", "~x"]) == "/a~1b/~0x"
    assert split_pointer("/a~1b/~0x") == ["a/b", "~x"]
    assert split_pointer("") == []


def test_applying_changes_copies_only_the_containers_on_their_paths():
    before = copy.deepcopy(STATE)
    after = apply_changes(STATE, [{"path": "/table/characters/Keel/move", "set": 2}, {"path": "/table/pool", "add": -1}])
    assert STATE == before
    assert after["table"]["characters"]["Keel"]["move"] == 2 and after["table"]["pool"] == 7
    assert after["table"]["characters"]["Thea"] is STATE["table"]["characters"]["Thea"]
    assert after["table"]["cards"] is STATE["table"]["cards"]
    assert after["table"]["characters"]["Keel"]["dice"] is STATE["table"]["characters"]["Keel"]["dice"]


def test_a_container_copied_once_takes_every_later_change_of_the_same_event():
    after = apply_changes(STATE, [{"path": "/table/characters/Keel/move", "set": 1},
                                  {"path": "/table/characters/Keel/dice", "set": [5]},
                                  {"path": "/table/characters/Keel/new", "set": True}])
    assert after["table"]["characters"]["Keel"] == {"move": 1, "dice": [5], "new": True}


def test_a_key_can_be_removed_and_the_whole_state_replaced():
    assert "pool" not in apply_changes(STATE, [{"path": "/table/pool", "remove": True}])["table"]
    assert apply_changes(STATE, [{"path": "", "set": {"fresh": 1}}]) == {"fresh": 1}


@pytest.mark.parametrize("change, error", [({"path": "/table/nobody/move", "set": 1}, KeyError),
                                           ({"path": "/table/characters/Keel/dice/5", "set": 1}, IndexError),
                                           ({"path": "/table/pool/deeper", "set": 1}, TypeError)])
def test_a_change_that_does_not_fit_the_state_raises(change, error):
    with pytest.raises(error):
        apply_changes(STATE, [change])


def test_diff_of_a_changed_draft_gives_changes_that_rebuild_it():
    work = draft(STATE["table"], fixed=("cards",))
    assert work["cards"] is STATE["table"]["cards"] and work["characters"] is not STATE["table"]["characters"]
    work["characters"]["Keel"]["dice"].remove(1)
    work["characters"]["Thea"]["move"] = 2
    work.pop("pool")
    work["explosions"] = [{"at": "Loomwood"}]
    changes = diff(STATE["table"], work, "/table")
    assert apply_changes(STATE, changes)["table"] == work
    assert {"path": "/table/pool", "remove": True} in changes


def test_diff_tells_one_from_true_and_from_one_point_zero():
    assert diff({"a": 1}, {"a": True}) == [{"path": "/a", "set": True}]
    assert diff([1, 2], [1.0, 2]) == [{"path": "", "set": [1.0, 2]}]
    assert diff({"a": [1]}, {"a": [1]}) == []


def test_lists_of_containers_of_one_length_are_diffed_item_by_item():
    before = {"obstacles": [{"name": "A", "progress": 1}, {"name": "B", "progress": 0}]}
    after = {"obstacles": [{"name": "A", "progress": 1}, {"name": "B", "progress": 2}]}
    assert diff(before, after) == [{"path": "/obstacles/1/progress", "set": 2}]


def test_clone_copies_every_container():
    copied = clone(STATE)
    assert copied == STATE and copied["table"]["characters"] is not STATE["table"]["characters"]


def test_an_adjustment_must_name_an_existing_path_and_add_only_to_numbers():
    check_changes(STATE, [{"path": "/table/pool", "add": 2}])
    with pytest.raises(RuleViolation, match="does not exist"):
        check_changes(STATE, [{"path": "/table/nothing", "set": 1}])
    with pytest.raises(RuleViolation, match="only numbers"):
        check_changes(STATE, [{"path": "/table/characters", "add": 1}])
    with pytest.raises(RuleViolation, match="must start with"):
        check_changes(STATE, [{"path": "table", "set": 1}])
