"""Editions unmistakable: each book names on its cover and in its file name who it is told for;
"gm" in a game without a game master is the owner's book, named as such; the game master's
chair is never offered as a player's seat."""
from __future__ import annotations

import html

import reports
from domain.kernel import Viewer
from reports.editions import edition_of, offered, viewer_for
from web.chronicle import download_name


def test_each_sight_has_its_own_words_and_file_name():
    chairs = frozenset({"gm"})
    told = {edition: edition_of(viewer_for(edition, ["Ann", "Ben", "gm"], chairs).sight, chairs)
            for edition in ("group", "seat:Ann", "gm")}
    assert told["group"].cover == "The group's edition: what every player saw"
    assert told["seat:Ann"].cover.startswith("Ann's edition") and told["gm"].cover.startswith("The game master's edition")
    assert len({edition.stem for edition in told.values()}) == 3


def test_the_game_masters_edition_of_a_game_without_one_is_the_owners_whole_book():
    viewer = viewer_for("gm", ["Ann", "Ben"], frozenset())
    assert viewer.gm and viewer.role == "owner"
    assert edition_of(viewer.sight, frozenset()).cover == "The owner's edition: everything"


def test_the_game_masters_chair_is_not_offered_as_a_seat():
    owner = Viewer.auditor()
    assert offered(owner, ["Ann", "gm"], frozenset({"gm"})) == ["group", "seat:Ann", "gm"]


def test_two_editions_of_one_book_never_share_a_file_name():
    assert download_name("The Mill Road", None, "group") != download_name("The Mill Road", None, "owner")
    assert download_name("The Mill Road", 2, "seat-Ann") == "The_Mill_Road-chronicle-2-seat-Ann.pdf"


def test_the_cover_names_the_edition(journal):
    cid = journal.create_campaign("dice", "Edition on the cover", {}, actor="ann")
    journal.execute(cid, {"type": "note", "text": "We met at the mill.", "about": ""}, actor="ann")
    group = html.unescape(reports.render_html(journal, cid, viewer=viewer_for("group", [])))
    whole = html.unescape(reports.render_html(journal, cid, viewer=viewer_for("gm", [], frozenset())))
    assert "The group's edition: what every player saw" in group
    assert "The owner's edition: everything" in whole
