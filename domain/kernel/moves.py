"""Legal moves and setup fields: what the players may do, with every choice enumerated.

Players never type: a table shows the moves legal now, and a command built from a move
(its fixed fields plus one option of each choice) is accepted by decide.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class Choice:
    """One open field of a move and every value it may take (JSON values)."""

    field: str
    options: tuple[Any, ...]
    label: str = ""


@dataclass(frozen=True)
class Move:
    """A command legal now: its type, the seat that makes it (None: anyone at the table),
    the fields already settled, and the choices still open."""

    type: str
    seat: str | None = None
    fixed: Mapping[str, Any] = field(default_factory=dict)
    choices: tuple[Choice, ...] = ()
    label: str = ""


@dataclass(frozen=True)
class SetupField:
    """One question of a new campaign's setup: a choice among options, or a name to type."""

    name: str
    label: str
    options: tuple[Any, ...] = ()
    default: Any = None
