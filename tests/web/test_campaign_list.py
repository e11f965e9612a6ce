"""The list of campaigns tells each one's game, where it stands, when it was last played, who
plays which seat and whose move it is, from the campaigns index and the standing the journal
keeps per head position: listing again folds no campaign that has not moved."""
from __future__ import annotations

import re

from markupsafe import escape

from journal.service import Journal
from web.accounts import store_of
from web.journal_access import journal_of


def _row(page: str, cid: str) -> str:
    start = page.index(f'data-campaign="{cid}"')
    return page[start:page.index("</li>", start)]


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def _counting_folds(app, monkeypatch) -> list[str]:
    journal, folded = journal_of(app), []
    real = journal.state

    def state(campaign_id, at=None):
        folded.append(campaign_id)
        return real(campaign_id, at)
    monkeypatch.setattr(journal, "state", state)
    return folded


def test_each_campaign_says_its_game_where_it_stands_its_players_and_whose_move(app, client, auth):
    ada = auth.login("ada")
    cid = journal_of(app).create_campaign("d6d", "Ann against Ben", {"players": ["Ann", "Ben"]}, actor="ada")
    store_of(app).set_role(ada.id, cid, "owner")
    store_of(app).bind(cid, "Ann", ada.id)
    row = _text(_row(client.get("/campaigns").get_data(as_text=True), cid))
    assert "d6D: Bridge the Worlds" in row and "Setup: rolling for the first player" in row
    assert "Players Ann (ada), Ben" in row and "Your move (Ann, Ben)" in row
    assert re.search(r"Last played \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC · 1 event", row), row

    journal_of(app).execute(cid, {"type": "roll-armies", "player": "Ann", "roll": "app"}, actor="ada")
    row = _text(_row(client.get("/campaigns").get_data(as_text=True), cid))
    head = journal_of(app).head(cid)
    assert "Your move" not in row and "Ben to move" in row and f"{head} events" in row and head > 1


def test_a_six_winters_and_a_dice_campaign_say_where_they_stand(app, client, auth):
    ada = auth.login("ada")
    six = journal_of(app).load_demo("sixwinters", actor="ada")
    dice = journal_of(app).load_demo("dice", actor="ada")
    for cid in (six, dice):
        store_of(app).set_role(ada.id, cid, "owner")
    page = client.get("/campaigns").get_data(as_text=True)
    assert str(escape("Year 2 · Two Eyes in One Face (difficult)")) in _row(page, six)
    assert "Six Winters" in _row(page, six) and "Players Ann, Ben" in _text(_row(page, six))
    assert "2 rolls and 1 note" in _row(page, dice) and "Anyone at the table" in _row(page, dice)


def test_listing_again_folds_only_the_campaign_that_moved(app, client, auth, monkeypatch):
    ada = auth.login("ada")
    cids = [journal_of(app).create_campaign("d6d", f"Game {n}", {"players": ["Ann", "Ben"]}, actor="ada")
            for n in range(3)]
    for cid in cids:
        store_of(app).set_role(ada.id, cid, "owner")
    folded = _counting_folds(app, monkeypatch)
    client.get("/campaigns")
    assert sorted(folded) == sorted(cids)
    folded.clear()
    client.get("/campaigns")
    assert folded == []
    journal_of(app).execute(cids[1], {"type": "roll-armies", "player": "Ben", "roll": "app"}, actor="ada")
    assert "Ann to move" in _text(_row(client.get("/campaigns").get_data(as_text=True), cids[1]))
    assert folded == [cids[1]]


def test_another_version_of_the_code_works_the_standing_out_again(app, monkeypatch):
    from journal.projections import standing

    cid = journal_of(app).create_campaign("d6d", "Upgraded", {"players": ["Ann", "Ben"]}, actor="ada")
    journal_of(app).standing(cid)
    folded = _counting_folds(app, monkeypatch)
    journal_of(app).standing(cid)
    monkeypatch.setattr(standing, "VERSION", standing.VERSION + 1)
    journal_of(app).standing(cid)
    assert folded == [cid]


def test_the_standing_is_kept_in_the_store_for_every_process(app, tmp_path):
    url = app.config["JOURNAL_DATABASE_URL"]
    cid = journal_of(app).create_campaign("d6d", "Shared", {"players": ["Ann", "Ben"]}, actor="ada")
    first = journal_of(app).standing(cid)
    other = Journal(url=url)
    try:
        folds = []
        real = other.state
        other.state = lambda campaign_id, at=None: folds.append(campaign_id) or real(campaign_id, at)
        assert other.standing(cid) == first and folds == []        # kept by the site's process
        other.execute(cid, {"type": "roll-armies", "player": "Ann", "roll": "app"}, actor="cli")
        moved = journal_of(app).standing(cid)
        assert moved.position == other.head(cid) > first.position and moved.waiting == ["Ben"] and first.waiting == ["Ann", "Ben"]
    finally:
        other.close()
