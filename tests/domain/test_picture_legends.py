"""Every picture of every game whose colours or marks mean something carries a legend saying
what they stand for (domain/kernel/legends.py): each table and replay picture, wide and narrow,
drawn at every step of the game's demo, holds a `<g class="legend">` unless it says it has
nothing to show (`data-empty`)."""
from __future__ import annotations

import pytest

from domain.rulesets import available, get
from tests.spec import Table

OTHER_BRANCH = {"sixwinters", "sixwinters_v19"}   # their pictures' legends are not drawn yet


def drawn_along_the_demo(rules) -> dict[str, list[str]]:
    """Each picture's drawings (wide and narrow) at every state of the demo."""
    script = rules.demo()
    table = Table(rules, script["setup"])
    drawings: dict[str, list[str]] = {}
    for command in [None, *script["commands"]]:
        if command is not None:
            table.run({key: value for key, value in command.items() if key != "actor"})
        for pictures in (rules.pictures, rules.narrow_pictures or {}):
            for name, draw in pictures.items():
                drawings.setdefault(name, []).append(draw(table.state["game"]))
    return drawings


def _case(name: str):
    if name in OTHER_BRANCH:
        return pytest.param(name, marks=pytest.mark.xfail(reason="Six Winters' pictures have no legend yet",
                                                          strict=True))
    return name


@pytest.mark.parametrize("name", [_case(name) for name in available() if get(name).pictures])
def test_every_picture_with_colours_or_marks_carries_a_legend(name):
    for picture, drawings in drawn_along_the_demo(get(name)).items():
        shown = [svg for svg in drawings if 'data-empty="true"' not in svg]
        assert shown, f"{name}'s {picture} picture shows nothing along the demo"
        assert all('<g class="legend">' in svg for svg in shown), f"{name}'s {picture} picture has no legend"
