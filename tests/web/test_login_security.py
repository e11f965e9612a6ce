"""Accounts a shared tablet can trust: throttled failed logins and bad tokens (429 with
Retry-After), the same answer and work for unknown names, logout that ends the login on
the server, and API tokens that can be listed, revoked and made to expire."""
from __future__ import annotations

import re
import time

import pytest
from click.testing import CliRunner
from sqlalchemy import update

import web.accounts.store as account_store
from journal.cli import main
from web.accounts import store_of
from web.accounts.tables import api_tokens

TABLET, PHONE, ELSEWHERE = "10.0.0.5", "10.0.0.6", "192.0.2.7"


def device(app, address=TABLET):
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def log_in(client, name, password="password1", remember=False):
    data = {"name": name, "password": password, **({"remember": "y"} if remember else {})}
    return client.post("/login", data=data)


def later(app, seconds):
    """The throttle's clock moved on (its window is a minute)."""
    store_of(app).throttle.clock = lambda: time.time() + seconds


def test_ten_failed_logins_a_minute_lock_the_account_with_429_even_for_the_right_password(app, auth):
    auth.user("ada")
    tablet = device(app)
    for _ in range(10):
        assert log_in(tablet, "ada", "wrong-password").status_code == 400
    locked = log_in(device(app, ELSEWHERE), "ada")  # the right password, from anywhere
    assert locked.status_code == 429 and 1 <= int(locked.headers["Retry-After"]) <= 60
    assert "too many failed logins" in locked.get_data(as_text=True)
    later(app, 61)
    assert log_in(tablet, "ada").status_code == 302


def test_only_failures_count(app, auth):
    auth.user("ada")
    tablet = device(app)
    for _ in range(9):
        log_in(tablet, "ada", "wrong-password")
    for _ in range(12):
        assert log_in(tablet, "ada").status_code == 302
        tablet.post("/logout")
    assert log_in(tablet, "ada", "wrong-password").status_code == 400
    assert log_in(tablet, "ada").status_code == 429


def test_players_sharing_a_tablet_are_not_locked_out_by_each_others_failures(app, auth):
    auth.user("ada")
    auth.user("ben")
    tablet = device(app)
    for _ in range(10):
        log_in(tablet, "ada", "wrong-password")
    assert log_in(tablet, "ben").status_code == 302


def test_one_address_failing_for_many_names_is_throttled_too(app, auth):
    prober = device(app, ELSEWHERE)
    for index in range(50):
        assert log_in(prober, f"guess{index}", "wrong-password").status_code == 400
    assert log_in(prober, "guess-more", "wrong-password").status_code == 429
    auth.user("ada")
    assert log_in(device(app), "ada").status_code == 302  # the table's own tablet is not held up


def test_an_unknown_name_gets_the_same_answer_and_the_same_work_as_a_known_one(app, auth, monkeypatch):
    auth.user("ada")
    checked = []
    real_check = account_store.check_password_hash

    def counting(stored, password):
        checked.append(stored.split("$")[0])
        return real_check(stored, password)

    monkeypatch.setattr(account_store, "check_password_hash", counting)
    known, unknown = log_in(device(app), "ada", "wrong-password"), log_in(device(app, PHONE), "nobody", "wrong-password")
    assert checked == [app.config["PASSWORD_HASH_METHOD"]] * 2  # one hash check each, by the same method
    assert known.status_code == unknown.status_code == 400
    strip = lambda page: re.sub(r'(value|content)="[^"]*"', "", page.get_data(as_text=True))  # noqa: E731 (name, CSRF)
    assert strip(known) == strip(unknown)
    for _ in range(9):
        log_in(device(app, PHONE), "nobody", "wrong-password")
    assert log_in(device(app, PHONE), "nobody", "wrong-password").status_code == 429  # no discovery by 429 either


def api(client, token):
    return client.get("/api/v1/campaigns", headers={"Authorization": f"Bearer {token}"})


def wrong(token: str) -> str:
    """The token mistyped after its prefix (the first 11 characters, kept in the clear)."""
    return token[:11] + "x" * (len(token) - 11)


def test_a_stale_token_on_one_tablet_does_not_block_valid_tokens_from_the_same_address(app, auth):
    store = store_of(app)
    revoked, expired = store.issue_token(auth.user("ada").name, "old tablet"), store.issue_token("ada", "phone", days=1)
    store.revoke_token(auth.user("ada").id, store.tokens(auth.user("ada").id)[0]["id"])
    with store.engine.begin() as c:
        c.execute(update(api_tokens).where(api_tokens.c.label == "phone").values(expires_at="2000-01-01T00:00:00+00:00"))
    ada_now, ben = store.issue_token("ada", "new tablet"), store.issue_token(auth.user("ben").name)
    stale, other = device(app), device(app)   # two tablets at the club, one address
    for _ in range(60):   # a minute of a stale tablet polling with each stale token
        assert {api(stale, revoked).status_code, api(stale, expired).status_code} <= {401, 429}
        assert api(other, ada_now).status_code == 200 and api(other, ben).status_code == 200


def test_repeated_wrong_tries_of_one_tokens_prefix_are_throttled_by_that_token_naming_it(app, auth):
    store = store_of(app)
    token, spare, ben = (store.issue_token(auth.user("ada").name), store.issue_token("ada"),
                         store.issue_token(auth.user("ben").name))
    for index in range(10):   # from anywhere: it is the token's count, not an address's
        assert api(device(app, (TABLET, PHONE, ELSEWHERE)[index % 3]), wrong(token)).status_code == 401
    stopped = api(device(app, ELSEWHERE), wrong(token))
    assert stopped.status_code == 429 and stopped.get_json()["error"] == "too-many-requests"
    assert 1 <= int(stopped.headers["Retry-After"]) <= 60
    assert f"wrong tries of the API token {token[:11]}" in stopped.get_json()["message"]
    assert api(device(app, PHONE), token).status_code == 429   # the token itself waits out the minute
    assert api(device(app, ELSEWHERE), spare).status_code == 200 and api(device(app, ELSEWHERE), ben).status_code == 200
    later(app, 61)
    assert api(device(app), token).status_code == 200


def test_wrong_tries_of_one_accounts_tokens_are_throttled_by_that_account(app, auth):
    store = store_of(app)
    tokens = [store.issue_token(auth.user("ada").name, f"tablet {index}") for index in range(4)]
    ben = store.issue_token(auth.user("ben").name)
    for token in tokens[:3]:
        for _ in range(10):
            assert api(device(app, ELSEWHERE), wrong(token)).status_code == 401
    held = api(device(app), tokens[3])
    assert held.status_code == 429 and "wrong tries of this account's API tokens" in held.get_json()["message"]
    assert api(device(app), ben).status_code == 200


def test_unknown_prefixes_from_one_address_are_throttled_past_fifty_a_minute(app, auth):
    good = store_of(app).issue_token(auth.user("ada").name)
    prober = device(app, ELSEWHERE)
    for index in range(50):
        assert api(prober, f"cj_bad{index}").status_code == 401
    stopped = api(prober, "cj_bad-again")
    assert stopped.status_code == 429 and 1 <= int(stopped.headers["Retry-After"]) <= 60
    assert "unknown API tokens from this address" in stopped.get_json()["message"]
    assert api(prober, good).status_code == 200   # a known token is counted by itself, not by the address
    assert api(device(app), "cj_bad-elsewhere").status_code == 401
    later(app, 61)
    assert api(prober, "cj_bad-after").status_code == 401


def test_a_token_issued_before_prefixes_were_kept_gets_its_prefix_at_first_use(app, auth):
    store = store_of(app)
    token = store.issue_token(auth.user("ada").name)
    with store.engine.begin() as c:
        c.execute(update(api_tokens).values(prefix=None))
    assert store.tokens(auth.user("ada").id)[0]["prefix"] is None
    assert api(device(app), token).status_code == 200
    assert store.tokens(auth.user("ada").id)[0]["prefix"] == token[:11]
    for _ in range(10):
        api(device(app, ELSEWHERE), wrong(token))
    assert "wrong tries of the API token" in api(device(app, ELSEWHERE), wrong(token)).get_json()["message"]


def copied_cookies(source, target, names=("session", "remember_token")) -> None:
    for name in names:
        cookie = source.get_cookie(name)
        if cookie is not None:
            target.set_cookie(name, cookie.value)


@pytest.mark.parametrize("copied", [("session", "remember_token"), ("remember_token",), ("session",)])
def test_cookies_copied_before_logout_no_longer_work_after_it(app, auth, copied):
    auth.user("ada")
    tablet = device(app)
    assert log_in(tablet, "ada", remember=True).status_code == 302
    thief = device(app, ELSEWHERE)
    copied_cookies(tablet, thief, copied)
    assert thief.get("/campaigns").status_code == 200  # the copy works while the login lasts
    tablet.post("/logout")
    assert tablet.get("/campaigns").status_code == 302
    gone = thief.get("/campaigns")
    assert gone.status_code == 302 and "/login" in gone.location


def test_a_tablet_left_logged_in_is_logged_out_from_another_device(app, auth):
    auth.user("ada")
    tablet, phone = device(app), device(app, PHONE)
    log_in(tablet, "ada", remember=True)
    log_in(phone, "ada")
    page = phone.get("/account/sessions").get_data(as_text=True)
    assert page.count("since ") == 2 and "this device" in page
    others = phone.post("/account/sessions/end-others")
    assert others.status_code == 302
    assert tablet.get("/campaigns").status_code == 302
    assert phone.get("/campaigns").status_code == 200


def test_tokens_are_listed_and_revoked_on_the_tokens_page_and_can_expire(app, auth, client):
    auth.login("ada")
    page = client.post("/account/tokens", data={"label": "laptop", "days": "7 days"}).get_data(as_text=True)
    token = re.search(r"<code>(cj_[^<]+)</code>", page)[1]
    (listed,) = store_of(app).tokens(auth.user("ada").id)
    assert listed["label"] == "laptop" and listed["expires_at"] and "laptop" in page and "Revoke" in page
    assert f"<code>{token[:11]}…</code>" in client.get("/account/tokens").get_data(as_text=True)  # how it begins
    bearer, script = {"Authorization": f"Bearer {token}"}, device(app, ELSEWHERE)
    assert script.get("/api/v1/campaigns", headers=bearer).status_code == 200
    assert client.post(f"/account/tokens/{listed['id']}/revoke").status_code == 302
    assert script.get("/api/v1/campaigns", headers=bearer).status_code == 401
    assert store_of(app).tokens(auth.user("ada").id) == []


def test_an_expired_token_no_longer_works(app, auth):
    store = store_of(app)
    token = store.issue_token(auth.user("ada").name, "script", days=1)
    assert store.user_for_token(token).name == "ada"
    with store.engine.begin() as c:
        c.execute(update(api_tokens).values(expires_at="2000-01-01T00:00:00+00:00"))
    assert store.user_for_token(token) is None
    assert store.tokens(auth.user("ada").id)[0]["expired"]


def test_tokens_are_listed_and_revoked_from_the_command_line(tmp_path):
    instance = str(tmp_path / "inst")

    def run(*args, input=None):
        return CliRunner().invoke(main, ["--instance", instance, *args], input=input, catch_exceptions=False)
    run("init")
    run("user", "add", "ada", "--password-stdin", input="password1\n")
    kept = run("user", "token", "ada", "--label", "backup").output.strip()
    doomed = run("user", "token", "ada", "--label", "old laptop", "--days", "30").output.strip()
    listing = run("user", "token", "ada", "--list").output
    assert "backup" in listing and "old laptop" in listing and "expires never" in listing
    assert f"{kept[:11]}…" in listing and f"{doomed[:11]}…" in listing
    doomed_id = int(next(line for line in listing.splitlines() if "old laptop" in line).split()[0])
    assert run("user", "token", "ada", "--revoke", str(doomed_id)).exit_code == 0
    from web.accounts import AccountStore
    from web.config import accounts_url
    store = AccountStore(accounts_url(None, instance))
    try:
        assert store.user_for_token(doomed) is None and store.user_for_token(kept).name == "ada"
    finally:
        store.engine.dispose()
    missing = run("user", "token", "ada", "--revoke", "999")
    assert missing.exit_code == 1 and "no token 999" in missing.output


@pytest.mark.parametrize("agent, name", [
    ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36",
     "Chrome on Android"),
    ("Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/604.1",
     "Safari on an iPad"),
    ("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0", "Firefox on Windows"),
    ("curl/8.5.0", "a browser"),
    ("", "an unknown browser"),
])
def test_the_devices_page_names_a_login_by_browser_and_system(agent, name):
    from web.accounts.sessions import describe_device
    assert describe_device(agent) == name
