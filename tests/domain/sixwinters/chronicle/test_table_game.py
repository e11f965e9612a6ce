"""A year played move by move (the Blue Robe demo year) printed as a chapter and, with the
appendix, move by move: every scene, score, condition and the end of the game as the log has them."""
from __future__ import annotations

import re

import pytest

import reports
from domain.kernel.storytelling import sentences
from domain.rulesets.sixwinters.chronicle import outcome_items
from reports.chronicle import build
from reports.source import load_timeline
from domain.rulesets.sixwinters.demo import blue_robe_year_one

from tests.chronicle_pdf import pdf_pages, save_pngs


@pytest.fixture(scope="module")
def played(journal):
    script = blue_robe_year_one()
    cid = journal.create_campaign("sixwinters", "Blue Robe at the table", script["setup"], actor="Ann")
    for command in script["commands"]:
        journal.execute(cid, command, actor="Ann")
    pdf = reports.render_chronicle(journal, cid, appendix=True)
    save_pngs(pdf, "sixwinters-table-year")
    return journal.events(cid), "\n".join(" ".join(line.split()) for line in "\n".join(pdf_pages(pdf)).splitlines())


def test_each_completed_scene_shows_its_points_and_the_cards_played(played):
    events, text = played
    scenes = [e for e in events if e["type"] == "sixwinters/table-scene-narrated"]
    assert scenes
    for scene in scenes:
        outcome = scene["data"]["outcome"]
        assert re.search(rf"\b{outcome['points']} points\b", text)
        for card in outcome["cards"]:
            assert f"{card['character']} {card['card']} {card['points']}" in text


def test_the_scenes_appear_in_the_order_they_were_played(played):
    events, text = played
    placed = next(e for e in events if e["type"] == "sixwinters/initial-scene-placed")["data"]
    first = text.index(f"Scene: {placed['scene']} at {placed['location']}")
    later = [line for line in text.splitlines() if line.startswith("Scene: ")]
    assert later[0].startswith(f"Scene: {placed['scene']}") and len(later) >= 2
    assert all(text.index(a) < text.index(b) for a, b in zip(later, later[1:])) and first == text.index(later[0])


def test_conditions_and_the_end_of_the_game_are_moments_of_the_story(played):
    events, text = played
    conditions = [i for e in events for i in outcome_items(e["data"].get("outcome")) if i.get("condition")]
    assert conditions
    for item in conditions:
        who, condition = item["character"], item["condition"]["name"]
        told = [f"{who} came away {condition}.", f"The struggle left {who} {condition}.",
                f"{who} took the {condition} condition.", f"It cost {who} dearly: {condition}.",
                f"{who} would carry the mark of it, {condition}.", f"Not without harm: {who} was {condition}.",
                f"{condition}, {who} pressed on all the same.", f"By the end of it {who} was {condition}.",
                f"{who} paid for it and was {condition}.", f"The toll fell on {who}: {condition}.",
                f"{who} did not come through unscathed ({condition})."]
        assert any(sentence in text for sentence in told), item
    ended = next(e for e in events if e["type"] == "sixwinters/table-game-ended")["data"]
    assert f"There the game ended, lost: {ended['reason']}." in " ".join(text.split())


def test_the_book_can_be_built_at_every_position_of_the_year(journal, played):
    from domain.kernel.chronicle import Timeline
    from reports.source import load_timeline
    ruleset, whole = load_timeline(journal, "Blue Robe at the table")
    for end in range(1, len(whole) + 1):
        part = Timeline(whole.name, whole.ruleset, whole.moments[:end])
        book = ruleset.chronicle(part)
        assert book.title == "Blue Robe at the table"
        assert all(section.title for section in book.sections)


def test_without_the_appendix_each_scene_is_told_once_with_its_cost_and_no_move_by_move(journal, played):
    events, with_appendix = played
    ruleset, timeline = load_timeline(journal, "Blue Robe at the table")
    book = build(ruleset, timeline)
    titles = [section.title for section in book.sections]
    assert not any(title.startswith("Scene: ") for title in titles) and "The play, move by move" not in titles
    game = next(section for section in book.sections if section.title == "The game")
    told = " ".join(block.text for block in game.blocks)
    placed = next(e for e in events if e["type"] == "sixwinters/initial-scene-placed")["data"]
    assert f"worked at {placed['scene']}" in told
    for event in events:
        for item in outcome_items(event["data"].get("outcome")):
            if item.get("condition"):
                assert f"{item['character']} took a {item['condition']['name']} condition" in told
    assert "Scene: " in with_appendix and "The play, move by move" in with_appendix


def test_the_chapter_opens_with_its_story_the_stakes_the_turn_the_cost_and_the_end(journal, played):
    events, _ = played
    ruleset, timeline = load_timeline(journal, "Blue Robe at the table")
    chapter = next(s for s in build(ruleset, timeline).sections if s.title.startswith("Year 1"))
    lead, story = chapter.blocks[0].text, chapter.blocks[1].text
    assert "The Order of the Blue Robe" in lead
    assert 3 <= len(sentences(lead + " " + story)) <= 6
    roll = next(i for e in events for i in outcome_items(e["data"].get("outcome"))
                if "threat_roll" in i and i["threat_roll"] > i["pool"] and i["pool"] <= 2)
    assert f"The year turned when a threat roll of {roll['threat_roll']} against a pool of {roll['pool']}" in story
    assert "Keel took a Shattered condition." in story and story.endswith("In the end the scenario failed.")


def test_no_page_of_the_book_holds_a_single_sentence(journal, played):
    pdf = reports.render_chronicle(journal, "Blue Robe at the table")
    pages = pdf_pages(pdf)
    for number, page in enumerate(pages[1:-1], 2):   # the cover and the receipt are pages of their own
        body = " ".join(page.splitlines()[:-2])      # the running header and the page number come last
        assert len(sentences(body)) > 1 or len(body) > 200, (number, body)
