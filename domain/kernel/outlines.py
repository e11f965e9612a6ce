"""A picture of a moment: a state's picture with the places the moment changed outlined, as the
replay outlines them (web/static/replay.js: a box drawn round each changed thing, never a
recolouring that would paint its name over). A thing is an element that carries a `data-name`
(or `data-world`); it changed when what it shows (its words, marks and colours, wherever the
layout put them) differs between the picture before the moment and the picture after it. The outline is a copy of the thing's own frame (its first rectangle),
unfilled and drawn thick, so nothing is measured and no word is added to the picture.

Pure: it reads two drawings and returns a third."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from xml.sax.saxutils import quoteattr

MARKED = ("data-name", "data-world")
OUTLINE = 'fill="none" stroke="#d35400" stroke-width="4" class="change-outline"'
_SIZE = ("x", "y", "width", "height", "rx")


_PLACING = frozenset({"x", "y", "cx", "cy", "x1", "y1", "x2", "y2", "width", "height", "transform", "points", "d"})


def _drawings(svg: str) -> dict[tuple[str, str], tuple]:
    """(attribute, value) -> what each marked element (the outermost of a name) shows: its
    words, marks and colours, not where the layout put them (a cell that grew moves every
    cell under it; those did not change)."""
    try:
        root = ET.fromstring(svg)
    except ET.ParseError:
        return {}
    found: dict[tuple[str, str], tuple] = {}
    for element in root.iter():
        for attribute in MARKED:
            value = element.get(attribute)
            if value is not None and element is not root and (attribute, value) not in found:
                found[(attribute, value)] = tuple(
                    (part.tag, tuple(sorted((k, v) for k, v in part.attrib.items() if k not in _PLACING)),
                     (part.text or "").strip()) for part in element.iter())
    return found


def changed(before: str, after: str) -> list[str]:
    """The names of the things drawn differently after the moment, in the order drawn."""
    old = _drawings(before)
    return [value for key, drawing in _drawings(after).items() for value in [key[1]] if old.get(key) != drawing]


def outlined(svg: str, names: list[str]) -> str:
    """The picture with each named thing outlined (a name it does not draw is passed over):
    the things one picture found changed may be outlined on another that draws the same
    places, such as the live board's on the world map."""
    for name in names:
        svg = _outline(svg, name)
    return svg


def _outline(svg: str, name: str) -> str:
    """The thing's first rectangle drawn again as an outline, right after it."""
    opening = re.search("(?:" + "|".join(MARKED) + ")=" + re.escape(quoteattr(name)) + r"[^>]*>\s*<rect\b([^>]*)/>", svg)
    if opening is None:
        return svg
    frame = dict(re.findall(r'(\w+)="([^"]*)"', opening.group(1)))
    size = " ".join(f'{key}="{frame[key]}"' for key in _SIZE if key in frame)
    return svg[:opening.end()] + f"<rect {size} {OUTLINE}/>" + svg[opening.end():]
