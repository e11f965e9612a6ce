"""The sentences of a campaign kept in the store, per sight, each with the event's timeline entry
(entries.py): a read model every process shares.

Telling an event needs the game as it stood just before it (folded from the nearest snapshot),
so a page in the middle of a long campaign would fold and tell its forty or hundred events on
every visit. They are told once instead: on append, for the campaign's usual readers (a
spectator, the game master, each seat), and for any other reader the first time they ask; a
reader then reads rows (telling.py decides what to tell, this module keeps it). A row holds the
sentence and the entry as JSON: a page's timeline reads both, not the events themselves (reading
and opening twenty events for the sight was a sixth of a replay page).

A sentence depends on the events up to its own, on the reader's sight and on the code that
tells it, so the rows are kept under a version made from that code (the ruleset's package,
the kernel and the telling): another version tells them again as readers ask.
"""
from __future__ import annotations

import hashlib
import json
import logging
import sys
import threading
from pathlib import Path

import orjson

from domain.kernel.viewers import Viewer

VERSION = 2                  # of what a row holds: 2, {"sentence", "entry"} as JSON
_CODE = Path(__file__).resolve().parent.parent
_versions: dict[str, str] = {}
_lock = threading.Lock()
log = logging.getLogger(__name__)


def sight_key(viewer: Viewer) -> str:
    """The sight as text: "audit", "gm" or "all", then the seats read for ("gm:ann,ben")."""
    audit, gm, seats = viewer.sight
    head = "audit" if audit else "gm" if gm else "all"
    return f"{head}:{','.join(sorted(seats))}" if seats else head


def usual_viewers(rules, game) -> list[Viewer]:
    """Whom a campaign's sentences are told for as they are appended: a spectator, the game
    master (and the owner, who reads what the game master reads) and the player of each seat."""
    seats = [seat.id for seat in rules.seats(game)] if game is not None else []
    return [Viewer(role="viewer"), Viewer(role="owner", gm=True),
            *(Viewer(role="player", seats=frozenset([seat])) for seat in seats)]


def version(rules) -> str:
    """A digest of the code that tells the ruleset's events (computed once per process)."""
    with _lock:
        found = _versions.get(rules.name)
        if found is None:
            digest = hashlib.sha256(f"{VERSION}:{rules.name}:{rules.rules_version}".encode())
            for folder in sorted({_package_folder(rules.narrate), _package_folder(rules.redact),
                                  _package_folder(rules.shadow), _CODE / "domain" / "kernel"}):
                for file in sorted(folder.rglob("*.py")):
                    digest.update(file.read_bytes())
            for name in ("telling.py", "told.py", "reading.py", "recorded.py", "entries.py"):
                digest.update((_CODE / "journal" / name).read_bytes())
            found = _versions[rules.name] = digest.hexdigest()[:16]
        return found


def _package_folder(function) -> Path:
    """The folder of the package a ruleset's function comes from (its ruleset, or a plugin's)."""
    parts = getattr(function, "__module__", "domain.kernel").split(".")
    root = ".".join(parts[:3] if parts[:2] == ["domain", "rulesets"] else parts[:2] if parts[0] == "domain" else parts[:1])
    return Path(sys.modules[root].__file__).resolve().parent


def kept(journal, stream, rules, viewer: Viewer, first: int, last: int) -> dict[int, tuple[str, dict | None]]:
    """(sentence, entry) kept for the viewer's sight from `first` to `last`, by position (a row
    that does not read as one is left out: it is told again)."""
    rows = journal.store.told(stream, version(rules), sight_key(viewer), first, last)
    found = {position: _read(text) for position, text in rows.items()}
    return {position: row for position, row in found.items() if row is not None}


def _read(text: str) -> tuple[str, dict | None] | None:
    try:
        try:
            row = orjson.loads(text)
        except orjson.JSONDecodeError:   # what orjson refuses and json reads (`_row` wrote it with json)
            row = json.loads(text)
        return (row["sentence"], row["entry"]) if isinstance(row["sentence"], str) and isinstance(
            row["entry"], (dict, type(None))) else None
    except (ValueError, TypeError, KeyError):
        return None


def keep(journal, stream, rules, told: list[tuple[Viewer, int, str, dict | None]]) -> None:
    """Keep (viewer, position, sentence, entry) rows (an entry None: read from the event, which
    holds sealed values a later event may open); a row another process kept first stays.
    Best effort: a reader's page never fails because the database was busy (the rows are told
    again by the next reader)."""
    if not told:
        return
    try:
        journal.store.write_told(stream, version(rules), [
            (sight_key(viewer), position, _row(text, entry)) for viewer, position, text, entry in told])
    except Exception:   # noqa: BLE001 - any database error: keeping is an optimisation
        log.warning("could not keep %d sentences of campaign %s", len(told), stream, exc_info=True)


def _row(sentence: str, entry: dict | None) -> str:
    """A row's JSON: orjson's, json's for what orjson refuses (a number wider than 64 bits in an
    event's fields), so one odd event never keeps a whole page of rows from being kept."""
    try:
        return orjson.dumps({"sentence": sentence, "entry": entry}).decode()
    except TypeError:
        return json.dumps({"sentence": sentence, "entry": entry}, ensure_ascii=False)
