"""The shapes of the hooks a ruleset may fill, as Protocols (docs/dev/ruleset.md).

Protocols rather than base classes: a ruleset passes a plain function or object of the
right shape, and a type checker (and the conformance tests) hold it to that shape.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol, TypedDict, runtime_checkable

from .chronicle import Chronicle, Timeline
from .decider import JSON

Catalog = dict  # a game's card facts, JSON-plain (its shape is the ruleset's, e.g. docs/sixwinters-catalog.md)


@runtime_checkable
class ChronicleHook(Protocol):
    """Tells a campaign as a book: every live event with the state after it, in, plain blocks out."""

    def __call__(self, timeline: Timeline, year: int | None = None) -> Chronicle: ...


@runtime_checkable
class CatalogHook(Protocol):
    """A game's card catalogs: built in, or a group's own file.

    Every method raises a ValueError subclass naming the file, row and field of a problem.
    """

    def builtin(self) -> Catalog: ...

    def load_file(self, path: Path) -> Catalog: ...

    def validate(self, catalog: Catalog, source: str = "catalog") -> Catalog: ...

    def describe(self, catalog: Catalog) -> str: ...


@runtime_checkable
class CardImportHook(CatalogHook, Protocol):
    """Catalogs a group may also import from a folder of the designer's card spreadsheets.

    `import_dir` reports its progress as (sheet name, lines read, lines in the sheet). A game
    with no card spreadsheets to import has a plain CatalogHook: its catalogs are the built-in
    one and a group's own files.
    """

    def import_dir(self, path: Path, progress: Callable[[str, int, int], None] | None = None) -> Catalog: ...


@dataclass(frozen=True)
class CatalogFunctions:
    """A CatalogHook made of a ruleset's catalog functions, so that no ruleset writes a class
    whose methods only pass their arguments on."""

    builtin: Callable[[], Catalog]
    load_file: Callable[[Path], Catalog]
    validate: Callable[..., Catalog]
    describe: Callable[[Catalog], str]


@dataclass(frozen=True)
class CardImportFunctions(CatalogFunctions):
    """A CardImportHook made of functions: the catalog functions and the folder importer."""

    import_dir: Callable[..., Catalog]


def imports_cards(catalogs: CatalogHook | None) -> bool:
    """Whether a ruleset's catalogs hook reads a folder of card spreadsheets."""
    return isinstance(catalogs, CardImportHook)


class DemoScript(TypedDict, total=False):
    """A campaign `journal demo` records: its name, its setup and its commands in order
    (a command may carry "actor")."""

    name: str
    setup: dict
    commands: list[dict]
    notes: str


@dataclass(frozen=True)
class Because:
    """One reason an event came out as it did: the rule that applied and what it said."""

    rule: str
    text: str
    inputs: dict[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True)
class Result:
    """How a finished game or campaign came out: a short line, and the winners when it has some."""

    summary: str
    winners: tuple[str, ...] = ()
    scores: dict[str, JSON] = field(default_factory=dict)
