"""A hit is told once: the fire that catches a character is one sentence and the Life Points
it takes another, never the same number twice; the group's edition folds the Wayfinder's
hidden moves into one line a scene."""
from __future__ import annotations

import re

from domain.kernel.chronicle import Paragraph, Quote
from domain.rulesets.ninetraits.chronicle.phrases import VOICE
from reports.chronicle import build
from reports.editions import viewer_for
from reports.source import load_timeline
from tests import demo_store


def test_the_fire_names_no_number_the_life_points_it_took_tell_it():
    for template in VOICE["burn"]:
        told = template.format(character="Audi", value=3)
        assert "3" not in told and "d4" not in told and "Audi" in told, told
    assert all("{points}" in template for template in VOICE["hurt-burning"])


def _hidden_lines():
    """A pattern for every line that stands for moves behind the screen."""
    variants = [re.escape(t).replace(r"\{count\}", ".+").replace(r"\{count_cap\}", ".+")
                for name in ("private", "privates") for t in VOICE[name]]
    return re.compile("^(" + "|".join(variants) + ")$")


def test_the_groups_edition_folds_the_moves_behind_the_screen_into_one_line_a_scene(journal):
    cid = demo_store.load_demo(journal, "ninetraits")
    ruleset, timeline = load_timeline(journal, cid, viewer=viewer_for("group", []))
    hidden, scenes = _hidden_lines(), [[]]
    for section in build(ruleset, timeline).sections:
        if section.level <= 2:
            scenes.append([])
        scenes[-1] += [b.text for b in section.blocks if isinstance(b, Paragraph) and hidden.match(b.text)]
    assert any(scenes), "the demo has moves behind the screen"
    assert all(len(lines) <= 1 for lines in scenes), [lines for lines in scenes if len(lines) > 1]


def _stories(journal, name, edition):
    cid = demo_store.load_demo(journal, "ninetraits", name=name)
    book = build(*load_timeline(journal, cid, viewer=viewer_for(edition, [])))
    return {s.title: b.text for s in book.sections if s.level == 1
            for b in s.blocks if isinstance(b, Paragraph) and b.style == "story"}


def test_each_session_opens_with_its_story_the_stakes_the_turn_the_cost_and_the_fighting(journal):
    stories = _stories(journal, "The nine-trait demo: the bandit road", "group")
    assert stories["Session 1: The Bandit Road"] == (
        "The Bandit Road: Claud, Luis, Audi and Teddie set out, and whatever came would come to them. "
        "It turned when Bandit fell. It cost Audi and Claud one Life Point each, and left Claud Bleeding. "
        "By the end the party had won one fight.")
    assert "Audi was left Poisoned by a poisoned dart" in stories["Session 2: The Mayor's Brother"]


def test_a_session_story_weighs_only_what_its_reader_saw(journal):
    told = _stories(journal, "The nine-trait demo: the ice caves", "gm")["Session 1: The Ice Caves"]
    assert "It turned when Fire Imp died." in told and told.endswith("and Ice Wraith had fallen.")
    seen = _stories(journal, "The nine-trait demo: the ice caves", "group")["Session 1: The Ice Caves"]
    assert "Fire Imp" not in seen and "Ice Wraith" not in seen
    assert "It turned when Audi was left Burning by a brazier tipped over." in seen


def _awards(journal, name, edition):
    cid = demo_store.load_demo(journal, "ninetraits", name=name)
    book = build(*load_timeline(journal, cid, viewer=viewer_for(edition, [])))
    part = next(s for s in book.sections if s.title == "Awards")
    return dict(part.blocks[0].items)


def test_the_book_ends_with_awards_read_from_the_log_each_credited_to_a_character(journal):
    bandits = _awards(journal, "The nine-trait demo: the bandit road", "group")
    assert bandits["Most foes felled"] == "Claud: one foe"
    caves = _awards(journal, "The nine-trait demo: the ice caves", "gm")
    assert caves["Most foes felled"] == "Claud and Teddie: one foe"
    assert caves["The luckiest roll"] == "Ice Wraith's roll: 6, 6, 6 and 2"      # rolled behind the screen
    seen = _awards(journal, "The nine-trait demo: the ice caves", "group")
    assert "Most foes felled" not in seen and "Ice Wraith" not in seen["The luckiest roll"]   # neither seen


def test_a_note_is_credited_to_a_person_at_the_table_never_to_the_account_that_recorded_it(journal):
    cid = demo_store.load_demo(journal, "ninetraits", name="The nine-trait demo: the bandit road")
    book = build(*load_timeline(journal, cid, viewer=viewer_for("group", [])))
    quotes = [(b.by, b.about) for s in book.sections for b in s.blocks if isinstance(b, Quote)]
    assert ("Ann", "Claud") in quotes                    # recorded by the demo account, about Ann's Claud
    assert all(by != "demo" for by, _ in quotes), quotes
