"""Text wrapped into lines for pictures and cards: textwrap's lines, without its work for a
plain text of words.

Every card and picture wraps its labels and lists; textwrap splits every text into chunks
with a regular expression and assembles lines chunk by chunk, which was half of drawing a
character's sheet (a long campaign's replay page draws some twenty). The lines are always
textwrap.wrap's (tests/domain/test_wrapping.py compares them).
"""
from __future__ import annotations

import textwrap

SPACES = "\t\n\x0b\x0c\r"   # the whitespace textwrap turns into spaces (a space itself it keeps)


def wrap(text: str, width: int, break_on_hyphens: bool = True) -> list[str]:
    """textwrap.wrap(text, width, break_on_hyphens=...), at once for a text of words no longer
    than `width` between single spaces, with no other whitespace at a word's edges (and, when
    hyphens may break a word, none): then textwrap's lines are the words put on a line while
    they fit, a space between each."""
    words = text.split(" ")
    if (any(c in text for c in SPACES) or (break_on_hyphens and "-" in text)
            or not all(word and len(word) <= width and word == word.strip() for word in words)):
        return textwrap.wrap(text, width, break_on_hyphens=break_on_hyphens)
    lines, line = [], words[0]
    for word in words[1:]:
        if len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    return [*lines, line]
