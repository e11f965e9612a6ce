"""Every chapter that tells a session of play (a day, a year, a week, a game) opens with its
story in three to six sentences, in every edition of every demo book of every ruleset: a
story of two sentences says too little, one of seven is no longer read first."""
from __future__ import annotations

import re

import pytest

import domain.rulesets as rulesets
from domain.kernel.chronicle import Paragraph
from domain.kernel.storytelling import sentences
from domain.kernel.turning import STORY
from reports.chronicle import build
from reports.editions import campaign_seats, viewer_for
from reports.source import load_timeline

from tests import demo_store

DEMOS = [(ruleset.name, script["name"]) for ruleset in rulesets.all_rulesets() if ruleset.demo
         for script in [ruleset.demo(), *ruleset.extra_demos()]]


# a chapter of play by its title, in each ruleset's word for it: a day of rolls, a year, a
# week, a session, the one game of d6D (not the cast, the setting up, the awards or the party)
OF_PLAY = re.compile(r"^(Day|Year|Week|Session) \d+|^The game\b")


def _stories(book) -> dict[str, list[str]]:
    """The story paragraphs of each chapter of play; a week's continuation on a later day is
    left out (the story its first part opened tells it)."""
    return {s.title: [b.text for b in s.blocks if isinstance(b, Paragraph) and b.style == STORY]
            for s in book.sections if s.level == 1 and OF_PLAY.match(s.title) and not s.title.endswith(", continued")}


@pytest.mark.parametrize("ruleset, name", DEMOS)
def test_every_chapter_of_play_opens_with_a_story_of_three_to_six_sentences_in_every_edition(journal, ruleset, name):
    cid = demo_store.load_demo(journal, ruleset, name=name)
    seats = campaign_seats(journal, cid)
    chapters = 0
    for edition in ["group", "gm", *(f"seat:{seat}" for seat in seats)]:
        book = build(*load_timeline(journal, cid, viewer=viewer_for(edition, seats)))
        for title, stories in _stories(book).items():
            chapters += 1
            assert len(stories) == 1, (name, edition, title, stories)
            assert 3 <= len(sentences(stories[0])) <= 6, (name, edition, title, stories[0])
    assert chapters, name
