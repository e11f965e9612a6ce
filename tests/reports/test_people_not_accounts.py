"""People, not accounts: a book credits every line to a player, a character or the game master
(the seat the account sat for when it wrote or rolled), or to no one; the name of the account
that recorded a move never appears in its prose. A game of no seats (a dice journal) is the
exception: there the account is the one at the table."""
from __future__ import annotations

import pytest

import domain.rulesets as rulesets
from domain.kernel.chronicle import Card, Facts, Paragraph, Quote, Table
from reports.chronicle import build
from reports.editions import campaign_seats, viewer_for
from reports.source import load_timeline

from tests import demo_store

ACCOUNT = "qzx-account"   # an account name no game, card or character uses
NO_SEATS = "dice"          # the one game of no seats: its accounts are the people at the table
DEMOS = [(ruleset.name, script["name"]) for ruleset in rulesets.all_rulesets()
         if ruleset.demo and ruleset.name != NO_SEATS for script in [ruleset.demo(), *ruleset.extra_demos()]]


def _texts(blocks):
    for block in blocks:
        if isinstance(block, Paragraph):
            yield block.text
        elif isinstance(block, Quote):
            yield from (block.text, block.by, block.about)
        elif isinstance(block, Facts):
            yield from (str(value) for _, value in block.items)
        elif isinstance(block, Table):
            yield from (str(cell) for row in block.rows for cell in row)
        elif isinstance(block, Card):
            yield block.title
            yield from _texts(block.blocks)


def _book(journal, cid, edition, seats):
    return build(*load_timeline(journal, cid, viewer=viewer_for(edition, seats)))


@pytest.mark.parametrize("ruleset, name", DEMOS)
def test_no_account_name_appears_in_any_edition_of_a_demo_book(journal, ruleset, name):
    cid = demo_store.load_demo(journal, ruleset, actor=ACCOUNT, name=name)
    seats = campaign_seats(journal, cid)
    assert seats, name
    for edition in ["group", "gm", *(f"seat:{seat}" for seat in seats)]:
        book = _book(journal, cid, edition, seats)
        for section in book.sections:
            told = [text for text in _texts(section.blocks) if ACCOUNT in text]
            assert not told, (name, edition, section.title, told)


def test_in_a_game_of_no_seats_the_account_is_the_one_credited(journal):
    cid = demo_store.load_demo(journal, NO_SEATS, actor=ACCOUNT)
    assert not campaign_seats(journal, cid)
    book = _book(journal, cid, "group", [])
    assert any(ACCOUNT in text for section in book.sections for text in _texts(section.blocks))


@pytest.mark.parametrize("ruleset, name, note, by", [
    ("d6d", "d6D demo: Ann against Ben", "Ben crosses the new bridge into Ann's world.", "Ben"),
    ("sixwinters_v19", "Six Winters v19.3 demo: the first winter of Ann and Ben", "A Red Bank asset first", "Ann"),
])
def test_a_note_is_credited_to_the_player_whose_seat_its_account_sat_for(journal, ruleset, name, note, by):
    cid = demo_store.load_demo(journal, ruleset, actor=ACCOUNT, name=name)
    book = _book(journal, cid, "gm", campaign_seats(journal, cid))
    quotes = [b for s in book.sections for b in s.blocks if isinstance(b, Quote) and b.text.startswith(note)]
    assert quotes and all(quote.by == by for quote in quotes), [(q.text, q.by) for q in quotes]
