"""A store written when every fingerprint was the sha256 of the state's canonical JSON (version 1)
still verifies and reads through its snapshots; the events appended to it now carry fingerprints
taken by parts (version 2), and the two kinds live on in one log."""
from __future__ import annotations

from uuid import UUID

import pytest

from domain.kernel.canonical import plain_fingerprint
from domain.kernel.fingerprints import PREFIX
from journal.vaults import sealing
from tests.journal import tampering as t
from tests.journal.helpers import physical


@pytest.fixture
def written_before(opened, monkeypatch):
    """Make a dice campaign as the code before fingerprints by parts stored it: every event's
    fingerprint of version 1, its snapshot rows and anchors as they were (their format is
    unchanged)."""
    def write(count: int) -> str:
        with monkeypatch.context() as earlier:
            earlier.setattr(sealing, "fingerprint", lambda state, before=None: plain_fingerprint(state))
            journal = opened(snapshot_every=10)
            campaign = journal.create_campaign("dice", "Written before")
            for index in range(count):
                journal.execute(campaign, physical(index % 6 + 1))
        return campaign
    return write


def test_a_store_of_version_1_fingerprints_verifies_and_replays_to_them(opened, written_before):
    campaign = written_before(30)
    journal = opened(snapshot_every=10)                   # another process, on the store as it was left
    recorded = [env["state"] for env in journal.events(campaign)]
    assert all(len(found) == 64 and not found.startswith(PREFIX) for found in recorded)
    assert journal.fingerprints(campaign) == recorded
    report = journal.verify(campaign, full=True)
    assert report.ok and report.replayed, report.problem
    assert journal.verify(campaign).ok


def test_its_snapshot_rows_are_used_as_they_were(opened, path, written_before):
    campaign = written_before(30)
    assert t.rows(path, t.SNAPSHOTS)
    journal = opened(snapshot_every=10)
    walked = [state for _, state in journal.walk(campaign)]
    for position in (12, 25, 31):
        assert journal.state(campaign, at=position).state == walked[position - 1]
    assert not journal.replayer.snapshots.rejected.get(UUID(campaign))


def test_events_appended_to_it_carry_version_2_and_the_whole_log_verifies(opened, written_before):
    campaign = written_before(30)
    journal = opened(snapshot_every=10)
    for value in (2, 3, 4):
        journal.execute(campaign, physical(value))
    recorded = [env["state"] for env in journal.events(campaign)]
    assert [found.startswith(PREFIX) for found in recorded] == [False] * 31 + [True] * 3
    assert opened(snapshot_every=10).fingerprints(campaign) == recorded
    for full in (True, False):
        report = opened(snapshot_every=10).verify(campaign, full=full)
        assert report.ok and report.replayed, report.problem


def test_a_changed_event_among_version_1_fingerprints_is_still_found(opened, path, written_before):
    campaign = written_before(30)
    stream = UUID(campaign)
    original = [env["state"] for env in opened().events(campaign)]
    t.rewrite_events(path, stream, opened().ruleset_of(campaign),
                     lambda env: {**env, "data": {**env["data"], "purpose": "changed"}} if env["position"] == 12
                     else None,
                     fingerprint=lambda state: original[state["meta"]["position"] - 1])
    report = opened(snapshot_every=10).verify(campaign, full=True)
    assert not report.ok and report.replay_differs_at == 12
