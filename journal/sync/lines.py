"""Two logs of one campaign compared by their hashes: where they part, and what each holds after."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Compared:
    """`common`: the last position both logs hold the same event at; `here` and `there`: their heads."""

    common: int
    here: int
    there: int

    @property
    def same(self) -> bool:
        return self.common == self.here == self.there

    @property
    def behind(self) -> int:
        """Events the other side has after the common position."""
        return self.there - self.common

    @property
    def ahead(self) -> int:
        """Events this side has after the common position."""
        return self.here - self.common

    @property
    def diverged(self) -> bool:
        return bool(self.ahead and self.behind)


def compare(here: list[str], there: list[str]) -> Compared:
    """The logs' common prefix: each hash covers every event before it, so the prefix ends at
    the first position whose hashes differ."""
    common = 0
    for mine, theirs in zip(here, there):
        if mine != theirs:
            break
        common += 1
    return Compared(common, len(here), len(there))


def events(count: int) -> str:
    """"1 event", "3 events": a count as the sentences say it."""
    return f"{count} event{'s' if count != 1 else ''}"
