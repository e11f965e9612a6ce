"""Drawings remembered by what they are drawn from.

A replay step draws the views at two positions next to each other, and most parts of a
picture (one character's sheet, one card) are drawn from data that did not change between
them; drawing is pure, so the same JSON arguments give the same drawing. The key is the
arguments' JSON (a few microseconds for a sheet, against a millisecond to draw it).
"""
from __future__ import annotations

import functools
import json
import threading
from collections import OrderedDict

KEPT = 64    # drawings per function (a few kilobytes each): a table's characters at a few positions


def by_content(draw):
    """`draw` remembered for its last KEPT distinct JSON-plain arguments."""
    found: OrderedDict[str, str] = OrderedDict()
    lock = threading.Lock()

    @functools.wraps(draw)
    def remembered(*args):
        key = json.dumps(args, sort_keys=True, separators=(",", ":"))
        with lock:
            if key in found:
                found.move_to_end(key)
                return found[key]
        drawing = draw(*args)
        with lock:
            found[key] = drawing
            while len(found) > KEPT:
                found.popitem(last=False)
        return drawing
    return remembered
