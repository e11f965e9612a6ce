"""Rows read a few at a time: a query's whole result sits in the driver's memory and in the
process's at once, and with psycopg that memory stays with the process afterwards (a long
campaign's vault read in one query: docs/dev/performance.md)."""
from __future__ import annotations

from typing import Callable, Iterator, Sequence


def paged(read: Callable[[int, int], Sequence], after: int, size: int) -> Iterator:
    """The rows `read(after, size)` gives, `size` to a query, each query after the last row's
    position, until one comes back empty. A reader that stops early reads no further page."""
    while rows := read(after, size):
        yield from rows
        after = rows[-1].position
