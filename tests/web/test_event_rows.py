"""The rows of a timeline come from one template (web/templates/_event_rows.html) rendered once
per list: each representative entry reads exactly as below, byte for byte, its details in
sentences (who, when, whose dice, what it undoes) and never the event's kind or fields, which
the owner reads behind "Audit"; a list is its rows side by side."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from flask import render_template

from journal.projections.entries import DICE_SHOWN

SHUFFLE_DICE = [{"kind": "shuffle-assets", "sides": 40 - i, "value": 1 + i % 5} for i in range(DICE_SHOWN + 7)]
ENTRIES = {   # name: (a timeline entry, the position shown)
    "retracted": ({"position": 7, "type": "journal/retracted", "actor": "<ann>", "when": "2026-11-30 20:01:02",
                   "source": "physical", "dice": [], "text": "reason: a <slip>", "retracted": True, "retracts": 5,
                   "sentence": "Ann undid <the> roll & the note."}, None),
    "correction": ({"position": 12, "type": "journal/note", "actor": "gm", "source": "web", "text": "a fix",
                    "correction": True, "retracts": 11, "dice": [{"kind": "d", "sides": 6, "value": 4}]}, 3),
    "private": ({"position": 4, "type": "sixwinters/secret", "actor": "gm", "source": "web", "when": "2026-11-30",
                 "text": "hidden <x>", "private": True, "sentence": "The GM looked."}, None),
    "here": ({"position": 9, "type": "d6d/roll", "actor": "bo", "source": "api", "text": "", "sentence": "Bo rolled.",
              "dice": [{"kind": ["odd"], "sides": 8, "value": 3}, {"sides": 6, "value": [1, 2]}]}, 9),
    "shuffle": ({"position": 3, "type": "x/shuffle", "actor": "a", "source": "web", "text": "", "more_dice": 2,
                 "sentence": "The asset deck's order was revealed.", "dice": SHUFFLE_DICE}, None),
    "bare": ({"position": 1}, None),
    "table dice": ({"position": 5, "type": "d6d/roll", "actor": "bo", "source": "physical", "when": "2026-12-01 19:00:00",
                    "text": "command: 5", "sentence": "Bo rolled a 4.", "dice": [{"kind": "d", "sides": 6, "value": 4}]}, None),
    "app dice": ({"position": 6, "type": "d6d/roll", "actor": "bo", "source": "digital", "text": "command: 6 · seed: 1",
                  "sentence": "The app rolled a 2 for Bo.", "dice": [{"kind": "d", "sides": 6, "value": 2}]}, None),
    "derived": ({"position": 8, "type": "sixwinters/table-time-advanced", "actor": "bo", "source": "derived",
                 "text": "command: 38 · position: 37 · target: 37", "sentence": "Autumn comes."}, None),
}
EXPECTED = {
    'app dice': (
        '<li class="event" data-position="6"><a class="pos" href="/campaigns/c1/replay?at=6" aria-label="Re'
        'play from position 6">#6</a> <span class="dice"><span class="die" style="--hue:100" title="d d6">2'
        '</span></span> <span class="text">The app rolled a 2 for Bo.</span> <details class="event-details"'
        '><summary>Details</summary> <span class="meta">Recorded by bo. The app rolled the dice.</span></de'
        'tails></li>'
    ),
    'bare': (
        '<li class="event" data-position="1"><a class="pos" href="/campaigns/c1/replay?at=1" aria-label="Re'
        'play from position 1">#1</a> <span class="text"></span> <details class="event-details"><summary>De'
        'tails</summary> <span class="meta">Recorded.</span></details></li>'
    ),
    'correction': (
        '<li class="event correction" data-position="12"><a class="pos" href="/campaigns/c1/replay?at=12" a'
        'ria-label="Replay from position 12">#12</a> <span class="dice"><span class="die" style="--hue:100"'
        ' title="d d6">4</span></span> <span class="text">a fix</span> <details class="event-details"><summ'
        'ary>Details</summary> <span class="meta">Recorded by gm. It undoes #11.</span></details></li>'
    ),
    'derived': (
        '<li class="event" data-position="8"><a class="pos" href="/campaigns/c1/replay?at=8" aria-label="Re'
        'play from position 8">#8</a> <span class="text">Autumn comes.</span> <details class="event-details'
        '"><summary>Details</summary> <span class="meta">Recorded by bo. It follows by the rules from the m'
        'ove before.</span></details></li>'
    ),
    'here': (
        '<li class="event here" data-position="9"><a class="pos" href="/campaigns/c1/replay?at=9" aria-labe'
        'l="Replay from position 9">#9</a> <span class="dice"><span class="die" style="--hue:273" title="[&'
        '#39;odd&#39;] d8">3</span><span class="die" style="--hue:100" title="d d6">[1, 2]</span></span> <s'
        'pan class="text">Bo rolled.</span> <details class="event-details"><summary>Details</summary> <span'
        ' class="meta">Recorded by bo.</span></details></li>'
    ),
    'private': (
        '<li class="event private" data-position="4"><a class="pos" href="/campaigns/c1/replay?at=4" aria-l'
        'abel="Replay from position 4">#4</a> <span class="text">The GM looked.</span> <span class="private'
        '-mark" title="Not everyone at the table reads this">private</span> <details class="event-details">'
        '<summary>Details</summary> <span class="meta">Recorded by gm on 2026-11-30.</span></details></li>'
    ),
    'retracted': (
        '<li class="event retracted" data-position="7"><a class="pos" href="/campaigns/c1/replay?at=7" aria'
        '-label="Replay from position 7">#7</a> <span class="text">Ann undid &lt;the&gt; roll &amp; the not'
        'e.</span> <span class="meta">undone</span> <details class="event-details"><summary>Details</summar'
        'y> <span class="meta">Recorded by &lt;ann&gt; on 2026-11-30 20:01:02. It undoes #5. It was undone '
        'since.</span></details></li>'
    ),
    'shuffle': (
        '<li class="event" data-position="3"><a class="pos" href="/campaigns/c1/replay?at=3" aria-label="Re'
        'play from position 3">#3</a> <span class="dice"><span class="die" style="--hue:103" title="shuffle'
        '-assets d40">1</span><span class="die" style="--hue:103" title="shuffle-assets d39">2</span><span '
        'class="die" style="--hue:103" title="shuffle-assets d38">3</span><span class="die" style="--hue:10'
        '3" title="shuffle-assets d37">4</span><span class="die" style="--hue:103" title="shuffle-assets d3'
        '6">5</span><span class="die" style="--hue:103" title="shuffle-assets d35">1</span><span class="die'
        '" style="--hue:103" title="shuffle-assets d34">2</span><span class="die" style="--hue:103" title="'
        'shuffle-assets d33">3</span><span class="die" style="--hue:103" title="shuffle-assets d32">4</span'
        '><span class="die" style="--hue:103" title="shuffle-assets d31">5</span><span class="die" style="-'
        '-hue:103" title="shuffle-assets d30">1</span><span class="die" style="--hue:103" title="shuffle-as'
        'sets d29">2</span><span class="die" style="--hue:103" title="shuffle-assets d28">3</span><span cla'
        'ss="die" style="--hue:103" title="shuffle-assets d27">4</span><span class="die" style="--hue:103" '
        'title="shuffle-assets d26">5</span><span class="die" style="--hue:103" title="shuffle-assets d25">'
        '1</span><span class="die" style="--hue:103" title="shuffle-assets d24">2</span><span class="die" s'
        'tyle="--hue:103" title="shuffle-assets d23">3</span><span class="die" style="--hue:103" title="shu'
        'ffle-assets d22">4</span><span class="die" style="--hue:103" title="shuffle-assets d21">5</span><s'
        'pan class="die" style="--hue:103" title="shuffle-assets d20">1</span><span class="die" style="--hu'
        'e:103" title="shuffle-assets d19">2</span><span class="die" style="--hue:103" title="shuffle-asset'
        's d18">3</span><span class="die" style="--hue:103" title="shuffle-assets d17">4</span><span class='
        '"more-dice">and 9 more dice</span></span> <span class="text">The asset deck&#39;s order was reveal'
        'ed.</span> <details class="event-details"><summary>Details</summary> <span class="meta">Recorded b'
        'y a.</span></details></li>'
    ),
    'table dice': (
        '<li class="event" data-position="5"><a class="pos" href="/campaigns/c1/replay?at=5" aria-label="Re'
        'play from position 5">#5</a> <span class="dice"><span class="die" style="--hue:100" title="d d6">4'
        '</span></span> <span class="text">Bo rolled a 4.</span> <details class="event-details"><summary>De'
        'tails</summary> <span class="meta">Recorded by bo on 2026-12-01 19:00:00. The dice were rolled at '
        'the table.</span></details></li>'
    ),
}



def rows(app, items: list[dict], at: int | None, access=None) -> str:
    with app.test_request_context():
        return render_template("_event_rows.html", rows=items, access=access or SimpleNamespace(id="c1"), at=at)


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_a_row_reads_as_the_rows_written_in_python_did(app, name):
    item, at = ENTRIES[name]
    assert rows(app, [item], at) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_the_details_name_no_event_kind_and_no_raw_field(app, name):
    item, at = ENTRIES[name]
    details = rows(app, [item], at).split("<details", 1)[1]
    assert (item.get("type") or "kind") not in details
    assert not item.get("text") or item["text"].replace("<", "&lt;").replace(">", "&gt;") not in details


def test_only_the_owner_is_offered_the_raw_event_behind_audit(app):
    item = ENTRIES["table dice"][0]

    def access(role):
        return SimpleNamespace(id="c1", may=lambda need: need == "owner" and role == "owner")
    owner, player = rows(app, [item], None, access("owner")), rows(app, [item], None, access("player"))
    assert '<a class="audit" href="/api/v1/campaigns/c1/events?start=5&amp;limit=1">Audit</a></details>' in owner
    assert "Audit" not in player and player == rows(app, [item], None)


def test_a_list_is_its_rows_side_by_side_with_nothing_between(app):
    names = ("retracted", "private", "shuffle")
    assert rows(app, [ENTRIES[name][0] for name in names], None) == "".join(
        EXPECTED[name] for name in names)


def test_a_list_without_rows_is_empty(app):
    assert rows(app, [], None) == ""
