"""Card catalogs by their hash: a state holds its catalog's reference, rules read the facts here.

A catalog is reference data: no event changes it, and every state of a campaign had the same
one. So a state holds `"catalog:" + digest` (the catalog's digest by parts, as
kernel/fingerprints.py takes it) and the catalog itself sits once per process in a table
keyed by that reference. Snapshots, `journal state --json` and the API then carry a short
string where they carried the whole catalog, and nothing has to share or cut it out again.

The table is filled by applying a campaign's first event (a ruleset's `initial_state` calls
`register` with the catalog its setup holds), so folding stays a pure function of the events:
the reference is the catalog's content, whichever process registered it. A process that reads a
snapshot before folding the campaign's first event registers the catalog from that event
(journal/store/snapshots.py; `missing` says whether it must). A registered catalog is kept for the
life of the process: a store holds a few catalogs, each shared by all its campaigns.

Rules, views and pictures read the catalog only through `catalog_of`. A state's fingerprint
is the same as when it held the catalog (the reference is named in fingerprints.NAMED).
"""
from __future__ import annotations

import threading
from typing import Any

from . import fingerprints

PREFIX = "catalog:"
KEY = "catalog"
_by_identity: dict[int, tuple[Any, str]] = {}   # id(a catalog in the table) -> (it, its reference)
_lock = threading.Lock()


class CatalogNotLoaded(LookupError):
    """A state names a catalog this process has not registered (its campaign's first event was
    not applied here)."""


def register(catalog: Any) -> str | Any:
    """The reference a state holds for `catalog`, which is kept in the table from now on. A
    catalog holding no container (a test's few facts) is held by the state itself: only a
    container of containers stands in a fingerprint as a digest a reference can carry."""
    with _lock:
        known = _by_identity.get(id(catalog))
        if known is not None and known[0] is catalog:
            return known[1]
        found = fingerprints.digest(catalog)
        node = fingerprints.name(PREFIX + found.hex, found)
        if node is None:
            return catalog
        reference = PREFIX + node.hex
        _by_identity[id(node.value)] = (node.value, reference)   # only the catalog the table keeps
        return reference


def catalog_of(holder: dict) -> Any:
    """The catalog of a ruleset's state (`holder["catalog"]`): the facts its reference names,
    or the catalog itself where the state holds one."""
    value = holder[KEY]
    if type(value) is not str:
        return value
    node = fingerprints.NAMED.get(value)
    if node is None:
        raise CatalogNotLoaded(f"catalog {value} is not loaded in this process: apply its campaign's first event")
    return node.value


def missing(state: Any) -> list[str]:
    """The catalog references a stored state (`{"meta", "game"}`) holds that this process has
    not registered; a ruleset keeps its reference at the top of its state."""
    game = state.get("game") if isinstance(state, dict) else None
    value = game.get(KEY) if isinstance(game, dict) else None
    if type(value) is str and value.startswith(PREFIX) and value not in fingerprints.NAMED:
        return [value]
    return []

