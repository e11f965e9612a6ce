"""The dice audit counts physical dice from physical commands and digital dice from rolls."""
from __future__ import annotations

from web.charts import bar_chart
from web.dice_audit import audit, tally


def envelope(**fields):
    return {"source": "physical", "command": None, "rolls": None, "retracted": False, **fields}


LOG = [
    envelope(command={"type": "roll", "dice": [{"sides": 6, "value": 6, "kind": "ink"}, {"sides": 6, "value": 6, "kind": "ink"}]}),
    envelope(source="digital", command={"type": "roll", "dice": [{"sides": 6, "value": 2, "kind": "ink"}]},
             rolls=[{"n": 1, "sides": 6, "value": 2, "kind": "ink"}]),
    envelope(command={"type": "roll", "dice": [{"sides": 4, "value": 1, "kind": "bone"}]}, retracted=True),
    envelope(command={"type": "note", "text": "no dice"}),
]


def test_physical_and_digital_faces_are_counted_per_kind_and_retracted_rolls_are_left_out():
    counts = tally(LOG)
    assert set(counts) == {("ink", 6)}
    assert counts[("ink", 6)]["physical"] == [0, 0, 0, 0, 0, 2]
    assert counts[("ink", 6)]["digital"] == [0, 1, 0, 0, 0, 0]


def test_each_source_gets_its_own_fairness_test():
    [row] = audit(LOG)["dice"]
    assert row["tests"]["physical"]["n"] == 2 and row["tests"]["digital"]["n"] == 1
    assert 0 < row["tests"]["physical"]["p"] < row["tests"]["digital"]["p"] <= 1


def test_a_die_is_judged_only_once_each_face_expects_five_rolls():
    few = audit([envelope(command={"type": "roll", "dice": [{"sides": 6, "value": 1, "kind": "stability"}] * 3})])
    enough = audit([envelope(command={"type": "roll", "dice": [{"sides": 6, "value": v % 6 + 1, "kind": "ink"}
                                                               for v in range(30)]})])
    assert few["dice"][0]["tests"]["physical"]["judged"] is False
    assert enough["dice"][0]["tests"]["physical"]["judged"] is True


def test_the_chart_has_a_bar_per_face_and_source():
    [row] = audit(LOG)["dice"]
    svg = str(bar_chart(row))
    assert svg.startswith("<svg") and svg.count("<rect") == 12


SHUFFLED = [
    envelope(position=3, source="digital", command={"type": "shuffle-decks", "obstacle_dice": [
        {"sides": 24 - i, "kind": "shuffle-obstacles", "sealed": True} for i in range(23)]}, rolls="sealed"),
    envelope(position=4, source="digital", command={"type": "draw", "dice": [{"sides": 19, "kind": "obstacle-draw"},
                                                                              {"sides": 18, "kind": "obstacle-draw"}]},
             rolls=[{"n": 1, "sides": 19, "value": 7, "kind": "obstacle-draw"},
                    {"n": 2, "sides": 18, "value": 2, "kind": "obstacle-draw"}]),
    envelope(position=5, command={"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "d"}]}),
]


def test_shuffles_and_draws_are_listed_as_such_and_never_judged_as_dice():
    found = audit(SHUFFLED)
    assert [(row["kind"], row["sides"]) for row in found["dice"]] == [("d", 6)]
    assert found["shuffles"] == [
        {"position": 3, "use": "shuffle", "kind": "shuffle-obstacles", "cards": 24, "pile": 24, "by": "the app"},
        {"position": 4, "use": "draw", "kind": "obstacle-draw", "cards": 2, "pile": 19, "by": "the app"}]


def test_a_die_the_old_tapper_recorded_as_kind_d_is_an_unnamed_die():
    [row] = audit(SHUFFLED)["dice"]
    assert row["name"] == "unnamed" and row["counts"]["physical"] == [0, 0, 0, 1, 0, 0]
    assert "unnamed d6" in str(bar_chart(row))
