"""A group at the table: register, start a campaign, record dice and an action on a tablet
or a phone, undo, then scrub through the replay and look at the dice audit."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import check_page, choose_game, press, take_back

pytestmark = pytest.mark.browser


def register(page, base, name):
    page.goto(f"{base}/register")
    check_page(page)
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", "password1")
    page.fill("input[name=confirm]", "password1")
    press(page, "form.stack button[type=submit]")
    expect(page).to_have_url(f"{base}/campaigns")


def create_campaign(page, base, ruleset, name):
    press(page, "text=New campaign")
    check_page(page)
    page.fill("input[name=name]", name)
    choose_game(page, ruleset)
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text(name)


def open_roll(page, sides):
    """The dice ruleset's moves: one per size of die, behind the Roll button."""
    press(page.locator("#moves button.move.group", has_text="Roll"))
    press(page.locator("#moves button.move", has_text=re.compile(f"^Roll d{sides}$")))
    return page.locator("#move-form")


def record_physical_dice(page):
    # the players roll real dice and tap the faces they see
    roll = open_roll(page, 6)
    press(roll.locator(".chip", has_text="Dice on the table"))
    for value in (4, 2):
        press(roll.locator(".faces .die", has_text=re.compile(f"^{value}$")))
    press(roll.locator(".add-text"))       # the purpose is an optional note
    roll.locator(".move-field[data-name=purpose] textarea").fill("initiative")
    expect(roll.locator(".chosen .die")).to_have_count(2)
    return roll


def let_the_app_roll(page):
    roll = open_roll(page, 6)
    press(roll.locator(".chip", has_text="Let the app roll"))
    expect(roll.locator(".dice-field")).to_have_count(0)
    press(roll.locator(".move-field[data-name=spec] .chip", has_text=re.compile("^3d6$")))
    expect(roll.locator("button.confirm")).to_have_text("Roll d6")
    press(roll.locator("button.confirm"))
    expect(page.locator("#log li").first).to_contain_text("rolled")
    expect(page.locator("#log li").first.locator(".die")).to_have_count(3)


def record_a_note(page, text):
    press(page, "#add-note")
    page.locator("#note-text").fill(text)
    press(page.locator("#note-form button[type=submit]"))
    expect(page.locator("#log li").first).to_contain_text(text)


def scrub_to(page, position, head):
    page.wait_for_load_state()   # the replay's script listens from here on (a busy machine loads slowly)
    page.evaluate("window.sameDocument = true")  # gone if the page reloads
    scrubber = page.locator("#at")
    scrubber.fill(str(position))
    scrubber.dispatch_event("change")
    expect(page).to_have_url(re.compile(f"at={position}"))
    expect(page.locator("#at-label")).to_have_text(f"#{position} / {head}")
    assert page.evaluate("window.sameDocument") is True


def test_a_group_records_dice_and_an_action_undoes_it_and_replays_the_evening(live, page, look):
    base, _ = live
    register(page, base, "ada")
    look(page, "campaigns-empty")
    create_campaign(page, base, "dice", "Thursday group")
    look(page, "campaign-overview")
    press(page, ".tabs >> text=Table")
    roll = record_physical_dice(page)
    look(page, "table-dice-tapped")
    press(roll.locator("button.confirm"))
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator("#log li").first).to_contain_text("rolled 4 and 2 for initiative")
    expect(page.locator("#move-form")).to_be_hidden()
    let_the_app_roll(page)
    record_a_note(page, "The bridge holds.")
    look(page, "table-after-action")
    head = int(page.locator("#position").inner_text())
    # undo: the note is retracted
    take_back(page, "#undo")
    expect(page.locator("#position")).to_have_text(str(head + 1))
    expect(page.locator("#log li.retracted")).to_contain_text("The bridge holds.")
    look(page, "table-after-undo")
    # replay: scrub to the first roll, step forward, keep only dice rolls
    press(page, ".tabs >> text=Replay")
    expect(page).to_have_url(re.compile(r"/replay$"))
    scrub_to(page, 2, head + 1)
    expect(page.locator(".reading[data-view=summary]")).to_contain_text("initiative")
    look(page, "replay-at-2")
    press(page, "#step-forward")
    expect(page).to_have_url(re.compile(r"at=3"))
    expect(page.locator("#at-label")).to_have_text(f"#3 / {head + 1}")
    page.go_back()
    expect(page.locator("#at-label")).to_have_text(f"#2 / {head + 1}")
    press(page, "input[name=dice]")
    expect(page.locator("input[name=dice]")).to_be_checked()
    press(page, "#scrubber button[type=submit]")
    expect(page.locator("aside .timeline .event")).to_have_count(2)
    look(page, "replay-filtered")
    press(page, ".tabs >> text=Dice audit")
    expect(page.locator("section.audit")).to_have_count(1)     # one kind of die: the d6 the table and the app rolled
    expect(page.locator("section.audit")).to_contain_text("d6")
    look(page, "dice-audit")


def test_a_die_with_many_sides_is_read_as_tens_and_units(live, page, look):
    base, _ = live
    register(page, base, "ada")
    create_campaign(page, base, "dice", "Percentile")
    press(page, ".tabs >> text=Table")
    roll = open_roll(page, 100)
    press(roll.locator(".chip", has_text="Dice on the table"))
    press(roll.locator(".faces [aria-label=tens] .chip", has_text=re.compile("^80$")))
    press(roll.locator(".faces [aria-label=units] .chip", has_text=re.compile("^7$")))
    expect(roll.locator(".chosen .die")).to_have_text("87")
    look(page, "table-d100-entry")
    press(roll.locator("button.confirm"))
    expect(page.locator("#log li").first.locator(".die")).to_have_text("87")
