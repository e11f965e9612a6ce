"""Views render generically and safely: tables for dicts, dice as coloured faces."""
from __future__ import annotations

from web.render import die_hue, humanize, render


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
