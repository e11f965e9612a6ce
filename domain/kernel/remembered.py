"""Drawings remembered by what they are drawn from.

A replay step draws the views at two positions next to each other, and most parts of a
picture (one character's sheet, one card) are drawn from data that did not change between
them; drawing is pure, so the same arguments give the same drawing. The key is the
arguments pickled without pickle's memo (equal values, however their parts are shared, give
the same bytes, and a dict's order, which a drawing follows, counts): a fifth of what writing
them as sorted JSON took, which was half of drawing a long campaign's sheets at a new position.
Before that, the very same argument objects are looked for: a state is never changed in place
once built and shares every part an event did not touch with the state before it, so a sheet
no event changed is the same object at every position, and no key need be written for it.
"""
from __future__ import annotations

import functools
import io
import pickle

from .caches import bounded


def by_content(name: str):
    """A drawing function remembered by its JSON-plain arguments in the cache `name` (two tables
    of that bound: by the arguments' identities, and by their bytes), each drawing weighed by its
    text."""
    def remembering(draw):
        found, same = bounded(name), bounded(name)   # `same` holds the arguments, so no id is reused

        @functools.wraps(draw)
        def remembered(*args):
            ids = tuple(map(id, args))
            hit = same.get(ids)
            if hit is not None and all(kept is arg for kept, arg in zip(hit[0], args)):
                return hit[1]
            key = _key(args)
            drawing = found.get(key)
            if drawing is None:
                drawing = draw(*args)
                found.put(key, drawing, len(drawing) + len(key))
            same.put(ids, (args, drawing), len(drawing), replace=True)
            return drawing
        return remembered
    return remembering


def _key(args: tuple) -> bytes:
    """The arguments' bytes, pickled without the memo (`fast`): with it, a string met twice
    is written as a reference to the first, so equal arguments whose parts are shared
    differently would be told apart (JSON-plain values hold no cycle, which `fast` needs)."""
    written = io.BytesIO()
    pickler = pickle.Pickler(written, protocol=5)
    pickler.fast = True
    pickler.dump(args)
    return written.getvalue()
