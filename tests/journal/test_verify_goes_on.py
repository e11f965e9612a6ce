"""`journal verify` goes on from where the last verify proved the replay, and still finds any
tampering: the chain is checked whole every time; `--full` replays every position from the
start."""
from __future__ import annotations

from uuid import UUID


from journal.envelopes import envelope as envelopes
from tests.journal import tampering as t
from tests.journal.helpers import physical


def rolled(journal, count: int) -> str:
    campaign = journal.create_campaign("dice", "Probe")
    for index in range(count):
        journal.execute(campaign, physical(index % 6 + 1))
    return campaign


def walked(journal, monkeypatch) -> list[int]:
    """The positions the replays of `journal` fold."""
    positions, real = [], journal.replayer.walk

    def walk(*args, **kwargs):
        for env, state in real(*args, **kwargs):
            positions.append(env["position"])
            yield env, state
    monkeypatch.setattr(journal.replayer, "walk", walk)
    return positions


def test_a_second_verify_replays_only_the_events_since_the_first(opened, monkeypatch):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 40)
    first = journal.verify(campaign)
    assert first.ok and first.replay_from == 0
    for value in (2, 3, 4):
        journal.execute(campaign, physical(value))
    again = opened(snapshot_every=10)                     # another process
    folded = walked(again, monkeypatch)
    report = again.verify(campaign)
    assert report.ok and report.replay_from == 41 and folded == [42, 43, 44]
    assert any("after position 41" in line for line in report.lines())


def test_full_walks_every_position_from_the_start(opened, monkeypatch):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 25)
    assert journal.verify(campaign).ok
    folded = walked(journal, monkeypatch)
    report = journal.verify(campaign, full=True)
    assert report.ok and report.replay_from == 0 and report.every_position and folded == list(range(1, 27))


def test_an_event_changed_before_the_verified_position_is_still_found(opened, path):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 30)
    assert journal.verify(campaign).ok
    stream = UUID(campaign)
    changed = t.event(path, stream, 12)
    changed["command"]["dice"][0]["value"] = 6 if changed["command"]["dice"][0]["value"] != 6 else 5
    t.put(path, t.EVENTS, stream.hex, 12, envelopes.encode(changed))
    report = opened(snapshot_every=10).verify(campaign)
    assert not report.ok and report.position == 12


def test_events_rewritten_with_a_new_chain_but_the_old_fingerprints_fail_the_replay(opened, path):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 30)
    assert journal.verify(campaign).ok
    stream, prev = UUID(campaign), envelopes.GENESIS
    for originator, version, _, data in t.rows(path, t.EVENTS, stream):   # re-hashed, fingerprints kept
        env = envelopes.decode(data)
        if version == 20:
            env["command"]["dice"][0]["value"] = env["data"]["dice"][0]["value"] = 1 + env["data"]["dice"][0]["value"] % 6
        env = envelopes.seal({k: v for k, v in env.items() if k not in ("hash", "prev")}, prev)
        prev = env["hash"]
        t.put(path, t.EVENTS, originator, version, envelopes.encode(env))
    report = opened(snapshot_every=10).verify(campaign)
    assert report.chain_intact and not report.ok and report.replay_differs_at == 20 and report.replay_from == 0


def test_a_snapshot_row_changed_after_a_verify_is_found_by_the_next(opened, path):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 34)
    assert journal.verify(campaign).ok
    (row,) = [r for r in t.rows(path, t.SNAPSHOTS) if r[1] == 20]
    t.forge_snapshot(path, row, lambda state: state["game"].update(rolls=state["game"]["rolls"] + 5))
    report = opened(snapshot_every=10).verify(campaign)
    assert not report.ok and report.position == 20 and "snapshot" in report.problem
