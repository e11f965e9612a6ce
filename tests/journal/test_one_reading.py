"""One reading (Journal.reading): a page's many looks at a campaign's head are one query,
a write inside forgets what was read, and outside it every look reads the store again."""
from __future__ import annotations

from journal.store.application import Store
from tests.journal.helpers import physical


def counting(monkeypatch) -> list:
    reads, real = [], Store._version_of

    def version_of(recorder, stream):
        reads.append(stream)
        return real(recorder, stream)
    monkeypatch.setattr(Store, "_version_of", staticmethod(version_of))
    return reads


def test_inside_one_reading_a_head_is_read_once_and_a_write_reads_it_again(journal, monkeypatch):
    campaign = journal.create_campaign("dice", "Read once", actor="ann")
    journal.execute(campaign, physical(4), actor="ann")
    journal.settled()   # the projector's own reads are not the ones counted
    reads = counting(monkeypatch)
    with journal.reading():
        heads = [journal.head(campaign) for _ in range(3)]
        journal.state(campaign)
        journal.events(campaign, start=1, stop=2)
        assert heads == [2, 2, 2] and reads.count(journal.stream_id(campaign)) == 1
        journal.execute(campaign, physical(5), actor="ann")     # a write inside forgets the head read
        assert journal.head(campaign) == 3 and journal.state(campaign).position == 3


def test_outside_a_reading_every_look_reads_the_store_so_another_process_is_seen(journal, monkeypatch):
    campaign = journal.create_campaign("dice", "Read each time", actor="ann")
    journal.settled()   # the projector's own reads are not the ones counted
    reads = counting(monkeypatch)
    assert [journal.head(campaign) for _ in range(3)] == [1, 1, 1] and len(reads) == 3
    with journal.reading():
        journal.head(campaign)
    assert journal.head(campaign) == 1 and len(reads) == 5
