"""A group at the table: register, start a campaign, record dice and an action on a tablet
or a phone, undo, then scrub through the replay and look at the dice audit."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import check_page, press

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
    page.select_option("#ruleset", ruleset)
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text(name)


def tap_dice(form, kind, values):
    form.locator(".die-kind").fill(kind)
    for value in values:
        press(form.locator(".faces .die", has_text=re.compile(f"^{value}$")))


def record_physical_then_digital_dice(page):
    roll = page.locator("form.command[data-type=roll]")
    # the players roll real dice and tap the faces they see
    tap_dice(roll, "action", [4, 2])
    roll.locator(".cmd-field[data-name=purpose] textarea").fill("initiative")
    expect(roll.locator(".chosen .die")).to_have_count(2)
    return roll


def let_the_app_roll(page, roll):
    roll.locator(".die-kind").fill("stress")
    roll.locator(".app-count").fill("3")
    press(roll.locator(".app-roll"))
    expect(roll.locator(".chosen .die.unrolled")).to_have_count(3)
    press(roll.locator("button[type=submit]"))
    expect(page.locator("#log .event", has_text="journal/rolled")).to_have_count(2)
    expect(page.locator("#log .event").first.locator(".die")).to_have_count(3)


def record_a_note(page, text):
    press(page, ".command-picker >> text=Note")
    note = page.locator("form.command[data-type=note]")
    note.locator(".cmd-field[data-name=text] textarea").fill(text)
    press(note.locator("button[type=submit]"))
    expect(page.locator("#log .event").first).to_contain_text(text)


def scrub_to(page, position, head):
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
    roll = record_physical_then_digital_dice(page)
    look(page, "table-dice-tapped")
    press(roll.locator("button[type=submit]"))
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator("#log .event").first).to_contain_text("journal/rolled")
    expect(roll.locator(".chosen .die")).to_have_count(0)
    let_the_app_roll(page, roll)
    record_a_note(page, "The bridge holds.")
    look(page, "table-after-action")
    head = int(page.locator("#position").inner_text())
    # undo: the note is retracted
    press(page, "#undo")
    expect(page.locator("#position")).to_have_text(str(head + 1))
    expect(page.locator("#log .event.retracted")).to_contain_text("The bridge holds.")
    look(page, "table-after-undo")
    # replay: scrub to the first roll, step forward, keep only dice rolls
    press(page, ".tabs >> text=Replay")
    scrub_to(page, 2, head + 1)
    expect(page.locator(".view[data-view=summary]")).to_contain_text("initiative")
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
    expect(page.locator("section.audit")).to_have_count(2)
    look(page, "dice-audit")
