"""Live tables: GET /api/v1/campaigns/<id>/stream sends one message per new position, told as
the reader may read it, whoever appended it (this site, another site process, the shell), and
the streams of one process never take every server thread."""
from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from web.accounts import store_of
from web.journal_access import journal_of

from ..live_server import serving
from .conftest import Auth, close_app, make_app

ARRIVES = 10.0   # a generous deadline for "arrives": the stream reads the head every 0.05 s here
FAST = {"STREAM_POLL_SECONDS": 0.05, "STREAM_HEARTBEAT_SECONDS": 0.3, "STREAM_LIFETIME_SECONDS": 60}


def note(text: str, **extra) -> dict:
    return {"type": "note", "text": text, **extra}


def parse(raw: str) -> list[dict]:
    """The blocks of an event stream: {"comment": ...} or {"id":, "data":, "retry":}."""
    blocks = []
    for block in raw.split("\n\n"):
        if not block.strip():
            continue
        found: dict = {}
        for line in block.split("\n"):
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "":
                found.setdefault("comment", value)
            else:
                found[field] = json.loads(value) if field == "data" else value
        blocks.append(found)
    return blocks


class Reader:
    """Reads a stream's chunks as they come. The stream sends a heartbeat every 0.3 s here, so
    each read returns soon and a test waits with a deadline, never for ever."""

    def __init__(self, chunks):
        self.chunks, self.seen = iter(chunks), ""

    def until(self, done, deadline: float = ARRIVES) -> list[dict]:
        """Read until `done(blocks)` holds; fail naming what came when the deadline passes."""
        end = time.monotonic() + deadline
        while not done(parse(self.seen)):
            if time.monotonic() > end:
                pytest.fail(f"not within {deadline} s; read so far: {self.seen!r}")
            try:
                chunk = next(self.chunks)
            except StopIteration:
                pytest.fail(f"the stream ended; read: {self.seen!r}")
            self.seen += chunk.decode() if isinstance(chunk, bytes) else chunk
        return parse(self.seen)


def messages(blocks) -> list[dict]:
    return [b["data"] for b in blocks if "data" in b]


def has_position(n):
    return lambda blocks: any(m["position"] == n for m in messages(blocks))


@pytest.fixture
def fast_app(tmp_path):
    made = make_app(tmp_path, **FAST)
    yield made
    close_app(made)


@pytest.fixture
def fast(fast_app):
    client = fast_app.test_client()
    return fast_app, client, Auth(fast_app, client)


def open_stream(client, cid, **headers):
    response = client.get(f"/api/v1/campaigns/{cid}/stream", headers=headers, buffered=False)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/event-stream"
    return response, Reader(response.response)


def following(client, cid):
    """A stream opened and its comment on connect read."""
    response, reader = open_stream(client, cid)
    reader.until(lambda blocks: len(blocks) >= 1)
    return response, reader


def test_a_stream_starts_with_a_comment_and_then_tells_each_new_position(fast):
    app, client, auth = fast
    auth.login("olga")
    cid = auth.campaign("olga", "dice")
    response, reader = open_stream(client, cid)
    first = reader.until(lambda blocks: len(blocks) >= 1)
    assert list(first[0]) == ["comment"]          # nothing but a comment on connect
    journal_of(app).execute(cid, note("The ferry leaves at dawn."), actor="olga")
    journal_of(app).execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 4}], "purpose": "the crossing"},
                            actor="olga")
    blocks = reader.until(has_position(3))
    told = [b for b in blocks if "data" in b]
    assert [(b["id"], b["data"]["position"]) for b in told] == [("2", 2), ("3", 3)]
    assert told[0]["data"]["text"] == "olga noted: The ferry leaves at dawn."
    assert told[1]["data"]["text"] == "olga rolled 4 for the crossing."
    response.close()


def test_an_idle_stream_sends_heartbeats(fast):
    app, client, auth = fast
    auth.login("olga")
    cid = auth.campaign("olga", "dice")
    response, reader = open_stream(client, cid)
    blocks = reader.until(lambda blocks: sum("comment" in b for b in blocks) >= 3)
    assert not messages(blocks)
    response.close()


def test_last_event_id_resumes_after_that_position(fast):
    app, client, auth = fast
    auth.login("olga")
    cid = auth.campaign("olga", "dice")
    for text in ("one", "two", "three"):
        journal_of(app).execute(cid, note(text), actor="olga")
    response, reader = open_stream(client, cid, **{"Last-Event-ID": "2"})
    blocks = reader.until(has_position(4))
    assert [(m["position"], m["text"]) for m in messages(blocks)] == [(3, "olga noted: two"), (4, "olga noted: three")]
    response.close()
    once = client.get(f"/api/v1/campaigns/{cid}/stream?once=1", headers={"Last-Event-ID": "3"})
    assert [m["position"] for m in messages(parse(once.get_data(as_text=True)))] == [4]
    page = client.get(f"/api/v1/campaigns/{cid}/stream?once=1&after=2")   # the page's position, before any id
    assert [m["position"] for m in messages(parse(page.get_data(as_text=True)))] == [3, 4]
    resumed = client.get(f"/api/v1/campaigns/{cid}/stream?once=1&after=2", headers={"Last-Event-ID": "3"})
    assert [m["position"] for m in messages(parse(resumed.get_data(as_text=True)))] == [4]


def test_a_player_hears_a_private_note_as_its_shadow(fast):
    app, client, auth = fast
    cid = auth.campaign("olga", "dice", player="pia")
    auth.login("pia")
    response, reader = following(client, cid)
    journal_of(app).execute(cid, note("The ferryman is the thief.", audience="gm"), actor="olga")
    journal_of(app).execute(cid, note("Everyone hears this."), actor="olga")
    texts = [m["text"] for m in messages(reader.until(has_position(3)))]
    assert texts == ["The game master wrote a private note.", "olga noted: Everyone hears this."]
    assert "thief" not in reader.seen
    response.close()
    auth.login("olga")
    owner = client.get(f"/api/v1/campaigns/{cid}/stream?once=1", headers={"Last-Event-ID": "1"})
    assert messages(parse(owner.get_data(as_text=True)))[0]["text"] == "olga noted: The ferryman is the thief."


def test_refusals_of_the_stream(fast):
    app, client, auth = fast
    cid = auth.campaign("olga", "dice")
    assert client.get(f"/api/v1/campaigns/{cid}/stream").status_code == 401
    auth.login("stranger")
    assert client.get(f"/api/v1/campaigns/{cid}/stream").status_code == 404
    auth.login("olga")
    bad = client.get(f"/api/v1/campaigns/{cid}/stream", headers={"Last-Event-ID": "9"})
    assert bad.status_code == 409 and "past the campaign's head" in bad.get_json()["message"]
    bad = client.get(f"/api/v1/campaigns/{cid}/stream", headers={"Last-Event-ID": "two"})
    assert bad.status_code == 400 and "Last-Event-ID" in bad.get_json()["message"]
    assert client.get(f"/api/v1/campaigns/{cid}/stream", headers={"Last-Event-ID": ""}).status_code == 400
    bad = client.get(f"/api/v1/campaigns/{cid}/stream?after=-1")
    assert bad.status_code == 400 and bad.get_json()["message"].startswith("after:")
    for query in ("once=yes", "once=1&once=1", "after=0&after=1"):
        assert client.get(f"/api/v1/campaigns/{cid}/stream?{query}").status_code == 400, query


def test_a_member_removed_while_following_hears_nothing_more(fast):
    app, client, auth = fast
    cid = auth.campaign("olga", "dice", viewer="vera")
    auth.login("vera")
    response, reader = following(client, cid)
    journal_of(app).execute(cid, note("before"), actor="olga")
    reader.until(has_position(2))
    assert store_of(app).remove_member(auth.user("vera").id, cid)
    journal_of(app).execute(cid, note("after"), actor="olga")
    with pytest.raises(pytest.fail.Exception, match="the stream ended"):
        reader.until(has_position(3))
    assert "after" not in reader.seen


class HttpStream:
    """An event stream read over real HTTP, line by line, in a thread."""

    def __init__(self, url: str, token: str, last_event_id: str | None = None):
        headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
        if last_event_id is not None:
            headers["Last-Event-ID"] = last_event_id
        self.response = urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=ARRIVES)
        self.reader = Reader(iter(lambda: self.response.readline(), b""))

    def close(self):
        self.response.close()


def stream_url(base: str, cid: str, once: bool = False) -> str:
    return f"{base}/api/v1/campaigns/{cid}/stream" + ("?once=1" if once else "")


@pytest.fixture
def site(tmp_path, store_url):
    """A site over either store, with the fast stream timing, and a member's bearer token."""
    made = make_app(tmp_path, JOURNAL_DATABASE_URL=store_url, **FAST)
    store_of(made).add_user("olga", "password1")
    cid = journal_of(made).create_campaign("dice", "Live", {}, actor="olga")
    store_of(made).set_role(store_of(made).user_named("olga").id, cid, "owner")
    yield made, cid, store_of(made).issue_token("olga")
    close_app(made)


@pytest.mark.parametrize("server", ["werkzeug", "waitress"])
def test_a_move_made_at_the_shell_reaches_an_open_stream(site, server, tmp_path):
    """`journal do` in another process appends; the stream of a running server tells it."""
    app, cid, token = site
    with serving(app, server) as base:
        stream = HttpStream(stream_url(base, cid), token)
        stream.reader.until(lambda blocks: len(blocks) >= 1)
        done = subprocess.run([sys.executable, "-m", "journal", "--instance", str(tmp_path / "instance"),
                               "--db", app.config["JOURNAL_DATABASE_URL"], "do", cid,
                               json.dumps(note("Made at the shell."))],
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        blocks = stream.reader.until(has_position(2))
        [told] = messages(blocks)
        assert told["position"] == 2 and told["text"].endswith(" noted: Made at the shell.")
        stream.close()


def test_a_move_made_through_another_site_process_reaches_an_open_stream(site, tmp_path):
    """Two site processes on one store: what the other one records, this one's stream tells."""
    app, cid, token = site
    other = make_app(tmp_path / "other", JOURNAL_DATABASE_URL=app.config["JOURNAL_DATABASE_URL"], **FAST)
    try:
        with serving(app) as base, serving(other) as other_base:
            stream = HttpStream(stream_url(base, cid), token)
            stream.reader.until(lambda blocks: len(blocks) >= 1)
            body = json.dumps({"command": note("From the other process."), "expected_position": 1}).encode()
            request = urllib.request.Request(f"{other_base}/api/v1/campaigns/{cid}/commands", data=body, method="POST",
                                             headers={"Authorization": f"Bearer {token}",
                                                      "Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=ARRIVES) as answer:
                assert answer.status == 201
            blocks = stream.reader.until(has_position(2))
            assert messages(blocks)[-1] == {"position": 2, "text": "olga noted: From the other process."}
            stream.close()
    finally:
        close_app(other)


def test_a_stream_resumes_with_last_event_id_over_http(site):
    app, cid, token = site
    for text in ("a", "b"):
        journal_of(app).execute(cid, note(text), actor="olga")
    with serving(app, "waitress") as base:
        stream = HttpStream(stream_url(base, cid), token, last_event_id="1")
        blocks = stream.reader.until(has_position(3))
        assert [m["position"] for m in messages(blocks)] == [2, 3]
        stream.close()


def test_a_stream_ends_after_its_lifetime_telling_the_browser_to_reconnect_soon(fast_app):
    fast_app.config["STREAM_LIFETIME_SECONDS"] = 0.2
    client = fast_app.test_client()
    auth = Auth(fast_app, client)
    auth.login("olga")
    cid = auth.campaign("olga", "dice")
    response = client.get(f"/api/v1/campaigns/{cid}/stream")   # buffered: returns once the stream ended
    blocks = parse(response.get_data(as_text=True))
    assert blocks[-1].get("retry") == "500" and not messages(blocks)
    assert fast_app.extensions["live_streams"].open == 0


def test_streams_beyond_the_budget_are_turned_away_and_the_others_still_answer(site):
    """With a budget of 2 on a 4-thread waitress: a third stream is 503 with Retry-After,
    other requests are still answered, and a closed stream frees its place (waitress tells it
    that its client has gone: it does not wait for a heartbeat that fails)."""
    app, cid, token = site
    app.config["STREAM_BUDGET"] = 2
    app.config["STREAM_HEARTBEAT_SECONDS"] = 600
    with serving(app, "waitress") as base:
        streams = [HttpStream(stream_url(base, cid), token) for _ in range(2)]
        for stream in streams:
            stream.reader.until(lambda blocks: len(blocks) >= 1)
        with pytest.raises(urllib.error.HTTPError) as turned_away:
            HttpStream(stream_url(base, cid), token)
        assert turned_away.value.code == 503
        assert turned_away.value.headers["Retry-After"] == str(app.config["STREAM_RETRY_SECONDS"])
        assert "once=1" in json.loads(turned_away.value.read())["message"]
        for _ in range(6):   # more requests than the server has threads, one after another
            request = urllib.request.Request(f"{base}/api/v1/campaigns/{cid}",
                                             headers={"Authorization": f"Bearer {token}"})
            with urllib.request.urlopen(request, timeout=ARRIVES) as answer:
                assert answer.status == 200
        journal_of(app).execute(cid, note("polled"), actor="olga")
        request = urllib.request.Request(stream_url(base, cid, once=True),
                                         headers={"Authorization": f"Bearer {token}", "Last-Event-ID": "1"})
        with urllib.request.urlopen(request, timeout=ARRIVES) as answer:
            assert messages(parse(answer.read().decode())) == [{"position": 2, "text": "olga noted: polled"}]
        streams[0].close()
        deadline = time.monotonic() + ARRIVES
        while app.extensions["live_streams"].open > 1 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert app.extensions["live_streams"].open == 1
        again = HttpStream(stream_url(base, cid), token)
        again.reader.until(lambda blocks: len(blocks) >= 1)
        again.close()
        streams[1].close()
