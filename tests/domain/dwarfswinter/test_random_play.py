"""The random legal player: from a fresh setup to the end of the game ("over" in the moves
document), for 1 to 4 players, every variant and reading drawn at random, the decks shuffled by
the app or by hand; and from any moment of the demo games (random players seldom live to see
the late weeks and the score). At each step a seat with moves is drawn, and the command is
built only from that seat's moves document by the kernel's reference random player (random
picks): every one is accepted, acts for that seat alone, the document passes the kernel's
validator and the invariants hold in every state."""
from __future__ import annotations

import copy
import functools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel import Viewer, json_text
from domain.kernel.moves import check_setup, random_command, random_setup, ruleset_document, ruleset_setup

from domain.rulesets.dwarfswinter.options import READINGS, VARIANTS

from .builders import NAMES, RULES, Game
from .invariants import check
from tests.spec import Table

MOST = 3000   # commands in a game; a game takes a few hundred


def _setup(data) -> dict:
    players = data.draw(st.integers(1, 4), label="players")
    setup = {"players": list(NAMES[:players]), "first": data.draw(st.sampled_from(NAMES[:players]), label="first")}
    setup.update({name: data.draw(st.booleans(), label=name) for name in VARIANTS})
    setup.update({name: data.draw(st.sampled_from(values), label=name) for name, values in READINGS.items()})
    return setup


def play_to_the_end(setup: dict, seed: int, roll: str) -> Game:
    game = Game(len(setup["players"]), **{k: v for k, v in setup.items() if k != "players"})
    return play_on(game, random.Random(seed), roll)


def play_on(game: Game, rng: random.Random, roll: str = "app") -> Game:
    for _ in range(MOST):
        documents = {seat: game.document(seat) for seat in game.state["players"]}
        if any(document["over"] for document in documents.values()):
            return game
        seats = [seat for seat, document in documents.items() if document["moves"]]
        assert seats, f"no move and not over at {game.state['step']}"
        seat = rng.choice(seats)
        command = random_command(documents[seat], rng, app=roll == "app")
        assert RULES.acting_seats(game.state, command) <= {seat}, (seat, command)
        game.run(command)          # a refusal raises: every listed move must be accepted
        check(game.state)
    raise AssertionError("the game did not end")


@functools.cache
def _demo_table(index: int) -> tuple[Table, tuple[int, ...]]:
    """A demo played through, and the log's length after each of its commands."""
    script = [RULES.demo(), *RULES.extra_demos()][index]
    table, after = Table(RULES, script["setup"]), []
    for command in script["commands"]:
        table.run(command)
        after.append(len(table.log))
    return table, tuple(after)


def _from_the_demo(index: int, at: int) -> Game:
    """A game at position `at` of a demo (its state and log up to there)."""
    recorded = _demo_table(index)[0]
    game = Game.__new__(Game)
    game.table = Table.__new__(Table)
    game.table.ruleset, game.table.rng = RULES, random.Random(at)
    game.table.log, game.table.states = list(recorded.log[:at]), list(recorded.states[:at])
    game.table.state = copy.deepcopy(recorded.states[at - 1])
    return game


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



@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1), st.floats(0.3, 0.99), st.integers(0, 10 ** 6))
def test_random_legal_players_reach_the_end_from_any_moment_of_the_demos(index, where, seed):
    ends = _demo_table(index)[1]
    game = _from_the_demo(index, ends[min(len(ends) - 1, int(where * len(ends)))])
    if game.state["phase"] != "over":
        play_on(game, random.Random(seed))
    assert game.state["result"] and game.document()["over"] is not None


def test_setups_built_from_the_setup_document_are_accepted_and_played_to_the_end():
    document = check_setup(ruleset_setup(RULES))
    assert document["fields"]["players"] == {"texts": {"min": 1, "max": 4, "length": 40},
                                             "default": ["Player 1", "Player 2", "Player 3", "Player 4"]}
    assert document["fields"]["first"]["among"] == "players"
    for seed in range(6):
        rng = random.Random(seed)
        setup = RULES.setup_schema().load(random_setup(document, rng))
        game = Game.__new__(Game)
        game.table = Table(RULES, setup)
        play_on(game, rng)
        assert game.state["players"] == setup["players"] and game.state["result"]


def _listed(state: dict, seat: str | None = None) -> list[dict]:
    """The moves a seat's own player (or, without a seat, the owner) is listed in `state`."""
    viewer = Viewer.of(seat.lower(), "player", [seat]) if seat else Viewer.of("olga", "owner")
    bindings = {name: name.lower() for name in state["players"]}
    return ruleset_document(RULES, state, viewer, position=0, bindings=bindings)["moves"]


def test_random_play_lists_each_seat_the_owners_choices_in_the_owners_order_whatever_state_it_reads():
    """A seat's document may be made from the state a snapshot gives back (its keys sorted)
    while the owner's was made from the folded state: at every moment of random games, each
    move a seat is listed is the owner's move, choice for choice and in the same order."""
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        game, rng = Game(players), random.Random(seed)
        while not game.document()["over"]:
            owner, stored = _listed(game.state), json_text.stored_form(game.state)
            for seat in game.state["players"]:
                assert all(move in owner for move in _listed(stored, seat)), (seat, game.state["step"])
            seat = rng.choice([seat for seat in game.state["players"] if _listed(game.state, seat)])
            game.run(random_command(game.document(seat), rng))
