"""A group plays at the table with taps only: a whole Six Winters turn and a whole d6D round,
each choice a button, chip, die face or a place on the board, on a tablet and on a phone.

Nothing is typed: once the player is logged in, Playwright's typing calls fail the test, and
the page counts every input event (a keystroke into a text box) and must count none."""
from __future__ import annotations

import copy
import random
import re

import pytest
from playwright.sync_api import Keyboard, Locator, Page, expect

from domain.kernel.moves import random_command
from journal.projections.moves import moves_document
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import CUT_BOXES, TABLET, press, smallest_text
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
NOT_NOW = ("unlock-character", "unlock-reserve-action")   # campaign moves these tests leave alone
COUNT_TYPING = """window.typed = 0;
document.addEventListener('input', (e) => { if (e.target.matches('input, textarea')) window.typed += 1; }, true);"""


def everyone(move: dict) -> dict:
    """The session-start move with every player in it (a team needs two characters)."""
    move = copy.deepcopy(move)
    if move["type"] == "choose-spotlight":
        choices = move["fields"]["players"]["choices"]
        move["fields"]["players"]["choices"] = [max(choices, key=len)]
    return move


def advance(app, cid: str, until: str, seed: int = 1) -> dict:
    """Play the first listed move (random picks, the app's dice) until a move of type `until`
    is listed: the evening before the part the test plays by tapping."""
    journal, rng = journal_of(app), random.Random(seed)
    for _ in range(300):
        document = moves_document(journal, cid)
        if until in {m["type"] for m in document["moves"]}:
            return document
        first = [everyone(m) for m in document["moves"] if m["type"] not in NOT_NOW][:1]
        command = random_command({**document, "moves": first}, rng, app=True)
        journal.execute(cid, command, actor="olga", expected_position=document["position"])
    raise AssertionError(f"no {until} move reached")


class Typing:
    """Once armed (after the log-in), any typing through Playwright fails the test; `check`
    asks the page whether it saw an input event in a text box."""

    def __init__(self, monkeypatch):
        self.monkeypatch = monkeypatch

    def arm(self) -> None:
        def typed(*_, **__):
            raise AssertionError("a player typed at the table")
        for owner, names in ((Page, ("fill", "type")), (Locator, ("fill", "type", "press_sequentially")),
                             (Keyboard, ("type", "insert_text"))):
            for name in names:
                self.monkeypatch.setattr(owner, name, typed)

    @staticmethod
    def check(page) -> None:
        assert page.evaluate("window.typed") == 0, "text was entered at the table"


@pytest.fixture
def no_typing(monkeypatch):
    return Typing(monkeypatch)


def open_table(page, base, cid, typing: Typing, name="olga"):
    log_in(page, base, name)
    typing.arm()
    page.set_default_timeout(10_000)
    page.add_init_script(COUNT_TYPING)
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#moves button.move").first).to_be_visible()


def position(page) -> int:
    return int(page.locator("#position").inner_text())


def document(app, cid) -> dict:
    return moves_document(journal_of(app), cid)


def choose(page, app, cid, label) -> dict:
    """Open the move whose label matches, through its group's button when it has one."""
    return open_move(page, document(app, cid)["moves"], label)


def open_move(page, moves: list[dict], label) -> dict:
    """Open the move of `moves` whose label matches (a pattern or its text), through its group's
    button when several moves share the group; the tap records a move with nothing to choose."""
    wanted = re.compile(label) if isinstance(label, str) else label
    move = next((m for m in moves if wanted.search(m["label"])), None)
    assert move, f"no move {label!r} among {[m['label'] for m in moves]}"
    together = [m for m in moves if move.get("group") and m.get("group") == move["group"]]
    if len(together) > 1:
        press(page.locator("#moves button.move.group", has_text=move["group"]))
    if settled(move):   # nothing to choose: the tap records it (confirm checks it was)
        move = {**move, "before": position(page)}
    press(page.locator("#moves button.move", has_text=move["label"]).first)
    if not settled(move):
        expect(page.locator("#move-form h3")).to_have_text(move["label"])
    return move


def settled(move) -> bool:
    """A move with nothing to choose, which its button records in one tap."""
    return all("fixed" in spec for spec in move["fields"].values())


def field(page, name) -> Locator:
    return page.locator(f"#move-form .move-field[data-name='{name}']")


def chip(scope, text) -> Locator:
    return scope.locator(".chip:not([disabled])", has_text=re.compile(f"^{re.escape(text)}$")).first


def tap_board(page, value):
    press(page.locator(f"#board figure:not(.hidden) [data-choice=\"{value}\"].selectable:visible").first)


def tap_dice(scope, faces):
    for face in faces:
        press(scope.locator(".faces .die", has_text=re.compile(f"^{face}$")).first)


def confirm(page, move) -> None:
    """Tap the button that repeats the move's label (none for a move with nothing to choose,
    recorded by its own button); the move is recorded."""
    before = move.get("before", position(page))
    if not settled(move):
        button = page.locator("#move-form button.confirm")
        expect(button).to_have_text(move["label"])
        press(button)
    expect(page.locator("#table-error")).to_be_empty()
    expect(page.locator("#position")).not_to_have_text(str(before))
    # the move's own receipt (the last one may still be showing while the list is redrawn)
    expect(page.locator("#table-status")).to_contain_text(f"Recorded: {move['label']}")


def fill_the_rest(page) -> None:
    """What a hurried player does: the first chip of every field still open (the app rolls
    where it may), the lowest face of every die still wanted."""
    for _ in range(40):
        groups = page.locator("#move-form .move-field:has(> .chips)")
        todo = None
        for index in range(groups.count()):
            group = groups.nth(index)
            if group.locator(".chip[aria-pressed=true]").count() == 0:
                todo = group
                break
        if todo is not None:
            app_roll = todo.locator(".chip", has_text="Let the app roll")
            press(app_roll if app_roll.count() else todo.locator(".chip:not([disabled])").first)
            continue
        dice = page.locator("#move-form .dice-field")
        wanting = [dice.nth(i) for i in range(dice.count())
                   if dice.nth(i).locator(".chosen .die").count() < int(dice.nth(i).get_attribute("data-min"))]
        if not wanting:
            return
        press(wanting[0].locator(".faces .die").first)
    raise AssertionError("the move's fields never filled")


def kinds(app, cid) -> list[str]:
    return [e["type"].split("/", 1)[1] for e in journal_of(app).events(cid)]


def no_page_scroll(page) -> None:
    """The tablet's page: never sideways; the picture within the screen; the moves whole (a
    long list makes the page scroll, the picture kept beside it), cut by no box of their own."""
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    assert page.locator(".board-area").bounding_box()["height"] <= height
    assert page.evaluate(CUT_BOXES, "#moves") == []


@pytest.fixture
def six_winters(live):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "olga", "password1")
    cid = journal_of(app).create_campaign("sixwinters", "Blue Robe", {"players": ["Ann", "Ben"], "record_play": "table"},
                                          actor="olga")
    add_member(url, cid, "olga", "owner")
    return base, app, cid


def test_a_whole_six_winters_turn_is_played_with_taps_only(page, six_winters, screen, look, no_typing):
    base, app, cid = six_winters
    advance(app, cid, "place-characters")
    open_table(page, base, cid, no_typing)
    look(page, "table-sixwinters-placement")
    if screen == "tablet":
        no_page_scroll(page)

    # placement: both characters start where the scenario's first obstacle stands, tapped on the map
    move = choose(page, app, cid, "Place the characters")
    members = page.locator("#move-form .member")
    expect(members).to_have_count(2)
    tap_board(page, "Parisa's Glen")
    tap_board(page, "Parisa's Glen")
    for index in range(2):
        expect(chip(members.nth(index).locator(".move-field[data-name=location]"), "Parisa's Glen")) \
            .to_have_attribute("aria-pressed", "true")
    look(page, "table-sixwinters-placing")
    confirm(page, move)

    move = choose(page, app, cid, "starting obstacles")
    fill_the_rest(page)
    confirm(page, move)
    expect(page.locator("#status")).to_contain_text("actions")

    # overcome with a team: each member's dice chosen as chips, the stress dice tapped off the table
    move = choose(page, app, cid, r"^\w+ and \w+ overcome")
    team = page.locator("#move-form .move-field[data-name=team] .member")
    expect(team).to_have_count(2)
    for index in range(2):
        member = team.nth(index)
        press(member.locator(".move-field[data-name=defense] .chip").first)            # no defense dice
        press(member.locator(".move-field[data-name=overcome] .chip").nth(1))          # one die to overcome
    press(chip(field(page, "roll"), "Dice on the table"))
    stress = field(page, "stress_dice")
    tap_dice(stress, [3, 5])
    expect(stress.locator(".chosen .die")).to_have_count(2)
    expect(stress.locator(".chosen .die").first).to_have_attribute("title", "stress d6")
    look(page, "table-sixwinters-overcome")
    confirm(page, move)
    expect(page.locator("#log li").first).to_contain_text("Miasma of Malevolence")

    # move: the destination tapped on the board
    move = choose(page, app, cid, r"^\w+ moves$")     # the first character by name
    mover = move["label"].removesuffix(" moves")
    fill_the_rest_until = field(page, "via")
    expect(fill_the_rest_until.locator(".chip[aria-pressed=true]")).to_have_count(1)   # one way: chosen already
    destination = page.locator("#board figure:not(.hidden) [data-choice].selectable:visible").first
    chosen_place = destination.get_attribute("data-choice")
    press(destination)
    expect(chip(field(page, "to"), chosen_place)).to_have_attribute("aria-pressed", "true")
    confirm(page, move)

    # muster: a resource die read off the table (the way to muster said in the rulebook's words)
    move = choose(page, app, cid, rf"^(?!{re.escape(mover)} )\w+ musters")     # the other character
    press(chip(field(page, "mode"), "Take a new resource die of this location's type and roll it"))
    press(chip(field(page, "roll"), "Dice on the table"))
    tap_dice(field(page, "dice"), [4])
    confirm(page, move)

    # create an asset from the staging area
    move = choose(page, app, cid, r"takes an asset")
    press(field(page, "asset").locator(".chip").first)
    confirm(page, move)

    move = choose(page, app, cid, r"^End the actions step")
    confirm(page, move)

    # the threat phase and the end of the turn: each step one tap and a confirmation
    for _ in range(12):
        current = document(app, cid)
        turn = [m for m in current["moves"] if m.get("group") == "Turn"]
        if not turn:
            break
        move = choose(page, app, cid, re.escape(turn[0]["label"]))
        fill_the_rest(page)
        confirm(page, move)
    look(page, "table-sixwinters-next-turn")
    assert {"characters-placed", "table-obstacle-attempted", "table-moved", "table-mustered",
            "table-asset-taken", "table-actions-ended", "table-refreshed", "table-obstacles-activated",
            "table-time-advanced"} <= set(kinds(app, cid)), kinds(app, cid)
    assert document(app, cid)["moves"] and any(m["type"] == "table-move" for m in document(app, cid)["moves"])
    no_typing.check(page)
    if screen == "tablet":
        no_page_scroll(page)


def test_the_live_table_reads_at_a_glance_on_the_table_page_and_the_overview(page, six_winters, screen, look):
    """The picture of the game under way: legible beside the board on a tablet and in the hand
    on a phone (labels of 11 px at least, as on the world map; the phone's picture has fewer
    columns and grows taller, never wider than the screen), and on the overview in place of the
    table's data."""
    base, app, cid = six_winters
    advance(app, cid, "table-overcome")      # characters placed, obstacles out
    log_in(page, base, "olga")
    page.goto(f"{base}/campaigns/{cid}/table")
    board = "#board figure[data-picture=table]"
    shown = ".wide-only" if screen == "tablet" else ".narrow-only"      # the layout the screen shows
    expect(page.locator(f"{board} {shown} [data-choice].pick").first).to_be_visible()
    look(page, "table-sixwinters-board")
    on_board = smallest_text(page, f"{board} {shown} svg")
    page.goto(f"{base}/campaigns/{cid}")
    picture = page.locator(f"figure.picture[data-picture=table] {shown} svg")
    expect(picture).to_be_visible()
    expect(page.locator("details.raw-data section.view[data-view=table]")).to_be_hidden()   # the data, a tap away
    expect(page.locator("section.view[data-view=table]:not(details *)")).to_have_count(0)
    look(page, "sixwinters-overview-table")
    on_overview = smallest_text(page, f"figure.picture[data-picture=table] {shown} svg")
    assert on_board >= 11 and on_overview >= 11, f"smallest labels: {on_board:.1f} px, {on_overview:.1f} px"
    frame = page.locator(f"figure.picture[data-picture=table] .picture-frame")
    assert frame.evaluate("f => f.scrollWidth <= f.clientWidth + 1"), "the picture pans sideways"


def turn_player(app, cid) -> str | None:
    turn = journal_of(app).view(cid, "board")["turn"]
    return turn["player"] if turn else None


def test_a_whole_d6d_round_is_played_with_taps_only(page, live, screen, look, no_typing):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "olga", "password1")
    cid = journal_of(app).create_campaign("d6d", "Ann against Ben", {"players": ["Ann", "Ben"]}, actor="olga")
    add_member(url, cid, "olga", "owner")
    open_table(page, base, cid, no_typing)
    look(page, "table-d6d-start")
    if screen == "tablet":
        no_page_scroll(page)

    # who goes first: Ann's army dice read off the table, Ben's rolled by the app
    move = choose(page, app, cid, r"^Ann rolls two army dice")
    press(chip(field(page, "roll"), "Dice on the table"))
    tap_dice(field(page, "dice"), [3, 5])
    expect(field(page, "dice").locator(".chosen .die")).to_have_count(2)
    expect(field(page, "dice").locator(".chosen .die").first).to_have_attribute("title", "army d6")
    look(page, "table-d6d-dice")
    confirm(page, move)
    move = choose(page, app, cid, r"^Ben rolls two army dice")
    press(chip(field(page, "roll"), "Let the app roll"))
    expect(field(page, "dice")).to_have_count(0)     # the app rolls: nothing to read off the table
    confirm(page, move)
    for _ in range(6):    # a tie is broken by more dice, as the moves say
        listed = [m for m in document(app, cid)["moves"] if m["type"] in ("break-tie", "roll-armies")]
        if not listed:
            break
        move = choose(page, app, cid, re.escape(listed[0]["label"]))
        fill_the_rest(page)
        confirm(page, move)

    # each player places their armies on a world tapped on the map
    for _ in range(2):
        placing = next(m for m in document(app, cid)["moves"] if m["type"] == "place-armies")
        move = choose(page, app, cid, re.escape(placing["label"]))
        world = page.locator("#board figure:not(.hidden) [data-choice].selectable:visible").first
        picked = world.get_attribute("data-choice")
        press(world)
        expect(chip(field(page, "world"), picked)).to_have_attribute("aria-pressed", "true")
        confirm(page, move)

    # one turn each: strengthen, recruit (the world tapped on the map) or bridge (its die tapped)
    first, seen, done = turn_player(app, cid), [], set()
    for _ in range(16):
        player = turn_player(app, cid)
        if player not in seen:
            seen.append(player)
        elif player == first and len(seen) == 2:
            break
        moves = document(app, cid)["moves"]
        listed = {m["type"]: m for m in reversed(moves)}
        kind = next((k for k in ("recruit", "bridge", "strengthen") if k in listed and k not in done), None) \
            or next(k for k in ("strengthen", "recruit", "bridge") if k in listed)
        done.add(kind)
        move = choose(page, app, cid, re.escape(listed[kind]["label"]))
        if kind == "recruit" and not field(page, "world").locator(".chip[aria-pressed=true]").count():
            tap_board(page, page.locator("#board figure:not(.hidden) [data-choice].selectable:visible").first
                      .get_attribute("data-choice"))
        if kind == "bridge":
            press(field(page, "army").locator(".chip").first)
            press(chip(field(page, "roll"), "Dice on the table"))
        fill_the_rest(page)
        if kind == "recruit":
            look(page, "table-d6d-recruit")
        confirm(page, move)
    assert seen == [first, ({"Ann", "Ben"} - {first}).pop()] and turn_player(app, cid) == first
    assert {"recruit", "bridge", "strengthen"} <= done or len(done) >= 2, done
    look(page, "table-d6d-round")
    no_typing.check(page)
    if screen == "tablet":
        no_page_scroll(page)


FOCUSED = "document.activeElement ? (document.activeElement.getAttribute('aria-label') || document.activeElement.textContent || '').trim() : ''"


def tab_to(page, text: str, presses: int = 120) -> None:
    """Press Tab until the focused control reads `text`, then Enter: reachable and operable."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED) == text:
            page.keyboard.press("Enter")
            return
    raise AssertionError(f"{text!r} cannot be reached with Tab")


def test_the_table_is_played_from_the_keyboard(browser, live, no_typing):
    """On the tablet with a keyboard beside it (a phone is tapped): every control is a Tab away."""
    base, app = live
    page = browser.new_context(**TABLET).new_page()
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "olga", "password1")
    cid = journal_of(app).create_campaign("d6d", "Keys", {"players": ["Ann", "Ben"]}, actor="olga")
    add_member(url, cid, "olga", "owner")
    open_table(page, base, cid, no_typing)
    expect(page.locator("#log")).to_have_attribute("aria-live", "polite")
    tab_to(page, "Roll army dice: 2 moves")
    tab_to(page, "Ann rolls two army dice for the first player")
    expect(page.locator("#move-form h3")).to_be_focused()
    tab_to(page, "Dice on the table")
    tab_to(page, "army 2")
    tab_to(page, "army 6")
    expect(field(page, "dice").locator(".chosen .die")).to_have_count(2)
    tab_to(page, "Ann rolls two army dice for the first player")       # the confirm button
    expect(page.locator("#position")).to_have_text("2")
    tab_to(page, "Ben rolls two army dice for the first player")
    tab_to(page, "Let the app roll")
    tab_to(page, "Ben rolls two army dice for the first player")
    expect(page.locator("#table-status")).to_contain_text("Recorded: Ben rolls")
    for _ in range(4):
        listed = [m for m in document(app, cid)["moves"] if m["type"] in ("break-tie", "roll-armies")]
        if not listed:
            break
        choose(page, app, cid, re.escape(listed[0]["label"]))
        fill_the_rest(page)
        confirm(page, listed[0])
    placing = next(m for m in document(app, cid)["moves"] if m["type"] == "place-armies")
    tab_to(page, placing["label"])
    tab_to(page, "choose 5")                        # world 5, on the map
    expect(chip(field(page, "world"), "5")).to_have_attribute("aria-pressed", "true")
    tab_to(page, placing["label"])
    expect(page.locator("#log li").first).to_contain_text("world 5")
    no_typing.check(page)
    page.context.close()
