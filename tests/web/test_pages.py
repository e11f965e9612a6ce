"""The pages a group uses: accounts, campaigns, members, table, replay and history."""
from __future__ import annotations

import re

import pytest

from web.accounts import AccountError, add_user, issue_token, store_of

MARK = {"type": "mark", "colour": "blue", "count": 1, "dice": [], "bold": False, "label": "Ada"}


def test_registering_logs_the_new_user_in_and_a_taken_name_is_refused(client):
    response = client.post("/register", data={"name": "ada", "password": "password1", "confirm": "password1"})
    assert response.status_code == 302
    assert "Log out ada" in client.get("/campaigns").get_data(as_text=True)
    client.post("/logout")
    again = client.post("/register", data={"name": "ada", "password": "password2", "confirm": "password2"})
    assert again.status_code == 400 and "taken" in again.get_data(as_text=True)


def test_a_wrong_password_does_not_log_in_and_the_right_one_follows_next(client, auth):
    auth.user("ada", "password1")
    wrong = client.post("/login", data={"name": "ada", "password": "nope"})
    right = client.post("/login?next=/campaigns/new", data={"name": "ada", "password": "password1"})
    assert wrong.status_code == 400 and "wrong" in wrong.get_data(as_text=True)
    assert right.status_code == 302 and right.location == "/campaigns/new"


def test_login_never_redirects_to_another_site(client, auth):
    auth.user("ada", "password1")
    response = client.post("/login?next=//evil.example/x", data={"name": "ada", "password": "password1"})
    assert response.location == "/campaigns"


def test_the_cli_functions_add_users_and_issue_working_tokens(app):
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "cli-user", "password1")
    token = issue_token(url, "cli-user")
    with pytest.raises(AccountError):
        add_user(url, "cli-user", "other-password")
    assert store_of(app).user_for_token(token).name == "cli-user"
    assert token.startswith("cj_") and store_of(app).user_for_token(token + "x") is None


def test_a_campaign_created_from_the_form_uses_the_chosen_ruleset_and_setup(client, auth):
    auth.login("olga")
    response = client.post("/campaigns/new", data={"name": "Grid days", "ruleset": "sketch", "setup-sketch-paper": "grid"})
    assert response.status_code == 302
    page = client.get(response.location).get_data(as_text=True)
    assert "Grid days" in page and "grid" in page and "Sketch (a test game)" in page


def test_the_new_campaign_form_offers_every_ruleset_and_its_setup_fields(client, auth):
    auth.login("olga")
    page = client.get("/campaigns/new").get_data(as_text=True)
    assert 'value="sketch"' in page and 'value="dice"' in page and 'name="setup-sketch-paper"' in page


def test_an_owner_invites_a_player_who_accepts_and_may_then_write(app, client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    auth.user("pete")
    assert client.post(f"/campaigns/{cid}/members", data={"name": "pete", "role": "player"}).status_code == 302
    pete = app.test_client()
    auth.login("pete", pete)
    [invitation] = store_of(app).invitations(auth.user("pete").id)
    assert "Test campaign" in pete.get("/campaigns").get_data(as_text=True)
    assert pete.post(f"/invitations/{invitation['id']}", data={"answer": "accept"}).status_code == 302
    assert pete.post(f"/api/v1/campaigns/{cid}/commands", json={"command": MARK}).status_code == 201
    assert "pete" in client.get(f"/campaigns/{cid}/members").get_data(as_text=True)


def test_the_table_page_carries_the_moves_the_corrections_apart_and_the_table_view(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    page = client.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    for kind in ("adjust", "retract", "reveal"):
        assert f'data-type="{kind}"' in page
    for kind in ("roll", "note", "mark"):     # a note has its own button; plays come from the moves
        assert f'data-type="{kind}"' not in page
    assert 'id="moves-document"' in page and 'id="add-note"' in page and 'id="undo"' in page
    assert 'data-view="table"' not in page and 'name="csrf-token"' in page   # the details: asked for when shown
    details = client.get(f"/campaigns/{cid}/table/fragment?details=1").get_json()["views_html"]
    assert 'data-view="table"' in details and 'data-view="tally"' not in details


def test_a_viewer_watches_the_table_without_command_forms(app, auth):
    cid = auth.campaign("olga", viewer="vera")
    vera = app.test_client()
    auth.login("vera", vera)
    page = vera.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    assert "form class=\"command" not in page and "watching" in page


def test_the_fragment_carries_the_position_and_fresh_views(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    auth.execute(cid, MARK)
    assert client.get(f"/campaigns/{cid}/table/fragment").get_json()["views_html"] is None   # not shown: not made
    fragment = client.get(f"/campaigns/{cid}/table/fragment?details=1").get_json()
    assert fragment["position"] == 2 and "Ada" in fragment["views_html"] and "Marked." in fragment["log_html"]
    assert fragment["moves"]["position"] == 2 and "Marks" in fragment["status_html"]
    assert '<figure class="board-picture' in fragment["board_html"] and "<svg" in fragment["board_html"]   # inline: tappable


def test_replay_shows_each_position_as_it_was_with_its_own_link(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    auth.execute(cid, {**MARK, "label": "First"})
    auth.execute(cid, {**MARK, "label": "Second"})
    at_two = client.get(f"/campaigns/{cid}/replay?at=2").get_data(as_text=True)
    now = client.get(f"/campaigns/{cid}/replay").get_data(as_text=True)
    views_then = at_two.split('id="replay-views">', 1)[1].split(">Timeline</h2>", 1)[0]
    views_now = now.split('id="replay-views">', 1)[1].split(">Timeline</h2>", 1)[0]
    assert 'value="2"' in at_two and 'data-picture="map"' in views_then and "<svg" in views_then
    assert "First" in views_then and "Second" not in views_then
    assert "Second" in views_now


def test_replay_filters_keep_dice_rolls_or_corrections_or_matching_text(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    auth.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 3, "kind": "ink"}]})
    auth.execute(cid, {**MARK, "label": "Zed"}, actor="pete")
    auth.execute(cid, {"type": "retract"})

    def positions(query):
        page = client.get(f"/campaigns/{cid}/replay?at=1&{query}").get_data(as_text=True)
        timeline = page.split(">Timeline</h2>", 1)[1]
        return [int(p) for p in re.findall(r'class="pos"[^>]*>#(\d+)<', timeline)]

    assert positions("dice=1") == [2]
    assert positions("corrections=1") == [4]
    assert positions("text=pete") == [3]
    assert positions("") == [1, 2, 3, 4]


def test_history_lists_events_newest_first_and_marks_retracted_ones(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    auth.execute(cid, MARK)
    auth.execute(cid, {"type": "retract"})
    page = client.get(f"/campaigns/{cid}/history").get_data(as_text=True)
    assert page.index("#3") < page.index("#2") < page.index("#1")
    assert re.search(r'class="event retracted[^"]*"[^>]*>\s*<a class="pos"[^>]*>#2<', page)


def test_the_dice_audit_page_shows_a_chart_and_p_values_per_kind_and_judges_no_die_on_too_few_rolls(client, auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    for _ in range(5):
        auth.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": v, "kind": "ink"} for v in (1, 2, 3, 4, 5, 6)]})
    auth.execute(cid, {"type": "roll", "spec": "6d6", "kind": "ink"})
    page = client.get(f"/campaigns/{cid}/dice").get_data(as_text=True)
    assert "ink d6" in page and page.count('class="chart"') == 1
    assert '<td class="p">1.000</td>' in page  # five of each face: perfectly even
    assert "<td>30</td><td>" in page and "<td>6</td><td>" in page  # thirty physical and six digital rolls
    assert "6 rolls, <span class=\"too-few\">too few rolls to judge</span>" in page   # six rolls of a d6: no p-value
    assert page.count('<td class="p">—</td>') == 1


def test_the_token_page_shows_a_new_token_once(client, auth):
    auth.login("olga")
    page = client.post("/account/tokens", data={"label": "laptop"}).get_data(as_text=True)
    token = re.search(r"<code>(cj_[^<]+)</code>", page)[1]
    later = client.get("/account/tokens").get_data(as_text=True)
    assert token[:12] not in later and f"{token[:11]}…" in later   # only how it begins, to know it by
    assert client.get("/api/v1/campaigns", headers={"Authorization": f"Bearer {token}"}).status_code == 200


def test_a_long_replay_timeline_shows_a_window_around_the_position(client, auth, monkeypatch):
    import web.replay

    monkeypatch.setattr(web.replay, "WINDOW", 3)
    cid = auth.campaign("olga")
    auth.login("olga")
    for n in range(6):
        auth.execute(cid, {"type": "note", "text": f"note {n}"})
    page = client.get(f"/campaigns/{cid}/replay?at=4").get_data(as_text=True)
    timeline = page.split(">Timeline</h2>", 1)[1]
    assert [int(p) for p in re.findall(r'class="pos"[^>]*>#(\d+)<', timeline)] == [3, 4, 5]
    assert "4 more events in the campaign" in timeline


@pytest.fixture
def inky(app):
    """A catalog the group imported with `journal cards import` (stored as JSON in the instance)."""
    import json
    from pathlib import Path

    folder = Path(app.instance_path) / "catalogs" / "sketch"
    folder.mkdir(parents=True)
    (folder / "inky.json").write_text(json.dumps({"name": "inky", "inks": ["black"]}))


def test_a_new_campaign_can_use_an_imported_card_catalog(client, auth, inky):
    auth.login("olga")
    form = client.get("/campaigns/new").get_data(as_text=True)
    assert 'name="catalog-sketch"' in form and '<option value="inky">' in form
    assert 'name="setup-sketch-catalog"' not in form  # the catalog chooser owns setup["catalog"]
    response = client.post("/campaigns/new", data={"name": "Inky", "ruleset": "sketch", "catalog-sketch": "inky"})
    cid = response.location.rsplit("/", 1)[1]
    assert client.get(f"/api/v1/campaigns/{cid}/views/tally").get_json()["view"]["catalog"] == "inky"
    built_in = client.post("/api/v1/campaigns", json={"name": "Plain", "ruleset": "sketch"}).get_json()
    assert client.get(f"/api/v1/campaigns/{built_in['id']}/views/tally").get_json()["view"]["catalog"] == "built-in inks"


def test_only_imported_catalog_names_are_accepted_never_paths(client, auth, inky):
    auth.login("olga")
    form = client.post("/campaigns/new", data={"name": "X", "ruleset": "sketch", "catalog-sketch": "../../secret_key"})
    api = client.post("/api/v1/campaigns", json={"name": "X", "ruleset": "sketch", "catalog": "/etc/passwd"})
    assert form.status_code == 400 and "no catalog" in form.get_data(as_text=True)
    assert api.status_code == 422 and "no catalog" in api.get_json()["message"]


def test_pages_carry_security_headers(client):
    response = client.get("/login")
    assert response.headers["X-Frame-Options"] == "DENY"
    assert "script-src" not in response.headers["Content-Security-Policy"]  # default-src 'self' covers scripts
    assert response.headers["Content-Security-Policy"].startswith("default-src 'self'")


def test_an_owner_changes_roles_and_removes_members_but_not_their_own(app, client, auth):
    cid = auth.campaign("olga", player="pete", viewer="vera")
    auth.login("olga")
    pete, vera, olga = (auth.user(n).id for n in ("pete", "vera", "olga"))
    assert client.post(f"/campaigns/{cid}/members/{vera}", data={"role": "player"}).status_code == 302
    assert client.post(f"/campaigns/{cid}/members/{pete}", data={"role": "remove"}).status_code == 302
    assert client.post(f"/campaigns/{cid}/members/{olga}", data={"role": "viewer"}).status_code == 400
    store = store_of(app)
    assert (store.role(vera, cid), store.role(pete, cid), store.role(olga, cid)) == ("player", None, "owner")
    assert client.post(f"/campaigns/{cid}/members/{pete}", data={"role": "player"}).status_code == 404


def test_with_registration_closed_only_the_host_adds_accounts(tmp_path):
    from .conftest import close_app, make_app

    app = make_app(tmp_path, ALLOW_REGISTRATION=False)
    client = app.test_client()
    response = client.post("/register", data={"name": "eve", "password": "password1", "confirm": "password1"})
    assert response.status_code == 403 and store_of(app).user_named("eve") is None
    close_app(app)
