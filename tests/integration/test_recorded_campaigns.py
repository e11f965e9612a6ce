"""Campaigns recorded by earlier versions of the rules still import, verify and replay.

The files in recorded/ were exported before table events carried their changes; their events
of version 1 are read through outcome records, which the import works out with the rules of
that version (migrations/).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from domain.kernel.catalogs import catalog_of
from domain.kernel.fingerprints import fingerprint

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
    assert line.startswith("rules: played under V24.0 (revision not recorded), these are V24.0 (revision 2); "
                           "today's rules would decide differently at position 2")


def states(journal, campaign, since=lambda game: game) -> list[tuple[str, str]]:
    """Per position: the game state's fingerprint and the journal facts but those of the clock,
    of the dice seed and of the salts of sealed values (each recording starts at its own time,
    commits to its own seed and seals with its own salts)."""
    return [(fingerprint(since(state["game"])), fingerprint({**state["meta"], "started_at": None, "dice": None, "sealed": None}))
            for _, state in journal.walk(campaign)]


def as_recorded_then(game: dict) -> dict:
    """Today's state less what the rules added since the recording: the table now keeps the
    box's production tokens (12), a limit the earlier rules did not count, and the locked
    obstacles left in the box, which a scene's placement now takes from."""
    table = game.get("table")
    if not table:
        return game
    table = {key: value for key, value in table.items() if key != "obstacle_reserve"}
    if "production" in table.get("token_totals", {}):
        table["token_totals"] = {k: v for k, v in table["token_totals"].items() if k != "production"}
    return {**game, "table": table}


def demo_on_first_edition(journal, name: str) -> str:
    """The demo played today on the built-in catalog's first edition, the one it was recorded on
    (later editions add facts, so their states differ from the first's by design)."""
    script = next(s for s in journal.demo_scripts("sixwinters") if s["name"] == name)
    cid = journal.create_campaign("sixwinters", name, {**script.get("setup", {}), "edition": 1}, "demo")
    for command in script["commands"]:
        command = dict(command)
        journal.execute(cid, command, actor=command.pop("actor", "demo"))
    return cid


def test_a_new_campaign_records_the_latest_edition_and_an_old_one_replays_on_the_first(sqlite_journal):
    from domain.rulesets.sixwinters.catalog.builtin import EDITION
    fresh = sqlite_journal.load_demo("sixwinters", name="The Order of the Blue Robe, year one, move by move")
    assert sqlite_journal.events(fresh, 1)[0]["data"]["setup"]["edition"] == EDITION > 1
    with BLUE_ROBE.open() as handle:
        before = sqlite_journal.import_(handle)
    old = sqlite_journal.state(before, at=1).state["game"]
    new = sqlite_journal.state(fresh, at=1).state["game"]
    assert "resources" not in catalog_of(old)["obstacles"]["Drauga the Vicious"]
    assert "resources" in catalog_of(new)["obstacles"]["Drauga the Vicious"]
    assert "condition_effect" not in old["campaign"]["options"] and new["campaign"]["options"]["condition_effect"] == "none"


def test_the_blue_robe_recorded_again_today_leaves_the_same_states_at_every_position(sqlite_journal):
    """Only the clock, the dice seed, the sealing and what the rules added since (on the
    catalog's edition it was recorded on) differ between two recordings of the demo; today's ends with the event that opens, at the year's end, what was sealed in it."""
    today = demo_on_first_edition(sqlite_journal, "The Order of the Blue Robe, year one, move by move")
    with BLUE_ROBE.open() as handle:
        before = sqlite_journal.import_(handle)
    recorded_today, recorded_before = states(sqlite_journal, today), states(sqlite_journal, before)
    assert len(recorded_today) == 125
    assert recorded_today[:124] != recorded_before   # the limit is kept
    assert states(sqlite_journal, today, as_recorded_then)[:124] == recorded_before
    assert sqlite_journal.events(today, 125)[0]["type"] == "journal/secrets-revealed"
