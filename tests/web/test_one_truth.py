"""One truth for every process: what the `journal` command line changes, a running site shows at once."""
from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import close_app, make_app


@pytest.fixture
def site(tmp_path, store_url):
    """A site that has already read the store (its journal and caches are warm)."""
    made = make_app(tmp_path, JOURNAL_DATABASE_URL=store_url)
    yield made
    close_app(made)


@pytest.fixture
def shell(tmp_path, store_url):
    def run(*args: str, stdin: str | None = None) -> str:
        result = subprocess.run([sys.executable, "-m", "journal", "--instance", str(tmp_path / "instance"),
                                 "--db", store_url, *args], input=stdin, capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()
    return run


def listed(client) -> dict:
    return {c["name"]: c for c in client.get("/api/v1/campaigns").get_json()["campaigns"]}


def test_campaigns_made_and_roles_granted_at_the_shell_show_on_a_running_site_at_once(site, auth, shell, tmp_path):
    client = site.test_client()
    auth.app = site
    auth.login("ada", client)
    assert listed(client) == {}  # the site has looked, and found nothing yet
    made = shell("campaign", "new", "--ruleset", "dice", "--name", "Made at the shell", "--owner", "ada")
    assert listed(client)["Made at the shell"]["id"] == made
    shell("do", made, '{"type":"note","text":"from the shell"}')
    assert client.get(f"/api/v1/campaigns/{made}").get_json()["position"] == 2
    branch = shell("fork", made, "--at", "1", "--name", "Forked at the shell", "--owner", "ada")
    shell("export", made, "-o", str(tmp_path / "made.jsonl"))
    copy = shell("import", str(tmp_path / "made.jsonl"), "--new-id", "--owner", "ada")
    shell("demo", "--ruleset", "dice", "--owner", "ada")
    names = listed(client)
    assert names["Forked at the shell"]["id"] == branch and names["Made at the shell"]["id"] in (made, copy)
    assert "Dice demo" in names and len(names) == 3 and len(client.get("/api/v1/campaigns").get_json()["campaigns"]) == 4
    auth.user("bo")
    assert client.get(f"/campaigns/{made}").status_code == 200
    other = site.test_client()
    auth.login("bo", other)
    assert other.get(f"/api/v1/campaigns/{made}").status_code == 404
    shell("user", "grant", made, "bo", "--role", "viewer")
    assert other.get(f"/api/v1/campaigns/{made}").get_json()["role"] == "viewer"
    assert [c["name"] for c in other.get("/api/v1/campaigns").get_json()["campaigns"]] == ["Made at the shell"]


def test_two_sites_on_one_store_with_many_clients_never_answer_500(tmp_path, store_url):
    """Two site processes' journals (tiny head caches, so entries are evicted all the time) and
    eight clients writing and reading three campaigns: every answer is 201, 200 or 409."""
    import threading

    from web.accounts import store_of

    sites = [make_app(tmp_path / name, JOURNAL_DATABASE_URL=store_url) for name in ("one", "two")]
    try:
        from web.journal_access import journal_of
        for site in sites:
            journal_of(site).heads.kept.limit = 1   # bytes: only the newest head is kept
        accounts = store_of(sites[0])
        olga = accounts.add_user("olga", "password1")
        campaigns = [journal_of(sites[0]).create_campaign("dice", f"Table {n}", {}, "olga") for n in range(3)]
        for cid in campaigns:
            accounts.set_role(olga.id, cid, "owner")
        token = accounts.issue_token("olga")
        statuses: list[int] = []

        def client_work(n: int) -> None:
            client, headers = sites[n % 2].test_client(), {"Authorization": f"Bearer {token}"}
            for step in range(10):
                cid = campaigns[(n + step) % 3]
                if step % 2:
                    response = client.get(f"/api/v1/campaigns/{cid}/views", headers=headers)
                else:
                    response = client.post(f"/api/v1/campaigns/{cid}/commands", headers=headers, json={
                        "command": {"type": "roll", "dice": [{"sides": 6, "value": 1 + step % 6}]}})
                statuses.append(response.status_code)
        threads = [threading.Thread(target=client_work, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(statuses) == 80 and set(statuses) <= {200, 201, 409}, sorted(set(statuses))
        heads = [journal_of(sites[1]).campaign(cid).position for cid in campaigns]
        assert sum(heads) - 3 == statuses.count(201)  # every 201 stored exactly one event
    finally:
        for site in sites:
            close_app(site)
