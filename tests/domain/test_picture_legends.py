"""Every picture of every game whose colours or marks mean something carries a legend saying
what they stand for (domain/kernel/legends.py): each table and replay picture, wide and narrow,
drawn at every step of the game's demo, holds a `<g class="legend">` unless it says it has
nothing to show (`data-empty`)."""
from __future__ import annotations

import pytest

from domain.rulesets import available, get
from tests.spec import Table


def drawn_along(rules, script: dict, drawings: dict[str, list[str]]) -> None:
    """Each picture's drawings (wide and narrow) at every state of one demo script."""
    table = Table(rules, script["setup"])
    for command in [None, *script["commands"]]:
        if command is not None:
            table.run({key: value for key, value in command.items() if key != "actor"})
        for pictures in (rules.pictures, rules.narrow_pictures or {}):
            for name, draw in pictures.items():
                drawings.setdefault(name, []).append(draw(table.state["game"]))


def shown(drawings: list[str]) -> list[str]:
    return [svg for svg in drawings if 'data-empty="true"' not in svg]


def drawn_along_the_demo(rules) -> dict[str, list[str]]:
    """Each picture's drawings along the demo, then along the extra demos while a picture has
    not shown anything yet (Six Winters' demo records its games as summaries: only a game played
    move by move, as in its extra demos, puts the live table on the page)."""
    drawings: dict[str, list[str]] = {}
    for script in [rules.demo(), *rules.extra_demos()]:
        drawn_along(rules, script, drawings)
        if all(shown(svgs) for svgs in drawings.values()):
            break
    return drawings


@pytest.mark.parametrize("name", [name for name in available() if get(name).pictures])
def test_every_picture_with_colours_or_marks_carries_a_legend(name):
    for picture, drawings in drawn_along_the_demo(get(name)).items():
        assert shown(drawings), f"{name}'s {picture} picture shows nothing along the demo"
        assert all('<g class="legend">' in svg for svg in shown(drawings)), f"{name}'s {picture} picture has no legend"


@pytest.mark.parametrize("name", [name for name in available() if get(name).pictures])
def test_every_picture_is_drawn_at_every_step_of_every_demo(name):
    """No reachable position breaks a picture: the extra demos reach fights, deaths and ends
    the first demo does not."""
    rules, drawings = get(name), {}
    for script in [rules.demo(), *rules.extra_demos()]:
        drawn_along(rules, script, drawings)
    assert all(drawings.values())
