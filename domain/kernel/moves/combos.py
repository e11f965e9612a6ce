"""Enumerating picks the grammar has no kind for, as the items of a `choices` field.

`choices` picks distinct items, but a table often picks among dice that repeat (two 4s among
four action dice) or needs a whole set at once (the players of a year with the spotlight among
them). Such a pick is one item of a `choices` field whose items are lists:
`sub_multisets([4, 4, 2])` -> [[2], [4], [2, 4], [4, 4], [2, 4, 4]].
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Iterable


def sub_multisets(values: Iterable[Any], low: int = 1, high: int | None = None, limit: int = 1000) -> list[list]:
    """Every sub-multiset of `values` with low..high members, each sorted, smallest first
    (at most `limit`: a table never holds enough dice to need more)."""
    counts = Counter(values)
    distinct = sorted(counts, key=_order)
    high = sum(counts.values()) if high is None else min(high, sum(counts.values()))
    found: list[list] = []
    for size in range(max(low, 0), high + 1):
        for pick in _sized(distinct, [counts[value] for value in distinct], 0, size):
            found.append(pick)
            if len(found) >= limit:
                return found
    return found


def _sized(distinct: list, counts: list[int], start: int, size: int):
    """The sub-multisets of exactly `size` members from distinct[start:], in order."""
    if size == 0:
        yield []
        return
    left = sum(counts[start:])
    for index in range(start, len(distinct)):
        if left < size:
            return
        for take in range(min(counts[index], size), 0, -1):
            for rest in _sized(distinct, counts, index + 1, size - take):
                yield [distinct[index]] * take + rest
        left -= counts[index]


def _order(value: Any):
    return (str(type(value)), value)


def subsets(items: Iterable[Any], low: int = 1, high: int | None = None, limit: int = 1000) -> list[list]:
    """Every subset of distinct `items` with low..high members, in the items' order."""
    items = list(items)
    high = len(items) if high is None else high
    found = []
    for size in range(low, min(high, len(items)) + 1):
        for pick in combinations(items, size):
            found.append(list(pick))
            if len(found) >= limit:
                return found
    return found
