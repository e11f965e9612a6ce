"""Writers racing for one campaign: a command that asked for no position lands however often
another writer is first; one that asked for a position is refused and stores nothing."""
from __future__ import annotations

import threading
from collections import Counter

import pytest

from journal.errors import ConflictError
from journal.recording.writing import attempts

from .helpers import physical, snapshot_of_store


@pytest.fixture
def campaign(journal):
    return journal.create_campaign("dice", "Contested table")


class Rival:
    """Another writer (a second journal on the same store) that appends a note just before each
    of our first `times` appends, so each of them finds its position taken."""

    def __init__(self, journal, other, campaign: str, times: int):
        self.left, self.other, self.campaign = times, other, campaign
        self.append = journal.store.append
        journal.store.append = self.first_then_ours

    def first_then_ours(self, stream, rows, **vault_entries):
        if self.left:
            self.left -= 1
            self.other.execute(self.campaign, {"type": "note", "text": f"the rival was first ({self.left} to go)"})
        return self.append(stream, rows, **vault_entries)


@pytest.fixture
def other(store_url, tmp_path):
    from journal.service import Journal

    opened = Journal(url=store_url, instance_path=tmp_path / "instance")
    yield opened
    opened.close()


def test_a_roll_lands_however_many_times_another_writer_is_first(journal, other, campaign):
    Rival(journal, other, campaign, times=12)
    stored = journal.execute(campaign, physical(5))
    assert [e["type"] for e in stored] == ["journal/rolled"] and stored[0]["position"] == 14
    kinds = Counter(e["type"] for e in journal.events(campaign))
    assert kinds == {"journal/campaign-started": 1, "journal/noted": 12, "journal/rolled": 1}
    assert journal.verify(campaign).ok


def test_a_command_with_an_expected_position_is_refused_when_another_writer_was_first(journal, other, campaign):
    Rival(journal, other, campaign, times=1)
    with pytest.raises(ConflictError) as refused:
        journal.execute(campaign, physical(5), expected_position=1)
    assert (refused.value.expected, refused.value.actual) == (1, 2)
    assert [e["type"] for e in journal.events(campaign)] == ["journal/campaign-started", "journal/noted"]


def test_a_stale_expected_position_stores_nothing(journal, other, campaign):
    other.execute(campaign, {"type": "note", "text": "first"})
    before = snapshot_of_store(journal, campaign)
    with pytest.raises(ConflictError):
        journal.execute(campaign, physical(3), expected_position=1)
    assert snapshot_of_store(journal, campaign) == before


def test_a_limited_number_of_retries_still_ends_in_a_conflict(journal, other, campaign):
    Rival(journal, other, campaign, times=3)
    with pytest.raises(ConflictError):
        journal.execute(campaign, physical(5), retries=2)
    assert Counter(e["type"] for e in journal.events(campaign))["journal/rolled"] == 0


def test_app_rolled_dice_land_too_when_another_writer_is_first(journal, other, campaign):
    """The first app roll commits a seed: the retry uses the seed committed by then."""
    Rival(journal, other, campaign, times=4)
    stored = journal.execute(campaign, {"type": "roll", "spec": "2d6", "purpose": "app dice"})
    assert [e["type"] for e in stored][-1] == "journal/rolled"
    assert journal.verify(campaign).ok


def test_threads_of_two_journals_rolling_at_once_store_every_roll_once(journal, other, campaign):
    def roll_many(writer, tag):
        for n in range(25):
            writer.execute(campaign, {**physical(1 + n % 6), "purpose": f"{tag} {n}"})
    threads = [threading.Thread(target=roll_many, args=(writer, f"{name}{t}"))
               for name, writer in (("a", journal), ("b", other)) for t in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    purposes = Counter(e["data"]["purpose"] for e in journal.events(campaign) if e["type"] == "journal/rolled")
    assert purposes == Counter({f"{name}{t} {n}": 1 for name in "ab" for t in range(3) for n in range(25)})
    assert journal.verify(campaign).ok


def test_attempts_are_counted_and_bounded():
    assert list(attempts(retries=2)) == [0, 1, 2]
    assert list(attempts(retries=0)) == [0]
    assert list(attempts(patience=0.0)) == [0]


def test_an_expected_position_another_process_reached_is_not_a_conflict(journal, other, campaign):
    """The moves document came from another process, which had seen its newer head: this
    journal's cached head is older, but the campaign is where the command expects it."""
    journal.state(campaign)                              # this journal caches position 1
    other.execute(campaign, {"type": "note", "text": "through the other process"})
    stored = journal.execute(campaign, physical(6), expected_position=2)
    assert stored[0]["position"] == 3
