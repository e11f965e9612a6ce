"""The demo games are recorded move by move: every command of theirs (notes and hand
corrections apart) is one the moves document listed at that point, and the games end where
the demos say (a year played to its end)."""
from __future__ import annotations

import pytest

from domain.kernel.moves import check_document, fits, ruleset_document
from domain.rulesets.sixwinters_v19 import RULESET as V19
from tests.domain.sixwinters_v19.builders import TABLE
from tests.spec import Table

GENERIC = ("note", "adjust", "roll", "retract", "reveal")


@pytest.mark.parametrize("script", [V19.demo(), *V19.extra_demos()], ids=lambda script: script["name"])
def test_every_demo_command_was_a_listed_move(script):
    table = Table(V19, script["setup"])
    for index, command in enumerate(script["commands"]):
        command = {key: value for key, value in command.items() if key != "actor"}
        if command["type"] not in GENERIC:
            document = check_document(ruleset_document(V19, table.state["game"], TABLE, position=len(table.log)))
            assert any(fits(move, command) for move in document["moves"]), (index, command)
        table.run(command)
    game = table.state["game"]
    assert game["year"] == 2 and len(game["history"]) == 1 and game["stage"] == "start-session"
