"""What a state hides, declared once: a ruleset lists where its secrets lie and the kernel
makes its `redact` from the list.

- `FaceDown(path)`: a pile whose order nobody at the table knows (an app-shuffled deck).
  Readers see what it holds, sorted: the cards, not their order.
- `PerSeat(path)`: seat -> something private to that seat (a hand, a secret choice). The
  seat's players and the game master see it; others see each card face down (None).
- `GameMasterOnly(path)`: the game master's own (notes, NPC sheets); None for others.
- `PerAudience(path)`: audience -> what the private events of that audience made (`Audience.key`:
  "gm", a list of seats), kept apart by evolve with `kept_for`: a part is read by those its
  audience admits and is left out for everyone else. A projection that folds what a private
  event holds (a private roll's dice, a note's text) keeps it here, never beside what
  everyone reads: the event is sealed for others, and so is what it made.

Paths are JSON Pointers into the game state; a `*` segment matches every key or index
(`/hands/*`, `/regions/*/deck`). Only the containers on a path are copied, so redacting a
large state costs what it hides. An audit (`Viewer.auditor`) sees everything.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Union

from .caches import bounded
from .json_text import canonical
from .changes import join_pointer, pointer_parts
from .events import Recorded
from .fingerprints import weight
from .viewers import Audience, Viewer

WILD = "*"


@dataclass(frozen=True)
class _AtPath:
    """Where a secret lies: a JSON Pointer into the game state; the subclass says who reads it."""

    path: str


class FaceDown(_AtPath):
    """A pile whose order is face down: readers see its cards sorted."""


class PerSeat(_AtPath):
    """seat -> a private value: its seats and the game master see it, others see it face down."""


class GameMasterOnly(_AtPath):
    """The game master's own: None for everyone else."""


class PerAudience(_AtPath):
    """audience key -> what that audience's private events made: each part for its audience."""


Hidden = Union[FaceDown, PerSeat, GameMasterOnly, PerAudience]


def kept_for(parts: dict | None, event: Recorded, change: Callable[[dict], dict]) -> dict:
    """`parts` (a PerAudience place; None: none yet) with the part of the event's audience
    changed by `change` (given {} for a first part)."""
    parts = parts or {}
    key = event.audience.key
    return {**parts, key: change(parts.get(key, {}))}


def expand(state: Any, path: str) -> Iterator[str]:
    """The concrete pointers a path with `*` segments names in this state."""
    for keys in _places(state, pointer_parts(path), ()):
        yield join_pointer(keys)


def face_down(value: Any) -> Any:
    """What a reader sees of something face down: a list as its items in order of their JSON
    (what it holds, not in which order); anything else as None.

    The sorted pile is remembered by the pile's identity: every reader of every state until the
    pile changes sees the same one (states are never changed in place, and a state shares the
    piles an event did not touch with the state before it), so a deck is sorted once, not for
    each of a table's readers after every event (the registry's "sorted-piles")."""
    if not isinstance(value, list):
        return None
    hit = _piles.get(id(value))
    if hit is not None and hit[0] is value:
        return hit[1]
    shown = sorted(value, key=_order_of(value))
    shown = value if shown == value else shown   # already in order: the pile itself, nothing to copy
    _piles.put(id(value), (value, shown), CARD_BYTES * len(value), replace=True)
    return shown


ESCAPED = re.compile(r'["\\\x00-\x1f]')   # what canonical JSON writes escaped in a string


def _order_of(pile: list) -> Callable[[Any], Any]:
    """The sort key of a pile's cards: their canonical JSON. A card that is a name JSON writes
    as it is, between quotes, so a pile of such names sorts by each name and a closing quote,
    the same order without writing JSON (a long campaign's state holds some four hundred of them)."""
    if all(type(card) is str and not ESCAPED.search(card) for card in pile):
        return lambda card: card + '"'
    return canonical


CARD_BYTES = 16   # a card of a pile remembered: a reference in the pile and one in its sorted copy
_piles = bounded("sorted-piles")   # id(pile) -> (the pile, held so its id stays its; its sorted cards)


def _per_seat(value: Any, viewer: Viewer) -> Any:
    if not isinstance(value, dict) or viewer.gm:
        return value
    return {seat: item if seat in viewer.seats else _cards_down(item) for seat, item in value.items()}


def _cards_down(item: Any) -> Any:
    return [None] * len(item) if isinstance(item, list) else None


def _per_audience(value: Any, viewer: Viewer) -> Any:
    if not isinstance(value, dict):
        return value
    kept = {key: part for key, part in value.items() if Audience.from_key(key).admits(viewer)}
    return value if len(kept) == len(value) else kept


def _hide(spec: Hidden, value: Any, viewer: Viewer) -> Any:
    if isinstance(spec, FaceDown):
        return face_down(value)
    if isinstance(spec, PerSeat):
        return _per_seat(value, viewer)
    if isinstance(spec, PerAudience):
        return _per_audience(value, viewer)
    return value if viewer.gm else None


def redact(state: Any, hidden: tuple[Hidden, ...], viewer: Viewer) -> Any:
    """The state as the viewer may see it. A value shown as it is (a pile already in order, an
    empty one) leaves its containers uncopied: every reader after every event is told from a
    redacted state, so this runs some seventy thousand times in an import of a long campaign."""
    if viewer.audit or state is None:
        return state
    for spec in hidden:
        for keys in list(_places(state, pointer_parts(spec.path), ())):
            value = _value_at(state, keys)
            shown = _hide(spec, value, viewer)
            if shown is not value:
                state = _replaced(state, keys, shown)
    return state


def _places(node: Any, parts: tuple[str, ...], done: tuple) -> Iterator[tuple]:
    """The keys (list indexes as ints) of every place a path with `*` segments names."""
    if not parts:
        yield done
        return
    head, rest = parts[0], parts[1:]
    if isinstance(node, dict):
        keys = list(node) if head == WILD else [head] if head in node else []
    elif isinstance(node, list):
        keys = range(len(node)) if head == WILD else [int(head)] if head.isdigit() and int(head) < len(node) else []
    else:
        return
    for key in keys:
        yield from _places(node[key], rest, (*done, key))


def _value_at(node: Any, keys: tuple) -> Any:
    for key in keys:
        node = node[key]
    return node


def _replaced(node: Any, keys: tuple, value: Any) -> Any:
    """A copy of `node` with `value` at `keys`: only the containers on the way are copied."""
    if not keys:
        return value
    head = keys[0]
    if isinstance(node, list):
        return [*node[:head], _replaced(node[head], keys[1:], value), *node[head + 1:]]
    return {**node, head: _replaced(node[head], keys[1:], value)}


def redactor(*hidden: Hidden) -> Callable[[Any, Viewer], Any]:
    """A ruleset's `redact` from the list of what its state hides. The latest states
    redacted are remembered by their identity and by what of the viewer the list depends on
    (the registry's "redacted-states"): an event is told to each of a table's usual readers from
    the same state before it, and where nothing is private to a seat (or to the game master)
    they all read the same."""
    seats_matter = any(isinstance(spec, (PerSeat, PerAudience)) for spec in hidden)
    gm_matters = seats_matter or any(isinstance(spec, GameMasterOnly) for spec in hidden)
    latest = bounded("redacted-states")   # (id(state), sight) -> (the state, held so its id stays its; redacted)

    def made(state: Any, viewer: Viewer) -> Any:
        if viewer.audit or state is None:
            return state
        key = (id(state), gm_matters and viewer.gm, seats_matter and not viewer.gm and viewer.seats)
        found = latest.get(key)
        if found is not None and found[0] is state:
            return found[1]
        shown = redact(state, hidden, viewer)
        latest.put(key, (state, shown), weight(state), replace=True)
        return shown
    made.__doc__ = "Hides: " + ", ".join(f"{type(spec).__name__} {spec.path}" for spec in hidden)
    return made


def covers(path: str, pointer: str) -> bool:
    """`pointer` lies at or under `path` (with `*` segments), or holds it: a change there
    touches what the path hides."""
    if WILD not in path:   # one holds the other: the shorter is the other's start, up to a "/"
        shorter, longer = sorted((path, pointer), key=len)
        return longer.startswith(shorter) and longer[len(shorter):len(shorter) + 1] in ("", "/")
    want, got = pointer_parts(path), pointer_parts(pointer)
    return all(w in (WILD, g) for w, g in zip(want, got))
