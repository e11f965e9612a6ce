"""A move made by one seat (or by anyone at the table), in the kernel's grammar."""
from __future__ import annotations

from domain.kernel.moves import Move


def seated(seat: str | None, kind: str, label: str, fields: dict, group: str) -> Move:
    return Move(kind, label, fields, group=group, seats=frozenset({seat}) if seat else frozenset())
