"""Undo says what it undoes, and redo brings it back: the moves document offers "Undo: <the
command's sentence>" and, right after an undo, "Redo: <sentence>", each a `retract` naming its
command. A redo is a new event that retracts the retraction: the history stays append-only,
and replays, fingerprints, verify and export agree that the command is back."""
from __future__ import annotations

import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel.moves import build_command, check_document
from journal.errors import CommandRejected, ConflictError
from journal.projections.moves import moves_document, what_changed
from journal.service import Journal
from tests.journal.helpers import physical, snapshot_of_store
from tests.journal.test_undo_properties import assert_matches_a_replay_from_scratch


def note(text: str) -> dict:
    return {"type": "note", "text": text}


def offered(journal, campaign, key: str) -> dict | None:
    return check_document(moves_document(journal, campaign))[key]


def take_back(journal, campaign, key: str) -> list[dict]:
    """Make the undo or redo the document offers, as a client does: built from it, sent with its position."""
    document = check_document(moves_document(journal, campaign))
    return journal.execute(campaign, build_command(document[key], {}), actor="ann",
                           expected_position=document["position"])


@pytest.fixture
def table(sqlite_journal):
    campaign = sqlite_journal.create_campaign("dice", "Undo and redo")
    sqlite_journal.execute(campaign, physical(3, 5), actor="ann")
    sqlite_journal.execute(campaign, note("The ferry leaves at dawn."), actor="ann")
    return sqlite_journal, campaign


def test_undo_says_what_it_undoes_and_redo_what_it_brings_back(table):
    journal, campaign = table
    before = journal.state(campaign).state["game"]
    assert offered(journal, campaign, "undo") == {"type": "retract", "label": "Undo: ann noted: The ferry leaves at dawn.",
                                                  "fields": {"position": {"fixed": 3}}}
    assert offered(journal, campaign, "redo") is None
    [undo] = take_back(journal, campaign, "undo")
    assert (undo["type"], undo["retracts"]) == ("journal/retracted", 3)
    assert offered(journal, campaign, "undo")["label"] == "Undo: ann rolled 3 and 5 for test."
    assert offered(journal, campaign, "redo") == {"type": "retract", "label": "Redo: ann noted: The ferry leaves at dawn.",
                                                  "fields": {"position": {"fixed": 4}}}
    [redo] = take_back(journal, campaign, "redo")
    assert (redo["type"], redo["retracts"]) == ("journal/retracted", 4)   # a retraction of the retraction
    assert journal.state(campaign).state["game"] == before
    assert [e["retracted"] for e in journal.events(campaign)] == [False, False, False, True, False]
    assert offered(journal, campaign, "undo")["label"] == "Undo: ann noted: The ferry leaves at dawn."
    assert offered(journal, campaign, "redo") is None
    assert what_changed(journal, campaign, 3) == ["Undone: ann noted: The ferry leaves at dawn.",
                                                  "Redone: ann noted: The ferry leaves at dawn."]
    assert_matches_a_replay_from_scratch(journal, campaign, journal.state(campaign).state)


def test_redos_come_back_in_the_reverse_order_of_the_undos(table):
    journal, campaign = table
    states = [journal.state(campaign).state["game"]]
    take_back(journal, campaign, "undo")
    states.append(journal.state(campaign).state["game"])
    take_back(journal, campaign, "undo")
    assert offered(journal, campaign, "undo") is None          # only the campaign's start is left
    assert offered(journal, campaign, "redo")["label"] == "Redo: ann rolled 3 and 5 for test."
    take_back(journal, campaign, "redo")
    assert journal.state(campaign).state["game"] == states[1]
    assert offered(journal, campaign, "redo")["label"] == "Redo: ann noted: The ferry leaves at dawn."
    take_back(journal, campaign, "redo")
    assert journal.state(campaign).state["game"] == states[0]
    assert offered(journal, campaign, "redo") is None
    assert_matches_a_replay_from_scratch(journal, campaign, journal.state(campaign).state)


def test_a_new_command_after_an_undo_ends_what_may_be_redone(table):
    journal, campaign = table
    take_back(journal, campaign, "undo")
    journal.execute(campaign, physical(6), actor="ann")
    assert offered(journal, campaign, "redo") is None
    assert offered(journal, campaign, "undo")["label"] == "Undo: ann rolled 6 for test."


def test_undoing_a_redo_takes_the_command_back_again(table):
    journal, campaign = table
    take_back(journal, campaign, "undo")
    take_back(journal, campaign, "redo")
    take_back(journal, campaign, "undo")            # the note again, by retracting it a second time
    assert [e["retracts"] for e in journal.events(campaign)][3:] == [3, 4, 3]
    assert offered(journal, campaign, "redo")["label"] == "Redo: ann noted: The ferry leaves at dawn."
    assert what_changed(journal, campaign, 5) == ["Undone: ann noted: The ferry leaves at dawn."]
    assert_matches_a_replay_from_scratch(journal, campaign, journal.state(campaign).state)


def test_a_redo_survives_export_and_import_with_the_same_fingerprints(table):
    journal, campaign = table
    take_back(journal, campaign, "undo")
    take_back(journal, campaign, "redo")
    exported = io.StringIO()
    journal.export(campaign, exported)
    copy = journal.import_(io.StringIO(exported.getvalue()), new_id=True)
    assert journal.fingerprints(copy) == journal.fingerprints(campaign)
    assert journal.state(copy).state["game"] == journal.state(campaign).state["game"]
    assert journal.verify(copy).ok and journal.verify(campaign).ok


def test_an_undo_from_a_stale_document_is_refused_with_what_changed_and_nothing_is_stored(table):
    journal, campaign = table
    document = moves_document(journal, campaign)
    journal.execute(campaign, physical(2), actor="bo")           # another tablet was first
    stored = snapshot_of_store(journal, campaign)
    with pytest.raises(ConflictError) as refused:
        journal.execute(campaign, build_command(document["undo"], {}), expected_position=document["position"])
    assert refused.value.actual == 4
    assert snapshot_of_store(journal, campaign) == stored
    assert what_changed(journal, campaign, document["position"]) == ["bo rolled 2 for test."]


def test_a_redo_made_twice_is_refused_and_nothing_is_stored(table):
    journal, campaign = table
    take_back(journal, campaign, "undo")
    redo = build_command(offered(journal, campaign, "redo"), {})
    journal.execute(campaign, redo)
    stored = snapshot_of_store(journal, campaign)
    with pytest.raises(CommandRejected) as refused:
        journal.execute(campaign, redo)
    assert refused.value.rule == "retract.already"
    assert snapshot_of_store(journal, campaign) == stored


def test_nothing_to_undo_in_a_new_campaign(sqlite_journal):
    campaign = sqlite_journal.create_campaign("dice", "Empty")
    assert offered(sqlite_journal, campaign, "undo") is None and offered(sqlite_journal, campaign, "redo") is None


STEPS = st.lists(st.sampled_from(["roll", "app", "undo", "redo"]), min_size=3, max_size=30)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=STEPS, every=st.sampled_from([2, 3, 100]))
def test_every_undo_and_redo_the_document_offers_is_accepted_and_restores_the_state(steps, every):
    """Rolls (read off the table or the app's), and the document's undo and redo whenever it
    offers them: each is accepted; a redo gives back the state its undo took away."""
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'journal.sqlite'}", snapshot_every=every)
        try:
            campaign = journal.create_campaign("dice", "Random undos")
            taken: list = []    # the game state before each undo that may still be redone
            for step in steps:
                document = check_document(moves_document(journal, campaign))
                if step in ("roll", "app"):
                    journal.execute(campaign, physical(4) if step == "roll" else {"type": "roll", "spec": "1d6"})
                    taken = []
                elif document[step] is not None:
                    before = journal.state(campaign).state["game"]
                    journal.execute(campaign, build_command(document[step], {}), expected_position=document["position"])
                    if step == "undo":
                        taken.append(before)
                    else:
                        assert journal.state(campaign).state["game"] == taken.pop()
                else:
                    assert step == "undo" or not taken
            assert_matches_a_replay_from_scratch(journal, campaign, journal.state(campaign).state)
        finally:
            journal.close()


def test_the_chronicle_timeline_leaves_out_an_undone_note_and_tells_it_again_once_redone(table):
    from domain.kernel.chronicle import Timeline

    journal, campaign = table

    def noted() -> list[int]:
        timeline = Timeline.fold(journal.ruleset_of(campaign), journal.events(campaign))
        return [moment.position for moment in timeline.moments if moment.kind == "journal/noted"]

    assert noted() == [3]
    take_back(journal, campaign, "undo")
    assert noted() == []
    take_back(journal, campaign, "redo")
    assert noted() == [3]
