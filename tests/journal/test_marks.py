"""The replay's jump marks (journal/projections/marks.py): worked out once and kept; a page near a
position is offered every session, year and scenario, and the turns of its own session only."""
from __future__ import annotations

import json

import pytest

from journal.projections.marks import FINE, VERSION, mark_changes, marks_near
from journal.service import Journal
from journal.store.snapshots import code_version

SESSIONS = (5, 12, 20)
TURNS = (3, 6, 8, 12, 13, 19, 21, 25)


@pytest.fixture(params=["sqlite", "memory"])
def journal(request, path):
    opened = Journal(url=f"sqlite:///{path}" if request.param == "sqlite" else "memory://")
    yield opened
    opened.close()


def _with_sessions_and_turns(journal) -> str:
    """The d6D demo with its marks worked out, and sessions and more turns kept beside them."""
    campaign = journal.load_demo("d6d")
    mark_changes(journal.parts, campaign)
    stream = journal.stream_id(campaign)
    version = f"{VERSION}:{code_version(journal.ruleset_of(stream))}"
    extra = [(at, "session", json.dumps(f"Session {n}")) for n, at in enumerate(SESSIONS, 1)]
    extra += [(at, FINE, json.dumps(f"Turn at {at}")) for at in TURNS]
    journal.store.write_marks(stream, version, extra, journal.store.marks_built(stream, version))
    return campaign


def _expected(every, near):
    """What `near` should be offered, worked out from every mark in Python."""
    starts = [at for at, kind, _ in every if kind == "session"]
    begin = max((at for at in starts if at <= near), default=starts[0])
    end = min((at for at in starts if at > begin), default=None)
    return [(at, kind, value) for at, kind, value in every
            if kind != FINE or (begin <= at and (end is None or at < end))]


@pytest.mark.parametrize("near, turns", [(1, [6, 8]), (5, [6, 8]), (11, [6, 8]), (12, [12, 13, 19]), (26, [21, 25])])
def test_a_position_is_offered_the_turns_of_its_own_session_and_every_other_mark(journal, near, turns):
    campaign = _with_sessions_and_turns(journal)
    every = mark_changes(journal.parts, campaign)
    offered, more = marks_near(journal.parts, campaign, near)
    assert offered == _expected(every, near)
    assert [at for at, kind, value in offered if kind == FINE and value.startswith("Turn at")] == turns
    assert [at for at, kind, _ in offered if kind == "session"] == list(SESSIONS) and not more


def test_a_campaign_without_sessions_is_offered_every_turn(journal):
    campaign = journal.load_demo("d6d")
    every = mark_changes(journal.parts, campaign)
    assert [kind for _, kind, _ in every if kind == FINE] and not [m for m in every if m[1] == "session"]
    assert marks_near(journal.parts, campaign, 2) == (every, {})


@pytest.mark.parametrize("near, sessions", [(1, [5]), (12, [12, 20]), (19, [12, 20]), (26, [20])])
def test_of_a_kind_with_many_changes_the_nearest_are_offered_and_the_others_counted(journal, near, sessions):
    campaign = _with_sessions_and_turns(journal)
    offered, more = marks_near(journal.parts, campaign, near, each=1)
    assert [at for at, kind, _ in offered if kind == "session"] == sessions
    assert more["session"] == len(SESSIONS) - len(sessions)
    assert all(count > 0 for count in more.values())


def test_a_process_reads_the_marks_once_for_a_head_and_again_once_the_head_moves(journal, monkeypatch):
    campaign = journal.load_demo("d6d")
    reads, real = [], journal.store.marks
    monkeypatch.setattr(journal.store, "marks", lambda *args, **kwargs: reads.append(args) or real(*args, **kwargs))
    first = marks_near(journal.parts, campaign, 2)
    assert marks_near(journal.parts, campaign, 2) == first and marks_near(journal.parts, campaign, 9) and len(reads) == 1
    journal.execute(campaign, {"type": "note", "text": "The marks are read again."}, actor="olga")
    assert marks_near(journal.parts, campaign, 2) == first and len(reads) == 2


def test_an_imported_campaign_has_its_marks_worked_out_to_its_head(journal, tmp_path):
    """Else the first replay page of a long imported campaign folds it from the start."""
    campaign = journal.load_demo("d6d")
    export = tmp_path / "campaign.jsonl"
    with open(export, "w", encoding="utf-8") as handle:
        journal.export(campaign, handle)
    with open(export, encoding="utf-8") as handle:
        copy = journal.import_(handle, new_id=True)
    stream = journal.stream_id(copy)
    built = journal.store.marks_built(stream, f"{VERSION}:{code_version(journal.ruleset_of(stream))}")
    assert built is not None and built[0] == journal.store.head(stream) > 1
    assert mark_changes(journal.parts, copy) == mark_changes(journal.parts, campaign)
