"""The new-campaign form asks the setup document's questions: names typed, everything else
tapped (radio buttons with the default picked), JSON only behind "advanced". A campaign made
from it is set up as chosen; a refusal names its field and stores nothing."""
from __future__ import annotations

import re

import pytest

from domain import rulesets
from domain.kernel.moves.grammar import case_key
from journal.projections.moves import moves_document
from web.journal_access import journal_of


def _form(client) -> str:
    return client.get("/campaigns/new").get_data(as_text=True)


def _part(page: str, ruleset: str) -> str:
    """The form's setup of one ruleset."""
    start = page.index(f'class="ruleset-options stack" data-ruleset="{ruleset}"')
    ends = [i for i in (page.find('class="ruleset-options', start + 10), page.index("</form>", start)) if i > 0]
    return page[start:min(ends)]


@pytest.mark.parametrize("ruleset", ["sixwinters", "d6d", "dwarfswinter", "ninetraits"])
def test_every_question_of_the_setup_document_is_a_tap_but_the_names(client, auth, ruleset):
    auth.login("olga")
    part = _part(_form(client), ruleset)
    document = rulesets.get(ruleset).setup_fields(None)
    for name, spec in document.items():
        if "choices" in spec:
            for value in spec["choices"]:        # a value as the moves document keys it ("false" for False)
                assert re.search(rf'type="radio" name="setup-{ruleset}-{name}" value="{re.escape(case_key(value))}"',
                                 part), (name, value)
            first = re.escape(case_key(spec["choices"][0]))
            assert re.search(rf'name="setup-{ruleset}-{name}" value="{first}"\s+checked', part)
        elif "texts" in spec:
            assert part.count(f'<input name="setup-{ruleset}-{name}"') == spec["texts"]["max"]
            assert part.count(f'type="checkbox" name="setup-{ruleset}-{name}" value="olga"') == 1   # a member to tap
    before_advanced = part.split('class="advanced-setup"')[0]
    assert "<textarea" not in before_advanced
    assert before_advanced.count("<select") == (1 if rulesets.get(ruleset).catalogs else 0)   # the card catalogs
    assert f'type="radio" name="ruleset" value="{ruleset}"' in _form(client)


def test_a_six_winters_campaign_from_the_form_has_the_players_and_options_chosen(app, client, auth):
    auth.login("olga")
    made = client.post("/campaigns/new", data={
        "name": "Winter at Olga's", "ruleset": "sixwinters", "setup-sixwinters-players": ["Ann", "Ben", ""],
        "setup-sixwinters-knockout": "knocked-out", "setup-sixwinters-port_cost": "action-die"})
    assert made.status_code == 302, made.get_data(as_text=True)
    cid = made.location.rsplit("/", 1)[-1]
    history = journal_of(app).view(cid, "history")
    assert history["options"]["knockout"] == "knocked-out" and history["options"]["port_cost"] == "action-die"
    assert history["options"]["winter_apply"] == "when-chosen"          # untouched: the default
    game = journal_of(app).state(cid).state["game"]
    assert game["campaign"]["players"] == ["Ann", "Ben"]
    document = moves_document(journal_of(app), cid, None)
    assert document["moves"] and "Ann" in str(document["moves"]) and "Ben" in str(document["moves"])


def test_a_dwarfs_winter_game_from_the_form_has_its_clans_and_variants_by_yes_and_no(app, client, auth):
    auth.login("olga")
    part = _part(_form(client), "dwarfswinter")
    assert "<span>Yes</span>" in part and "<span>No <small>(default)</small></span>" in part
    made = client.post("/campaigns/new", data={
        "name": "Winter", "ruleset": "dwarfswinter", "setup-dwarfswinter-players": ["Ann", "Ben", "Cid", ""],
        "setup-dwarfswinter-bloodlust": "true", "setup-dwarfswinter-solo_music": "once-per-turn"})
    assert made.status_code == 302, made.get_data(as_text=True)
    game = journal_of(app).state(made.location.rsplit("/", 1)[-1]).state["game"]
    assert game["players"] == ["Ann", "Ben", "Cid"]
    assert game["options"]["bloodlust"] is True and game["options"]["nightmare"] is False
    assert game["options"]["solo_music"] == "once-per-turn"


def test_a_d6d_campaign_from_the_form_seats_its_players_with_the_readings_chosen(app, client, auth):
    auth.login("olga")
    made = client.post("/campaigns/new", data={
        "name": "Bridges", "ruleset": "d6d", "setup-d6d-players": ["Ada", "Bo", "Cy", ""],
        "setup-d6d-difference": "rolls"})
    assert made.status_code == 302
    cid = made.location.rsplit("/", 1)[-1]
    state = journal_of(app).state(cid).state["game"]
    assert [p["name"] for p in state["players"]] == ["Ada", "Bo", "Cy"]
    assert state["options"] == {"difference": "rolls", "elimination": "board"}


@pytest.mark.parametrize("data,said", [
    ({"ruleset": "d6d", "setup-d6d-players": ["Ada", ""]}, "Players: 2 to 4 names"),
    ({"ruleset": "d6d", "setup-d6d-players": ["Ada", "Ada"]}, "Players: no two alike"),
    ({"ruleset": "d6d", "setup-d6d-players": ["Ada", "Bo"], "setup-d6d-difference": "sums"},
     "Difference: &#39;sums&#39; is not one of the choices"),
    ({"ruleset": "sixwinters", "setup-sixwinters-players": ["Ann"], "setup-sixwinters-advanced": "{map"},
     "Advanced setup: not valid JSON"),
    ({"ruleset": "sixwinters", "setup-sixwinters-players": ["Ann"], "setup-sixwinters-advanced": '{"map": {"Nowhere": 3}}'},
     "map"),
])
def test_a_refused_setup_names_its_field_keeps_the_answers_and_stores_nothing(app, client, auth, data, said):
    auth.login("olga")
    refused = client.post("/campaigns/new", data={"name": "Nope", **data})
    page = refused.get_data(as_text=True)
    assert refused.status_code == 400 and said in page.split('id="new-campaign-error"')[1].split("</p>")[0]
    assert journal_of(app).campaigns() == []
    assert 'value="Ada"' in page or 'value="Ann"' in page                      # the names stay typed
    assert re.search(rf'value="{data["ruleset"]}" id="ruleset-{data["ruleset"]}"\s+checked', page)


@pytest.mark.parametrize("ruleset", ["sixwinters", "sixwinters_v19", "d6d", "dwarfswinter", "ninetraits"])
def test_a_form_with_nothing_typed_makes_a_campaign_with_the_suggested_name_and_the_default_names(app, client, auth,
                                                                                                  ruleset):
    auth.login("olga")
    page = _form(client).replace("&#39;", "'")
    title = rulesets.get(ruleset).title
    suggested = re.search(rf'data-name="({re.escape(title)}, [^"]+)"', page).group(1)   # in the name box, by the game
    made = client.post("/campaigns/new", data={"name": suggested, "ruleset": ruleset})
    assert made.status_code == 302, made.get_data(as_text=True)
    [info] = journal_of(app).campaigns()
    assert info.name.startswith(f"{title}, ")
    setup = journal_of(app).events(info.id, 1, 1)[0]["data"]["setup"]
    names = setup.get("players") or setup.get("characters")
    assert names[:2] == ["Player 1", "Player 2"] or names[:2] == ["Character 1", "Character 2"]


def test_members_are_tapped_as_players_before_the_names_typed_and_the_youngest_picked_among_them(app, client, auth):
    auth.login("olga")
    made = client.post("/campaigns/new", data={
        "name": "Winter", "ruleset": "dwarfswinter", "setup-dwarfswinter-players": ["olga", "Ben", "", ""],
        "setup-dwarfswinter-first": "2"})
    assert made.status_code == 302, made.get_data(as_text=True)
    game = journal_of(app).state(made.location.rsplit("/", 1)[-1]).state["game"]
    assert game["players"] == ["olga", "Ben"] and game["first"] == "Ben"


def test_a_youngest_beyond_the_names_given_is_refused_by_its_label(app, client, auth):
    auth.login("olga")
    refused = client.post("/campaigns/new", data={
        "name": "Winter", "ruleset": "dwarfswinter", "setup-dwarfswinter-players": ["Ann", "Ben"],
        "setup-dwarfswinter-first": "3"})
    assert refused.status_code == 400 and journal_of(app).campaigns() == []


def test_the_json_box_is_only_on_the_advanced_page(client, auth):
    auth.login("olga")
    page = _form(client)
    assert "-advanced" not in page and "JSON</" not in page and "?advanced=1" in page
    assert 'name="setup-sixwinters-advanced"' in client.get("/campaigns/new?advanced=1").get_data(as_text=True)


@pytest.mark.parametrize("ruleset", ["sixwinters", "sixwinters_v19", "d6d", "dwarfswinter", "ninetraits"])
def test_the_readings_are_shown_in_the_setup_documents_sentences(client, auth, ruleset):
    auth.login("olga")
    part = _part(_form(client), ruleset).replace("&#34;", '"').replace("&#39;", "'").replace("&amp;", "&")
    for name, spec in rulesets.get(ruleset).setup_fields(None).items():
        if "labels" in spec:
            assert f"<legend>{spec['label']}</legend>" in part, name
            for said in spec["labels"]:
                assert f"<span>{said}" in part, (name, said)
