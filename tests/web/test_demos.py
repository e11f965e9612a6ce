"""Every installed ruleset's demo campaign renders on every page: the site knows no game,
so a new ruleset must work here without any change to web/."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from web.accounts import store_of
from web.journal_access import journal_of
from tests import demo_store

DEMOS = [name for name in registry.available() if registry.get(name).demo is not None]
PAGES = ["", "/table", "/table/fragment", "/replay", "/replay?at=2&dice=1", "/history", "/dice", "/members"]


@pytest.mark.parametrize("ruleset", DEMOS)
def test_the_demo_campaign_of_each_ruleset_renders_on_every_page(app, client, auth, ruleset):
    cid = demo_store.load_demo(journal_of(app), ruleset, actor="olga")
    store_of(app).set_role(auth.user("olga").id, cid, "owner")
    auth.login("olga")
    for page in PAGES:
        response = client.get(f"/campaigns/{cid}{page}")
        assert response.status_code == 200, (page, response.get_data(as_text=True)[:300])
    rules = registry.get(ruleset)
    for name in rules.pictures:
        assert client.get(f"/campaigns/{cid}/pictures/{name}.svg").mimetype == "image/svg+xml"
    views = client.get(f"/api/v1/campaigns/{cid}/views").get_json()["views"]
    assert set(views) == set(rules.views)
