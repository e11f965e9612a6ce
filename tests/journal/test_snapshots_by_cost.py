"""Snapshots are stored by what replaying to a position costs, not by a count of events: a
campaign whose events fold slowly gets them more often, one of cheap rolls once reading
them fills the budget, never more than a hundred events apart; and the state at any position, read through them, is the fold from the start."""
from __future__ import annotations

import math
import random

from journal.store import fold_cost
from journal.service import Journal
from journal.store.snapshots import snapshot_stream

from ..conftest import fresh_postgres_database
from .helpers import physical
from .test_replay import naive_state_at


def snapshot_positions(journal, campaign) -> list[int]:
    rules = journal.ruleset_of(campaign)
    return [row.position for row in journal.store.snapshot_rows(snapshot_stream(journal.stream_id(campaign), rules))]


def costing(journal, seconds_per_event: float) -> None:
    """As if this process had measured its folds of the dice ruleset at that cost."""
    cost = journal.replayer.snapshots.cost
    cost._per_event["dice"] = seconds_per_event


def test_events_that_fold_slowly_get_a_snapshot_every_few_events(journal):
    costing(journal, journal.replayer.snapshots.cost.budget / 15 - fold_cost.READ)   # 15 events fill the budget
    campaign = journal.create_campaign("dice", "Slow to fold")
    for index in range(60):
        journal.execute(campaign, physical(index % 6 + 1))
    positions = snapshot_positions(journal, campaign)
    assert len(positions) >= 3 and all(b - a == 15 for a, b in zip([0, *positions], positions)), positions


def test_a_command_that_stores_a_snapshot_is_still_one_durable_commit(journal, monkeypatch):
    """The snapshot is a cache the next fold works out again: written after the command's
    commit, without waiting for the disk."""
    from .test_read_models import Commits

    costing(journal, journal.replayer.snapshots.cost.budget / 15 - fold_cost.READ)
    campaign = journal.create_campaign("dice", "Slow to fold")
    for index in range(13):
        journal.execute(campaign, physical(index % 6 + 1))
    assert snapshot_positions(journal, campaign) == []
    commits = Commits(journal, monkeypatch)
    journal.execute(campaign, physical(3))
    assert snapshot_positions(journal, campaign) == [15]
    assert commits.durable == 1, "the snapshot waits for no disk"


def test_never_closer_than_a_few_events(journal):
    costing(journal, 1.0)
    campaign = journal.create_campaign("dice", "Very slow to fold")
    for index in range(30):
        journal.execute(campaign, physical(index % 6 + 1))
    positions = snapshot_positions(journal, campaign)
    assert positions and all(b - a >= fold_cost.FEWEST for a, b in zip(positions, positions[1:])), positions


def test_cheap_events_get_a_snapshot_once_reading_them_fills_the_budget(journal):
    costing(journal, 0.000001)
    campaign = journal.create_campaign("dice", "Quick to fold")
    for index in range(250):
        journal.execute(campaign, physical(index % 6 + 1))
    spacing = math.ceil(journal.replayer.snapshots.cost.budget / (0.000001 + fold_cost.READ))
    assert spacing < 100 and snapshot_positions(journal, campaign) == list(range(spacing, 251, spacing))


def test_cheap_events_get_a_snapshot_every_hundred_at_most(journal):
    costing(journal, 0.000001)
    journal.replayer.snapshots.cost.budget = 1.0    # a budget reading a thousand events would not fill
    campaign = journal.create_campaign("dice", "Quick to fold, and a big budget")
    for index in range(250):
        journal.execute(campaign, physical(index % 6 + 1))
    assert snapshot_positions(journal, campaign) == [100, 200]


def test_a_process_learns_what_its_folds_cost(journal):
    campaign = journal.create_campaign("dice", "Measured")
    for index in range(40):
        journal.execute(campaign, physical(index % 6 + 1))
    journal.forget(campaign)
    journal.state(campaign, at=40)
    assert journal.replayer.snapshots.cost._per_event["dice"] > 0


def test_the_state_at_every_position_is_the_fold_from_the_start(store_url, tmp_path):
    writer = Journal(url=store_url, instance_path=tmp_path)
    costing(writer, writer.replayer.snapshots.cost.budget / 4)     # snapshots every few events
    rng = random.Random(11)
    try:
        campaign = writer.create_campaign("dice", "Every position")
        for index in range(90):   # undo now and then, the app rolls now and then
            undo = {"type": "retract", "position": rng.randint(2, max(2, writer.head(campaign)))}
            app = {"type": "roll", "spec": "2d6"}
            writer.execute(campaign, undo if index % 23 == 11 else app if index % 17 == 5 else physical(rng.randint(1, 6)))
        assert len(snapshot_positions(writer, campaign)) >= 8
        reader = Journal(url=store_url, instance_path=tmp_path)      # no cache: every read from a snapshot
        try:
            for position in range(1, writer.head(campaign) + 1):
                expected = naive_state_at(writer, campaign, position)
                assert reader.state(campaign, at=position).state == expected, position
                assert writer.state(campaign, at=position).state == expected, position
        finally:
            reader.close()
    finally:
        writer.close()


def test_an_import_stores_snapshots_at_what_its_own_folds_cost(journal, monkeypatch, store_url, tmp_path):
    """An import folds the whole campaign at once: the cost is measured along that fold, so a
    process that never folded the ruleset before spaces the snapshots by its folds' cost, not
    by the first guess (right for some rulesets, far off for a slow fold)."""
    import io
    import time

    from journal.history import replay

    campaign = journal.create_campaign("dice", "Carried over")
    for index in range(120):
        journal.execute(campaign, physical(index % 6 + 1))
    exported = io.StringIO()
    journal.export(campaign, exported)
    folding = replay.replay_step

    def slow_step(*args, **kwargs):   # a fold of 4 ms an event: 20 ms of budget every 5 events, at least FEWEST
        time.sleep(0.004)
        return folding(*args, **kwargs)

    monkeypatch.setattr(replay, "replay_step", slow_step)
    other_url = f"sqlite:///{tmp_path / 'other.sqlite'}" if store_url.startswith("sqlite") else fresh_postgres_database()
    other = Journal(url=other_url, instance_path=tmp_path / "other")
    try:
        assert "dice" not in other.replayer.snapshots.cost._per_event    # nothing measured in this process yet
        exported.seek(0)
        copy = other.import_(exported, new_id=True)
        positions = snapshot_positions(other, copy)
        guessed = int(fold_cost.BUDGET / (fold_cost.FIRST_GUESS + fold_cost.READ))
        assert positions and positions[-1] > 100, positions
        assert max(b - a for a, b in zip([0, *positions], positions)) < guessed, (guessed, positions)
    finally:
        other.close()
