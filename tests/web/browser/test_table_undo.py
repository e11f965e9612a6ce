"""Undo at the table names the move the player tapped, asks once before it takes anything
back, and says what was recorded and what was undone in one place, right above it."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import press
from .test_table_play import choose, confirm, fill_the_rest, no_typing, open_table, position, six_winters  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser


def test_undo_names_the_move_tapped_asks_once_and_replaces_what_was_recorded(page, six_winters, no_typing):
    base, app, cid = six_winters
    open_table(page, base, cid, no_typing)
    move = choose(page, app, cid, "^Ann takes the spotlight")
    fill_the_rest(page)
    confirm(page, move)
    recorded, undo, said = position(page), page.locator("#undo"), page.locator(".take-back #table-status")
    # the move tapped, not the year its command begins first
    expect(undo).to_have_text(f"Undo: {move['label']}")
    expect(said).to_have_text(f"Recorded: {move['label']}.")
    press(undo)
    expect(undo).to_have_text(f"Tap again to undo: {move['label']}")
    page.wait_for_timeout(500)
    expect(page.locator("#position")).to_have_text(str(recorded))     # one tap took nothing back
    press(undo)
    expect(page.locator("#position")).to_have_text(str(recorded + 1))
    expect(said).to_have_text(f"Undone: {move['label']}")               # in the place of "Recorded: ..."
    expect(page.locator("#redo")).to_have_text(f"Redo: {move['label']}")
