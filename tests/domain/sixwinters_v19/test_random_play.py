"""The reference random legal player (domain/kernel/moves) plays only the moves the document
lists, with random picks and random dice (sometimes letting the app roll), from a campaign set
up by the setup document: every command is accepted, every state keeps the rulebook's
invariants, and play reaches the end of a game and the end of a six-game campaign (the
document's "over")."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import random_setup
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.rules.campaign_end import LEVELS
from domain.rulesets.sixwinters_v19.words import TRACK_SPACES
from tests.domain.legal_play import LegalTable, check_setup_document, fresh, play_randomly
from tests.domain.sixwinters_v19.campaign import busy_pick

COMMANDS_PER_GAME = 3000


def obstacles_everywhere(game: dict) -> Counter:
    """Every obstacle card is in exactly one place: a deck, a discard, a location, set aside, burned."""
    found = Counter(game["set_aside"]["obstacles"]) + Counter(game["burned"]["obstacles"])
    for deck in game["decks"]["obstacles"].values():
        found += Counter(deck["pile"]) + Counter(deck["discard"])
    for place in game["locations"].values():
        found += Counter(item["card"] for item in place["obstacles"])
    return found


def progress_everywhere(game: dict) -> Counter:
    """Where the progress cards of a game under way lie: the deck, its discards, the staging
    area, the cards in play, those drawn and not yet kept or staged, those completed."""
    session, deck = game["session"], game["decks"]["progress"]
    earlier = {card for year in game["history"] for card in year["completed"]}
    found = Counter(deck["pile"]) + Counter(deck["discard"]) + Counter(session["staging"])
    found += Counter(list(session["cards"])) + Counter(session["unchosen"])
    found += Counter(card for seat in session["players"].values() for card in seat["hand"])
    return found + Counter(card for card in game["completed"] if card not in earlier)


def check(table: LegalTable) -> None:
    game = table.game
    assert V19.invariants(game) == []
    assert obstacles_everywhere(game) == Counter(list(catalog_of(game)["obstacles"]))
    assert len([name for region in game["board"].values() for name in region if name]) <= 9
    if game.get("session"):
        placed = progress_everywhere(game)
        assert max(placed.values(), default=1) == 1 and set(placed) <= set(game["progress_cards"]), placed
    for track in game["tracks"].values():
        assert 1 <= track["progress"] <= TRACK_SPACES and 1 <= track["threat"] <= TRACK_SPACES
    json.dumps(game)


def _campaign(seed: int) -> LegalTable:
    rng = random.Random(seed)
    setup = random_setup(check_setup_document(V19), rng)
    return fresh(V19, rng, setup)


def _game_over(table: LegalTable) -> bool:
    return bool(table.game["history"])


def _campaign_over(table: LegalTable) -> bool:
    return table.document()["over"] is not None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_random_legal_play_reaches_the_end_of_a_game(seed):
    table = _campaign(seed)
    assert table.document()["session"] is None
    play_randomly(table, COMMANDS_PER_GAME, _game_over, check=check)
    game = table.game
    assert 4 <= game["history"][0]["turns"] <= 8          # "There are between 4 and 8 turns in a game."
    assert table.document()["session"] is None            # between games
    for name in V19.views:
        json.dumps(V19.views[name](game))
    for name in V19.pictures:
        assert V19.pictures[name](game).startswith("<svg")


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_random_legal_play_reaches_the_end_of_a_six_game_campaign(seed):
    table = _campaign(seed)
    play_randomly(table, 6 * COMMANDS_PER_GAME, _campaign_over, check=check)
    game, document = table.game, table.document()
    assert game["stage"] == "over" and len(game["history"]) == 6
    assert document["moves"] == [] and document["session"] is None
    assert V19.result(game).scores["level"] in LEVELS.values()
    assert document["over"]["why"] == V19.result(game).summary


@pytest.mark.parametrize("seed", [3])
def test_a_busy_table_completes_progress_cards_through_a_whole_campaign(seed):
    table = _campaign(seed)
    completed = 0
    for _ in range(6 * COMMANDS_PER_GAME):
        document = table.document()
        if document["over"]:
            break
        completed += sum(1 for event in table.play(busy_pick(document, table.rng))
                         if event.kind.endswith("progress-completed"))
        check(table)
    game = table.game
    assert game["stage"] == "over" and completed == len(game["completed"]) > 0
    raised = sum(track["progress"] - 1 for track in game["tracks"].values())
    assert 0 < raised <= sum(len(catalog_of(game)["progress"][card]["reward"]) for card in game["completed"])
