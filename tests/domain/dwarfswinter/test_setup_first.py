"""The youngest player takes the 1st Player token (Setup): the setup document asks who that is
among the players named (`first`), the first name unless another is picked."""
from __future__ import annotations

import random

from domain.kernel.moves import check_setup, default_setup, random_command, ruleset_setup
from tests.domain.legal_play import OWNER, LegalTable

from .builders import RULES


def table_for(picks: dict) -> LegalTable:
    """A campaign set up from the setup document with these picks, the rest by default."""
    return LegalTable(RULES, default_setup(check_setup(ruleset_setup(RULES))["fields"], picks), random.Random(3))


def first_seated(table: LegalTable) -> frozenset[str]:
    """The seats of the first move some player makes (the decks are shuffled by anyone)."""
    for _ in range(10):
        seated = [move.seats for move in RULES.moves(table.game, OWNER) if move.seats]
        if seated:
            return seated[0]
        table.play(random_command(table.document(), table.rng, app=True))
    raise AssertionError("no player's move after the shuffle")


def test_a_campaign_set_up_with_the_second_name_first_starts_with_that_player():
    table = table_for({"players": ["Ann", "Ben", "Cid"], "first": "Ben"})
    assert table.game["first"] == "Ben"
    assert first_seated(table) == {"Ben"}   # the 1st player names the cards of the Hero Pool


def test_without_a_pick_the_first_name_is_the_first_player():
    table = table_for({"players": ["Ann", "Ben", "Cid"]})
    assert table.game["first"] == "Ann" and first_seated(table) == {"Ann"}
    fields = ruleset_setup(RULES)["fields"]
    assert default_setup(fields)["first"] == fields["players"]["default"][0]
