"""Fixtures for the integration tests: the real `journal` CLI in a subprocess, and the site.

The site fixtures copy the web tests' minimal setup (tests/web/conftest.py) without its
made-up ruleset, so only the installed games (d6D among them) are registered.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from domain import rulesets
from domain.kernel.catalogs import catalog_of

CHEAP_HASH = "pbkdf2:sha256:1"


class Cli:
    """Runs `python -m journal --instance DIR ...` as a user would, in its own folder."""

    def __init__(self, folder: Path, init: bool = True):
        """A fresh instance folder, made with `journal init` as a user would (only init makes a store)."""
        self.folder = folder
        self.instance = folder / "instance"
        if init:
            self("init")

    def __call__(self, *args: str, stdin: str | None = None, ok: bool = True) -> subprocess.CompletedProcess:
        result = subprocess.run([sys.executable, "-m", "journal", "--instance", str(self.instance), *args],
                                input=stdin, capture_output=True, text=True, cwd=self.folder, timeout=300)
        if ok:
            assert result.returncode == 0, f"journal {' '.join(args)} failed:\n{result.stderr}"
        return result

    def do(self, campaign: str, command: dict) -> list[dict]:
        """`journal do` one command; the stored envelopes it printed."""
        out = self("do", campaign, json.dumps(command)).stdout
        return [json.loads(line) for line in out.splitlines()]

    def log(self, campaign: str, *args: str) -> list[dict]:
        return [json.loads(line) for line in self("log", campaign, "--json", *args).stdout.splitlines()]

    def state(self, campaign: str, *args: str) -> dict:
        return json.loads(self("state", campaign, "--json", *args).stdout)

    def catalog(self, campaign: str) -> dict:
        """The catalog the campaign's state names by its reference: the one its first event's
        setup gives, set up here again (the reference is the catalog's content)."""
        first = json.loads(self("log", campaign, "--json").stdout.splitlines()[0])
        game = rulesets.get(first["data"]["ruleset"]).initial_state(first["data"]["setup"])
        assert self.state(campaign)["state"]["game"]["catalog"] == game["catalog"]
        return catalog_of(game)


@pytest.fixture
def cli(tmp_path) -> Cli:
    return Cli(tmp_path)


def make_app(tmp_path):
    from tests import compiled_templates
    from web import create_app

    config = {"TESTING": True, "SECRET_KEY": "test", "PASSWORD_HASH_METHOD": CHEAP_HASH,
              "JOURNAL_DATABASE_URL": f"sqlite:///{tmp_path / 'journal.sqlite'}", "WTF_CSRF_ENABLED": False}
    return compiled_templates.share(create_app(config, instance_path=str(tmp_path / "instance")))


@pytest.fixture
def app(tmp_path):
    made = make_app(tmp_path)
    yield made
    if made.extensions.get("journal") is not None:
        made.extensions["journal"].close()
    if made.extensions.get("accounts") is not None:
        made.extensions["accounts"].engine.dispose()


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def login(app, client):
    """Log a user in by session (as tests/web/conftest.py does); returns the user."""
    from web.accounts import store_of

    def as_user(name: str):
        store = store_of(app)
        user = store.user_named(name) or store.add_user(name, "password1")
        token = store.logins.start(user.id, device="test client")  # a server-side login, as the form makes
        with client.session_transaction() as session:
            session["_user_id"] = token
            session["_fresh"] = True
        return user
    return as_user
