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

A row is bound to what it was told of: it holds the hash of its event and a digest of that
hash, the sight, the version, the position and what it says. A reader checks both before
it serves a row (`kept`); a row that does not match (its event was appended again after a
restore, or someone changed its sentence in the database) is told again and replaced.
`journal verify` goes further and tells the rows again to compare them (read_models.py).
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

VERSION = 3                  # of what a row holds: 3, {"sentence", "entry", "event", "check"} as JSON
_CODE = Path(__file__).resolve().parents[2]
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


TELLING_MODULES = ("projections/telling.py", "projections/told.py", "envelopes/reading.py",   # journal/'s part
                   "envelopes/recorded.py", "projections/entries.py")                           # of `version`


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
            for name in TELLING_MODULES:
                digest.update((_CODE / "journal" / name).read_bytes())
            found = _versions[rules.name] = digest.hexdigest()[:16]
        return found


def _package_folder(function) -> Path:
    """The folder of the package a ruleset's function comes from (its ruleset, or a plugin's)."""
    parts = getattr(function, "__module__", "domain.kernel").split(".")
    root = ".".join(parts[:3] if parts[:2] == ["domain", "rulesets"] else parts[:2] if parts[0] == "domain" else parts[:1])
    return Path(sys.modules[root].__file__).resolve().parent


def kept(store, settled, stream, rules, viewer: Viewer, first: int, last: int) -> dict[int, tuple[str, dict | None]]:
    """(sentence, entry) kept for the viewer's sight from `first` to `last`, by position: only
    rows bound to the event now at their position (a row that does not read as one, or does
    not match its event, is left out: it is told again). When a position has no row yet,
    `settled(stream)` waits for what this process appended to be told (on the projector's
    thread) before the rows are read again; a window told already is read at once."""
    code, sight = version(rules), sight_key(viewer)
    rows = store.told(stream, code, sight, first, last)
    if len(rows) <= last - first:
        settled(stream)
        rows = store.told(stream, code, sight, first, last)
    if not rows:
        return {}
    hashes = event_hashes(store, stream, min(rows), max(rows))
    found = {}
    for position, text in rows.items():
        row = read_row(text, code, sight, position, hashes.get(position))
        if row is None:
            log.warning("the sentence kept for position %d of campaign %s (%s) does not match its event: "
                        "told again", position, stream, sight)
        else:
            found[position] = row
    return found


def event_hashes(store, stream, first: int, last: int) -> dict[int, str]:
    """The hash of each stored event from `first` to `last`, by position (what a row is bound to)."""
    found = {}
    for row in store.read(stream, after=first - 1, upto=last):
        try:
            found[row.position] = str(orjson.loads(row.data)["hash"])
        except (ValueError, TypeError, KeyError):
            continue   # a damaged event: no row is served for it (readers and verify report it)
    return found


def read_row(text: str, code: str, sight: str, position: int, event_hash: str | None) -> tuple[str, dict | None] | None:
    """(sentence, entry) of a kept row when it reads as one and is bound to `event_hash`, the
    sight, the version and the position; else None."""
    if event_hash is None:
        return None
    for parse in (orjson.loads, json.loads):   # json: what orjson does not read as it was written (wide numbers)
        try:
            row = parse(text)
            sentence, entry = row["sentence"], row["entry"]
            if isinstance(sentence, str) and isinstance(entry, (dict, type(None))) and row.get("event") == event_hash \
                    and row.get("check") == _check(code, sight, position, event_hash, sentence, entry):
                return sentence, entry
        except (ValueError, TypeError, KeyError, AttributeError):
            continue
    return None


def keep(store, stream, rules, told: list[tuple[Viewer, int, str, dict | None]],
         hashes: dict[int, str] | None = None) -> None:
    """Keep (viewer, position, sentence, entry) rows (an entry None: read from the event, which
    holds sealed values a later event may open), each bound to its event's hash (`hashes` by
    position, when the caller has them; else read). A row kept before is replaced: the same
    unless it had been changed. Written without waiting for the disk (the rows can always be
    told again), and best effort: a reader's page never fails because the database was busy
    (the rows are told again by the next reader)."""
    if not told:
        return
    try:
        positions = [position for _, position, _, _ in told]
        hashes = dict(hashes or {})
        if any(position not in hashes for position in positions):
            hashes.update(event_hashes(store, stream, min(positions), max(positions)))
        code = version(rules)
        store.write_told(stream, code, [
            (sight_key(viewer), position, _row(code, sight_key(viewer), position, hashes[position], text, entry))
            for viewer, position, text, entry in told if position in hashes])
    except Exception:   # noqa: BLE001 - any database error: keeping is an optimisation
        log.warning("could not keep %d sentences of campaign %s", len(told), stream, exc_info=True)


def row_text(code: str, sight: str, position: int, event_hash: str, sentence: str, entry: dict | None) -> str:
    """The row `keep` writes for a sentence, bound to its event, sight, version and position."""
    return _row(code, sight, position, event_hash, sentence, entry)


def _dumps(value) -> bytes:
    """orjson's JSON, json's for what orjson refuses (a number wider than 64 bits in an event's
    fields), so one odd event never keeps a whole page of rows from being kept."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def _check(code: str, sight: str, position: int, event_hash: str, sentence: str, entry: dict | None) -> str:
    """The digest that binds a row to its event, sight, version and position."""
    said = _dumps({"sentence": sentence, "entry": entry})
    return hashlib.sha256(f"{code}|{sight}|{position}|{event_hash}|".encode() + said).hexdigest()


def _row(code: str, sight: str, position: int, event_hash: str, sentence: str, entry: dict | None) -> str:
    return _dumps({"sentence": sentence, "entry": entry, "event": event_hash,
                   "check": _check(code, sight, position, event_hash, sentence, entry)}).decode()
