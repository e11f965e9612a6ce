"""Sentences a stranger reads without stumbling: every variant of the chronicle's templates,
filled as the chronicle fills them, says each thing once and in plain English."""
from __future__ import annotations

import re

from domain.rulesets.sixwinters.chronicle.phrases import TEMPLATES
from domain.rulesets.sixwinters.chronicle.text import difficulty_words, worth


def _every(name: str, **fields) -> list[str]:
    return [template.format(**fields) for template in TEMPLATES[name]]


def test_a_difficulty_named_by_its_adjective_is_never_difficult_difficulty():
    for difficulty in ("difficult", "Difficult", "standard", "normal"):
        for sentence in _every("year_opens", year=1, nth="first", scenario="The Order of the Blue Robe",
                               cast="Ann played Thea", difficulty=difficulty_words(difficulty)):
            assert not re.search(r"difficult\w* difficulty", sentence, re.I), sentence
            assert difficulty.lower() in sentence.lower()


def test_the_party_sets_out_from_places_not_from_people():
    for sentence in _every("placed", places="Keel and Menas at Yearly Field"):
        assert "from Keel" not in sentence, sentence


def test_a_card_that_carries_a_bracket_in_its_name_takes_no_second_bracket():
    cards = worth("War Machines (2)", 10)
    for sentence in _every("committed", who="Menas", cards=cards, score=18, needed=20):
        assert not re.search(r"\) \(", sentence) and "10 points" in sentence, sentence
