"""Replay at any position: snapshots never change the answer, even across retractions."""
import random

from domain.kernel import fold
from domain.kernel.fingerprints import fingerprint
from journal.envelopes import envelope as envelopes
from journal.history.replay import effective_retracted, step
from tests.journal.helpers import physical


def naive_state_at(journal, campaign, position):
    """Fold from scratch with no snapshot: the reference answer."""
    rows = [envelopes.decode(r.data) for r in journal.store.read(journal.stream_id(campaign), upto=position)]
    records = [[e["position"], e["cmd"], e["retracts"]] for e in rows if e["type"] == "journal/retracted"]
    undone = effective_retracted(records)
    rules = journal.ruleset_of(campaign)
    state = fold.empty_state()
    for env in rows:
        state = step(rules, state, env, skip=env["cmd"] in undone)
    return state


def test_states_at_random_positions_match_a_fold_from_scratch(journal):
    rng = random.Random(7)
    campaign = journal.create_campaign("dice", "Long")
    for index in range(450):
        if index % 97 == 50:
            journal.execute(campaign, {"type": "retract", "position": rng.randint(2, journal.head(campaign))})
        elif index % 60 == 13:
            journal.execute(campaign, {"type": "roll", "spec": "2d6"})
        else:
            journal.execute(campaign, physical(rng.randint(1, 6)))
    head = journal.head(campaign)
    journal.forget(campaign)
    for position in [head, 1, 2, 99, 100, 101, 250, head - 1] + [rng.randint(1, head) for _ in range(10)]:
        assert journal.state(campaign, at=position).state == naive_state_at(journal, campaign, position)


def test_every_position_has_the_fingerprint_recorded_when_it_was_written(journal):
    campaign = journal.create_campaign("dice", "Fingerprints")
    for value in [1, 2, 3]:
        journal.execute(campaign, physical(value))
    journal.execute(campaign, {"type": "retract", "position": 3})
    journal.execute(campaign, {"type": "retract", "position": 5})
    recorded = [e["state"] for e in journal.events(campaign)]
    assert journal.fingerprints(campaign) == recorded
    assert fingerprint(journal.state(campaign).state) == recorded[-1]


def test_two_replays_of_the_same_log_are_byte_identical(journal, store_url, tmp_path):
    from journal.service import Journal
    campaign = journal.load_demo("dice")
    other = Journal(url=store_url, instance_path=tmp_path / "instance")
    try:
        assert other.fingerprints(campaign) == journal.fingerprints(campaign)
    finally:
        other.close()
