"""A whole six-year v19.3 campaign played from the moves document by a busy table (it would
rather build than rest), every die entered as if rolled at the table, so the commands record
the same in any journal: for the chronicle's and the explanations' tests."""
from __future__ import annotations

import random

from domain.kernel.moves import random_command
from domain.rulesets.sixwinters_v19 import RULESET as V19
from tests.domain.legal_play import LegalTable

BUSY = ("place-progress-die", "choose-reward", "take-progress-card")
USEFUL = (*BUSY, "create-asset", "approach", "defend", "place-defend-dice", "raise-skill")


def busy_pick(document: dict, rng: random.Random, app: bool = True) -> dict:
    """Among the listed moves, placing asset dice and taking rewards first, then making assets
    and overcoming; seldom ending actions early. Still the reference player's command, from a
    listed move."""
    moves = document["moves"]
    preferred = [m for m in moves if m["type"] in BUSY] \
        or (rng.random() < 0.8 and [m for m in moves if m["type"] in USEFUL]) \
        or (rng.random() < 0.5 and [m for m in moves if m["type"] != "end-actions"]) or moves
    return random_command({**document, "moves": preferred}, rng, app=app)


def played_campaign(seed: int = 3, players=("Ann", "Ben"), limit: int = 20000) -> tuple[dict, list[dict]]:
    """(setup, commands) of a campaign played to its end, dice and shuffles physical."""
    setup = {"players": list(players)}
    table, commands = LegalTable(V19, setup, random.Random(seed)), []
    for _ in range(limit):
        document = table.document()
        if document["over"]:
            return setup, commands
        command = busy_pick(document, table.rng, app=False)
        table.play(command)
        commands.append(command)
    raise AssertionError(f"the campaign did not end in {limit} commands")
