"""Each year played at the table shows the world map at its turning point under its story,
the places the turning moment changed on the board outlined and named in the caption; a year
recorded as a summary has no moment to show. The board's own words stay out of the book."""
from __future__ import annotations

import re

from domain.kernel.chronicle import Paragraph, Picture
from domain.kernel.turning import STORY
from reports.chronicle import build
from reports.source import load_timeline

from tests import demo_store


def _years(journal, name):
    cid = demo_store.load_demo(journal, "sixwinters", name=name)
    book = build(*load_timeline(journal, cid))
    return cid, [s for s in book.sections if s.level == 1 and s.title.startswith("Year ")]


def test_the_map_at_the_turning_point_follows_the_story_with_the_changed_places_outlined(journal):
    cid, years = _years(journal, "Three winters, move by move")
    for number, year in enumerate(years, 1):
        kinds = [(type(b).__name__, getattr(b, "style", "")) for b in year.blocks]
        at = kinds.index(("Paragraph", STORY))
        picture = year.blocks[at + 1]
        assert isinstance(picture, Picture) and picture.caption.startswith(f"The world map as year {number} turned: ")
        named = re.match(r".*turned: (.*) outlined, where it changed$", picture.caption)[1]
        places = [p for part in named.split(", ") for p in part.split(" and ")]
        assert picture.svg.count('class="change-outline"') == len(places), (picture.caption, places)


def test_the_place_of_the_turning_moment_is_among_those_outlined(journal):
    cid, years = _years(journal, "Three winters, move by move")
    story = next(b.text for b in years[0].blocks if isinstance(b, Paragraph) and b.style == STORY)
    caption = next(b.caption for b in years[0].blocks if isinstance(b, Picture) and "turned" in b.caption)
    took = re.search(r"when (\w+) took a (\w+) condition", story)
    event = next(e for e in journal.events(cid) if e["type"] == "sixwinters/table-obstacle-attempted"
                 and not e["retracted"] and any(c.get("character") == took[1] and (c.get("condition") or {}).get("name") == took[2]
                                                for c in e["data"]["outcome"]["events"]))
    where = {change["path"].split("/")[3] for change in event["data"]["changes"] if change["path"].startswith("/table/locations/")}
    assert where and all(place in caption for place in where), (where, caption)


def test_a_year_recorded_as_a_summary_shows_no_turning_map(journal):
    _, years = _years(journal, "Six Winters demo")
    assert not [b for y in years for b in y.blocks if isinstance(b, Picture) and "turned" in b.caption]
