"""The demo games: recorded move by move to the end of week seven, every command one the moves
listed at its moment."""
from __future__ import annotations

import pytest

from domain.rulesets.dwarfswinter.applying import KINDS
from domain.rulesets.dwarfswinter.narrate import SENTENCES
from tests.spec import Table as Spec

from .builders import RULES, Game
from .invariants import check
from .player import listed

SCRIPTS = [RULES.demo(), *RULES.extra_demos()]


def _played(script):
    game = Game.__new__(Game)
    game.table = Spec(RULES, script["setup"])
    for command in script["commands"]:
        if command["type"] != "shuffle-decks":
            assert listed(command, game.moves()), (command, game.state["step"])
        game.run(command)
        check(game.state)
    return game


@pytest.mark.parametrize("script", SCRIPTS, ids=[s["name"] for s in SCRIPTS])
def test_each_demo_reaches_the_end_of_week_seven_with_only_listed_moves(script):
    game = _played(script)
    assert game.state["week"] == 7 and game.state["result"]["outcome"] == "survived"
    assert game.document()["over"] is not None


def test_the_solitaire_demo_earns_a_title_and_the_four_player_demo_a_winner():
    four, solo = (_played(script).state["result"] for script in SCRIPTS)
    assert len(four["scores"]) == 4 and four["winners"]
    assert solo["title"] and RULES.result(_played(SCRIPTS[1]).state).summary.endswith(f"({solo['title']}).")


def test_every_event_kind_is_told_in_its_own_words():
    assert set(SENTENCES) == set(KINDS)
