"""schemathesis against the site's OpenAPI document: every answer matches what the document says.

The site runs in a thread on a loopback port and `schemathesis run` drives it from outside, with
every phase (examples, coverage, fuzzing, stateful) and every check, as a client would see it.
One allowance: a schema-valid command or setup may still break a game rule, which no schema
can express; the document declares that answer as 422, so it counts as accepted. And since
the document closes every body (additionalProperties: false) and the API refuses unknown
fields, schemathesis is told not to send extra fields as if they were valid.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.live_server import serving
from web.accounts import store_of
from web.openapi import openapi_document

CONFIG = """
[generation]
allow-extra-parameters = false  # the document forbids unknown fields, and the API refuses them

[parameters]
"path.cid" = "{cid}"

[checks.positive_data_acceptance]
expected-statuses = ["2xx", "401", "403", "404", "409", "422"]
"""


@pytest.fixture
def live(app):
    with serving(app) as url:
        yield url


def schemathesis_cli() -> str:
    found = Path(sys.executable).parent / "schemathesis"
    if not found.exists() and shutil.which("schemathesis") is None:
        pytest.fail("schemathesis is not installed: it is in the test extras (pip install -e '.[test]')")
    return str(found) if found.exists() else shutil.which("schemathesis")


# schemathesis 4.32 sometimes sends, while fuzzing, a body with a field the document forbids and
# still calls it valid; the API rightly refuses it. Every other phase checks acceptance too.
RUNS = [("examples,coverage,stateful", []), ("fuzzing", ["--exclude-checks", "positive_data_acceptance"])]


@pytest.mark.parametrize("phases, options", RUNS, ids=["examples-coverage-stateful", "fuzzing"])
def test_every_answer_of_the_api_matches_its_openapi_document(app, auth, live, tmp_path, phases, options):
    # schemathesis checks that every operation refuses a bad token: more operations than the
    # per-address limit of bad tokens a minute, which would answer the good ones 429 after
    app.config["TOKEN_FAILURES_PER_ADDRESS"] = 10_000
    app.config["STREAM_LIFETIME_SECONDS"] = 0.3   # each live stream answers, and ends, at once
    cid = auth.campaign("olga")
    auth.execute(cid, {"type": "mark", "colour": "red", "count": 2})
    token = store_of(app).issue_token("olga", "conformance")
    (tmp_path / "schemathesis.toml").write_text(CONFIG.format(cid=cid))
    result = subprocess.run(
        [schemathesis_cli(), "--config-file", str(tmp_path / "schemathesis.toml"), "run",
         f"{live}/api/v1/openapi.json", "-H", f"Authorization: Bearer {token}", "--checks", "all", *options,
         "--phases", phases, "--max-examples", "12", "--workers", "1", "--seed", "11", "--no-color"],
        capture_output=True, text=True, cwd=tmp_path, timeout=900)
    summary = result.stdout[result.stdout.find("FAILURES"):] if "FAILURES" in result.stdout else result.stdout[-3000:]
    assert result.returncode == 0, summary[:20000] + result.stderr[-2000:]
    operations = sum(len(methods) for methods in openapi_document("/api/v1")["paths"].values())
    assert f"Tested: {operations}" in result.stdout  # every operation of the document was exercised
