"""A ruleset without a chronicle still prints: sessions as chapters, events by kind, notes quoted."""
from __future__ import annotations

from domain.kernel import Event, Ruleset
from domain.kernel.chronicle import Paragraph, Picture, Quote, Table, Timeline
from reports.chronicle import build, to_html


def _evolve(state, event):
    if event.kind == "toy/scored":
        return {**state, "score": state["score"] + event.data["points"]}
    return state


TOY = Ruleset(name="toy", title="Toy game", rules_version="1", initial_state=lambda setup: {"score": 0},
              decide=lambda state, command: [Event("toy/scored", {})], evolve=_evolve,
              views={"score": lambda state: {"score": state["score"], "players": ["ann", "ben"]}},
              pictures={"board": lambda state: f'<svg xmlns="http://www.w3.org/2000/svg"><text>{state["score"]}</text></svg>'},
              session_start_kinds=frozenset({"toy/session-started"}))


def envelope(position, kind, data, actor="ann", day="2026-01-02"):
    return {"position": position, "cmd": position, "type": kind, "version": 1, "data": data, "actor": actor,
            "source": "physical", "recorded_at": f"{day}T10:00:{position:02d}+00:00", "rolls": None, "retracted": False}


LOG = [envelope(1, "journal/campaign-started", {"name": "Toy story", "ruleset": "toy", "setup": {}}),
       envelope(2, "toy/session-started", {"scenario": "The Bridge"}),
       envelope(3, "toy/scored", {"points": 3, "card": "Ferry"}),
       envelope(4, "journal/noted", {"text": "Ben <b>cheated</b>.", "about": "round 1"}, actor="ben"),
       envelope(5, "toy/session-started", {"scenario": "The Tower"}, day="2027-03-04"),
       envelope(6, "toy/scored", {"points": 4, "card": "Bell"}, day="2027-03-04")]


def book(year=None):
    return build(TOY, Timeline.fold(TOY, LOG), year)


def test_each_session_start_opens_a_chapter_and_the_last_shows_where_things_stand():
    titles = [s.title for s in book().sections]
    assert titles == ["Before the first session", "Session 1", "Session 2", "Where things stand"]


def test_unknown_kinds_are_told_in_words_with_their_facts_and_notes_are_quoted():
    session = book().sections[1]
    texts = [b.text for b in session.blocks if isinstance(b, Paragraph)]
    assert "Scored (ann) — points: 3; card: Ferry." in texts
    quote = next(b for b in session.blocks if isinstance(b, Quote))
    assert (quote.text, quote.by, quote.about) == ("Ben <b>cheated</b>.", "ben", "round 1")


def test_the_final_state_is_shown_through_the_rulesets_pictures_and_views():
    final = book().sections[-1]
    picture = next(b for b in final.blocks if isinstance(b, Picture))
    table = next(b for b in final.blocks if isinstance(b, Table))
    assert "<text>7</text>" in picture.svg
    assert ["score", "7"] in table.rows and ["players", "ann, ben"] in table.rows


def test_a_year_keeps_only_that_calendar_years_events():
    titles = [s.title for s in book(2027).sections]
    assert titles == ["Session 1", "Where things stand"]
    assert book(2027).subtitle.endswith("2027")


def test_note_markup_is_escaped_in_the_html():
    html = to_html(book())
    assert "Ben &lt;b&gt;cheated&lt;/b&gt;." in html and "<b>cheated" not in html


def test_a_private_note_is_told_to_the_game_master_and_only_its_shadow_to_the_players():
    from domain.kernel import Viewer
    secret = {**envelope(7, "journal/noted", {"text": "The ferryman is the thief.", "about": ""}, actor="gus"),
              "audience": "gm"}
    told = {}
    for name, viewer in {"gm": Viewer.of("gus", "gm"), "player": Viewer.of("ann", "player", ["ann"])}.items():
        html = to_html(build(TOY, Timeline.fold(TOY, [*LOG, secret], viewer=viewer)))
        told[name] = html
    assert "The ferryman is the thief." in told["gm"]
    assert "The ferryman is the thief." not in told["player"]
    assert "The game master wrote a private note." in told["player"]
