"""Two writer processes on one campaign; a writer killed mid-stream."""
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_writer(url, campaign, tag, count, outfile):
    return subprocess.Popen([sys.executable, "-m", "tests.journal.writer_process", url, campaign, tag, str(count), str(outfile)],
                            cwd=ROOT, stderr=subprocess.PIPE)


def test_two_processes_writing_500_commands_each_lose_or_double_nothing(journal, store_url, tmp_path):
    campaign = journal.create_campaign("dice", "Contested")
    writers = {tag: start_writer(store_url, campaign, tag, 500, tmp_path / f"{tag}.out") for tag in ("ann", "ben")}
    for tag, process in writers.items():
        assert process.wait(timeout=600) == 0, process.stderr.read().decode()
    stored = Counter(e["data"]["text"] for e in journal.events(campaign) if e["type"] == "journal/noted")
    for tag in writers:
        outcomes = [line.split() for line in (tmp_path / f"{tag}.out").read_text().splitlines()]
        assert len(outcomes) == 500
        for outcome, index in outcomes:
            assert stored[f"{tag}-{index}"] == (1 if outcome == "ok" else 0), (tag, index, outcome)
    assert sum(stored.values()) == journal.head(campaign) - 1
    assert journal.verify(campaign).ok


def test_a_writer_killed_mid_stream_leaves_a_store_that_verifies_and_replays(journal, store_url, tmp_path):
    campaign = journal.create_campaign("dice", "Crash")
    process = start_writer(store_url, campaign, "crash", 100000, tmp_path / "crash.out")
    deadline = time.time() + 120
    while journal.head(campaign) < 40 and time.time() < deadline:
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    head = journal.head(campaign)
    assert head >= 40
    report = journal.verify(campaign)
    assert report.ok and report.replayed
    texts = [e["data"]["text"] for e in journal.events(campaign)[1:]]
    assert texts == [f"crash-{i}" for i in range(len(texts))]
    journal.execute(campaign, {"type": "note", "text": "after the crash"})
    assert journal.head(campaign) == head + 1


def test_six_processes_opening_a_new_store_at_once_all_succeed(store_url):
    """Each creates the tables; PostgreSQL refuses concurrent creators, who must try again."""
    code = f"from journal.service import Journal; j = Journal(url={store_url!r}); j.campaigns(); j.close()"
    processes = [subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stderr=subprocess.PIPE) for _ in range(6)]
    for process in processes:
        assert process.wait(timeout=120) == 0, process.stderr.read().decode()
