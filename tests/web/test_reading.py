"""Reading a campaign: the replay's step endpoint, what changed at a step, sentences for people
with their details in sentences (the raw event behind the owner's "Audit"), and the cards and pictures drawn from what the reader may see."""
from __future__ import annotations

import json
import re

import pytest

from domain import rulesets
from web.changes import changes, compared, picture_changes, said
from web.journal_access import journal_of
from tests import demo_store


def _demo(auth, ruleset: str, name: str | None = None) -> tuple[str, int]:
    journal = journal_of(auth.app)
    cid = demo_store.load_demo(journal, ruleset, actor="olga", name=name)
    from web.accounts import store_of
    store = store_of(auth.app)
    store.set_role(auth.user("olga").id, cid, "owner")
    store.set_role(auth.user("pia").id, cid, "player")
    return cid, journal.head(cid)


def test_a_step_is_served_as_json_fragments_with_the_sentence_and_what_changed(auth, client):
    cid, head = _demo(auth, "d6d")
    auth.login("pia")
    step = client.get(f"/campaigns/{cid}/replay/step?at=16")
    assert step.status_code == 200 and step.mimetype == "application/json"
    document = json.loads(step.data)
    assert document["position"] == 16 and document["head"] == head
    assert 'data-position="16"' in document["current_html"] and "d6d/" not in document["current_html"]
    assert "Recorded by olga on " in document["current_html"] and "Audit" not in document["current_html"]
    assert "<svg" in document["views_html"] and "Battle for World" in document["views_html"]
    # a jump: what changed there is asked for next, at the address the step names
    assert document["changed"] is None and document["changes_url"] == f"/campaigns/{cid}/replay/changes?at=16"
    changed = client.get(document["changes_url"]).get_json()
    assert changed["position"] == 16 and (changed["changed"]["pictures"] or changed["changed"]["views"])
    on = json.loads(client.get(f"/campaigns/{cid}/replay/step?at=17").data)   # a step on carries its own
    assert on["changed"] is not None and "changes_url" not in on
    assert '<span class="what-changed">It changed the ' in on["current_html"]   # told in the event's details
    assert changed["said"].startswith("It changed the ")
    # the event's timeline row, for the timeline to follow the steps: the same row the page shows
    row = document["row_html"].strip()
    assert row.startswith('<li class="event') and 'data-position="16"' in row and " here" in row.split(">")[0]
    page = client.get(f"/campaigns/{cid}/replay?at=16").get_data(as_text=True)
    timeline = page[page.index('id="timeline"'):]
    shown = timeline[timeline.index('data-position="16"'):].split("</li>", 1)[0]
    assert _sentence(row) and _sentence(row) == _sentence(shown)


def _sentence(html: str) -> str:
    return html.split('<span class="text">', 1)[1].split("</span>", 1)[0]


def test_the_step_endpoint_keeps_a_position_inside_the_campaign(auth, client):
    cid, head = _demo(auth, "dice")
    auth.login("pia")
    assert json.loads(client.get(f"/campaigns/{cid}/replay/step?at=999").data)["position"] == head
    assert json.loads(client.get(f"/campaigns/{cid}/replay/step?at=-3").data)["position"] == 1


def test_history_and_replay_read_sentences_and_their_details_name_no_event_kind(auth, client):
    cid, _ = _demo(auth, "d6d")
    auth.login("pia")
    for path in (f"/campaigns/{cid}/history", f"/campaigns/{cid}/replay?at=10"):
        page = client.get(path).get_data(as_text=True)
        assert "Ann rolled" in page or "Ben rolled" in page
        assert "d6d/" not in page and "journal/" not in page and "Recorded by" in page
        for chunk in page.split('<span class="type">')[1:]:
            before = page[:page.index(chunk)]
            assert before.rfind("<details") > before.rfind("</details>"), "an event kind outside its details"


def test_the_owner_reads_the_raw_event_behind_audit(auth, client):
    cid, _ = _demo(auth, "d6d")
    auth.login("olga")
    page = client.get(f"/campaigns/{cid}/history").get_data(as_text=True)
    assert f'<a class="audit" href="/api/v1/campaigns/{cid}/events?start=3&amp;limit=1">Audit</a>' in page
    event = client.get(f"/api/v1/campaigns/{cid}/events?start=3&limit=1").get_json()["events"][0]
    assert event["position"] == 3 and event["type"].startswith("d6d/")


def test_the_replay_offers_jumps_to_each_year_scenario_and_turn(auth, client):
    cid, _ = _demo(auth, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    auth.login("pia")
    page = client.get(f"/campaigns/{cid}/replay?at=1").get_data(as_text=True)
    for label in ("Year 1 (#", "Session 1 (#", "Scenario: The Order of the Blue Robe (#", "Spring, turn 1 (#",
                  "Summer, turn 1 (#"):
        assert label in page


def test_what_changed_compares_cards_named_things_in_pictures_and_views():
    svg = '<svg xmlns="http://www.w3.org/2000/svg"><g data-name="A"><text>{}</text></g><g data-name="B"/></svg>'
    assert picture_changes(svg.format(1), svg.format(2)) == [["data-name", "A"]]
    assert picture_changes(svg.format(1), svg.format(1)) == []
    nested = ('<svg xmlns="http://www.w3.org/2000/svg"><g data-name="A"><g data-name="C" fill="{}"/><text>x</text></g>'
              '<g data-name="B"><text>{}</text></g></svg>')
    assert picture_changes(nested.format("red", 1), nested.format("blue", 1)) == [["data-name", "A"], ["data-name", "C"]]
    assert picture_changes(nested.format("red", 1), nested.format("red", 2)) == [["data-name", "B"]]
    assert picture_changes(None, nested.format("red", 1)) == [["data-name", "A"], ["data-name", "C"], ["data-name", "B"]]
    before = {"cards": {"sheets": {"Thea": "a", "Keel": "b"}}, "svg": {}, "views": {"v": {"x": 1}, "w": {}}}
    after = {"cards": {"sheets": {"Thea": "a", "Keel": "c"}}, "svg": {}, "views": {"v": {"x": 2}, "w": {}}}
    assert changes(compared(before), compared(after)) == {"cards": {"sheets": ["Keel"]}, "pictures": {}, "views": ["v"]}
    assert compared(after)["views"]["w"] == compared(before)["views"]["w"] != compared(after)["views"]["v"]


def test_sheets_and_archive_are_cards_and_decks_are_counts_for_a_player(auth, client):
    cid, head = _demo(auth, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    game = journal_of(auth.app).state(cid, at=head // 2).state["game"]
    auth.login("pia")
    for path in (f"/campaigns/{cid}", f"/campaigns/{cid}/replay?at={head // 2}"):
        page = client.get(path).get_data(as_text=True)
        assert page.count('class="sheet-card') >= 4 and "Thea's sheet" in page and "psyche" in page
        assert "In the campaign decks" in page
        shown = page.split('<details class="raw-data"')[0]          # what a player looks at
        (src,) = re.findall(r'<details class="raw-data" data-src="([^"]+)"', page)   # read when opened
        assert src.endswith(f"/replay/details?at={head if '/replay' not in path else head // 2}")
        behind = client.get(f"{src}&fragment=1").get_data(as_text=True)
        for drawn in ("sheets", "archive", "map"):   # their data only behind the details toggle
            assert f'class="view' not in shown.split(f'data-view="{drawn}"')[0][-200:]
            assert f'id="view-{drawn}"' not in shown and f'id="raw-{drawn}"' in behind
    table = game["table"]
    order = table["obstacle_deck"]
    page = client.get(f"/campaigns/{cid}/replay?at={head // 2}").get_data(as_text=True)
    assert len(order) > 2 and ", ".join(order[:3]) not in page and json.dumps(order[:3])[1:-1] not in page


DEMOS = [(name, script["name"]) for name in rulesets.available() if rulesets.get(name).demo
         for script in [rulesets.get(name).demo(), *rulesets.get(name).extra_demos()]]


@pytest.mark.parametrize("ruleset,name", DEMOS)
def test_no_page_a_player_looks_at_dumps_a_view_as_nested_keys_and_values(auth, client, ruleset, name):
    """Every view is a picture, cards or a reading (sentences and tables under headings): the
    generic data tables appear only behind the details toggle, on the overview, the replay and
    the table page's details alike."""
    cid, head = _demo(auth, ruleset, name)
    auth.login("pia")
    readings = rulesets.get(ruleset).readings
    middle = max(1, head // 2)
    for at in (middle, head) if "move by move" in (name or "") or ruleset in ("dwarfswinter", "sixwinters_v19") else (head,):
        fragment = json.loads(client.get(f"/campaigns/{cid}/table/fragment?details=1").data)["views_html"]
        for path, page in ((f"/campaigns/{cid}", None), (f"/campaigns/{cid}/replay?at={at}", None),
                           ("table details", fragment)):
            page = page if page is not None else client.get(path).get_data(as_text=True)
            shown = page.split('<details class="raw-data"')[0]
            assert 'class="fields"' not in shown and 'class="records"' not in shown, path
            assert '<section class="view' not in shown, path
            for view in readings:
                sections = re.findall(rf'<section class="([^"]*)"[^>]*data-view="{view}"', shown)
                assert all(kind.startswith(("reading", "cards")) for kind in sections), (path, view, sections)
    for view in readings:
        assert f'id="reading-{view}"' in client.get(f"/campaigns/{cid}").get_data(as_text=True)


def test_the_readings_tell_the_game_in_sentences_and_tables(auth, client):
    cid, _ = _demo(auth, "d6d")
    auth.login("pia")
    page = client.get(f"/campaigns/{cid}").get_data(as_text=True)
    assert "The game is over: all of Ann&#39;s armies are destroyed." in page and "Won by Ben." in page
    assert '<th scope="col">Bridges to</th>' in page and '<th scope="col">Realm of Lost Souls</th>' in page
    six, _ = _demo(auth, "sixwinters")
    history = client.get(f"/campaigns/{six}").get_data(as_text=True).split('id="reading-history"')[1]
    assert "Playing this year: Ann (Fuscus), Ben (Menas); spotlight on Ben." in history
    assert '<th scope="row">Knockout</th><td>condition</td>' in history


def test_what_changed_is_told_in_one_sentence_naming_the_things_marked():
    changed = {"pictures": {"map": [["data-name", "Parisa's Glen"], ["data-name", "Loomwood"]]},
               "cards": {"sheets": ["Thea"]}, "views": ["map", "sheets", "table"]}
    assert said(changed) == "It changed the map (Parisa's Glen, Loomwood), the sheets (Thea) and the table."
    assert said({"pictures": {}, "cards": {}, "views": []}) == "" and said(None) == ""
