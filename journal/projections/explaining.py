"""Why a value is so: the events that made one value of a view what it is.

A value is named by a view and a JSON pointer (RFC 6901) into that view, as the API serves
it. The answer folds the campaign event by event, reads the view after each event as the
viewer may see it, and keeps the events at which the value changed (its first appearance
included), each told in the sentence the rest of the journal reads for that viewer: an event
outside their audience is its shadow, and a value they may not see never changes for them.

`explain` is pure: it reads a timeline of steps (the game after each event, and how to tell
the event) and knows no game and no store. service.py builds the timeline from the log.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from domain.kernel import reading
from domain.kernel.changes import split_pointer
from domain.kernel.viewers import Viewer

from ..errors import CommandRejected, JournalError

LAST_CHANGES = 20
# A JSON pointer: empty, or "/"-led tokens in which "~" is only ever "~0" (a "~") or "~1" (a "/").
POINTER = r"^(/([^~]|~[01])*)?$"
ABSENT = object()   # the pointer names nothing in the view at this step


class NotExplained(JournalError):
    """The pointer names no value of the view at the asked position (the site answers 404)."""

    def __init__(self, view: str, pointer: str, position: int):
        super().__init__(f"nothing at {pointer or '(the whole view)'!r} in the {view} view at position {position}")
        self.view, self.pointer, self.position = view, pointer, position


@dataclass(frozen=True)
class Step:
    """One event of the timeline: its position, the game state after it, and its sentence for
    the reader (asked for only where the value changed)."""

    position: int
    game: Any
    tell: Callable[[], str]


def parse_pointer(pointer: str) -> list[str]:
    """The reference tokens of a JSON pointer ("" is the whole view); a malformed one is refused."""
    if pointer and not pointer.startswith("/"):
        raise CommandRejected("explain.path", f"a JSON pointer starts with '/' (like /characters/Thea/skills/lore), "
                                              f"not {pointer[:60]!r}")
    if not re.fullmatch(POINTER, pointer):
        raise CommandRejected("explain.path", f"{pointer[:60]!r}: '~' is written ~0 and '/' ~1 in a pointer")
    return split_pointer(pointer)


def resolve(document: Any, tokens: list) -> Any:
    """The value the tokens name in the document, or ABSENT. A token is a key, an index, or
    (from `anchored`) a record named in a list: ("name", "Arankh")."""
    found = document
    for token in tokens:
        if isinstance(token, tuple):
            found = _named(found, *token)
        elif isinstance(found, dict):
            found = found.get(token, ABSENT)
        elif isinstance(found, list) and _index(token, found) is not None:
            found = found[_index(token, found)]
        else:
            return ABSENT
        if found is ABSENT:
            return ABSENT
    return found


def anchored(document: Any, tokens: list[str]) -> list:
    """The tokens with each index into a list of named records (a "name" unique in its list)
    replaced by that name, so the value is followed as records come and go before it: the
    third location today need not have been the third one a year ago."""
    found, kept = document, []
    for token in tokens:
        if isinstance(found, list) and _index(token, found) is not None:
            item = found[_index(token, found)]
            name = item.get("name") if isinstance(item, dict) else None
            unique = isinstance(name, str) and sum(isinstance(x, dict) and x.get("name") == name for x in found) == 1
            kept.append(("name", name) if unique else token)
            found = item
        else:
            kept.append(token)
            found = resolve(found, [token])
            if found is ABSENT:
                break
    return kept


def _index(token: str, items: list) -> int | None:
    if not token.isdigit() or (token != "0" and token.startswith("0")) or int(token) >= len(items):
        return None
    return int(token)


def _named(items: Any, field: str, name: str) -> Any:
    if not isinstance(items, list):
        return ABSENT
    return next((item for item in items if isinstance(item, dict) and item.get(field) == name), ABSENT)


def check_view(rules, name: str) -> None:
    if name not in rules.views:
        raise CommandRejected("explain.view", f"no view {name!r}; views: {', '.join(rules.views) or 'none'}")


def explain(rules, steps: Iterable[Step], name: str, pointer: str, viewer: Viewer, now: Any = ABSENT,
            limit: int = LAST_CHANGES) -> dict:
    """{"value", "because": [{"position", "text", "change", "value"}], "total", "position"}: the
    value at the last step and the last `limit` of the `total` events that changed it (for a
    value an event only copied, the events that changed what it copied). `now`:
    the view at the last step, when the caller has it (records in lists are then followed by
    name, see `anchored`)."""
    check_view(rules, name)
    tokens = parse_pointer(pointer)
    followed = tokens if now is ABSENT else anchored(now, tokens)
    changes: list[dict] = []
    copied = _Copied(rules, rules.copied_from(name, tuple(tokens)), viewer)
    total, value, game, position, document = 0, ABSENT, ABSENT, 0, ABSENT
    for step in steps:
        position = step.position
        if step.game is game:
            continue   # the event left the game as it was (bookkeeping, a retracted command)
        game = step.game
        document = ABSENT if game is None else reading.view(rules, name, game, viewer)
        found = resolve(document, followed)
        if not _same(found, value):
            made = copied.causes(found) or [_change(step, value, found)]
            total += len(made)
            changes.extend(made)
            del changes[:-limit]
            value = found
        copied.follow(step, game, value)
    if value is ABSENT:
        raise NotExplained(name, pointer, position)
    document = now if now is not ABSENT else document
    return {"view": name, "path": pointer, "label": label(rules, name, tokens, document), "position": position,
            "value": value, "because": changes, "total": total}


def _same(one: Any, other: Any) -> bool:
    return (one is ABSENT and other is ABSENT) or (one == other and type(one) is type(other))


def _change(step: Step, before: Any, after: Any) -> dict:
    return {"position": step.position, "text": step.tell(), "change": change_words(before, after),
            "value": None if after is ABSENT else after}


class _Copied:
    """The value the explained one is copied from by bookkeeping (the ruleset's `copied_from`:
    a sheet's conditions copied from the table at the year's end), followed beside it, so that a
    copy points at the events that made the change rather than at the copy."""

    def __init__(self, rules, source: tuple[str, tuple] | None, viewer: Viewer):
        self.rules, self.viewer = rules, viewer
        self.view, self.tokens = (source[0], list(source[1])) if source else (None, [])
        self.value: Any = ABSENT
        self.since: list[dict] = []   # the source's changes since it last held the copy's value

    def causes(self, found: Any) -> list[dict]:
        """The source's changes that made `found`, when the source held it before this event
        (the event only copied it); none otherwise."""
        return list(self.since) if self.view and self.since and _same(self.value, found) else []

    def follow(self, step: Step, game: Any, copy: Any) -> None:
        """Read the source after `step`; `copy` is the explained value after it."""
        if self.view is None:
            return
        found = ABSENT if game is None else resolve(reading.view(self.rules, self.view, game, self.viewer), self.tokens)
        if _same(found, copy):
            self.since = []
        elif not _same(found, self.value):
            self.since.append(_change(step, self.value, found))
        self.value = found


def label(rules, name: str, tokens: list[str], document: Any) -> str:
    """What the value is, in words: the ruleset's title for it ("Audi's Life Points"), or where
    the game has none, its path with each index into named records read as the record's name
    ("Locations › Fort Kalt › Threats"; the view's name for the whole view)."""
    titled = rules.value_title(name, tuple(tokens), document) if tokens and document is not ABSENT else None
    if titled:
        return titled
    named = anchored(document, tokens) if document is not ABSENT else tokens
    words = [token[1] if isinstance(token, tuple) else token.replace("_", " ") for token in named]
    return " › ".join(word[:1].upper() + word[1:] for word in words or [f"the {name} view"])


def sentences(answer: dict) -> list[str]:
    """The answer as lines for people: "Thea's Lore is 3 (at position 41):" and one line per change."""
    head = f"{answer['label']} is {short(answer['value'])} (at position {answer['position']}):"
    earlier = answer["total"] - len(answer["because"])
    lines = [head] + ([f"  ({earlier} earlier change{'s' if earlier != 1 else ''} not shown)"] if earlier else [])
    return lines + [f"  #{item['position']} {item['change']}: {item['text']}" for item in answer["because"]]


def change_words(before: Any, after: Any) -> str:
    """A few words on what the event did to the value: "started 3", "+1", "now Frostbitten"."""
    if after is ABSENT:
        return "gone"
    if before is ABSENT:
        return f"started {short(after)}"
    if _number(before) and _number(after):
        delta = after - before
        return f"{'+' if delta > 0 else '−'}{short(abs(delta))}"
    if isinstance(before, list) and isinstance(after, list):
        added, taken = _missing(after, before), _missing(before, after)
        words = [f"+ {short(item)}" for item in added] + [f"− {short(item)}" for item in taken]
        return ", ".join(words[:4]) + (" …" if len(words) > 4 else "") if words else "reordered"
    if isinstance(before, dict) and isinstance(after, dict):
        keys = [key for key in {**before, **after} if before.get(key, ABSENT) != after.get(key, ABSENT)]
        return "changed " + ", ".join(str(key) for key in keys[:4]) + (" …" if len(keys) > 4 else "")
    return f"now {short(after)}"


def _missing(items: list, others: list) -> list:
    """The items `others` lacks, counted: a second Wounded beside the first is one more."""
    rest, found = list(others), []
    for item in items:
        if item in rest:
            rest.remove(item)
        else:
            found.append(item)
    return found


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def short(value: Any, width: int = 60) -> str:
    """A value in a few words: plain values as they are, a list or record by its size."""
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif value is None:
        text = "nothing"
    elif isinstance(value, dict):
        text = f"{value['name']}" if isinstance(value.get("name"), str) else f"{len(value)} entries"
    elif isinstance(value, list):
        text = "none" if not value else ", ".join(short(item, 20) for item in value) if len(value) <= 3 \
            else f"{len(value)} items"
    else:
        text = str(value)
    return text if len(text) <= width else text[:width - 1] + "…"
