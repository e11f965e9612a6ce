"""Reading a past campaign on a tablet and a phone: the overview's pictures and cards, a replay
that steps in place (buttons, keys, autoplay, jumps) and the dice audit, for every demo
campaign of every ruleset, each page checked by axe and for sideways scroll."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from domain import rulesets
from tests import demo_store

from .conftest import press, smallest_text

pytestmark = pytest.mark.browser

DEMOS = [(ruleset, script["name"]) for ruleset in rulesets.available() if rulesets.get(ruleset).demo
         for script in ([rulesets.get(ruleset).demo()] + list(rulesets.get(ruleset).extra_demos()))]


def _member(live, ruleset: str, demo: str, role: str = "player") -> tuple[str, str, int]:
    """A demo campaign with `pia` as a member of `role`, logged in; (base, cid, head)."""
    from web.accounts import add_member, add_user
    from web.journal_access import journal_of

    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    add_user(url, "pia", "password1")
    cid = demo_store.load_demo(journal_of(app), ruleset, actor="ada", name=demo)
    add_member(url, cid, "ada", "owner")
    add_member(url, cid, "pia", role)
    return base, cid, journal_of(app).head(cid)


def _login(page, base: str, name: str = "pia") -> None:
    page.goto(f"{base}/login")
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", "password1")
    press(page, "form.stack button[type=submit]")


@pytest.mark.parametrize("ruleset,demo", DEMOS, ids=[f"{r}-{i}" for i, (r, _) in enumerate(DEMOS)])
def test_every_demo_reads_as_pictures_and_replays_in_place(live, page, look, ruleset, demo):
    base, cid, head = _member(live, ruleset, demo)
    _login(page, base)
    name = f"read-{ruleset}-{DEMOS.index((ruleset, demo))}"

    page.goto(f"{base}/campaigns/{cid}")
    if rulesets.get(ruleset).cards:   # the data behind the cards is one tap away, not in the way
        expect(page.locator("details.raw-data > summary").first).to_be_visible()
        expect(page.locator(".sheet-card svg").first).to_be_visible()
    look(page, f"{name}-overview")

    middle = max(1, head // 2)
    page.goto(f"{base}/campaigns/{cid}/replay?at={middle}")
    expect(page.locator("#at-label")).to_have_text(f"#{middle} / {head}")
    look(page, f"{name}-replay")
    page.evaluate("window.stayed = true")          # gone if a step reloads the page
    press(page, "#step-forward")
    expect(page.locator("#at-label")).to_have_text(f"#{middle + 1} / {head}")
    expect(page).to_have_url(f"{base}/campaigns/{cid}/replay?at={middle + 1}")
    expect(page.locator("#current li.event")).to_have_attribute("data-position", str(middle + 1))
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#at-label")).to_have_text(f"#{middle} / {head}")
    expect(page.locator("#current li.event")).to_have_attribute("data-position", str(middle))
    page.keyboard.press("End")
    expect(page.locator("#at-label")).to_have_text(f"#{head} / {head}")
    page.keyboard.press("Home")
    expect(page.locator("#at-label")).to_have_text(f"#1 / {head}")
    page.select_option("#speed", "400")
    press(page, "#play")
    expect(page.locator("#at-label")).not_to_have_text(f"#1 / {head}", timeout=5000)
    press(page, "#play")                           # pause: the position stays where it is
    expect(page.locator("#play")).to_have_attribute("aria-pressed", "false")
    paused = page.locator("#at-label").inner_text()
    page.wait_for_timeout(900)
    assert page.locator("#at-label").inner_text() == paused and paused != f"#1 / {head}"
    assert page.evaluate("window.stayed") is True
    look(page, f"{name}-replay-stepped")

    page.goto(f"{base}/campaigns/{cid}/dice")
    expect(page.locator("h2", has_text="Shuffles and draws")).to_be_visible()
    look(page, f"{name}-dice")


def test_a_jump_goes_to_a_turn_and_what_changed_is_marked(live, page, look):
    base, cid, head = _member(live, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    _login(page, base)
    page.goto(f"{base}/campaigns/{cid}/replay?at=1")
    option = page.locator("#jump option", has_text="Summer, turn 1")
    target = int(option.get_attribute("value"))
    page.select_option("#jump", str(target))
    expect(page.locator("#at-label")).to_have_text(f"#{target} / {head}")
    expect(page).to_have_url(f"{base}/campaigns/{cid}/replay?at={target}")
    # somewhere in the year a character moves: the step marks the places on the map
    moved = _first_step_marking_the_map(page, base, cid, head)
    assert moved is not None, "no step of the demo marks a place on the map as changed"
    expect(page.locator("figure.picture svg .changed").first).to_be_attached()
    look(page, "read-replay-changed")


def test_a_replay_opened_at_a_position_marks_what_changed_there_once_it_has_loaded(live, page, look):
    """The page is served without waiting for what changed (web/replay.py); its script asks for
    it and marks it as a step does: the place on the map, its caption and the cards."""
    base, cid, head = _member(live, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    _login(page, base)
    moved = next((at for at in range(14, head + 1) if "map" in page.request.get(
        f"{base}/campaigns/{cid}/replay/changes?at={at}").json()["changed"]["pictures"]), None)
    assert moved is not None, "no position of the demo changes the map"
    page.goto(f"{base}/campaigns/{cid}/replay?at={moved}")
    assert page.locator("#replay").get_attribute("data-changes-url"), "the page was served with its marks"
    expect(page.locator("figure.picture[data-picture=map] svg .changed").first).to_be_attached()
    expect(page.locator("figure.picture[data-picture=map] figcaption .changed-note")).to_have_text("· changed here")
    _outlined_not_recoloured(page)
    expect(page.locator("#current details.event-details .what-changed")).to_contain_text("the map (")
    press(page, "#step-back")                      # a step brings its own marks, as before
    expect(page.locator("#current li.event")).to_have_attribute("data-position", str(moved - 1))
    press(page, "#step-forward")
    expect(page.locator("figure.picture[data-picture=map] figcaption .changed-note")).to_have_count(1)
    look(page, "read-replay-opened-changed")


def _outlined_not_recoloured(page) -> None:
    """What changed on the map shown is boxed by an outline, and keeps its own colours."""
    shown = page.locator("figure.picture[data-picture=map] svg:visible").first
    expect(shown.locator("rect.change-outline").first).to_be_attached()
    painted = shown.evaluate("""svg => [...svg.querySelectorAll('.changed *')].map((e) => getComputedStyle(e).stroke)""")
    assert "rgb(181, 137, 0)" not in painted, "a changed thing is repainted instead of outlined"


def test_the_replay_controls_are_drawn_icons_and_the_slider_spans_a_phone(live, page, look, screen):
    base, cid, head = _member(live, "dice", rulesets.get("dice").demo()["name"])
    _login(page, base)
    page.goto(f"{base}/campaigns/{cid}/replay?at={max(1, head // 2)}")
    for button in ("#step-first", "#step-back", "#step-forward", "#step-last"):
        icon = page.locator(f"{button} svg.icon")
        expect(icon).to_be_visible()
        assert icon.bounding_box()["width"] >= 16
        assert page.locator(button).inner_text().strip() == "", f"{button} still shows a font's glyph"
    slider = page.locator("#at").bounding_box()["width"]
    assert slider >= (300 if screen == "phone" else 400), f"the position slider is {slider:.0f} px wide"
    look(page, "read-replay-controls")


def test_an_events_details_read_as_sentences_without_its_kind(live, page, look):
    base, cid, head = _member(live, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    _login(page, base)
    for path in (f"/campaigns/{cid}/replay?at={head // 2}", f"/campaigns/{cid}/history"):
        page.goto(base + path)
        details = page.locator("li.event details.event-details").first
        details.locator("summary").click()
        text = details.inner_text()
        assert text.startswith("Details") and "Recorded by ada on " in text, text
        assert "sixwinters/" not in text and "command:" not in text and "position:" not in text, text
        assert details.locator("a.audit").count() == 0   # the raw event is the owner's
    look(page, "read-history-details")


def test_the_timeline_follows_a_replay_stepped_past_its_rows(live, page):
    base, cid, head = _member(live, "sixwinters", "The Order of the Blue Robe, year one, move by move")
    _login(page, base)
    at = head // 2
    page.goto(f"{base}/campaigns/{cid}/replay?at={at}")
    rows = page.locator("#timeline li.event")
    served, last = rows.count(), int(rows.last.get_attribute("data-position"))
    assert last < head - 2, "the demo is too short to step past the rows served"
    for position in range(at + 1, last + 3):
        press(page, "#step-forward")
        expect(page.locator("#current li.event")).to_have_attribute("data-position", str(position))
    expect(rows).to_have_count(served + 2)
    expect(rows.last).to_have_attribute("data-position", str(last + 2))
    expect(page.locator("#timeline li.event.here")).to_have_attribute("data-position", str(last + 2))
    page.keyboard.press("End")                     # a jump far away leaves the timeline as it was
    expect(page.locator("#current li.event")).to_have_attribute("data-position", str(head))
    expect(rows).to_have_count(served + 2)
    page.locator("#timeline li.event a.pos").first.click()   # a row added by a step is a link like the others
    expect(page.locator("#at-label")).to_have_text(f"#{at - 10} / {head}")


def _first_step_marking_the_map(page, base, cid, head):
    for at in range(14, head + 1):
        page.goto(f"{base}/campaigns/{cid}/replay?at={at}")
        if page.locator("figure.picture svg .changed").count():
            return at
    return None


def test_the_map_labels_are_legible_on_a_tablet_and_the_phone_pans_it(live, page, screen):
    base, cid, _ = _member(live, "sixwinters", "Six Winters demo")
    _login(page, base)
    page.goto(f"{base}/campaigns/{cid}")
    smallest = smallest_text(page, "figure[data-picture=map] svg")
    if screen == "tablet":
        assert smallest >= 11, f"the smallest map label is {smallest:.1f} px"
    else:   # the map keeps a readable width and pans inside its own frame
        frame = page.locator("figure[data-picture=map] .picture-frame")
        assert frame.evaluate("f => f.scrollWidth > f.clientWidth") and smallest >= 6
