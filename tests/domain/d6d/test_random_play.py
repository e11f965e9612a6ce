"""Seeded random play: whatever the table sends, a command is either refused with the state
untouched or accepted into a state that keeps the rulebook's invariants."""
import copy
import json
import random

import pytest

from tests.domain.d6d.builders import D6D, Story, battle, die
from domain.kernel import RuleViolation
from domain.rulesets.d6d.state import armies_on


def some_command(game, rng):
    names = [p["name"] for p in game["players"]]
    player, world, number = rng.choice(names), rng.randint(1, 6), rng.randint(1, 6)
    tied = game["opening"]["tied"] or names[:2]
    d6 = lambda: die(rng.randint(1, 6))   # noqa: E731 - a fresh army die each call
    return rng.choice([
        {"type": "roll-armies", "player": player, "dice": [d6(), d6()]},
        {"type": "break-tie", "rolls": [{"player": name, "die": battle(rng.randint(1, 6))} for name in tied]},
        {"type": "place-armies", "player": player, "world": world},
        {"type": "strengthen", "player": player, "army": number},
        {"type": "recruit", "player": player, "world": world},
        {"type": "move", "player": player, "army": number, "to": world},
        {"type": "bridge", "player": player, "world": world, "to": rng.randint(1, 6), "army": number},
        {"type": "bridge", "player": player, "world": world, "to": rng.randint(1, 6), "realm_die": d6()},
        {"type": "battle-round", "attacker_die": battle(rng.randint(1, 6)), "defender_die": battle(rng.randint(1, 6))},
        {"type": "battle-round", "attacker_die": battle(rng.randint(1, 6)), "defender_die": battle(rng.randint(1, 6)),
         "casualty": number, "realm_die": d6()},
        {"type": "assign-damage", "player": player, "army": number, "realm_die": d6()},
        {"type": "assign-damage", "player": player, "army": number},
        {"type": "retreat", "player": player, "to": world},
        {"type": "roll-lost-soul", "player": player, "die": d6()},
    ])


def check_invariants(game):
    json.dumps(game)
    assert D6D.invariants(game) == []   # the ruleset's own, held to every adjust
    for player in game["players"]:
        for army in player["armies"]:
            if isinstance(army["at"], int):
                assert 1 <= army["value"] <= 6
    for world in range(1, 7):
        if len({name for name, _ in armies_on(game, world)}) > 1:
            assert game["battle"] and game["battle"]["world"] == world
    for view in D6D.views.values():
        view(game)


@pytest.mark.parametrize("seed", range(4))
def test_random_commands_never_break_the_game(seed):
    rng = random.Random(seed)
    players = ["Ann", "Ben", "Cat", "Dan"][:rng.randint(2, 4)]
    story = Story(players, difference=rng.choice(["totals", "rolls"]), elimination=rng.choice(["board", "all"]))
    for _ in range(600):
        if story.game["phase"] == "over":
            break
        before = copy.deepcopy(story.state)
        try:
            story.when(some_command(story.game, rng))
        except RuleViolation:
            assert story.state == before
        check_invariants(story.game)
    assert story.game["phase"] in ("playing", "over")
