"""What a member is served: a client logged in as them, and every page and API answer of a
campaign they can ask for (the tests of secrets read them all)."""
from __future__ import annotations

import subprocess
import time

from domain import rulesets
from web.accounts import store_of
from web.journal_access import journal_of


def client_of(app, name: str):
    """A client of its own, logged in as the user `name` (a server-side login, as the form makes)."""
    client = app.test_client()
    with client.session_transaction() as session:
        session["_user_id"] = store_of(app).logins.start(store_of(app).user_named(name).id, device="test")
        session["_fresh"] = True
    return client


def chronicle_text(client, cid: str, **form) -> str:
    """The text of the chronicle PDF the site renders for this client (the form's fields, A4),
    one line, polled as the page polls (bounded, no timing asserts)."""
    started = client.post(f"/campaigns/{cid}/chronicle", data={"page_size": "A4", **form})
    assert started.status_code == 303, started.get_data(as_text=True)
    job = started.location.rstrip("/").split("/")[-1]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        status = client.get(f"/campaigns/{cid}/chronicle/{job}/status").get_json()
        if status["state"] in ("done", "failed"):
            break
        time.sleep(0.02)
    assert status["state"] == "done", status
    return pdf_text(client.get(status["download"]).data)


def pdf_text(pdf: bytes) -> str:
    """The PDF's words, one line, in page order (poppler's pdftotext: the text a reader selects)."""
    done = subprocess.run(["pdftotext", "-enc", "UTF-8", "-", "-"], input=pdf, capture_output=True, check=True)
    return " ".join(done.stdout.decode().split())


def addresses(app, cid: str) -> list[str]:
    """Every page and API answer of the campaign, the replay and views at every position."""
    head = journal_of(app).head(cid)
    ruleset = rulesets.get(journal_of(app).campaign(cid).ruleset)
    found = [f"/api/v1/campaigns/{cid}", f"/api/v1/campaigns/{cid}/events?limit=1000",
             f"/api/v1/campaigns/{cid}/views", f"/api/v1/campaigns/{cid}/export", f"/api/v1/campaigns/{cid}/seats",
             f"/campaigns/{cid}", f"/campaigns/{cid}/history", f"/campaigns/{cid}/table",
             f"/campaigns/{cid}/table/fragment", f"/campaigns/{cid}/dice", f"/campaigns/{cid}/members"]
    found += [f"/api/v1/campaigns/{cid}/views/{view}" for view in ruleset.views]
    found += [f"/api/v1/campaigns/{cid}/explain?view={view}&path=" for view in ruleset.views]   # every change told
    found += [f"/campaigns/{cid}/explain?view={view}&path=" for view in ruleset.views]
    found += [f"/api/v1/campaigns/{cid}/pictures/{picture}" for picture in ruleset.pictures]
    found += [f"/campaigns/{cid}/pictures/{picture}.svg" for picture in ruleset.pictures]
    found += [f"/campaigns/{cid}/replay?at={at}" for at in range(1, head + 1)]
    found += [f"/campaigns/{cid}/replay/details?at={at}&fragment=1" for at in range(1, head + 1)]
    found += [f"/api/v1/campaigns/{cid}/views?at={at}" for at in range(1, head + 1)]
    return found


def served(app, cid: str, name: str) -> dict[str, str]:
    """Every page and answer of the campaign as the member `name` gets it, by address."""
    client = client_of(app, name)
    found = {}
    for address in addresses(app, cid):
        response = client.get(address)
        assert response.status_code == 200, (address, response.status_code)
        found[address] = response.get_data(as_text=True)
    return found
