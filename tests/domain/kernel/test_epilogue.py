"""The epilogue's awards read from the log: who did the most, the luckiest roll judged by the
rule's direction (a high die is no luck where the rule counts low), the longest run of
successes; a prize nobody won is left out."""
from __future__ import annotations

from dataclasses import replace

from domain.kernel.chronicle import GAME_MASTER, Moment, narrate_generic
from domain.kernel.epilogue import awards, longest_run, luckiest, most


def _moment(position: int, data: dict, command: dict | None = None) -> Moment:
    return Moment(position=position, kind="x/moved", data=data, source="physical", actor="demo",
                  recorded_at="", cmd=position, command=command, rolls=None, state=None)


def _roll(position: int, who: str, kind: str, *values: int) -> Moment:
    dice = [{"kind": kind, "sides": 6, "value": v} for v in values]
    return _moment(position, {}, {"type": "roll", "character": who, "dice": dice})


def test_the_most_goes_to_whoever_earned_it_most_often_and_ties_share_it():
    moments = [_moment(1, {"by": "Ann"}), _moment(2, {"by": "Ben"}), _moment(3, {"by": "Ann"}), _moment(4, {})]
    award = most(moments, lambda m: [m.data["by"]] if "by" in m.data else [], "Most foes felled", "foe")
    assert award.line == ("Most foes felled", "Ann: two foes")
    tied = most(moments[:2], lambda m: [m.data["by"]], "Most foes felled", "foe")
    assert tied.who == "Ann and Ben"
    assert most(moments[3:], lambda m: [], "Most foes felled", "foe") is None


def test_the_luckiest_roll_is_judged_by_the_rules_direction():
    moments = [_roll(1, "Thea", "sorcery", 1, 1), _roll(2, "Keel", "sorcery", 6, 6), _roll(3, "Ann", "action", 5, 4)]
    low = {"sorcery": -1, "action": 1}.get
    assert luckiest(moments, low).what == "Thea's roll: 1 and 1"
    assert luckiest(moments, lambda kind: 1).what == "Keel's roll: 6 and 6"
    assert luckiest(moments, lambda kind: 0) is None


def test_the_longest_run_of_successes_counts_successes_in_a_row_and_a_failure_ends_a_run():
    tries = [("Ann", True), ("Ben", True), ("Ann", True), ("Ann", False), ("Ben", True), ("Ben", True), ("Ann", True)]
    moments = [_moment(i, {"who": who, "ok": ok}) for i, (who, ok) in enumerate(tries, 1)]
    award = longest_run(moments, lambda m: [(m.data["who"], m.data["ok"])], "Longest run of successes", "success",
                        "successes")
    assert award.line == ("Longest run of successes", "Ben: three successes in a row")
    assert longest_run(moments[:2], lambda m: [(m.data["who"], m.data["ok"])], "Run", "success", "successes") is None


def test_awards_nobody_won_are_left_out_and_no_award_is_no_block():
    assert awards([None, None]) is None
    block = awards([None, most([_moment(1, {})], lambda m: ["Ann"], "Most", "deed")])
    assert block.items == [("Most", "Ann: one deed")]


def test_a_roll_of_one_side_of_a_battle_is_credited_to_that_side_not_to_the_account_that_recorded_it():
    moment = _moment(1, {"attacker": {"player": "Ben"}, "defender": {"player": "Ann"}},
                     {"type": "battle-round", "attacker_die": {"kind": "battle", "sides": 6, "value": 6},
                      "defender_die": {"kind": "battle", "sides": 6, "value": 1}})
    assert luckiest([moment], lambda kind: 1).what == "Ben's roll: 6"


def test_an_attack_roll_is_credited_to_the_attacker_the_command_names():
    moment = _moment(1, {}, {"type": "roll-attack", "attacker": "Claud",
                             "dice": [{"kind": "might", "sides": 6, "value": 6}]})
    assert luckiest([moment], lambda kind: 1).what == "Claud's roll: 6"


def test_a_roll_whose_command_names_nobody_is_credited_to_the_seat_its_account_sat_for_never_the_account():
    command = {"type": "roll", "dice": [{"kind": "action", "sides": 6, "value": 6}]}
    assert luckiest([_moment(1, {}, command)], lambda kind: 1).what == "A roll: 6"
    sat = replace(_moment(1, {}, command), by="Ben")
    assert luckiest([sat], lambda kind: 1).what == "Ben's roll: 6"


def test_a_roll_made_from_the_game_masters_chair_is_told_as_the_game_masters():
    moment = replace(_moment(1, {"dice": [{"kind": "d", "sides": 6, "value": 4}]}), kind="journal/rolled", by=GAME_MASTER)
    assert narrate_generic(moment).text.startswith("The game master rolled 4")
