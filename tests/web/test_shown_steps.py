"""Stepping on through a replay compares each position with the one just drawn, kept (web/shown_steps.py):
the position before is not folded and drawn again, and what changed is the same as without it."""
from __future__ import annotations

import web.replay
from web.shown_steps import drawn_bytes, shown_steps

from .test_reading_windows import MARK


def _played(app, auth):
    from web.journal_access import journal_of
    cid = auth.campaign("olga", name="Steps")
    for _ in range(6):
        journal_of(app).execute(cid, MARK, actor="olga")
    auth.login("olga")
    return cid


def test_a_step_after_the_one_shown_draws_one_position_and_finds_the_same_changes(app, client, auth, monkeypatch):
    cid = _played(app, auth)
    cold = client.get(f"/campaigns/{cid}/replay/step?at=4").get_json()["changed"]
    app.extensions.pop("shown_steps")
    drawn = []
    real = web.replay.views_at
    monkeypatch.setattr(web.replay, "views_at", lambda access, at, **kw: drawn.append(at) or real(access, at, **kw))
    client.get(f"/campaigns/{cid}/replay/step?at=3")
    assert client.get(f"/campaigns/{cid}/replay/step?at=4").get_json()["changed"] == cold
    assert drawn == [2, 3, 4], "position 3 was drawn once, for the step that showed it"
    assert cold["pictures"] or cold["views"], "the step changes something to compare"


def test_the_drawings_kept_are_bounded_by_their_bytes():
    snap = {"svg": {"board": "<svg>" + "x" * 5000 + "</svg>"}, "cards": {"sheets": {"Ann": "<svg/>"}}}
    kept = shown_steps(limit=3 * drawn_bytes(snap))
    for position in range(1, 8):
        kept.put(("c", "all", position), snap, drawn_bytes(snap))
    assert [kept.get(("c", "all", p)) is not None for p in range(1, 8)] == [False] * 4 + [True] * 3
    assert kept.size <= kept.limit
