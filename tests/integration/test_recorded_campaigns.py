"""Campaigns recorded by earlier versions of the rules still import, verify and replay.

The files in recorded/ were exported before table events carried their changes; they are
read through the rules of the version they were decided under (event versions tell).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.kernel.canonical import fingerprint

RECORDED = Path(__file__).with_name("recorded")
FILES = sorted(RECORDED.glob("*.jsonl"))
BLUE_ROBE = RECORDED / "sixwinters-the-order-of-the-blue-robe-year-one-move-by-move.jsonl"


def recorded_envelopes(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()[1:]]


def test_every_demo_campaign_of_the_earlier_version_is_kept():
    names = {path.stem for path in FILES}
    assert {"dice-dice-demo", "d6d-d6d-demo-ann-against-ben", "sixwinters-six-winters-demo", BLUE_ROBE.stem} <= names


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_a_recorded_campaign_imports_verifies_and_replays_to_its_fingerprints(path, sqlite_journal):
    with path.open() as handle:
        campaign = sqlite_journal.import_(handle)
    report = sqlite_journal.verify(campaign)
    assert report.ok and report.replayed, report.problem
    recorded = [env["state"] for env in recorded_envelopes(path)]
    assert sqlite_journal.fingerprints(campaign) == recorded


def test_verify_says_today_s_rules_decide_the_old_table_events_differently_and_passes(sqlite_journal):
    """Events of version 1 were decided by the rules of that version: a change of rules, told
    apart from tampering, and the campaign verifies."""
    with BLUE_ROBE.open() as handle:
        report = sqlite_journal.verify(sqlite_journal.import_(handle))
    assert report.ok and report.replayed and report.rules_checked
    assert report.rules_differ_at == 2 and "(version 1)" in report.rules_difference
    (line,) = [line for line in report.lines() if line.startswith("rules:")]
    assert line.startswith("rules: played under V24.0 (revision not recorded), these are V24.0 (revision 1); "
                           "today's rules would decide differently at position 2")


def states(journal, campaign) -> list[tuple[str, str]]:
    """Per position: the game state's fingerprint and the journal facts but those of the clock,
    of the dice seed and of the salts of sealed values (each recording starts at its own time,
    commits to its own seed and seals with its own salts)."""
    return [(fingerprint(state["game"]), fingerprint({**state["meta"], "started_at": None, "dice": None, "sealed": None}))
            for _, state in journal.walk(campaign)]


def test_the_blue_robe_recorded_again_today_leaves_the_same_states_at_every_position(sqlite_journal):
    """Only the clock, the dice seed and the sealing differ between two recordings of the demo;
    today's ends with the event that opens, at the year's end, what was sealed in it."""
    today = sqlite_journal.load_demo("sixwinters", name="The Order of the Blue Robe, year one, move by move")
    with BLUE_ROBE.open() as handle:
        before = sqlite_journal.import_(handle)
    assert len(states(sqlite_journal, today)) == 125
    assert states(sqlite_journal, today)[:124] == states(sqlite_journal, before)
    assert sqlite_journal.events(today, 125)[0]["type"] == "journal/secrets-revealed"
