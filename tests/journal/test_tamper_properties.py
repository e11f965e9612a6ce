"""Any single changed byte of any stored row (event, snapshot, seed vault entry, anchor) is
caught by plain `journal verify` once the campaigns are anchored."""
import atexit
import shutil
import sqlite3
import tempfile
from functools import lru_cache
from pathlib import Path

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from journal.cli import main
from journal.service import Journal
from tests.journal import tampering as t
from tests.journal.helpers import physical

TEMPLATE = Path(tempfile.mkdtemp(prefix="journal-tamper-")) / "template.sqlite"
atexit.register(shutil.rmtree, TEMPLATE.parent, ignore_errors=True)


@lru_cache(maxsize=1)
def template() -> Path:
    """Two anchored campaigns with snapshots, an undo, digital dice (an open commitment, so a
    vault entry) and a revealed seed; made once, copied for every example."""
    journal = Journal(url=f"sqlite:///{TEMPLATE}", snapshot_every=3)
    try:
        first = journal.create_campaign("dice", "Ünïcode table")
        for value in (3, 5, 1, 6):
            journal.execute(first, physical(value))
        journal.execute(first, {"type": "roll", "spec": "3d6"})
        journal.execute(first, {"type": "retract", "position": 3})
        journal.execute(first, {"type": "note", "text": "«the bridge holds»"})
        journal.execute(first, {"type": "roll", "spec": "1d6"})
        second = journal.create_campaign("dice", "Second table")
        journal.execute(second, {"type": "roll", "spec": "2d6"})
        journal.execute(second, {"type": "reveal"})
        journal.execute(second, physical(2))
        for campaign in (first, second):
            journal.anchor(campaign, "receipt")
    finally:
        journal.close()
    return TEMPLATE


def copy_of(source: Path, folder: str) -> Path:
    target = Path(folder) / "journal.sqlite"
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    return target


def plain_verify(path: Path):
    return CliRunner().invoke(main, ["--db", f"sqlite:///{path}", "verify"])


def test_the_untouched_template_verifies():
    with tempfile.TemporaryDirectory() as folder:
        result = plain_verify(copy_of(template(), folder))
    assert result.exit_code == 0, result.output
    assert result.output.count("result: OK") == 2


ROWS = [(table, column) for table in (t.EVENTS, t.SNAPSHOTS, t.ANCHORS) for column in ("state", "topic")
        if (table, column) != (t.SNAPSHOTS, "topic")] + [(t.SNAPSHOTS, "topic")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from(ROWS), row=st.integers(0, 10_000), offset=st.integers(0, 100_000),
       mask=st.integers(1, 255))
def test_any_single_changed_byte_of_any_row_fails_plain_verify(which, row, offset, mask):
    table, column = which
    with tempfile.TemporaryDirectory() as folder:
        path = copy_of(template(), folder)
        stored = t.rows(path, table)
        originator, version, topic, state = stored[row % len(stored)]
        if column == "state":
            t.put(path, table, originator, version, state=t.flip(state, offset % len(state), mask))
        else:
            t.put(path, table, originator, version, topic=t.flip(topic.encode(), offset % len(topic), mask)
                  .decode("utf-8", errors="replace"))
        result = plain_verify(path)
    assert result.exit_code == 1, f"{table}.{column} row {version} ({topic}) passed:\n{result.output}"
    assert "FAILED" in result.output
