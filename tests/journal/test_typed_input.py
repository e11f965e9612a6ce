"""Say what was typed, or refuse it: nothing is taken for something else, and a refusal stores nothing."""
from __future__ import annotations

import pytest

from journal.errors import CommandRejected, UnreadableText

from .helpers import snapshot_of_store

PLAYERS = ["Ann", "Ben"]


def test_a_die_without_sides_is_refused_not_taken_for_a_d6(journal):
    cid = journal.create_campaign("dice", "Sides")
    before = snapshot_of_store(journal, cid)
    with pytest.raises(CommandRejected, match=r"dice\[0\]\.sides: Missing data"):
        journal.execute(cid, {"type": "roll", "dice": [{"value": 3, "kind": "action"}]})
    assert snapshot_of_store(journal, cid) == before


def test_a_d6d_die_with_neither_value_nor_roll_app_is_refused_as_the_docs_say(journal):
    cid = journal.create_campaign("d6d", "Worlds", {"players": PLAYERS})
    before = snapshot_of_store(journal, cid)
    unrolled = {"type": "roll-armies", "player": "Ann", "dice": [{"sides": 6, "kind": "army"}] * 2}
    with pytest.raises(CommandRejected) as refused:
        journal.execute(cid, unrolled)
    assert refused.value.rule == "d6d.dice.missing" and "dice[0]" in refused.value.reason
    assert snapshot_of_store(journal, cid) == before
    (rolled,) = [e for e in journal.execute(cid, {**unrolled, "roll": "app"}) if e["type"] != "journal/dice-committed"]
    assert rolled["source"] == "digital" and len(rolled["rolls"]) == 2


@pytest.mark.parametrize("make", [
    lambda j, cid: j.execute(cid, {"type": "note", "text": "half a character: \ud800"}),
    lambda j, cid: j.create_campaign("dice", "Bad \udcff name"),
    lambda j, cid: j.fork(cid, 1, "Fork \ud83d"),
], ids=["command text", "campaign name", "fork name"])
def test_text_with_a_lone_surrogate_is_refused_naming_the_field(journal, make):
    cid = journal.create_campaign("dice", "Text")
    before = snapshot_of_store(journal, cid), [c.id for c in journal.campaigns()]
    with pytest.raises(UnreadableText) as refused:
        make(journal, cid)
    assert refused.value.field in ("text", "name") and "lone surrogate" in refused.value.reason
    assert (snapshot_of_store(journal, cid), [c.id for c in journal.campaigns()]) == before
