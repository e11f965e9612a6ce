"""Real site processes for the tests: `journal serve` in a subprocess on a loopback port, and
a small HTTP client for the JSON API and the live stream (the standard library's, so what is
measured is the server)."""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STARTS_WITHIN = 60.0   # a generous start-up deadline: the machine may be busy


def journal_cli(db: str, instance: Path, *args: str, stdin: str | None = None) -> str:
    """`journal --db DB --instance DIR ARGS` in a subprocess; what it printed (it must succeed)."""
    result = subprocess.run([sys.executable, "-m", "journal", "--db", db, "--instance", str(instance), *args],
                            input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def table_store(db: str, instance: Path) -> dict:
    """A store made at the shell: a user, her API token and a dice campaign she owns."""
    journal_cli(db, instance, "init")
    journal_cli(db, instance, "user", "add", "ada", stdin="password-of-ada\n")
    token = journal_cli(db, instance, "user", "token", "ada")
    campaign = journal_cli(db, instance, "campaign", "new", "--ruleset", "dice", "--name", "Crowded table",
                           "--owner", "ada")
    return {"db": db, "instance": instance, "token": token, "campaign": campaign}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class SiteProcess:
    """`journal --db URL --instance DIR serve --port P [ARGS]` until `stop()`; its output goes
    to a log file that a failing test shows."""

    def __init__(self, db: str, instance: Path, *args: str, env: dict | None = None):
        self.port = free_port()
        self.base = f"127.0.0.1:{self.port}"
        self.log = instance.parent / f"serve-{self.port}.log"
        instance.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "journal", "--db", db, "--instance", str(instance), "serve",
                   "--port", str(self.port), *args]
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
                                            env={**os.environ, **(env or {})}, start_new_session=True)

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_ready(self) -> "SiteProcess":
        """Until the site answers (or fail with what it printed). It is asked for its login
        page, which every site serves and which reads no game: the API's OpenAPI document
        imports every ruleset, and bench/site_memory.py measures this process."""
        deadline = time.monotonic() + STARTS_WITHIN
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"`journal serve` ended with {self.process.returncode}:\n{self.output()}")
            try:
                status, _ = Api(self.base).get("/login")
                if status == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"`journal serve` did not answer within {STARTS_WITHIN} s:\n{self.output()}")

    def stop(self) -> int:
        """SIGTERM, as a service manager stops it; the code it ended with."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=30)
        return self.process.returncode


CLIENTS, ROLLS = 4, 100   # clients rolling at once, and the rolls each sends


@dataclass(frozen=True)
class Answer:
    """What the site answered one client's roll, and how long it took."""

    client: int
    number: int
    status: int
    body: object
    seconds: float


def roll(client: int, number: int) -> dict:
    """A roll of physical dice, told apart by its purpose so each can be found once in the log."""
    return {"type": "roll", "dice": [{"sides": 6, "value": 1 + (client + number) % 6}],
            "purpose": f"client {client} roll {number}"}


def app_roll(client: int, number: int) -> dict:
    """Dice the app rolls from the campaign's committed seed (the first one commits it)."""
    return {"type": "roll", "spec": "2d6", "purpose": f"client {client} roll {number}"}


def post_rolls(sites, store, client: int, answers: list, rolls: int = ROLLS, make=roll) -> None:
    """One client: `rolls` rolls, each through the next process in turn, over keep-alive connections."""
    apis = [Api(site.base, store["token"]) for site in sites]
    path = f"/api/v1/campaigns/{store['campaign']}/commands"
    try:
        for number in range(rolls):
            sent = time.perf_counter()
            status, body = apis[(client + number) % len(apis)].post(path, {"command": make(client, number)})
            answers.append(Answer(client, number, status, body if status != 201 else None, time.perf_counter() - sent))
    finally:
        for api in apis:
            api.close()


def rolling_at_once(sites, store, rolls: int = ROLLS, make=roll) -> list[Answer]:
    """CLIENTS clients rolling at once through `sites`: every answer."""
    answers: list[Answer] = []
    clients = [threading.Thread(target=post_rolls, args=(sites, store, n, answers, rolls, make))
               for n in range(CLIENTS)]
    for client in clients:
        client.start()
    for client in clients:
        client.join(timeout=600)
    assert len(answers) == CLIENTS * rolls
    return answers


def statuses(answers: list[Answer]) -> Counter:
    return Counter(answer.status for answer in answers)


def heard_across(stream: "Stream", writer: "Api", campaign: str, count: int, within: float) -> list[float]:
    """`count` rolls sent one by one through `writer` (another process than the stream's): for
    each, the seconds from its answer (the append committed) until the stream told its position."""
    delays = []
    for number in range(count):
        status, body = writer.post(f"/api/v1/campaigns/{campaign}/commands", {"command": roll(99, number)})
        answered = time.monotonic()
        assert status == 201, body
        message, heard = stream.next_message(within=within)
        assert message["position"] == body["position"]
        delays.append(heard - answered)
    return delays


class Api:
    """The JSON API of one site over one keep-alive connection, with a bearer token."""

    def __init__(self, base: str, token: str | None = None, timeout: float = 60.0):
        host, port = base.rsplit(":", 1)
        self.connection = http.client.HTTPConnection(host, int(port), timeout=timeout)
        self.headers = {"Authorization": f"Bearer {token}"} if token else {}

    def request(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict | str]:
        headers = dict(self.headers)
        payload = None
        if body is not None:
            payload, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        try:
            self.connection.request(method, path, body=payload, headers=headers)
            response = self.connection.getresponse()
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            self.connection.close()   # the server closed an idle keep-alive connection: once more
            self.connection.request(method, path, body=payload, headers=headers)
            response = self.connection.getresponse()
        raw = response.read().decode()
        try:
            return response.status, json.loads(raw)
        except ValueError:
            return response.status, raw

    def get(self, path: str):
        return self.request("GET", path)

    def post(self, path: str, body: dict):
        return self.request("POST", path, body)

    def close(self) -> None:
        self.connection.close()


class Stream:
    """An open live stream (GET .../stream): the messages as they arrive, with when each came."""

    def __init__(self, base: str, token: str, campaign: str, timeout: float = 5.0):
        host, port = base.rsplit(":", 1)
        self.connection = http.client.HTTPConnection(host, int(port), timeout=timeout)
        self.connection.request("GET", f"/api/v1/campaigns/{campaign}/stream",
                                headers={"Authorization": f"Bearer {token}", "Accept": "text/event-stream"})
        self.socket = self.connection.sock   # the connection lets go of it once the response is open
        self.response = self.connection.getresponse()
        assert self.response.status == 200, self.response.read()
        self.buffer = b""
        self.first_comment = self._block()   # sent at once: the stream is following from here on

    def _block(self) -> bytes:
        while b"\n\n" not in self.buffer:
            chunk = self.response.fp.read1(4096)
            if not chunk:
                raise EOFError("the stream ended")
            self.buffer += chunk
        block, self.buffer = self.buffer.split(b"\n\n", 1)
        return block

    def next_message(self, within: float) -> tuple[dict, float]:
        """The next message (not a comment) and the monotonic time it was read."""
        deadline = time.monotonic() + within
        while True:
            self.socket.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                block = self._block().decode()
            except (TimeoutError, socket.timeout):
                raise AssertionError(f"no message within {within} s") from None
            data = [line[len("data: "):] for line in block.split("\n") if line.startswith("data: ")]
            if data:
                return json.loads(data[0]), time.monotonic()

    def close(self) -> None:
        self.response.close()
        self.socket.close()
