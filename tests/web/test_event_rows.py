"""The rows of a timeline come from one template (web/templates/_event_rows.html) rendered once
per list: each representative entry reads exactly as the rows written in Python did, byte for
byte (the expected rows below were captured from that code), and a list is its rows side by side."""
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
}
EXPECTED = {
    'retracted': (
        '<li class="event retracted" data-position="7"><a class="pos" href="/campaigns/c1/replay?at=7" ar'
        'ia-label="Replay from position 7">#7</a> <span class="text">Ann undid &lt;the&gt; roll &amp; the'
        ' note.</span> <span class="meta">undone</span> <details class="event-details"><summary>Details</'
        'summary> <span class="type">journal/retracted</span> <span class="meta">&lt;ann&gt; · physical ·'
        ' 2026-11-30 20:01:02 · retracted · undoes #5</span> <span class="raw">reason: a &lt;slip&gt;</sp'
        'an></details></li>'
    ),
    'correction': (
        '<li class="event correction" data-position="12"><a class="pos" href="/campaigns/c1/replay?at=12"'
        ' aria-label="Replay from position 12">#12</a> <span class="dice"><span class="die" style="--hue:'
        '100" title="d d6">4</span></span> <span class="text">a fix</span> <details class="event-details"'
        '><summary>Details</summary> <span class="type">journal/note</span> <span class="meta">gm · web ·'
        ' undoes #11</span></details></li>'
    ),
    'private': (
        '<li class="event private" data-position="4"><a class="pos" href="/campaigns/c1/replay?at=4" aria'
        '-label="Replay from position 4">#4</a> <span class="text">The GM looked.</span> <span class="pri'
        'vate-mark" title="Not everyone at the table reads this">private</span> <details class="event-det'
        'ails"><summary>Details</summary> <span class="type">sixwinters/secret</span> <span class="meta">'
        'gm · web · 2026-11-30</span> <span class="raw">hidden &lt;x&gt;</span></details></li>'
    ),
    'here': (
        '<li class="event here" data-position="9"><a class="pos" href="/campaigns/c1/replay?at=9" aria-la'
        'bel="Replay from position 9">#9</a> <span class="dice"><span class="die" style="--hue:273" title'
        '="[&#39;odd&#39;] d8">3</span><span class="die" style="--hue:100" title="d d6">[1, 2]</span></sp'
        'an> <span class="text">Bo rolled.</span> <details class="event-details"><summary>Details</summar'
        'y> <span class="type">d6d/roll</span> <span class="meta">bo · api</span></details></li>'
    ),
    'shuffle': (
        '<li class="event" data-position="3"><a class="pos" href="/campaigns/c1/replay?at=3" aria-label="'
        'Replay from position 3">#3</a> <span class="dice"><span class="die" style="--hue:103" title="shu'
        'ffle-assets d40">1</span><span class="die" style="--hue:103" title="shuffle-assets d39">2</span>'
        '<span class="die" style="--hue:103" title="shuffle-assets d38">3</span><span class="die" style="'
        '--hue:103" title="shuffle-assets d37">4</span><span class="die" style="--hue:103" title="shuffle'
        '-assets d36">5</span><span class="die" style="--hue:103" title="shuffle-assets d35">1</span><spa'
        'n class="die" style="--hue:103" title="shuffle-assets d34">2</span><span class="die" style="--hu'
        'e:103" title="shuffle-assets d33">3</span><span class="die" style="--hue:103" title="shuffle-ass'
        'ets d32">4</span><span class="die" style="--hue:103" title="shuffle-assets d31">5</span><span cl'
        'ass="die" style="--hue:103" title="shuffle-assets d30">1</span><span class="die" style="--hue:10'
        '3" title="shuffle-assets d29">2</span><span class="die" style="--hue:103" title="shuffle-assets '
        'd28">3</span><span class="die" style="--hue:103" title="shuffle-assets d27">4</span><span class='
        '"die" style="--hue:103" title="shuffle-assets d26">5</span><span class="die" style="--hue:103" t'
        'itle="shuffle-assets d25">1</span><span class="die" style="--hue:103" title="shuffle-assets d24"'
        '>2</span><span class="die" style="--hue:103" title="shuffle-assets d23">3</span><span class="die'
        '" style="--hue:103" title="shuffle-assets d22">4</span><span class="die" style="--hue:103" title'
        '="shuffle-assets d21">5</span><span class="die" style="--hue:103" title="shuffle-assets d20">1</'
        'span><span class="die" style="--hue:103" title="shuffle-assets d19">2</span><span class="die" st'
        'yle="--hue:103" title="shuffle-assets d18">3</span><span class="die" style="--hue:103" title="sh'
        'uffle-assets d17">4</span><span class="more-dice">and 9 more dice</span></span> <span class="tex'
        't">The asset deck&#39;s order was revealed.</span> <details class="event-details"><summary>Detai'
        'ls</summary> <span class="type">x/shuffle</span> <span class="meta">a · web</span></details></li'
        '>'
    ),
    'bare': (
        '<li class="event" data-position="1"><a class="pos" href="/campaigns/c1/replay?at=1" aria-label="'
        'Replay from position 1">#1</a> <span class="text"></span> <details class="event-details"><summar'
        'y>Details</summary> <span class="type"></span> <span class="meta"> · </span></details></li>'
    ),
}



def rows(app, items: list[dict], at: int | None) -> str:
    with app.test_request_context():
        return render_template("_event_rows.html", rows=items, access=SimpleNamespace(id="c1"), at=at)


@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_a_row_reads_as_the_rows_written_in_python_did(app, name):
    item, at = ENTRIES[name]
    assert rows(app, [item], at) == EXPECTED[name]


def test_a_list_is_its_rows_side_by_side_with_nothing_between(app):
    names = ("retracted", "private", "shuffle")
    assert rows(app, [ENTRIES[name][0] for name in names], None) == "".join(
        EXPECTED[name] for name in names)


def test_a_list_without_rows_is_empty(app):
    assert rows(app, [], None) == ""
