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
