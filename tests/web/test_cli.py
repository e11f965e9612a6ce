"""The site's `journal` subcommands: init writes the secret, users and tokens from the
shell, and serve hands the app to waitress."""
from __future__ import annotations

import waitress
from click.testing import CliRunner

from journal.cli import main
from web.accounts import AccountStore
from web.config import accounts_url


def run(instance, *args, input=None):
    result = CliRunner().invoke(main, ["--instance", str(instance), *args], input=input, catch_exceptions=False)
    return result


def test_init_writes_a_private_secret_key(tmp_path):
    result = run(tmp_path / "inst", "init")
    assert result.exit_code == 0 and (tmp_path / "inst" / "secret_key").stat().st_mode & 0o777 == 0o600


def test_users_tokens_and_grants_from_the_command_line(tmp_path):
    instance = tmp_path / "inst"
    run(instance, "init")
    assert run(instance, "user", "add", "ada", "--password-stdin", input="password1\n").exit_code == 0
    token = run(instance, "user", "token", "ada").output.strip()
    cid = run(instance, "campaign", "new", "--ruleset", "dice", "--name", "T").output.strip()
    assert run(instance, "user", "grant", cid, "ada", "--role", "player").exit_code == 0
    store = AccountStore(accounts_url(None, instance))
    ada = store.user_for_token(token)
    assert ada.name == "ada" and store.role(ada.id, cid) == "player"
    assert store.authenticate("ada", "password1") == ada
    again = run(instance, "user", "add", "ada", "--password-stdin", input="password2\n")
    assert again.exit_code == 1 and "taken" in again.output
    store.engine.dispose()


def test_serve_runs_the_app_under_waitress_with_the_given_address(tmp_path, monkeypatch):
    served = {}
    monkeypatch.setattr(waitress, "serve", lambda app, **kw: served.update(app=app, **kw))
    run(tmp_path / "inst", "init")
    result = run(tmp_path / "inst", "serve", "--host", "0.0.0.0", "--port", "8123")
    assert result.exit_code == 0
    assert (served["host"], served["port"]) == ("0.0.0.0", 8123)
    assert served["app"].instance_path == str(tmp_path / "inst")


def test_serve_demo_lets_the_demo_account_own_every_campaign(tmp_path, monkeypatch):
    from web.cli import DEMO_PASSWORD, DEMO_USER

    monkeypatch.setattr(waitress, "serve", lambda app, **kw: None)
    instance = tmp_path / "inst"
    run(instance, "init")
    run(instance, "demo", "--ruleset", "dice")
    cid = run(instance, "campaign", "new", "--ruleset", "dice", "--name", "Mine").output.strip()
    import web.accounts.store as account_store
    hashed = []
    made = account_store.generate_password_hash
    monkeypatch.setattr(account_store, "generate_password_hash", lambda *a, **kw: hashed.append(1) or made(*a, **kw))
    for start in range(2):  # a second start finds the account already there, and hashes no password
        result = run(instance, "serve", "--demo")
        assert result.exit_code == 0 and DEMO_PASSWORD in result.output
        assert len(hashed) == 1, f"start {start + 1} hashed {len(hashed)} passwords"
    store = AccountStore(accounts_url(None, instance))
    demo = store.authenticate(DEMO_USER, DEMO_PASSWORD)
    roles = store.roles(demo.id)
    assert len(roles) == 2 and roles[cid] == "owner" and set(roles.values()) == {"owner"}
    store.engine.dispose()


def test_serve_over_a_demo_store_without_accounts_says_how_to_log_in(tmp_path, monkeypatch):
    from web.cli import DEMO_PASSWORD, DEMO_USER

    monkeypatch.setattr(waitress, "serve", lambda app, **kw: None)
    instance = tmp_path / "inst"
    run(instance, "init")
    assert "journal user add NAME" in run(instance, "serve").output   # no account, no demo
    run(instance, "demo", "--ruleset", "dice")
    result = run(instance, "serve")
    assert result.exit_code == 0
    assert f"`journal serve --demo` and log in as {DEMO_USER} / {DEMO_PASSWORD}" in result.output
    run(instance, "user", "add", "ada", "--password-stdin", input="password1\n")
    assert "log in" not in run(instance, "serve").output   # an account exists: its owner knows how


def test_a_password_piped_on_stdin_is_read_without_any_flag(tmp_path):
    import subprocess
    import sys
    instance = tmp_path / "inst"
    run(instance, "init")
    result = subprocess.run([sys.executable, "-m", "journal", "--instance", str(instance), "user", "add", "bea"],
                            input="password3\n", capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    store = AccountStore(accounts_url(None, instance))
    assert store.authenticate("bea", "password3").name == "bea"
    store.engine.dispose()


def test_one_port_everywhere_and_make_demo_prints_it_with_the_login(tmp_path, monkeypatch):
    import re
    from pathlib import Path

    from web import DEFAULT_PORT
    from web.cli import DEMO_PASSWORD, DEMO_USER

    root = Path(__file__).resolve().parents[2]
    texts = {name: (root / name).read_text() for name in ("README.md", "docs/api.md", "scripts/demo.sh", "Makefile")}
    ports = {int(p) for text in texts.values() for p in re.findall(r"127\.0\.0\.1:(\d+)|--port (\d+)", text) for p in p if p}
    assert ports == {DEFAULT_PORT} and "--port" not in texts["scripts/demo.sh"]
    monkeypatch.setattr(waitress, "serve", lambda app, **kw: None)
    run(tmp_path / "inst", "init")
    result = run(tmp_path / "inst", "serve", "--demo")  # what scripts/demo.sh runs
    assert f"serving on http://127.0.0.1:{DEFAULT_PORT}/ (log in as {DEMO_USER} / {DEMO_PASSWORD})" in result.output


def test_journal_demo_writes_no_progress_bars_into_a_pipe(tmp_path):
    import subprocess
    import sys

    def journal(*args):
        return subprocess.run([sys.executable, "-m", "journal", "--instance", str(tmp_path / "inst"), *args],
                              capture_output=True, text=True, timeout=300)
    journal("init")
    result = journal("demo", "--ruleset", "dice")
    assert result.returncode == 0 and "loaded demo campaign" in result.stdout
    assert result.stderr == ""


def test_seats_are_bound_and_unbound_from_the_command_line(tmp_path):
    instance = tmp_path / "inst"
    run(instance, "init")
    run(instance, "user", "add", "ada", "--password-stdin", input="password1\n")
    cid = run(instance, "campaign", "new", "--ruleset", "d6d", "--name", "T", "--setup",
              '{"players": ["Ann", "Ben"]}').output.strip()
    refused = run(instance, "seat", cid, "Ann", "ada")
    assert refused.exit_code == 1 and "'ada' is not a member of this campaign" in refused.output
    run(instance, "user", "grant", cid, "ada", "--role", "player")
    bound = run(instance, "seat", cid, "Ann", "ada")
    assert bound.exit_code == 0 and "seat Ann of T is bound to ada" in bound.output
    assert "  Ann: ada\n  Ben: (unbound)" in bound.output
    store = AccountStore(accounts_url(None, instance))
    assert store.bindings(cid) == {"Ann": "ada"}
    unknown = run(instance, "seat", cid, "Cid", "ada")
    assert unknown.exit_code == 1 and "no seat 'Cid' in this campaign; the seats: Ann, Ben" in unknown.output
    assert run(instance, "seat", cid, "Ann", "--unbind").exit_code == 0
    assert store.bindings(cid) == {}
    store.engine.dispose()
