"""The chronicle's second voice: varied sentences from templates, and a measure of variety.

Each event has one plain sentence (the log, replay, API and stream read it). A chronicle
tells the story again in a voice of its own, and a voice that says "X pushed against Y"
forty times reads as a log set in type. `Voice` hands out a ruleset's templates so that
the same moment is told in a different shape each time it comes round; `shape` and
`repetition` measure how often a book repeats itself (a sentence's shape is the sentence
with its names and numbers taken out), so a ruleset's tests can hold its chronicle to it.

Pure and deterministic, like the rest of domain/: the choice of a template depends only on
what the voice has said before in the same book.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, Mapping, Sequence

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth")
COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve")

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'\u201c(])")
_TOKEN = re.compile(r"[\w'\u2019-]+|[^\w\s]")
_NAME_GLUE = {"of", "the", "and", ",", "(", ")", "'s", "de", "a"}


def ordinal(number: int) -> str:
    """'second' for 2 (digits past the twelfth)."""
    return ORDINALS[number - 1] if 0 < number <= len(ORDINALS) else f"{number}th"


def count(number: int, noun: str, plural: str | None = None) -> str:
    """'three assets', 'one scene', 'no stress': small numbers in words, as a storyteller says them."""
    word = COUNTS[number] if 0 <= number < len(COUNTS) else str(number)
    return f"{word} {noun if number == 1 else (plural or noun + 's')}"


def number(value: int) -> str:
    """'three' for 3 (digits past twelve)."""
    return COUNTS[value] if 0 <= value < len(COUNTS) else str(value)


def times(number: int) -> str:
    """'once', 'twice', 'three times'."""
    return {1: "once", 2: "twice"}.get(number, f"{count(number, 'time')}")


def and_list(items: Iterable) -> str:
    """'A, B and C' (empty items left out)."""
    items = [str(i) for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentences(text: str) -> list[str]:
    """A paragraph cut into its sentences."""
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def shape(sentence: str) -> str:
    """The sentence with names and numbers taken out: every capitalised word or number is a
    slot, and a run of slots joined by 'of', 'the', 'and' or commas ("Thea and Keel",
    "Miasma of Malevolence", "Animaelic Echoes (2)") is one slot, so two sentences that
    differ only in who, what and how many have the same shape."""
    slots: list[str] = []
    for token in _TOKEN.findall(sentence):
        if token in "()":
            continue
        if not (token[0].isupper() or token[0].isdigit()):
            slots.append(token.lower())
            continue
        glued = len(slots)
        while glued and slots[glued - 1] in _NAME_GLUE:
            glued -= 1
        if glued and slots[glued - 1] == "_":
            del slots[glued:]
        else:
            slots.append("_")
    return " ".join(slots)


def repetition(texts: Iterable[str]) -> tuple[float, list[tuple[str, int]]]:
    """The share of sentences (0..1) whose shape another sentence of the same texts shares,
    and the repeated shapes with how often each occurs (most frequent first)."""
    shapes = [shape(s) for text in texts for s in sentences(text)]
    counts = Counter(shapes)
    repeated = sum(n for n in counts.values() if n > 1)
    return (repeated / len(shapes) if shapes else 0.0), [(s, n) for s, n in counts.most_common() if n > 1]


class Voice:
    """Hands out a ruleset's sentence templates, one book at a time.

    `templates` maps a moment's name to its variants (str.format templates). Each call of
    `say(name, **fields)` takes the next variant for that name, so the third telling of an
    overcome obstacle reads unlike the first two; a variant whose fields are missing is
    skipped. `then()` gives connecting words that move time forward without repeating the
    last ones.
    """

    def __init__(self, templates: Mapping[str, Sequence[str]], connectors: Sequence[str] = ()):
        self.templates = templates
        self.connectors = tuple(connectors)
        self.used: Counter = Counter()
        self._last_connector = -1

    def say(self, name: str, **fields) -> str:
        variants = self.templates[name]
        start = self.used[name]
        self.used[name] += 1
        for step in range(len(variants)):
            try:
                return capital(variants[(start + step) % len(variants)].format(**fields))
            except (KeyError, IndexError):
                continue
        raise KeyError(f"no template for {name!r} takes the fields {sorted(fields)}")

    def then(self) -> str:
        """The next connecting word ('Then', 'Soon after', ...), or '' when there are none."""
        if not self.connectors:
            return ""
        self._last_connector = (self._last_connector + 1) % len(self.connectors)
        return self.connectors[self._last_connector]

    def opened(self, opener: str, sentence: str) -> str:
        """`sentence` led by `opener` ('That spring' + 'Thea ...' -> 'That spring, Thea ...')."""
        if not opener:
            return capital(sentence)
        return f"{capital(opener)}, {sentence[:1].lower() + sentence[1:] if _lower_ok(sentence) else sentence}"


def _lower_ok(sentence: str) -> bool:
    """Whether the sentence's first word may lose its capital (not a name: 'The', 'A', 'Sorcery')."""
    first = sentence.split(" ", 1)[0]
    return first in {"The", "A", "An", "It", "There", "Threat", "Sorcery", "Nothing", "No", "Every", "Each",
                     "Both", "Over", "By", "With", "One", "Two", "Three", "Four"}


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def _day(recorded_at: str) -> tuple[int, int, int] | None:
    """(year, month, day) of an ISO timestamp as the journal records it, None when unreadable."""
    try:
        year, month, day = (int(part) for part in str(recorded_at)[:10].split("-"))
    except ValueError:
        return None
    return (year, month, day) if 1 <= month <= 12 and 1 <= day <= 31 else None


def date_words(recorded_at: str) -> str:
    """'12 March 2026' for '2026-03-12T19:04:00+00:00' ('' when there is no date)."""
    day = _day(recorded_at)
    return f"{day[2]} {MONTHS[day[1] - 1]} {day[0]}" if day else ""


def date_span(first: str, last: str) -> str:
    """The dates from `first` to `last` as a reader says them: '12 March 2026', '12–14 March
    2026', '12 March – 3 September 2026', '30 December 2025 – 2 January 2026'."""
    a, b = _day(first), _day(last)
    if not a or not b:
        return date_words(first) or date_words(last)
    a, b = min(a, b), max(a, b)
    if a == b:
        return date_words(first)
    if a[:2] == b[:2]:
        return f"{a[2]}\u2013{b[2]} {MONTHS[a[1] - 1]} {a[0]}"
    if a[0] == b[0]:
        return f"{a[2]} {MONTHS[a[1] - 1]} \u2013 {b[2]} {MONTHS[b[1] - 1]} {b[0]}"
    return f"{a[2]} {MONTHS[a[1] - 1]} {a[0]} \u2013 {b[2]} {MONTHS[b[1] - 1]} {b[0]}"


def dates_of(moments) -> str:
    """The span of days a run of moments was recorded on ('' when none carries a date)."""
    stamps = [m.recorded_at for m in moments if _day(m.recorded_at)]
    return date_span(stamps[0], stamps[-1]) if stamps else ""


def byline(moments, players) -> str:
    """A session chapter's line under its title: 'Played on 12 March 2026 by Ann and Ben'."""
    when, who = dates_of(moments), and_list(players)
    if not when and not who:
        return ""
    return "Played" + (f" on {when}" if when else "") + (f" by {who}" if who else "")
