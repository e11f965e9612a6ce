"""What changed at one step of a replay, found by comparing what a reader sees before and after
it, whatever the game: the cards whose drawing changed, the things in a picture that carry a
`data-name` (or `data-world`) and were drawn differently, and the other views whose data changed."""
from __future__ import annotations

import hashlib
import xml.etree.ElementTree as ET

from domain.kernel import json_text


MARKED = ("data-name", "data-world")


def _marked(svg: str) -> dict[tuple[str, str], tuple]:
    """(attribute, value) -> the drawing of each marked element (the outermost one of a name),
    as a nested tuple built once bottom-up (serialising each marked element again was most of
    a replay step's cost)."""
    try:
        root = ET.fromstring(str(svg))
    except ET.ParseError:
        return {}
    found: dict[tuple[str, str], tuple] = {}
    drawings: dict[int, tuple] = {}
    for element in _bottom_up(root):
        drawings[id(element)] = (element.tag, tuple(sorted(element.attrib.items())), element.text, element.tail,
                                 tuple(drawings[id(child)] for child in element))
    for element in root.iter():
        for attribute in MARKED:
            value = element.get(attribute)
            if value is not None and element is not root:
                found.setdefault((attribute, value), drawings[id(element)])
    return found


def _bottom_up(root: ET.Element):
    """Every element after all of its children."""
    stack = [(root, False)]
    while stack:
        element, opened = stack.pop()
        if opened:
            yield element
        else:
            stack.append((element, True))
            stack.extend((child, False) for child in reversed(element))


def picture_changes(before: str | None, after: str) -> list[list[str]]:
    if before is not None and str(before) == str(after):
        return []
    old, new = _marked(before or ""), _marked(after)
    return [[attribute, value] for (attribute, value), drawing in new.items()
            if old.get((attribute, value)) != drawing]


def compared(snap: dict) -> dict:
    """What `changes` compares of a drawn snapshot (web.snapshot.views_at with drawn=True),
    small enough to keep (web/shown_steps.py): its drawings, and a digest of each view's data
    (a long campaign's views are big as objects, their digests 16 bytes)."""
    return {"svg": snap["svg"], "cards": snap["cards"], "views": {name: _digest(view) for name, view in snap["views"].items()}}


def _digest(view) -> bytes:
    """A view's data hashed, written by json_text.fast (orjson): every step hashes every view."""
    text = json_text.fast(view, sort_keys=True, default=str)
    return hashlib.blake2b(text, digest_size=16).digest()


def changes(before: dict | None, after: dict) -> dict:
    """{"cards": {view: [keys]}, "pictures": {name: [[attribute, value]]}, "views": [names]}
    between two positions as `compared` keeps them; nothing before the first."""
    if before is None:
        return {"cards": {}, "pictures": {}, "views": []}
    cards = {view: [key for key, svg in drawn.items() if str(before["cards"].get(view, {}).get(key)) != str(svg)]
             for view, drawn in after["cards"].items()}
    pictures = {name: picture_changes(before["svg"].get(name), svg) for name, svg in after["svg"].items()}
    views = [name for name, view in after["views"].items() if before["views"].get(name) != view]
    return {"cards": {k: v for k, v in cards.items() if v}, "pictures": {k: v for k, v in pictures.items() if v},
            "views": views}


SHOWN = 6   # the things of one picture a sentence names (the marks on the picture show them all)


def said(changed: dict | None) -> str:
    """What changed at a step in one sentence, for the event's details ("It changed the map
    (Parisa's Glen, Loomwood) and the sheets (Thea)."); empty when nothing did or it is not
    known yet."""
    if not changed:
        return ""
    named = [(name, [value for _, value in found]) for name, found in changed["pictures"].items()]
    named += list(changed["cards"].items())
    parts = [f"the {name.replace('_', ' ')} ({', '.join(things[:SHOWN])}{', …' if len(things) > SHOWN else ''})"
             for name, things in named]
    parts += [f"the {name.replace('_', ' ')}" for name in changed["views"]
              if name not in changed["pictures"] and name not in changed["cards"]]
    if not parts:
        return ""
    return "It changed " + (", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]) + "."
