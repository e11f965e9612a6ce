"""Corrections by taps: "Correct" at the table as a guided form.

A ruleset names what a group may set right by hand (`Ruleset.correctable`): a value on the
board or a sheet, said in words, where it lies in the state, what it is now and what it may
become. Each becomes an `adjust` move in the moves grammar (docs/moves.md): the new value
picked among those allowed, the reason among the usual ones. The command is the generic
`adjust`, so the kernel still holds it to every invariant; the moves document offers every
one to the owner and the game master, and a player those of the things of their own seats
(`Correctable.seat`): an adjustment acts for the whole table, except one that only sets one
seat's things to values they may take (`corrected_seat`).

A value drawn on a picture carries the view pointer "why is it so" reads (`data-view`,
`data-pointer`); the ruleset's `correction_path` says which correctable value it shows, so the
table opens that correction when it is tapped (`tapped_corrections`).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import unescape

from ..changes import pointer_parts
from ..titles import NAMES, title_from
from .grammar import Move, asked, choices, each, fixed

# (view, path pattern with "*") -> the state pointer of the value drawn there, from the tokens
# that stood for "*" read as names (the `correction_path` hooks, as titles.Titles are read)
ViewPaths = Mapping[tuple[str, tuple[str, ...]], Callable[..., str]]
# a tag of a drawing standing for a value of a view (docs/explain.md): its data-pointer, and its
# data-view where it is not the drawing's own
DRAWN = re.compile(r"""<[^<>]*?\sdata-pointer=(?:"([^"]*)"|'([^']*)')[^<>]*>""")
VIEW = re.compile(r"""\sdata-view=(?:"([^"]*)"|'([^']*)')""")
ENTITIES = {"&quot;": '"', "&apos;": "'"}
REASONS = ("The table played it differently.", "A rule the app does not model changed it.",
           "It was recorded wrongly.")


@dataclass(frozen=True)
class Correctable:
    """One value a group may correct: `group` where it is ("Claud's sheet"), `label` what it
    is ("Claud's Life Points"), `path` its JSON pointer in the state, `now` its value and
    `values` what it may become, with `labels` saying them where they are code words; `seat` the
    seat whose own thing it is (a player's resources, a player character's sheet), which that
    seat's player corrects too, or None for what is the whole table's."""

    group: str
    label: str
    path: str
    now: Any
    values: tuple
    labels: tuple | None = None
    seat: str | None = None


def _said(thing: Correctable, value: Any) -> str:
    if thing.labels:
        return thing.labels[thing.values.index(value)]
    return str(value)


def correction_move(thing: Correctable) -> Move:
    """The adjust move that sets `thing` to another allowed value, for a reason picked; its
    fields say it in words (the path in the state is fixed, and shown by its label)."""
    others = [value for value in thing.values if value != thing.now]
    said = [_said(thing, value) for value in others] if thing.labels else None
    now = f"{thing.label}, now {_said(thing, thing.now)}"
    change = {"path": asked(fixed(thing.path), now), "set": asked(choices(others), "becomes", said)}
    return Move("adjust", f"Correct {thing.label} (now {_said(thing, thing.now)})", group=thing.group, fields={
        "changes": asked(each(change, min=1, max=1), "The correction"),
        "reason": asked(choices(REASONS), "Why"),
    })


def correction_moves(ruleset, game, seats: frozenset[str] | None = None) -> list[Move]:
    """Every correction the ruleset allows in `game` (none when it names nothing); with `seats`,
    only those of things of these seats (a player corrects their own seat's things)."""
    if game is None or ruleset.correctable is None:
        return []
    return [correction_move(thing) for thing in ruleset.correctable(game)
            if any(value != thing.now for value in thing.values)
            and (seats is None or (thing.seat is not None and thing.seat in seats))]


def corrected_seat(ruleset, game, changes: list) -> str | None:
    """The one seat an adjustment acts for when each of its changes sets a thing of that seat
    (`Correctable.seat`) to a value it may take: its player may make it. None otherwise: the
    adjustment acts for the whole table."""
    if game is None or ruleset.correctable is None or not changes:
        return None
    things = {thing.path: thing for thing in ruleset.correctable(game)}
    seats = set()
    for change in changes:
        thing = things.get(change.get("path"))
        if thing is None or thing.seat is None or set(change) != {"path", "set"} or not _allowed(thing, change["set"]):
            return None
        seats.add(thing.seat)
    return seats.pop() if len(seats) == 1 else None


def _allowed(thing: Correctable, value: Any) -> bool:
    """`value` is one of those the thing may take, of the same type (True is not 1 here)."""
    return any(type(value) is type(allowed) and value == allowed for allowed in thing.values)


def path_from(paths: ViewPaths, view: str, path: tuple, document: Any, keys: tuple[str, ...] = NAMES) -> Any:
    """What the first matching pattern of `paths` gives for the value at `path` in `view` (each
    index into a list of named records handed on as the record's name), or None."""
    return title_from(paths, view, path, document, keys)


def if_correctable(found: list[Correctable], pointer: str | None) -> str | None:
    """`pointer` when it names one of the values `found` correctable now, else None: a value
    drawn is corrected by taps only where the ruleset says it may be now."""
    return pointer if pointer is not None and any(thing.path == pointer for thing in found) else None


def correction_at(ruleset, game, view: str, path: tuple, document: Any) -> Correctable | None:
    """What a tap on the value at `path` in `view` corrects (`Ruleset.correction_path`): the
    ruleset's correctable value at that state pointer, when it may become something else now;
    None for a value nothing corrects by taps."""
    if game is None or ruleset.correctable is None:
        return None
    pointer = ruleset.correction_path(game, view, path, document)
    if pointer is None:
        return None
    return next((thing for thing in ruleset.correctable(game) if thing.path == pointer
                 and any(value != thing.now for value in thing.values)), None)


def drawn_values(svg: str, view: str) -> list[tuple[str, str]]:
    """(view, pointer) of each value a drawing marks as the value of a view (`data-pointer`, in
    its `data-view` or else in `view`, the drawing's own), in the order drawn."""
    found = []
    for match in DRAWN.finditer(svg):
        named = VIEW.search(match.group(0))
        own = (named.group(1) if named.group(1) is not None else named.group(2)) if named else view
        pointer = match.group(1) if match.group(1) is not None else match.group(2)
        found.append((unescape(own, ENTITIES), unescape(pointer, ENTITIES)))
    return found


def tapped_corrections(ruleset, game, drawn: Iterable[tuple[str, str]]) -> dict[tuple[str, str], Correctable]:
    """(view, pointer) -> what a tap on that value corrects, for each value drawn that a tap may
    correct now (`correction_at`); each view read once, as the drawings were drawn from `game`."""
    documents: dict[str, Any] = {}
    found = {}
    for view, pointer in dict.fromkeys(drawn):
        if view not in ruleset.views:
            continue
        if view not in documents:
            documents[view] = ruleset.views[view](game)
        thing = correction_at(ruleset, game, view, pointer_parts(pointer), documents[view])
        if thing is not None:
            found[(view, pointer)] = thing
    return found
