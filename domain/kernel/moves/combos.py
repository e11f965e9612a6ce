"""Enumerating picks the grammar has no kind for, as the items of a `choices` field.

`choices` picks distinct items, but a table often picks among dice that repeat (two 4s among
four action dice) or needs a whole set at once (the players of a year with the spotlight among
them). Such a pick is one item of a `choices` field whose items are lists:
`sub_multisets([4, 4, 2])` -> [[2], [4], [2, 4], [4, 4], [2, 4, 4]].
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import Any, Iterable


def sub_multisets(values: Iterable[Any], low: int = 1, high: int | None = None, limit: int = 1000) -> list[list]:
    """Every sub-multiset of `values` with low..high members, each sorted, smallest first
    (at most `limit`: a table never holds enough dice to need more)."""
    counts = sorted(Counter(values).items())
    high = sum(n for _, n in counts) if high is None else high
    found = []
    for takes in product(*(range(n + 1) for _, n in counts)):
        size = sum(takes)
        if low <= size <= high:
            found.append([value for (value, _), take in zip(counts, takes) for _ in range(take)])
            if len(found) >= limit:
                break
    return sorted(found, key=lambda pick: (len(pick), pick))


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
