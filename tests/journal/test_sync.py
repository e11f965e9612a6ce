"""A sync batch between two stores (journal/sync): it lands whole, with the sealed values and
dice seeds its events need, only where it continues the head; anything else is refused and
leaves the receiving store as it was."""
from __future__ import annotations

from uuid import uuid4

import pytest

from journal.errors import ConflictError, TransferError
from journal.service import Journal
from journal.sync import syncing
from journal.sync.batch import Batch, hashes, joined, outgoing, prefix
from journal.sync.landing import land
from journal.sync.lines import compare
from journal.sync.remote import Line


@pytest.fixture
def other(tmp_path):
    """A second store: the other side of the sync."""
    opened = Journal(url=f"sqlite:///{tmp_path / 'other.sqlite'}", instance_path=tmp_path / "other")
    yield opened
    opened.close()


def played(journal) -> str:
    """A campaign with digital dice (its seed unrevealed) and a note for the game master alone (sealed)."""
    cid = journal.create_campaign("dice", "Club night")
    journal.execute(cid, {"type": "roll", "spec": "3d6", "purpose": "ambush"})
    journal.execute(cid, {"type": "note", "text": "the heir is false", "audience": "gm"})
    return cid


def held(journal, cid: str) -> tuple:
    """What a store holds of a campaign: its head, its seeds and its sealed values."""
    stream = journal.stream_id(cid)
    return (journal.store.head(stream), sorted(journal.vault.contents(stream).seeds),
            sorted(journal.sealed.vault.contents(stream)))


def test_a_batch_lands_whole_with_its_seeds_and_sealed_values_and_the_copy_verifies_alike(journal, other):
    cid = played(journal)
    landed = land(other, outgoing(journal, cid, 0))
    other.synced(cid, landed.new)
    assert landed.new and landed.head == journal.head(cid)
    assert held(other, cid) == held(journal, cid)
    assert other.verify(cid).ok and other.fingerprints(cid) == journal.fingerprints(cid)
    assert other.state(cid).state == journal.state(cid).state   # the sealed note opens here too
    journal.execute(cid, {"type": "roll", "spec": "2d6", "purpose": "from the same seed"})
    other.synced(cid, land(other, outgoing(journal, cid, landed.head)).new)
    assert other.verify(cid).ok and other.fingerprints(cid) == journal.fingerprints(cid)


def test_a_batch_with_a_changed_event_is_refused_and_stores_nothing(journal, other):
    cid = played(journal)
    sent = outgoing(journal, cid, 0)
    lines = [line.replace(b"ambush", b"ambusH") for line in sent.lines]
    assert lines != sent.lines
    changed = Batch(sent.campaign, sent.name, 0, sent.prev, lines, sent.secrets, sent.seeds)
    with pytest.raises(TransferError, match="does not verify at position"):
        land(other, changed)
    assert held(other, cid) == (0, [], [])


def test_a_batch_that_does_not_continue_the_head_is_a_conflict_and_stores_nothing(journal, other):
    cid = played(journal)
    land(other, outgoing(journal, cid, 0))
    before = held(other, cid)
    journal.execute(cid, {"type": "note", "text": "later"})
    with pytest.raises(ConflictError):
        land(other, outgoing(journal, cid, 0))           # from the start again: the head moved on
    other.execute(cid, {"type": "note", "text": "elsewhere"})
    with pytest.raises(ConflictError):
        land(other, outgoing(journal, cid, before[0]))   # the head here is another event now
    assert held(other, cid)[1:] == before[1:] and other.head(cid) == before[0] + 1


def test_two_logs_part_at_the_first_position_whose_hashes_differ():
    assert compare(["a", "b", "c"], ["a", "b"]).common == 2 and compare(["a", "b", "c"], ["a", "b"]).ahead == 1
    parted = compare(["a", "b", "x"], ["a", "b", "y", "z"])
    assert (parted.common, parted.ahead, parted.behind, parted.diverged) == (2, 1, 2, True)
    assert compare([], ["a"]).behind == 1 and compare(["a"], ["a"]).same


class StoreRemote:
    """Another store taken for a site, without HTTP: what journal/sync asks of a remote."""

    label = "club"

    def __init__(self, journal):
        self.journal = journal

    def line(self, campaign: str) -> Line | None:
        found = hashes(self.journal, campaign) if self.journal.store.head(self.journal.stream_id(campaign)) else None
        return Line(self.journal.campaign(campaign).name, found) if found else None

    def events(self, campaign: str, after: int) -> Batch:
        return outgoing(self.journal, campaign, after)

    def verified(self, campaign: str) -> dict:
        report = self.journal.verify(campaign)
        return {"verified": report.ok, "problem": report.problem}


def diverged(journal, other) -> str:
    """A campaign both stores hold, each with a note after the common position."""
    cid = played(journal)
    other.synced(cid, land(other, outgoing(journal, cid, 0)).new)
    journal.execute(cid, {"type": "note", "text": "at the cabin"})
    other.execute(cid, {"type": "note", "text": "at the club"})
    return cid


def test_pulling_a_line_kept_as_a_fork_before_names_that_fork_and_stores_nothing_again(journal, other):
    cid = diverged(journal, other)
    first = syncing.pull(journal, cid, StoreRemote(other))
    count = len(journal.campaigns())
    again = syncing.pull(journal, cid, StoreRemote(other))
    assert again.fork == first.fork and "kept here already" in again.sentences[0]
    assert len(journal.campaigns()) == count


def test_a_pull_cut_off_before_its_fork_marker_marks_the_copy_it_left_next_time(journal, other):
    cid = diverged(journal, other)
    common = journal.head(cid) - 1
    left = str(uuid4())   # what the cut-off pull stored: the site's line, unmarked
    land(journal, joined(prefix(journal, cid, common), outgoing(other, cid, common), left))
    count = len(journal.campaigns())
    done = syncing.pull(journal, cid, StoreRemote(other))
    assert done.fork == left and len(journal.campaigns()) == count
    assert journal.campaign(left).name == "Club night (from club)" and journal.forked_from(left) == cid
    assert journal.verify(left).ok and journal.verify(cid).ok


def test_events_a_batch_adds_are_told_and_counted_and_the_events_before_them_are_not_told_again(journal, other,
                                                                                                 monkeypatch):
    from domain.kernel.viewers import Viewer
    from journal.projections import telling

    cid = played(journal)
    other.synced(cid, land(other, outgoing(journal, cid, 0)).new)
    before = other.head(cid)
    journal.execute(cid, {"type": "roll", "spec": "2d6", "purpose": "at the club"})
    journal.execute(cid, {"type": "note", "text": "the ferry is late"})
    journal.settled(), other.settled()   # what each projector still owes is told before the watch begins
    kept_positions, keep = [], telling.kept_sentences.keep
    monkeypatch.setattr(telling.kept_sentences, "keep", lambda store, stream, rules, rows, hashes: (
        kept_positions.extend(hashes), keep(store, stream, rules, rows, hashes)))
    landed = land(other, outgoing(journal, cid, before))
    other.synced(cid, landed.new, since=before, dice=landed.dice)
    assert kept_positions and min(kept_positions) == before + 1   # only the new events were told
    assert other.verify(cid).ok
    for viewer in (Viewer.auditor(), Viewer(role="owner", gm=True)):
        assert other.dice(cid, viewer).table == journal.dice(cid, viewer).table
    assert [e["data"].get("text") for e in other.events(cid, start=before + 1)][-1] == "the ferry is late"
