"""Views render generically and safely: tables for dicts, dice as coloured faces."""
from __future__ import annotations

from types import SimpleNamespace

from flask import render_template

from journal.projections.entries import entry
from web.render import dice_runs, die_face, die_hue, humanize, render


def test_a_dict_of_plain_values_becomes_a_table_with_readable_keys():
    html = str(render({"year_count": 3, "open": True, "leader": None}))
    assert "<table" in html and "Year count" in html and "yes" in html


def test_a_list_of_similar_records_becomes_one_table_with_a_column_per_key():
    html = str(render([{"name": "Ada", "stress": 2}, {"name": "Bo", "stress": 0}]))
    assert html.count("<tr>") == 3 and "<th>Stress</th>" in html


def test_dice_render_as_faces_with_the_colour_of_their_kind():
    html = str(render([{"sides": 6, "value": 4, "kind": "action"}]))
    assert 'class="die"' in html and f"--hue:{die_hue('action')}" in html and ">4<" in html


def test_text_from_players_is_escaped():
    html = str(render({"note": "<script>alert(1)</script>"}))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_the_same_kind_always_gets_the_same_hue_and_keys_read_as_words():
    assert die_hue("stress") == die_hue("stress") and 0 <= die_hue("stress") < 360
    assert humanize("threat-pool") == "Threat pool"


def test_a_long_list_of_names_becomes_chips_and_a_big_view_is_wide():
    from web.render import is_wide

    names = [f"card {n}" for n in range(30)]
    assert str(render(names)).count("<li>") == 30 and 'class="chips"' in str(render(names))
    assert is_wide({"cards": names * 5}) and not is_wide({"year": 2})


def test_a_nested_dict_of_short_values_reads_side_by_side():
    html = str(render({"skills": {"command": 3, "lore": 1, "combat": 2}}))
    assert 'class="chips pairs"' in html and "<span>Command</span> <strong>3</strong>" in html


def test_the_same_face_is_the_same_drawing_and_an_unusual_die_still_shows():
    assert die_face({"sides": 6, "value": 4}) == die_face({"kind": "d", "sides": 6, "value": 4})
    assert ">4</span>" in die_face({"sides": 6, "value": 4}) and 'title="d d6"' in die_face({"sides": 6, "value": 4})
    assert ">[1, 2]</span>" in die_face({"sides": 6, "value": [1, 2]})
    assert 'title="[&#39;odd&#39;] d6">3</span>' in die_face({"kind": ["odd"], "sides": 6, "value": 3})


def event_row(item: dict, at: int | None = None) -> str:
    """One entry's row of a timeline of campaign c1 (web/templates/_event_rows.html)."""
    return render_template("_event_rows.html", rows=[item], access=SimpleNamespace(id="c1"), at=at)


def test_a_timeline_row_shows_the_first_dice_and_counts_the_rest(app):
    """A revealed shuffle holds a die per card: its row shows DICE_SHOWN faces and says how many more."""
    from journal.projections.entries import DICE_SHOWN

    dice = [{"kind": "shuffle-assets", "sides": 40 - i, "value": 1} for i in range(DICE_SHOWN + 7)]
    item = {"position": 3, "dice": dice, "sentence": "The asset deck's order was revealed.", "type": "x", "actor": "a",
            "source": "web", "text": ""}
    with app.test_request_context():
        html = event_row(item)
        few = event_row({**item, "dice": dice[:2]})
    assert html.count('class="die"') == DICE_SHOWN and "and 7 more dice" in html
    assert few.count('class="die"') == 2 and "more dice" not in few


def test_a_timeline_row_escapes_what_it_shows_and_carries_its_marks(app):
    """A row is read by people: its sentence, and its details in sentences (who, when, what it
    undoes); every text is escaped, and the row says whether it is undone, a correction, private
    or here."""
    item = {"position": 7, "cmd": 7, "type": "journal/retracted", "actor": "<ann>", "when": "2026-11-30 20:01:02",
            "source": "physical", "dice": [], "text": "reason: a <slip>", "retracted": True, "retracts": 5,
            "correction": True, "private": True, "sentence": "Ann undid <the> roll & the note."}
    with app.test_request_context():
        html = event_row(item, at=7)
        plain = event_row({**item, "retracted": False, "correction": False, "private": False,
                           "sentence": None}, at=3)
    assert 'class="event retracted correction private here" data-position="7"' in html
    assert "Ann undid &lt;the&gt; roll &amp; the note." in html and "<the>" not in html
    assert "Recorded by &lt;ann&gt; on 2026-11-30 20:01:02. It undoes #5. It was undone since." in html
    assert "reason: a" not in html and '<span class="meta">undone</span>' in html
    assert 'class="event" data-position="7"' in plain and 'href="/campaigns/c1/replay?at=7"' in plain
    assert '<span class="text">reason: a &lt;slip&gt;</span>' in plain and "undone since" not in plain


def test_a_reading_is_sentences_and_tables_under_headings_and_everything_in_it_is_escaped():
    from web.render import reading

    blocks = [{"heading": "Now", "lines": ["Year 2 <begins>."]},
              {"heading": "Years & more", "columns": ["Year", "Result"], "rows": [[1, "won <all>"], [2, None]]}]
    html = str(reading("history", blocks, changed=True))
    assert html.startswith('<section class="reading changed" data-view="history" aria-labelledby="reading-history">')
    assert '<h2 id="reading-history">History</h2><h3>Now</h3><ul class="sentences"><li>Year 2 &lt;begins&gt;.</li></ul>' in html
    assert '<div class="table-frame" tabindex="0" role="group" aria-label="Years &amp; more">' in html
    assert '<th scope="col">Year</th><th scope="col">Result</th>' in html
    assert '<tr><th scope="row">1</th><td>won &lt;all&gt;</td></tr><tr><th scope="row">2</th><td>—</td></tr>' in html
    assert str(reading("table", [])).startswith('<section class="reading" data-view="table"')


def test_the_log_labels_each_run_of_faces_with_its_owner_and_kind():
    def die(value: int, kind: str = "action") -> dict:
        return {"sides": 6, "kind": kind, "value": value}

    command = {"type": "roll-opening", "action_dice": {"Keel": [die(6), die(3)]},
               "resources": {"Boar's Rift": [die(1, "military")]}}
    found = entry({"position": 12, "type": "x/starting-dice-rolled", "data": {"step": 13}, "command": command})
    runs = dice_runs(found["dice"], found["owners"])
    assert [(run["label"], [d["value"] for d in run["dice"]]) for run in runs] == \
        [("Keel · action", [6, 3]), ("Boar's Rift · military", [1])]
    assert [run["label"] for run in dice_runs([{"sides": 20, "kind": "d", "value": 7}])] == ["d20"]
    assert [run["label"] for run in dice_runs([die(4, "death-target")], ["Mara"])] == ["Mara · death target"]


def test_things_by_name_with_the_same_facts_read_as_one_table_a_row_each():
    from web.render import render
    html = str(render({"characters": {"Thea": {"stress": 1, "location": "Parisa's Glen", "dice": [2, 5]},
                                      "Keel": {"stress": 0, "location": "Loomwood", "dice": []}}}))
    assert html.count("<table") == 2 and '<table class="records"><thead><tr><th></th><th scope="col">Stress</th>' in html
    assert '<tr><th scope="row">Thea</th><td>1</td><td>Parisa&#39;s Glen</td>' in html
    dice = str(render({"a": {"kind": "d", "sides": 6, "value": 3}, "b": {"kind": "d", "sides": 6, "value": 4}}))
    assert 'class="records"' not in dice and dice.count('class="die"') == 2
