"""schemathesis against the site's OpenAPI document: every answer matches what the document says.

The site runs in a thread on a loopback port and `schemathesis run` drives it from outside, with
every phase (examples, coverage, fuzzing, stateful) and every check, as a client would see it:
authentication checks included (every operation is sent a wrong token), under the server's own
limits on wrong tokens, and with extra fields sent where the document closes a body (it says
what the API refuses). No answer may be a 429: a wrong token holds up only itself.

One allowance: a schema-valid request may still break a rule no schema can say (a game rule, a
die showing more than its sides, a catalog nobody imported); the document declares that answer
as 422, so it counts as accepted. The command body is every command of every ruleset: it is
fuzzed (`max-examples` of it) instead of covered case by case, which alone is some ten thousand
requests; tests/web/test_openapi_exact.py holds the cases found there.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.live_server import serving
from web.accounts import store_of
from web.openapi import openapi_document

CONFIG = """
[parameters]
"path.cid" = "{cid}"

[checks.positive_data_acceptance]
expected-statuses = ["2xx", "401", "403", "404", "409", "422"]

[[operations]]
include-path = "/campaigns/{{cid}}/commands"
phases.coverage.enabled = false
generation.max-examples = 100
"""


def answers_counted(app) -> Counter:
    """The statuses the app answers with, counted as they go out."""
    statuses: Counter = Counter()
    inner = app.wsgi_app

    def counting(environ, start_response):
        def start(status, headers, exc_info=None):
            statuses[int(status.split()[0])] += 1
            return start_response(status, headers, exc_info)
        return inner(environ, start)
    app.wsgi_app = counting
    return statuses


@pytest.fixture
def live(app):
    with serving(app) as url:
        yield url


def schemathesis_cli() -> str:
    found = Path(sys.executable).parent / "schemathesis"
    if not found.exists() and shutil.which("schemathesis") is None:
        pytest.fail("schemathesis is not installed: it is in the test extras (pip install -e '.[test]')")
    return str(found) if found.exists() else shutil.which("schemathesis")


def test_every_answer_of_the_api_matches_its_openapi_document(app, auth, live, tmp_path):
    app.config["STREAM_LIFETIME_SECONDS"] = 0.3   # each live stream answers, and ends, at once
    statuses = answers_counted(app)
    cid = auth.campaign("olga")
    auth.execute(cid, {"type": "mark", "colour": "red", "count": 2})
    token = store_of(app).issue_token("olga", "conformance")
    (tmp_path / "schemathesis.toml").write_text(CONFIG.format(cid=cid))
    result = subprocess.run(
        [schemathesis_cli(), "--config-file", str(tmp_path / "schemathesis.toml"), "run",
         f"{live}/api/v1/openapi.json", "-H", f"Authorization: Bearer {token}", "--checks", "all",
         "--phases", "examples,coverage,fuzzing,stateful", "--max-examples", "12", "--workers", "1",
         "--seed", "11", "--no-color"],
        capture_output=True, text=True, cwd=tmp_path, timeout=900)
    summary = result.stdout[result.stdout.find("FAILURES"):] if "FAILURES" in result.stdout else result.stdout[-3000:]
    assert result.returncode == 0, summary[:20000] + result.stderr[-2000:]
    operations = sum(len(methods) for methods in openapi_document("/api/v1")["paths"].values())
    assert f"Tested: {operations}" in result.stdout  # every operation of the document was exercised
    assert statuses[401] > operations and statuses[429] == 0, statuses  # wrong tokens sent, none held others up
