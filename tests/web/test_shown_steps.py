"""Stepping on through a replay compares each position with the one just drawn, kept (web/shown_steps.py):
the position before is not folded and drawn again, and what changed is the same as without it."""
from __future__ import annotations

import re

import web.replay
from web.changes import said
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
    cold = client.get(f"/campaigns/{cid}/replay/changes?at=4").get_json()["changed"]
    app.extensions.pop("shown_steps", None)
    drawn = []
    real = web.replay.views_at
    monkeypatch.setattr(web.replay, "views_at", lambda access, at, **kw: drawn.append(at) or real(access, at, **kw))
    assert client.get(f"/campaigns/{cid}/replay/step?at=3").get_json()["changed"] is None   # a jump: asked next
    assert client.get(f"/campaigns/{cid}/replay/step?at=4").get_json()["changed"] == cold
    assert drawn == [3, 4], "position 3 was drawn once, for the step that showed it"
    assert cold["pictures"] or cold["views"], "the step changes something to compare"


def test_a_page_opened_anywhere_is_served_without_waiting_for_what_changed_and_its_marks_are_asked_next(
        app, client, auth, monkeypatch):
    """The page draws its own position only; what changed there comes from `replay.changes`, which
    compares with the position before (folded on the way to the page's and kept a moment): the
    same marks as a step on finds. A page stepped to from the one before carries its marks."""
    cid = _played(app, auth)
    folded, drawn = [], []
    journal, real = web.replay.journal_of(app), web.replay.views_at
    real_state = type(journal).state
    monkeypatch.setattr(type(journal), "state", lambda self, c, at=None: folded.append(at) or real_state(self, c, at=at))
    monkeypatch.setattr(web.replay, "views_at", lambda access, at, **kw: drawn.append(at) or real(access, at, **kw))
    page = client.get(f"/campaigns/{cid}/replay?at=4").get_data(as_text=True)
    assert f'data-changes-url="/campaigns/{cid}/replay/changes?at=4"' in page and drawn == [4]
    assert folded[0] == 3, "the position before is folded first, for the marks asked next"
    assert "changed here" not in page
    marks = client.get(f"/campaigns/{cid}/replay/changes?at=4").get_json()
    assert drawn == [4, 3], "the marks draw the position before, and compare the page's as it was drawn"
    app.extensions.pop("shown_steps")
    client.get(f"/campaigns/{cid}/replay/step?at=3")
    stepped_on = client.get(f"/campaigns/{cid}/replay/step?at=4").get_json()["changed"]
    assert marks == {"position": 4, "changed": stepped_on, "said": said(stepped_on)} and marks["said"]
    stepped = client.get(f"/campaigns/{cid}/replay?at=5").get_data(as_text=True)   # the link of a step on
    changed = client.get(f"/campaigns/{cid}/replay/changes?at=5").get_json()["changed"]
    assert "data-changes-url" not in stepped
    marked = set(re.findall(r'class="(?:picture|view|reading)\b[^"]*\bchanged\b[^"]*" data-(?:picture|view)="([^"]+)"',
                            stepped))
    assert marked == set(changed["pictures"]) | set(changed["views"]) and marked
    assert client.get(f"/campaigns/{cid}/replay/changes?at=1").get_json() == {
        "position": 1, "changed": {"cards": {}, "pictures": {}, "views": []}, "said": ""}


def test_the_drawings_kept_are_bounded_by_their_bytes():
    snap = {"svg": {"board": "<svg>" + "x" * 5000 + "</svg>"}, "cards": {"sheets": {"Ann": "<svg/>"}}}
    kept = shown_steps()
    kept.limit = 3 * drawn_bytes(snap)
    for position in range(1, 8):
        kept.put(("c", "all", position), snap, drawn_bytes(snap))
    assert [kept.get(("c", "all", p)) is not None for p in range(1, 8)] == [False] * 4 + [True] * 3
    assert kept.size <= kept.limit
