"""Why an event came out as it did (the explain hook): the score's parts, the solitaire chart,
a monster's attack that does not stack and the Gold paid for what a player lacks, a hero's
production and the zones that blocked it."""
from __future__ import annotations

from .builders import RULES, finish_week, to_week_one
from .test_demos import SCRIPTS, _played
from .test_worked_examples import _music_example


def _why(game, kind: str):
    at = max(i for i, recorded in enumerate(game.table.log) if recorded.kind == kind)
    return RULES.explain(game.table.states[at - 1]["game"], game.table.log[at])


def test_the_final_score_is_explained_part_by_part_and_the_solitaire_title_by_its_chart():
    four = _why(_played(SCRIPTS[0]), "dwarfswinter/game-ended")
    assert four[0].rule == "dwarfswinter.score"
    assert four[0].text == "Ann: 4 (monsters) + 13 (disasters) + 9 (heroes) + 3 (manufacturer) = 29 VPs."
    assert four[0].inputs["total"] == 29 and len(four) == 4
    solo = _why(_played(SCRIPTS[1]), "dwarfswinter/game-ended")
    chart = solo[-1]
    assert chart.rule == "dwarfswinter.solitaire.title" and "The Beast Hunter" in chart.text
    assert chart.inputs["monsters"] == 7 and [t["title"] for t in chart.inputs["chart"]][0] == "The Legend"


def test_a_frost_giant_is_explained_as_one_action_lost_however_many_dwarfs_are_in_range():
    game = to_week_one(2, monsters=("Frost Giant 1", "Goblin Warchief 1", "Banshee 1"), defenders=[("Ben", "Mine 3")])
    game.adjust(dwarfs__Ann={"home": {"dwarf": 5}, "Forest 1": {"dwarf": 1}, "Field 1": {"dwarf": 1}})
    finish_week(game)
    game.do("move-monster", monster="Frost Giant 1", to="Forest 1")
    [because] = _why(game, "dwarfswinter/monster-attacked")
    assert because.rule == "dwarfswinter.ability.no-stacking" and because.inputs == {"player": "Ann", "dwarfs": 2}
    assert because.text == "Ann has 2 dwarfs in or next to Forest 1 and loses an Action once."


def test_a_blocked_production_names_the_zone_that_blocked_it():
    game = _music_example()
    game.do("finish-playing", player="Ann")
    game.do("play-card", player="Ben", card="Lumberjack")
    [because] = _why(game, "dwarfswinter/card-played")
    assert because.inputs == {"zones": [], "blocked": ["Forest 2"]}
    assert "nothing in Forest 2, blocked by a Monster or a Disaster" in because.text
