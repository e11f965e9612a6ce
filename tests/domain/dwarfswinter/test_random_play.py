"""The random legal player: from a fresh setup to the end of the game ("over" in the moves
document), for 1 to 4 players, every variant and reading drawn at random, the decks shuffled by
the app or by hand. Every command is built only from the listed moves by the kernel's reference
random player (random picks), and every one is accepted; the document passes the kernel's
validator and the invariants hold in every state."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel.moves import random_command

from domain.rulesets.dwarfswinter.options import READINGS, VARIANTS

from .builders import NAMES, Game
from .invariants import check

MOST = 3000   # commands in a game; a game takes a few hundred


def _setup(data) -> dict:
    players = data.draw(st.integers(1, 4), label="players")
    setup = {"players": list(NAMES[:players]), "first": data.draw(st.sampled_from(NAMES[:players]), label="first")}
    setup.update({name: data.draw(st.booleans(), label=name) for name in VARIANTS})
    setup.update({name: data.draw(st.sampled_from(values), label=name) for name, values in READINGS.items()})
    return setup


def play_to_the_end(setup: dict, seed: int, roll: str) -> Game:
    game, rng = Game(len(setup["players"]), **{k: v for k, v in setup.items() if k != "players"}), random.Random(seed)
    for _ in range(MOST):
        document = game.document()
        if document["over"]:
            return game
        assert document["moves"], f"no move and not over at {game.state['step']}"
        command = random_command(document, rng, app=roll == "app")
        game.run(command)          # a refusal raises: every listed move must be accepted
        check(game.state)
    raise AssertionError("the game did not end")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(0, 10 ** 6), st.sampled_from(["app", "physical"]))
def test_random_legal_players_reach_the_end_with_no_refusal(data, seed, roll):
    game = play_to_the_end(_setup(data), seed, roll)
    assert game.state["phase"] == "over" and game.state["result"]


def test_every_player_count_reaches_the_end():
    for players in (1, 2, 3, 4):
        for seed in range(3):
            game = play_to_the_end({"players": list(NAMES[:players])}, seed, "app")
            assert game.document()["over"] is not None

