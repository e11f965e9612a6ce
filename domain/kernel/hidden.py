"""What a state hides, declared once: a ruleset lists where its secrets lie and the kernel
makes its `redact` from the list.

- `FaceDown(path)`: a pile whose order nobody at the table knows (an app-shuffled deck).
  Readers see what it holds, sorted: the cards, not their order.
- `PerSeat(path)`: seat -> something private to that seat (a hand, a secret choice). The
  seat's players and the game master see it; others see each card face down (None).
- `GameMasterOnly(path)`: the game master's own (notes, NPC sheets); None for others.

Paths are JSON Pointers into the game state; a `*` segment matches every key or index
(`/hands/*`, `/regions/*/deck`). Only the containers on a path are copied, so redacting a
large state costs what it hides. An audit (`Viewer.auditor`) sees everything.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Union

from .canonical import canonical_json
from .changes import join_pointer, pointer_parts, split_pointer
from .secrets import get, put
from .viewers import Viewer

WILD = "*"


@dataclass(frozen=True)
class FaceDown:
    """A pile whose order is face down: readers see its cards sorted."""

    path: str


@dataclass(frozen=True)
class PerSeat:
    """seat -> a private value: its seats and the game master see it, others see it face down."""

    path: str


@dataclass(frozen=True)
class GameMasterOnly:
    """The game master's own: None for everyone else."""

    path: str


Hidden = Union[FaceDown, PerSeat, GameMasterOnly]


def expand(state: Any, path: str) -> Iterator[str]:
    """The concrete pointers a path with `*` segments names in this state."""
    yield from _expand(state, split_pointer(path), [])


def _expand(node: Any, parts: list[str], done: list) -> Iterator[str]:
    if not parts:
        yield join_pointer(done)
        return
    head, rest = parts[0], parts[1:]
    if isinstance(node, dict):
        keys = list(node) if head == WILD else [head] if head in node else []
        for key in keys:
            yield from _expand(node[key], rest, [*done, key])
    elif isinstance(node, list):
        indexes = range(len(node)) if head == WILD else [int(head)] if head.isdigit() and int(head) < len(node) else []
        for index in indexes:
            yield from _expand(node[index], rest, [*done, index])


def face_down(value: Any) -> Any:
    """What a reader sees of something face down: a list as its items in order of their JSON
    (what it holds, not in which order); anything else as None."""
    if isinstance(value, list):
        return sorted(value, key=canonical_json)
    return None


def _per_seat(value: Any, viewer: Viewer) -> Any:
    if not isinstance(value, dict) or viewer.gm:
        return value
    return {seat: item if seat in viewer.seats else _cards_down(item) for seat, item in value.items()}


def _cards_down(item: Any) -> Any:
    return [None] * len(item) if isinstance(item, list) else None


def _hide(spec: Hidden, value: Any, viewer: Viewer) -> Any:
    if isinstance(spec, FaceDown):
        return face_down(value)
    if isinstance(spec, PerSeat):
        return _per_seat(value, viewer)
    return value if viewer.gm else None


def redact(state: Any, hidden: tuple[Hidden, ...], viewer: Viewer) -> Any:
    """The state as the viewer may see it."""
    if viewer.audit or state is None:
        return state
    for spec in hidden:
        for pointer in list(expand(state, spec.path)):
            state = put(state, pointer, _hide(spec, get(state, pointer), viewer))
    return state


def redactor(*hidden: Hidden) -> Callable[[Any, Viewer], Any]:
    """A ruleset's `redact` from the list of what its state hides."""
    def made(state: Any, viewer: Viewer) -> Any:
        return redact(state, hidden, viewer)
    made.__doc__ = "Hides: " + ", ".join(f"{type(spec).__name__} {spec.path}" for spec in hidden)
    return made


def covers(path: str, pointer: str) -> bool:
    """`pointer` lies at or under `path` (with `*` segments), or holds it: a change there
    touches what the path hides."""
    want, got = pointer_parts(path), pointer_parts(pointer)
    return all(w in (WILD, g) for w, g in zip(want, got))
