"""The page check itself fails where it should: an unlabelled field, white on yellow and a
block wider than the screen are each named (so a clean page means something)."""
from __future__ import annotations

import pytest

from .conftest import check_page

pytestmark = pytest.mark.browser

FLAWED = """<!doctype html><html lang="en"><head><title>Flawed</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Flawed</h1><input id="nameless" type="text">
<p id="pale" style="color:#fff;background:#ee0">pale</p>
<div id="wide" style="width:2000px">wide</div>
<div style="overflow-x:auto"><div id="boxed" style="width:3000px">scrolls in its own box</div></div>
</main></body></html>"""


def test_the_page_check_names_each_flaw(page):
    page.set_content(FLAWED)
    with pytest.raises(AssertionError) as failure:
        check_page(page)
    report = str(failure.value)
    assert "axe: label (critical)" in report and "#nameless" in report
    assert "axe: color-contrast (serious)" in report and "#pale" in report
    assert f"wider than {page.viewport_size['width']}px: div#wide 2008px" in report  # 2000px and the body's margin
    assert "#boxed" not in report  # wide inside a scrolling box: the page itself does not scroll


def test_a_clean_page_passes(page):
    page.set_content(FLAWED.replace('<input id="nameless" type="text">', '<label>Name <input type="text"></label>')
                     .replace("#ee0", "#333").replace("width:2000px", "width:100px"))
    check_page(page)
