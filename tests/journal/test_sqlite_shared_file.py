"""A SQLite store open in one process (a site serving the table) while another process uses the
same file (`journal campaign list`, a pull) and closes: the first keeps its write-ahead log and
what it writes next reaches the other. Opening a second Journal over the file in the first
process must not drop its locks (a plain open and close of the file drops every POSIX lock the
process holds on it; the other process, closing last, then took the log away)."""
from __future__ import annotations

import subprocess
import sys

from journal.service import Journal


def _journal(db, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "journal", "--db", f"sqlite:///{db}", *args],
                          capture_output=True, text=True, timeout=300)


def test_a_process_that_opens_the_store_twice_keeps_its_log_when_another_process_closes(tmp_path):
    db = tmp_path / "shared.db"
    site = Journal(f"sqlite:///{db}", create=True)
    try:
        cid = site.create_campaign("dice", "Shared", {}, actor="olga")
        site.execute(cid, {"type": "note", "text": "before the other process"}, actor="olga")
        Journal(f"sqlite:///{db}").close()                 # a second Journal over the file, as a site opens
        assert _journal(db, "campaign", "list").returncode == 0
        assert (tmp_path / "shared.db-wal").exists()
        site.execute(cid, {"type": "note", "text": "after the other process"}, actor="olga")
        told = _journal(db, "log", cid)
        assert told.returncode == 0 and "after the other process" in told.stdout, told.stdout + told.stderr
    finally:
        site.close()
