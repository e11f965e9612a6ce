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
    [row] = audit(LOG)
    assert row["tests"]["physical"]["n"] == 2 and row["tests"]["digital"]["n"] == 1
    assert 0 < row["tests"]["physical"]["p"] < row["tests"]["digital"]["p"] <= 1


def test_the_chart_has_a_bar_per_face_and_source():
    [row] = audit(LOG)
    svg = str(bar_chart(row))
    assert svg.startswith("<svg") and svg.count("<rect") == 12
