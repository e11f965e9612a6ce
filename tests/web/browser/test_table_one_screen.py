"""The table in play is one screen (#48, item 3): on a 390x844 phone the first move is on the
first screen, with no scrolling; on a 1024x768 tablet no inner scroll box cuts the move list
or an open form (the picture gives way); the board's words are readable on a phone."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, CUT_BOXES, PHONE, press
from .test_table_rules import log_in
from .test_table_words import DEMOS, halfway

pytestmark = pytest.mark.browser
SMALLEST_LABEL_PX = 11

SMALLEST_SHOWN_TEXT = """() => {
  // the smallest text of the pictures the board shows now, in screen pixels as drawn
  const sizes = [];
  for (const svg of document.querySelectorAll('#board svg')) {
    const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
    if (!box.width || !view || !view.width) continue;
    const scale = Math.min(box.width / view.width, box.height / view.height);
    for (const t of svg.querySelectorAll('text'))
      if (t.textContent.trim()) sizes.push(parseFloat(getComputedStyle(t).fontSize) * scale);
  }
  return Math.min(...sizes);
}"""


def _at_the_table(live, page, ruleset: str):
    base, app = live
    cid = halfway(app, ruleset)
    log_in(page, base, "gina")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#moves button.move").first).to_be_visible()


def _open_a_form(page) -> bool:
    """Open the first move that has a form (inside the first group that holds one when the
    list is grouped); False when every move now records at one tap."""
    singles = page.locator("#moves > button.move:not(.at-once):not(.group)")
    groups = page.locator("#moves > button.move.group")
    if not singles.count():
        for index in range(groups.count()):
            press(groups.nth(index))
            inner = page.locator("#moves button.move:not(.at-once):not(.group)")
            if inner.count():
                singles = inner
                break
            press(page.locator("#moves button.back"))
    if not singles.count():
        return False
    press(singles.first)
    expect(page.locator("#move-form")).to_be_visible()
    return True


@pytest.mark.parametrize("ruleset", DEMOS)
def test_a_move_is_on_the_phones_first_screen_and_the_tablet_cuts_no_move_list(live, page, screen, ruleset):
    _at_the_table(live, page, ruleset)
    height = page.viewport_size["height"]
    page.screenshot(path=str(ARTIFACTS / f"one-screen-{ruleset}-{screen}.png"))
    if screen == "phone":
        first = page.locator("#moves button.move").first.bounding_box()
        assert page.evaluate("window.scrollY") == 0
        assert first["y"] + first["height"] <= height, f"the first move ends at {first['y'] + first['height']}px"
    else:
        assert page.evaluate(CUT_BOXES, "#moves") == []
        if _open_a_form(page):
            assert page.evaluate(CUT_BOXES, "#move-form") == []


def test_the_six_winters_map_is_readable_on_a_phone(live, new_context):
    page = new_context(**PHONE).new_page()
    _at_the_table(live, page, "sixwinters")
    page.screenshot(path=str(ARTIFACTS / "one-screen-map-phone.png"))
    smallest = page.evaluate(SMALLEST_SHOWN_TEXT)
    assert smallest >= SMALLEST_LABEL_PX, f"the smallest label is {smallest:.1f}px"


def _frames(page, count: int = 3) -> None:
    page.evaluate("(n) => new Promise((done) => { const next = (k) => k ? requestAnimationFrame(() => next(k - 1)) "
                  ": done(); next(n); })", count)


def test_the_band_shows_a_thing_to_tap_once_and_then_stays_where_the_player_panned_it(live, new_context):
    page = new_context(**PHONE).new_page()
    _at_the_table(live, page, "sixwinters")
    far = "() => { const texts = [...document.querySelectorAll('#board svg text')]; return texts[texts.length - 1]; }"
    page.evaluate(f"() => ({far})().classList.add('selectable')")   # a move asks for the farthest place
    _frames(page)
    shown = page.evaluate("() => [board.scrollLeft, board.scrollTop]")
    assert shown != [0, 0], "the band did not scroll to the thing to tap"
    page.evaluate("() => { board.scrollLeft = 0; board.scrollTop = 0; }")   # the player pans back
    page.evaluate("() => document.querySelector('#board svg text').classList.add('chosen')")   # a mark is redrawn
    _frames(page)
    assert page.evaluate("() => [board.scrollLeft, board.scrollTop]") == [0, 0], "the band jumped back on its own"
