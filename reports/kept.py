"""The laid-out parts of chronicles kept in the store, so every process (each site process,
the shell) finds a chapter another one laid out: assembly.py's cache, and the whole book kept
under the campaign's head, so the same book asked again is read, not folded and laid out.

Keeping is best effort: a book is made even when the database is too busy to keep its parts.
"""
from __future__ import annotations

import base64
import hashlib
import logging
import sys
import threading
from pathlib import Path

from domain.kernel.viewers import Viewer
from journal.projections.told import sight_key, version

from .laid import PARTS_BUDGET, VERSION, Laid

log = logging.getLogger(__name__)
_HERE = Path(__file__).resolve().parent
_codes: dict[str, str] = {}
_lock = threading.Lock()


class StoreParts:
    """laid.Parts over the store's table of parts, bounded by `budget` bytes."""

    def __init__(self, store, budget: int = PARTS_BUDGET):
        self.store, self.budget = store, budget

    def get(self, key: str) -> Laid | None:
        try:
            found = self.store.part(key)
        except Exception:   # noqa: BLE001 - any database error: the part is laid out again
            log.warning("could not read the kept chronicle part %s", key, exc_info=True)
            return None
        return Laid.of(base64.b64decode(found[0]), found[1]) if found else None

    def put(self, key: str, laid: Laid) -> None:
        try:
            self.store.keep_part(key, base64.b64encode(laid.pdf).decode("ascii"), laid.meta(), self.budget)
        except Exception:   # noqa: BLE001 - keeping is an optimisation
            log.warning("could not keep the chronicle part %s", key, exc_info=True)


def book_key(journal, info, ruleset, year, page_size: str, viewer, appendix: bool = False) -> str:
    """The whole book's key: the campaign at its head (the log only grows, so a head position
    names everything before it), who it is told for, the year, the page size, whether the
    appendix is printed and the code."""
    head = journal.head(info.id)
    sight = sight_key(viewer or Viewer.auditor())
    text = f"book:{VERSION}:{info.id}:{head}:{sight}:{year}:{page_size.lower()}:{code(ruleset)}{':appendix' if appendix else ''}"
    return hashlib.sha256(text.encode()).hexdigest()


def code(ruleset) -> str:
    """A digest of the code a book is made by: the telling of the ruleset (journal/projections/told.py's
    version), its chronicle's package and reports/ (computed once per process)."""
    with _lock:
        found = _codes.get(ruleset.name)
        if found is None:
            digest = hashlib.sha256(version(ruleset).encode())
            module = getattr(ruleset.chronicle, "__module__", None) if ruleset.chronicle else None
            folders = {_HERE}
            if module:
                folders.add(Path(sys.modules[module].__file__).resolve().parent)
            for folder in sorted(folders):
                for file in sorted(path for path in folder.rglob("*") if path.is_file() and "__pycache__" not in path.parts):
                    digest.update(file.read_bytes())
            found = _codes[ruleset.name] = digest.hexdigest()[:16]
        return found
