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
