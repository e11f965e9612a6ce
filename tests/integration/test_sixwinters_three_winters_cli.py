"""The campaign of three winters through the `journal` CLI: `journal demo` loads it beside the
other Six Winters demos, it verifies and replays, its history reads back the years as played,
and its chronicle prints each year with the wins told in their own chapters (move by move in
the appendix, `--appendix`; each year's story in its chapter without it)."""
from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from .conftest import Cli

NAME = "Three winters, move by move"
YEARS = ("Year 1: The Order of the Blue Robe", "Year 2: Two Eyes in One Face", "Year 3: Two Eyes in One Face")


@pytest.fixture(scope="module")
def loaded(tmp_path_factory):
    cli = Cli(tmp_path_factory.mktemp("three-winters"))
    out = cli("demo", "--ruleset", "sixwinters").stdout
    line = next(line for line in out.splitlines() if NAME in line)
    return cli, re.search(r": ([0-9a-f-]{36}),", line).group(1), out


@pytest.fixture(scope="module")
def chronicle(loaded, tmp_path_factory):
    cli, campaign, _ = loaded
    pdf = tmp_path_factory.mktemp("book") / "three-winters.pdf"
    cli("chronicle", campaign, "--appendix", "-o", str(pdf))
    return " ".join(" ".join(page.extract_text() for page in PdfReader(pdf).pages).split())


def test_without_the_appendix_each_year_tells_its_story_and_the_book_is_shorter(loaded, chronicle, tmp_path):
    cli, campaign, _ = loaded
    pdf = tmp_path / "story.pdf"
    cli("chronicle", campaign, "-o", str(pdf))
    story = " ".join(" ".join(page.extract_text() for page in PdfReader(pdf).pages).split())
    assert "The play, move by move" in chronicle and "The play, move by move" not in story
    assert len(story) < len(chronicle) and all(title in story for title in YEARS)
    assert _chapter(story, "scenario succeeded") == YEARS[0] and "failed" in story


def test_journal_demo_loads_the_three_winters_beside_the_other_demos(loaded):
    _, _, out = loaded
    assert f"loaded demo campaign {NAME!r} (sixwinters)" in out and "436 events" in out
    assert "The Order of the Blue Robe, year one, move by move" in out


def test_the_history_reads_back_two_years_won_and_a_difficult_one_lost(loaded):
    cli, campaign, _ = loaded
    history = cli.state(campaign, "--view", "history")
    years = [(y["year"], y["scenario"], y["difficulty"], y["result"], len(y["scenes_completed"])) for y in history["years"]]
    assert years == [(1, "The Order of the Blue Robe", "standard", "success", 3),
                     (2, "Two Eyes in One Face", "standard", "success", 3),
                     (3, "Two Eyes in One Face", "difficult", "failure", 2)]
    assert history["year"] == 4 and history["session"] is None and history["spotlight_counts"] == {"Ann": 2, "Ben": 1}


def test_the_campaign_verifies_and_today_s_rules_decide_every_command_the_same(loaded):
    cli, campaign, _ = loaded
    out = cli("verify", campaign).stdout
    assert "result: OK" in out and "every state fingerprint matches" in out
    assert "today's rules decide every recorded command the same" in out


def _chapter(text: str, phrase: str) -> str:
    """The year chapter a phrase is told in: the last year title printed before it."""
    at = text.index(phrase)
    return max(YEARS, key=lambda title: text.rfind(title, 0, at))


def test_the_chronicle_tells_each_win_in_its_own_year(chronicle):
    assert all(title in chronicle for title in YEARS)
    assert _chapter(chronicle, "The game was won.") == YEARS[0]
    assert _chapter(chronicle, "And so the scenario was won.") == YEARS[1]
    assert _chapter(chronicle, "time ran out after the last season") == YEARS[2]
    assert "Recover Thedda's Palimpsest" in chronicle and "The archive gained" in chronicle
