"""An undo stays undone: the state the journal records after any mix of undos and redos
around snapshot points is the state a replay from scratch gives, at every position."""
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel.fingerprints import fingerprint
from journal.errors import CommandRejected
from journal.service import Journal
from tests.journal.helpers import physical
from tests.journal.test_replay import naive_state_at

ACTIONS = st.lists(st.one_of(
    st.tuples(st.just("roll"), st.integers(1, 6)),
    st.tuples(st.just("digital"), st.integers(1, 3)),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("undo at"), st.floats(0, 1)),
    st.tuples(st.just("redo"), st.floats(0, 1)),
), min_size=4, max_size=45)


def play(journal, campaign, actions) -> None:
    """Rolls, undos of the last command or of any earlier one, and redos (undoing an undo)."""
    for kind, value in actions:
        head = journal.head(campaign)
        undos = [e["position"] for e in journal.events(campaign) if e["type"] == "journal/retracted"]
        command = {"roll": lambda: physical(value),
                   "digital": lambda: {"type": "roll", "spec": f"{value}d6"},
                   "undo": lambda: {"type": "retract"},
                   "undo at": lambda: {"type": "retract", "position": 2 + round(value * (head - 2))},
                   "redo": lambda: {"type": "retract", "position": undos[round(value * (len(undos) - 1))]} if undos
                   else {"type": "retract"}}[kind]()
        try:
            journal.execute(campaign, command)
        except CommandRejected:
            pass  # already undone, nothing left to undo...: refused, and nothing is stored


def assert_matches_a_replay_from_scratch(journal, campaign, cached_head) -> None:
    events = journal.events(campaign)
    for env in events:
        expected = naive_state_at(journal, campaign, env["position"])
        assert env["state"] == fingerprint(expected), f"recorded fingerprint at {env['position']}"
        assert journal.state(campaign, at=env["position"]).state == expected, f"state at {env['position']}"
    assert journal.fingerprints(campaign) == [e["state"] for e in events]
    assert cached_head == naive_state_at(journal, campaign, len(events))
    assert journal.verify(campaign).ok


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=ACTIONS, every=st.sampled_from([2, 3, 5]))
def test_undos_and_redos_around_snapshots_give_the_states_of_a_replay_from_scratch(actions, every):
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'journal.sqlite'}"
        writer = Journal(url=url, snapshot_every=every)
        reader = Journal(url=url, snapshot_every=every)  # no cache: every read folds from snapshots
        try:
            campaign = writer.create_campaign("dice", "Undo")
            play(writer, campaign, actions)
            assert_matches_a_replay_from_scratch(reader, campaign, writer.state(campaign).state)
        finally:
            writer.close()
            reader.close()


def test_an_undo_before_a_snapshot_stays_undone_when_a_later_command_is_undone(journal):
    """Snapshot at 100; undo the command at 50 (at 103), roll, undo that roll: 50 stays undone."""
    campaign = journal.create_campaign("dice", "Across a snapshot")
    for index in range(101):
        journal.execute(campaign, physical(index % 6 + 1))
    journal.execute(campaign, {"type": "retract", "position": 50})
    journal.execute(campaign, physical(6))
    (undo,) = journal.execute(campaign, {"type": "retract"})
    assert journal.state(campaign).state["game"]["rolls"] == 100
    assert undo["state"] == fingerprint(naive_state_at(journal, campaign, undo["position"]))
    journal.forget(campaign)
    assert journal.state(campaign).state["game"]["rolls"] == 100
    assert journal.verify(campaign).replayed
