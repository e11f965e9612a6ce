"""Playwright against Debian's chromium and a live server in a thread (no browser downloads).

Every test that takes `page` runs twice: on a 1024x768 tablet (mouse) and on a 390x844 phone
(touch). `press` taps on the phone and clicks on the tablet, as the player at that screen would,
and `look` checks each page a test visits: axe-core (bundled with axe-playwright-python, no
network) finds nothing serious or critical, and nothing is wider than a phone's screen.
"""
from __future__ import annotations

import re
import threading
import time
import weakref
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from ...live_server import Server, stop_werkzeug
from ..conftest import close_app, make_app

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
TABLET = {"viewport": {"width": 1024, "height": 768}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}
SCREENS = {"tablet": TABLET, "phone": PHONE}
SERIOUS = {"serious", "critical"}
AXE = Axe()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium")
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync"]}


@pytest.fixture(params=list(SCREENS))
def screen(request) -> str:
    """The screen the group plays on: a tablet beside the board or a phone in the hand."""
    return request.param


@pytest.fixture
def context(new_context, screen):
    """pytest-playwright's context (and so its `page`) at the parametrized screen."""
    return new_context(**SCREENS[screen])


@pytest.fixture
def live(tmp_path):
    """The site with CSRF on, served on a free loopback port; yields its base URL."""
    app = make_app(tmp_path, WTF_CSRF_ENABLED=True, TABLE_POLL_SECONDS=0)
    server = Server(app)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", app
    stop_werkzeug(server, thread, app)
    close_app(app)


def touches(page) -> bool:
    """Whether the page is on a touch screen (the phone), asked once per context."""
    context = page.context
    if context not in _TOUCH:
        _TOUCH[context] = page.evaluate("navigator.maxTouchPoints > 0")
    return _TOUCH[context]


_TOUCH: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def press(target, selector: str | None = None) -> None:
    """Tap on a touch screen, click with a mouse. `press(page, "text=Table")` takes the first
    match, as page.click does; `press(locator)` the locator itself."""
    if selector is not None:
        target = target.locator(selector).first
    if touches(target.page):
        tap(target)
    else:
        target.click()


def take_back(page, selector: str = "#undo") -> None:
    """Undo (or redo) as a player does: the first tap arms the button, which asks for a second
    one; a moment later (a quicker second tap counts as the same double tap) the second sends it."""
    button = page.locator(selector)
    press(button)
    expect(button).to_have_text(re.compile(r"^Tap again to "))
    page.wait_for_timeout(500)
    press(button)


def tap(target) -> None:
    """Tap, and follow a navigation the tap starts, as click() does by itself: the click a tap
    makes comes from the touch events, and the page starts its navigation just after tap() returns."""
    page = target.page
    seen = {"request": False, "committed": False, "download": False}

    def request(req):
        if req.is_navigation_request() and req.frame == page.main_frame:
            seen.update(request=True, committed=False)

    def navigated(frame):
        if frame == page.main_frame:
            seen["committed"] = True

    def download(_):
        seen["download"] = True

    listeners = {"request": request, "framenavigated": navigated, "download": download}
    for event, listener in listeners.items():
        page.on(event, listener)
    try:
        target.tap()
        try:
            page.evaluate("new Promise((done) => setTimeout(done, 50))")
        except PlaywrightError:
            pass  # the page went away: its navigation is under way
        deadline = time.monotonic() + 30
        while seen["request"] and not (seen["committed"] or seen["download"]) and time.monotonic() < deadline:
            page.wait_for_timeout(20)
    finally:
        for event, listener in listeners.items():
            page.remove_listener(event, listener)
    if seen["committed"]:
        page.wait_for_load_state()


def choose_game(page, ruleset: str) -> None:
    """On the new-campaign form: tap the game, as a radio button is tapped (its label)."""
    press(page, f"label.choice:has(#ruleset-{ruleset})")


def serious_violations(page) -> list[str]:
    """axe-core's serious and critical findings on the page as it is now, one line each."""
    results = AXE.run(page).response
    found = []
    for violation in results["violations"]:
        if violation.get("impact") not in SERIOUS:
            continue
        targets = "; ".join(" ".join(node["target"]) for node in violation["nodes"][:3])
        more = len(violation["nodes"]) - 3
        found.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {targets}"
                     + (f" and {more} more" if more > 0 else ""))
    return found


WIDER_THAN_SCREEN = """width => {
  const clipped = (e) => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
    if (getComputedStyle(a).overflowX !== 'visible') return true; return false; };
  const wide = [...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > width + 1 && !clipped(e));
  const innermost = wide.filter((e) => !wide.some((other) => other !== e && e.contains(other)));
  return innermost.slice(0, 5).map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
    + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
    + ' ' + Math.round(e.getBoundingClientRect().right) + 'px');
}"""


def overflow(page) -> list[str]:
    """What makes the page scroll sideways (empty when it fits the screen's width)."""
    width = page.viewport_size["width"]
    if page.evaluate("document.scrollingElement.scrollWidth") <= width:
        return []
    return page.evaluate(WIDER_THAN_SCREEN, width) or ["the page is wider than the screen"]


CUT_BOXES = """(selector) => {
  // every box from the element up to the page that scrolls on its own and hides part of it
  const cut = [];
  for (let e = document.querySelector(selector); e && e !== document.body; e = e.parentElement) {
    const style = getComputedStyle(e);
    const scrolls = ['auto', 'scroll', 'hidden'].includes(style.overflowY);
    if (scrolls && e.scrollHeight > e.clientHeight + 1)
      cut.push((e.id || e.className) + ' ' + e.clientHeight + ' of ' + e.scrollHeight + 'px');
  }
  return cut;
}"""


SMALLEST_TEXT = """(selector) => {
  const svg = document.querySelector(selector);
  const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;   // drawn to fit its box
  const scale = Math.min(box.width / view.width, box.height / view.height);
  return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
}"""


def smallest_text(page, selector: str) -> float:
    """The smallest text of the SVG picture at `selector`, in screen pixels as drawn now."""
    return page.evaluate(SMALLEST_TEXT, selector)


def check_page(page) -> None:
    """Fail listing every serious axe finding and anything wider than the screen."""
    problems = [f"axe: {line}" for line in serious_violations(page)]
    problems += [f"wider than {page.viewport_size['width']}px: {what}" for what in overflow(page)]
    assert not problems, f"{page.url}\n" + "\n".join(problems)


@pytest.fixture
def look(request):
    """Look at a page as the group does: save a screenshot under tests/artifacts/ for people,
    then check it (axe, width). Named by the screen, so both sizes keep their pictures."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    screen = request.node.callspec.params.get("screen") if hasattr(request.node, "callspec") else None

    def take(page, name: str):
        size = screen or ("phone" if page.viewport_size["width"] < 600 else "tablet")
        page.screenshot(path=str(ARTIFACTS / f"web-{name}-{size}.png"), full_page=False)
        check_page(page)
    return take
