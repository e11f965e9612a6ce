"""Fixtures for the site: an app over a tmp SQLite file, its client, and users by role.

Passwords are hashed with one pbkdf2 round here (scrypt would cost ~100 ms each).
The made-up `sketch` ruleset is added to the registry so every test can use a game
with commands, views and a picture that nobody tunes the site for.
"""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from tests import compiled_templates
from web import create_app
from web.accounts import store_of

from . import sketch_ruleset

CHEAP_HASH = "pbkdf2:sha256:1"


@pytest.fixture(autouse=True)
def sketch_registered(monkeypatch):
    real_get, real_available = registry.get, registry.available

    def get(name):
        return sketch_ruleset.RULESET if name == "sketch" else real_get(name)

    def available():
        return [*real_available(), "sketch"]

    monkeypatch.setattr(registry, "get", get)
    monkeypatch.setattr(registry, "available", available)
    monkeypatch.setattr(registry, "all_rulesets", lambda: [get(n) for n in available()])


def make_app(tmp_path, **overrides):
    config = {"TESTING": True, "SECRET_KEY": "test", "PASSWORD_HASH_METHOD": CHEAP_HASH,
              "JOURNAL_DATABASE_URL": f"sqlite:///{tmp_path / 'journal.sqlite'}", "WTF_CSRF_ENABLED": False,
              "STREAM_HEARTBEAT_SECONDS": 1, "STREAM_LIFETIME_SECONDS": 60,   # a closed page's stream ends soon
              **overrides}
    return compiled_templates.share(create_app(config, instance_path=str(tmp_path / "instance")))


def close_app(app) -> None:
    streams = app.extensions.get("live_streams")
    if streams is not None:
        streams.close()  # open live streams read the journal: end them before it closes
    jobs = app.extensions.get("chronicle_jobs")
    if jobs is not None:
        jobs.shutdown()  # background renders read the journal: stop them before it closes
    journal = app.extensions.get("journal")
    if journal is not None:
        journal.close()
    accounts = app.extensions.get("accounts")
    if accounts is not None:
        accounts.engine.dispose()


@pytest.fixture
def app(tmp_path):
    made = make_app(tmp_path)
    yield made
    close_app(made)


@pytest.fixture
def csrf_app(tmp_path):
    """The same site with CSRF protection on, as in production."""
    made = make_app(tmp_path, WTF_CSRF_ENABLED=True)
    yield made
    close_app(made)


@pytest.fixture
def client(app):
    return app.test_client()


class Auth:
    """Users and sessions without going through the login form each time."""

    def __init__(self, app, client):
        self.app, self.client = app, client

    def user(self, name: str, password: str = "password1"):
        store = store_of(self.app)
        return store.user_named(name) or store.add_user(name, password)

    def login(self, name: str, client=None):
        """A login as the form makes one: a server-side session whose token the cookie carries."""
        user = self.user(name)
        token = store_of(self.app).logins.start(user.id, device="test client")
        with (client or self.client).session_transaction() as session:
            session["_user_id"] = token
            session["_fresh"] = True
        return user

    def device_of(self, name: str):
        """Another test client (a second phone or tablet) with its own login as `name`."""
        client = self.app.test_client()
        self.login(name, client)
        return client

    def logout(self, client=None):
        with (client or self.client).session_transaction() as session:
            session.clear()

    def campaign(self, owner: str, ruleset: str = "sketch", name: str = "Test campaign", **roles) -> str:
        """A campaign owned by `owner`, with other users by role (e.g. viewer="vera")."""
        from web.journal_access import journal_of

        cid = journal_of(self.app).create_campaign(ruleset=ruleset, name=name, setup={}, actor=owner)
        store = store_of(self.app)
        store.set_role(self.user(owner).id, cid, "owner")
        for role, name_ in roles.items():
            store.set_role(self.user(name_).id, cid, role)
        return cid

    def execute(self, cid: str, command: dict, actor: str = "olga"):
        from web.journal_access import journal_of

        return journal_of(self.app).execute(cid, command, actor=actor)


@pytest.fixture
def auth(app, client):
    return Auth(app, client)
