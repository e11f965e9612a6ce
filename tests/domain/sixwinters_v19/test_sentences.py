"""Every event of Six Winters v19.3 reads as one sentence in the rulebook's words: played
campaigns give a sentence for every kind, none shows a kind, a key, a Python value or a
doubled word, and the rarer kinds are told in stories of their own."""
from __future__ import annotations

import random
import re

import pytest

from domain.kernel.moves import random_setup
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.events import KINDS
from tests.domain.legal_play import LegalTable, check_setup_document, play_randomly
from tests.domain.sixwinters_v19.builders import Story

NOT_WORDS = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|[{}\[\]_]|sixwinters|\b(\w+) (?i:\1)\b")


class Narrated(LegalTable):
    """A table that tells every event it records, from the state before it."""

    def __init__(self, *args, **kwargs):
        self.told: dict[str, set[str]] = {}
        super().__init__(*args, **kwargs)

    def _record(self, event) -> None:
        before = self.state["game"] if self.log else None
        super()._record(event)
        told = V19.narrate(before, self.log[-1])
        assert told.strip() and told[0].isupper() and told.rstrip().endswith((".", "!")), told
        self.told.setdefault(self.log[-1].kind, set()).add(told)


def well_formed(sentences) -> list[str]:
    return [sentence for sentence in sentences if NOT_WORDS.search(sentence)]


@pytest.fixture(scope="module")
def told() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for seed in (6, 11):   # seeds whose two campaigns, together, record every kind but the rare ones
        rng = random.Random(seed)
        table = Narrated(V19, random_setup(check_setup_document(V19), rng), rng)
        play_randomly(table, 18000, lambda t: t.game["stage"] == "over")
        for kind, sentences in table.told.items():
            found.setdefault(kind, set()).update(sentences)
    return found


def test_two_played_campaigns_tell_every_kind_in_words(told):
    rare = {"sixwinters_v19/reward-chosen", "sixwinters_v19/threat-track-chosen"}   # told in the stories below
    assert sorted(set(KINDS) - set(told) - rare) == []
    assert well_formed(s for sentences in told.values() for s in sentences) == []


def _last(story: Story) -> str:
    return V19.narrate(story.table.states[-2]["game"], story.table.log[-1])


def test_a_wildcard_reward_and_a_threat_track_chosen_are_told():
    story = Story().start()
    story.adjust(("/session/players/Ann/rewards", 1))
    story.do("choose-reward", player="Ann", track="espionage")
    assert _last(story) == "Ann's wildcard raises espionage progress to 2."
    story.adjust(("/session/threat_owed", 1), ("/stage", "threat-choice"), ("/tracks/sorcery/threat", 12))
    story.do("choose-threat-track", track="diplomacy")
    assert "diplomacy threat to 4" in _last(story) and well_formed([_last(story)]) == []


def test_an_empty_deck_is_told_as_empty():
    story = Story().start()
    story.clear_obstacles()
    staging = ["Sappers", *[c for c in story.game["session"]["staging"] if c != "Sappers"]]   # an Empire top card
    deck = story.game["decks"]["obstacles"]["empire"]
    story.adjust(*story.taken("Sappers"), ("/decks/obstacles/empire/pile", deck["pile"][:1]), ("/session/staging", staging),
                 ("/decks/obstacles/empire/discard", sorted(deck["pile"][1:])),
                 ("/decks/progress/back", {"stage": 1, "stars": 1}))
    for player in ("Ann", "Ben"):
        story.do("end-actions", player=player)
    events = story.do("refill", roll="app")
    placed = next(i for i, e in enumerate(events) if e.kind.endswith("obstacle-placed"))
    position = len(story.table.log) - len(events) + placed
    sentence = V19.narrate(story.table.states[position - 1]["game"], story.table.log[position])
    assert sentence.endswith("the Empire deck is now empty.") and well_formed([sentence]) == []
