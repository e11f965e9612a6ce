"""A Wayfinder and a player at the table, each on their own phone: the Wayfinder starts the
session and writes a note for their eyes only; the player, seated at Claud, is offered only
Claud's moves, rolls Might by tapping the dice, and reads the Wayfinder's note and hidden
character as a shadow until the Wayfinder reveals them. Each page is checked by axe and for
sideways scroll; the sheet cards and the combat tracker stay legible (labels of 11 px at least)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from domain.kernel import Viewer
from domain.rulesets.ninetraits.demo import PARTY
from web.accounts import add_member, add_user, store_of
from web.journal_access import journal_of

from .conftest import PHONE, TABLET, press, smallest_text
from journal.projections.moves import moves_document

from .test_table_play import chip, choose, confirm, field, tap_dice
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
SECRET = "The captain is the mayor's brother."
MARA = Viewer.of("mara", "gm")


@pytest.fixture
def bandit_road(live):
    """The demo's party; Mara the Wayfinder (gm, bound to the chair), Ann bound to Claud and her
    friends to the others, and the Wayfinder's Bandit Captain written in secret before play."""
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in ("olga", "mara", "ann", "ben", "cat", "dan"):
        add_user(url, name, "password1")
    journal = journal_of(app)
    cid = journal.create_campaign("ninetraits", "The bandit road", {"wayfinder": "Mara", "characters": PARTY},
                                  actor="olga")
    add_member(url, cid, "olga", "owner")
    add_member(url, cid, "mara", "gm")
    store = store_of(app)
    store.bind(cid, "gm", store.user_named("mara").id)
    for user, seat in (("ann", "Claud"), ("ben", "Luis"), ("cat", "Audi"), ("dan", "Teddie")):
        add_member(url, cid, user, "player")
        store.bind(cid, seat, store.user_named(user).id)
    journal.execute(cid, {"type": "create-character", "name": "Bandit Captain", "kind": "npc", "hidden": True,
                          "might": 4, "swiftness": 2, "life": 8}, actor="mara", viewer=MARA,
                    bindings=store.bindings(cid))
    return base, app, cid


def journal_document(app, cid) -> list[dict]:
    return moves_document(journal_of(app), cid)["moves"]


def table(browser, base, cid, name, screen=PHONE):
    page = browser.new_context(**screen).new_page()
    page.set_default_timeout(10_000)
    log_in(page, base, name)
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#moves button.move").first).to_be_visible()
    return page


def test_the_wayfinder_and_a_player_play_on_their_own_phones_and_the_secret_stays_the_wayfinders(
        browser, bandit_road, look):
    base, app, cid = bandit_road
    mara, ann = table(browser, base, cid, "mara"), table(browser, base, cid, "ann")
    expect(ann.locator("#moves button.move", has_text="Session")).to_have_count(0)    # the chair's moves
    expect(ann.locator("#moves")).not_to_contain_text("Write a new character")

    move = choose(mara, app, cid, r"^Start a session$")
    confirm(mara, move)
    press(mara.locator("#add-note"))
    mara.fill("#note-text", SECRET)
    press(mara.locator("#note-audience .chip", has_text="The game master only"))
    press(mara.locator("#note-form button[type=submit]"))
    expect(mara.locator("#table-status")).to_contain_text("Note recorded")
    expect(mara.locator("#log")).to_contain_text(SECRET)
    look(mara, "table-ninetraits-wayfinder")

    ann.reload()
    expect(ann.locator("#log")).to_contain_text("The Wayfinder wrote a private note.")
    for page_text in (ann.content(), ann.goto(f"{base}/campaigns/{cid}").text(),
                      ann.goto(f"{base}/campaigns/{cid}/history").text()):
        assert SECRET not in page_text and "mayor" not in page_text and "Bandit Captain" not in page_text
    ann.goto(f"{base}/campaigns/{cid}/table")
    labels = [m for m in ann.locator("#moves button.move").all_inner_texts()]
    assert not any(re.search(r"Session|Wayfinder|Luis|Audi|Teddie", label) for label in labels), labels

    press(ann.get_by_role("button", name=re.compile(r"^Roll: ")))
    move = next(m for m in journal_document(app, cid) if m["label"] == "Claud rolls Might")
    press(ann.locator("#moves button.move", has_text="Claud rolls Might"))
    press(chip(field(ann, "roll"), "Dice on the table"))
    tap_dice(field(ann, "dice"), [6, 2, 6, 1])
    confirm(ann, move)
    expect(ann.locator("#log li").first).to_contain_text("Claud rolls Might")
    look(ann, "table-ninetraits-player")
    assert journal_of(app).events(cid)[-1]["seat"] == "Claud"

    mara.reload()
    expect(mara.locator("#log")).to_contain_text("Claud rolls Might")
    move = choose(mara, app, cid, r"^Reveal the note")
    confirm(mara, move)
    ann.reload()
    expect(ann.locator("#log")).to_contain_text(SECRET)


@pytest.mark.parametrize("screen, size", [("tablet", TABLET), ("phone", PHONE)])
def test_the_sheet_cards_and_the_combat_tracker_are_legible_on_a_tablet_and_a_phone(browser, bandit_road, screen,
                                                                                   size):
    base, app, cid = bandit_road
    journal = journal_of(app)
    for command in ({"type": "start-session", "title": "The road"},
                    {"type": "enter-combat", "combatants": ["Claud", "Luis", "Audi", "Teddie", "Bandit Captain"],
                     "distance": "Near"}):
        journal.execute(cid, command, actor="mara")
    page = table(browser, base, cid, "ann", size)
    shown = ".wide-only" if screen == "tablet" else ".narrow-only"
    tracker = f"#board figure[data-picture=combat] {shown} svg"
    expect(page.locator(tracker)).to_be_visible()
    assert smallest_text(page, tracker) >= 11
    page.goto(f"{base}/campaigns/{cid}")
    expect(page.locator(".sheet-card svg").first).to_be_visible()
    assert smallest_text(page, ".sheet-card svg") >= 11
    assert smallest_text(page, f"figure.picture[data-picture=combat] {shown} svg") >= 11
    frame = page.locator("figure.picture[data-picture=combat] .picture-frame")
    assert frame.evaluate("f => f.scrollWidth <= f.clientWidth + 1"), "the tracker pans sideways"
    page.context.close()


def test_a_players_table_never_offers_the_wayfinders_private_note_which_the_wayfinders_marks_private(
        browser, bandit_road, look):
    """Issue 45: Mara sits at no seat (the chair unbound), so her note records none. Ann's undo,
    which offered her own note, is gone once Mara writes hers (never "Undo: The Wayfinder wrote a
    private note."); on Mara's phone the note is marked private and her undo does not repeat it."""
    base, app, cid = bandit_road
    store_of(app).bind(cid, "gm", None)
    mara, ann = table(browser, base, cid, "mara"), table(browser, base, cid, "ann")
    press(ann.locator("#add-note"))
    ann.fill("#note-text", "Claud keeps watch.")
    press(ann.locator("#note-form button[type=submit]"))
    expect(ann.locator("#undo")).to_have_text("Undo: Note: Claud keeps watch.")

    press(mara.locator("#add-note"))
    mara.fill("#note-text", SECRET)
    press(mara.locator("#note-audience .chip", has_text="The game master only"))
    press(mara.locator("#note-form button[type=submit]"))
    note = mara.locator("#log li.event", has_text=SECRET)
    expect(note.locator(".private-mark")).to_have_text("private")
    expect(note.locator(".private-mark")).to_be_visible()
    expect(mara.locator("#undo")).to_have_text("Undo your private note")
    look(mara, "table-ninetraits-wayfinder-private-note")

    expect(ann.locator("#log")).to_contain_text("The Wayfinder wrote a private note.", timeout=10_000)  # live
    expect(ann.locator("#undo")).to_be_hidden()
    assert SECRET not in ann.content()

    press(mara.locator("#undo"))
    expect(mara.locator("#take-back-said")).to_have_text("Undone: your private note")
    expect(mara.locator("#redo")).to_have_text("Redo your private note")
    expect(ann.locator("#log")).to_contain_text("Undone: The Wayfinder wrote a private note.", timeout=10_000)
    expect(ann.locator("#redo")).to_be_hidden()
    expect(ann.locator("#undo")).to_have_text("Undo: Note: Claud keeps watch.")
