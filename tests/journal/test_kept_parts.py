"""The laid-out parts of chronicles are kept in the store every process reads, bounded by
bytes: the oldest go first, the newest always stays."""
from __future__ import annotations

from reports.laid import Laid
from reports.kept import StoreParts


def test_a_kept_part_is_read_back_whole(journal):
    parts = StoreParts(journal.store)
    laid = Laid(b"%PDF-1.7 \x00\xff bytes", 3, {"s1": (0, (1.0, 2.0, 3.0, 4.0), 842.0)})
    assert parts.get("k" * 64) is None
    parts.put("k" * 64, laid)
    parts.put("k" * 64, Laid(b"another", 1))   # a part another process kept first stays
    assert parts.get("k" * 64) == laid


def test_parts_beyond_the_budget_are_forgotten_oldest_first(journal):
    parts = StoreParts(journal.store, budget=3000)
    for n in range(5):
        parts.put(f"part{n}", Laid(bytes(900), 1))
    kept = [n for n in range(5) if parts.get(f"part{n}") is not None]
    assert kept == [3, 4], "about 1,300 bytes each: two fit in 3,000"
    parts = StoreParts(journal.store, budget=10)
    parts.put("big", Laid(bytes(5000), 1))
    assert parts.get("big") is not None, "the newest part stays whatever it weighs"
    assert parts.get("part4") is None
