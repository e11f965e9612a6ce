"""The `journal` command line, run as a user runs it."""
import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def cli(tmp_path):
    def run(*args, stdin=None, ok=True):
        result = subprocess.run([sys.executable, "-m", "journal", "--instance", str(tmp_path / "instance"), *args],
                                input=stdin, capture_output=True, text=True, cwd=tmp_path, timeout=120)
        if ok:
            assert result.returncode == 0, result.stderr
        return result
    run("init")  # only `journal init` makes a store
    return run


def test_a_campaign_is_recorded_logged_and_shown_from_the_command_line(cli):
    assert "dice" in cli("rulesets").stdout
    cli("init")
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Table one").stdout.strip()
    out = cli("do", campaign, '{"type":"roll","dice":[{"sides":6,"value":4,"kind":"action"}],"purpose":"attack"}').stdout
    (event,) = [json.loads(line) for line in out.splitlines()]
    assert event["position"] == 2 and event["source"] == "physical"
    cli("do", "Table one", "-", stdin='{"type":"roll","spec":"2d6","purpose":"app"}')
    log = cli("log", campaign).stdout
    assert "physical journal/rolled" in log and "digital  journal/rolled" in log
    assert "rolled 4 for attack." in log and "{" not in log, "each event in its sentence, never its data"
    state = json.loads(cli("state", campaign, "--at", "2", "--view", "summary", "--json").stdout)
    assert state["rolls"] == 1 and state["last"]["values"] == [4]
    assert "Table one" in cli("campaign", "list").stdout


@pytest.mark.parametrize("command, message", [
    ('{"type":"roll","dice":[{"sides":6,"value":7}]}', "a d6 shows 1 to 6, not 7"),
    ('{"type":"note","text":"hi","mood":"grim"}', "mood: Unknown field"),
    ('{"type":"note", text}', "not valid JSON"),
])
def test_bad_input_is_a_clear_error_with_exit_code_1_and_stores_nothing(cli, command, message):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Strict").stdout.strip()
    before = cli("log", campaign, "--json").stdout
    result = cli("do", campaign, command, ok=False)
    assert result.returncode == 1 and message in result.stderr and result.stdout == ""
    assert cli("log", campaign, "--json").stdout == before


def test_a_view_before_the_first_event_is_a_clear_error_not_a_traceback(cli):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Empty").stdout.strip()
    result = cli("state", campaign, "--at", "0", "--view", "summary", "--json", ok=False)
    assert result.returncode == 1 and "no game state" in result.stderr and "Traceback" not in result.stderr


def test_an_unknown_campaign_is_a_clear_error(cli):
    result = cli("do", "nowhere", '{"type":"note","text":"x"}', ok=False)
    assert result.returncode == 1 and "no campaign 'nowhere'" in result.stderr


def test_export_import_verify_and_fork_from_the_command_line(cli, tmp_path):
    cli("demo", "--ruleset", "dice")
    (line,) = [l for l in cli("campaign", "list").stdout.splitlines() if "Dice demo" in l]
    campaign = line.split()[0]
    cli("export", campaign, "-o", str(tmp_path / "demo.jsonl"))
    assert "result: OK" in cli("verify", "--file", str(tmp_path / "demo.jsonl")).stdout
    other = ["--db", f"sqlite:///{tmp_path / 'other.sqlite'}"]
    cli(*other, "init")
    assert cli(*other, "import", str(tmp_path / "demo.jsonl")).stdout.strip() == campaign
    assert "result: OK" in cli(*other, "verify", campaign).stdout
    assert (json.loads(cli(*other, "state", campaign, "--json").stdout)["fingerprint"]
            == json.loads(cli("state", campaign, "--json").stdout)["fingerprint"])
    branch = cli("fork", campaign, "--at", "3", "--name", "What if").stdout.strip()
    assert "What if" in cli("campaign", "list").stdout and branch != campaign
    lines = (tmp_path / "demo.jsonl").read_text().splitlines()
    lines[3] = lines[3].replace("initiative", "initiativE")
    (tmp_path / "bad.jsonl").write_text("\n".join(lines))
    result = cli("verify", "--file", str(tmp_path / "bad.jsonl"), ok=False)
    assert result.returncode == 1 and "position 3" in result.stdout


def test_several_commands_on_stdin_are_recorded_in_turn_until_one_is_refused(cli):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Batch").stdout.strip()
    lines = ['{"type":"note","text":"one"}', '', '{"type":"roll","dice":[{"sides":6,"value":3}]}']
    out = cli("do", campaign, "-", stdin="\n".join(lines)).stdout
    assert [json.loads(line)["position"] for line in out.splitlines()] == [2, 3]
    refused = cli("do", campaign, "-", stdin='{"type":"note","text":"two"}\n{"type":"roll","dice":[{"sides":6,"value":8}]}\n'
                                             '{"type":"note","text":"never"}', ok=False)
    assert refused.returncode == 1 and "command 2 of 3 refused; 1 recorded" in refused.stderr
    assert [e["data"].get("text") for e in map(json.loads, cli("log", campaign, "--json").stdout.splitlines())][-1] == "two"


def test_the_moves_of_a_seat_never_offer_the_undo_of_the_game_masters_note(cli):
    """`journal moves --seat` reads as that seat's player: the game master's note is not theirs to
    undo; the shell may, and its button does not repeat the private text."""
    campaign = cli("campaign", "new", "--ruleset", "d6d", "--name", "Seated", "--setup",
                   '{"players": ["Ann", "Ben"]}').stdout.strip()
    cli("do", campaign, '{"type":"note","text":"The ferryman lies.","audience":"gm"}', "--actor", "gus")
    assert "undo:" not in cli("moves", campaign, "--seat", "Ann").stdout
    everything = cli("moves", campaign).stdout
    assert re.search(r"undo: Undo the private note  \(retract, position \d+\)", everything)
    assert "ferryman" not in everything


def test_rebuild_builds_the_read_models_again_and_says_what_it_did(cli, tmp_path):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Rebuilt").stdout.strip()
    cli("do", campaign, '{"type":"roll","dice":[{"sides":6,"value":4}],"purpose":"attack"}')
    with sqlite3.connect(tmp_path / "instance" / "journal.sqlite") as connection:
        connection.execute("UPDATE told_sentences SET text = 'x'")
    connection.close()
    assert "told_sentences" in cli("verify", campaign, ok=False).stdout
    out = cli("rebuild", campaign).stdout
    assert re.fullmatch(rf"Rebuilt \({campaign}\): read models built again from its events: \d+ sentences, 1 dice "
                        r"records, \d+ mark changes, its index row and standing\n", out), out
    assert "result: OK" in cli("verify", campaign, "--full").stdout
    assert "Rebuilt" in cli("rebuild").stdout
    before = cli("log", campaign, "--json").stdout
    result = cli("rebuild", "nowhere", ok=False)
    assert result.returncode == 1 and "nowhere" in result.stderr and "Traceback" not in result.stderr
    assert cli("log", campaign, "--json").stdout == before


def _hands(cli, campaign, *reader) -> dict:
    table = json.loads(cli("state", campaign, "--at", "200", "--view", "table", *reader, "--json").stdout)
    return {row["name"]: row["hand"] for row in table["players"]}


def test_state_and_log_read_as_a_seat_or_the_game_master_as_the_site_redacts_them(cli):
    """`journal state --view` and `journal log` take `--seat SEAT` and `--as gm|spectator`, as
    `journal moves --seat` does: a seat reads its own hand of heroes and the others' face down,
    and a hand chosen in secret as its shadow; the game master reads every hand."""
    cli("demo", "--ruleset", "dwarfswinter")
    campaign = next(line.split()[0] for line in cli("campaign", "list").stdout.splitlines() if "four clans" in line)
    as_ann = _hands(cli, campaign, "--seat", "Ann")
    assert None not in as_ann["Ann"] and set(as_ann["Ben"]) == {None}
    assert None not in _hands(cli, campaign, "--as", "gm")["Ben"]
    assert set(_hands(cli, campaign, "--as", "spectator")["Ann"]) == {None}
    chosen = ["log", campaign, "--from", "111", "--to", "111"]
    assert cli(*chosen, "--seat", "Ann").stdout.rstrip().endswith("Ben chooses a hand of heroes in secret.")
    assert "Moneylender II" in cli(*chosen, "--seat", "Ben").stdout
    assert "Moneylender II" in cli(*chosen, "--as", "gm").stdout
    assert "no seat 'Zed'" in cli("state", campaign, "--seat", "Zed", ok=False).stderr
    assert "give one" in cli("log", campaign, "--seat", "Ann", "--as", "gm", ok=False).stderr


def test_the_group_gives_a_chapter_its_title_epigraph_and_what_mattered_and_the_book_leads_with_them(cli, tmp_path):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Table one").stdout.strip()
    cli("do", campaign, '{"type":"roll","dice":[{"sides":6,"value":6,"kind":"action"}],"purpose":"the gate"}')
    cli("chapter", campaign, "title", "The night of sixes")
    cli("chapter", campaign, "epigraph", "Fortune favours the bold.")
    cli("chapter", campaign, "mattered", "We held the gate together.")
    assert "empty" in cli("chapter", campaign, "title", "  ", ok=False).stderr
    assert cli("chapter", campaign, "motto", "x", ok=False).returncode != 0
    from journal.service import Journal
    from reports.chronicle import build
    from reports.source import load_timeline
    store = Journal(url=f"sqlite:///{tmp_path / 'instance' / 'journal.sqlite'}")
    try:
        chapter = build(*load_timeline(store, campaign)).sections[0]
    finally:
        store.close()
    assert chapter.title == "Day 1: The night of sixes"
    assert [getattr(b, "text", "") for b in chapter.blocks[:2]] == ["Fortune favours the bold.",
                                                                    "We held the gate together."]
    assert not any("The night of sixes" in getattr(b, "text", "") for b in chapter.blocks)   # not quoted as a note
