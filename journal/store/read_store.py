"""The read models' statements over a recorder's database (read_tables.py holds the SQL):
the dice records and tally written in each append's transaction, the kept standings, and a
read of events at chosen positions.

Mixed into the SQLite and PostgreSQL recorders of application.py, which call `_project`
inside the transaction that inserts the events (`MARK` is the driver's parameter mark), and,
kept in dicts, into the in-memory one.
"""
from __future__ import annotations

import hashlib
import logging
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from uuid import UUID

from domain.kernel import json_text

from . import dice_record, index, read_tables
from .dice_record import DiceChange, DiceRecord
from ..envelopes.envelope import parsed
from ..envelopes.recorded import face_down_of

DICE_VERSION = 1        # of what a dice record holds: another version builds the records again
BUILT_MARK = ""         # the campaign id of the row that says the dice records are complete
PAGE = 1000
ROWS_PER_STATEMENT = 200   # rows of a read model written by one statement
TALLY = "dice_tally"       # the model a tally's digest is kept under (read_tables.CHECKS)
COUNTED_UP_TO = "@"        # between the position a tally counts up to and its rows' digest
DICE_HEAD = "dice-head"    # the checks row holding the last position whose append changed the dice records
log = logging.getLogger(__name__)


def tally_digest(rows) -> str:
    """The digest of a campaign's tally rows (kind, sides, source, face, count), in any order."""
    text = json_text.spaced(sorted([str(kind), int(sides), str(source), int(face), int(count)]
                             for kind, sides, source, face, count in rows))
    return hashlib.sha256(text.encode()).hexdigest()


def tally_check(rows, upto: int) -> str:
    """What the checks row keeps of a campaign's tally: the position it counts up to, and the
    digest of its rows ("120@digest")."""
    return f"{upto}{COUNTED_UP_TO}{tally_digest(rows)}"


def _bound_check(rows, upto: int) -> str:
    """The check kept before the position was written apart ("120:digest of the rows and 120"),
    still read from stores written then."""
    return f"{upto}:{tally_digest([*rows, ('counted up to', upto, '', 0, 0)])}"


@dataclass(frozen=True)
class TallyChange:
    """What one append changed in its campaign's dice records, for the tally's projection: the
    faces it adds, and the dice head before it (the last position whose append changed the
    records; None when the store did not say: the tally is then counted again)."""

    faces: Counter
    since: int | None

    def __add__(self, later: "TallyChange | None") -> "TallyChange":
        """Two appends in a row (a sync's batches) as one change from this one's dice head."""
        if later is None:
            return self
        return TallyChange(self.faces + later.faces, self.since)


@dataclass(frozen=True)
class KeptTally:
    """A campaign's tally rows as kept, the check kept of them, the campaign's head and its
    dice head (None where no append has written it yet: the head stands for it)."""

    rows: list
    check: str | None
    head: int | None   # None: no campaign here
    dice_head: int | None = None

    @cached_property
    def upto(self) -> int | None:
        """The position the rows count up to (-1: none, or not said by a check kept before
        the tally was a projection); None when the check does not hold for the rows (worked
        out once: it digests every row)."""
        if self.check is None:
            return -1 if not self.rows else None
        said, apart, digest = self.check.partition(COUNTED_UP_TO)
        if apart:
            return int(said) if said.lstrip("-").isdigit() and digest == tally_digest(self.rows) else None
        said, _, _ = self.check.partition(":")
        if said.lstrip("-").isdigit() and self.check == _bound_check(self.rows, int(said)):
            return int(said)
        return -1 if self.check == tally_digest(self.rows) else None

    @property
    def behind(self) -> bool:
        """Whether an append changed the dice records after the position the rows count up to:
        an append without dice leaves the tally as it is."""
        last = self.dice_head if self.dice_head is not None else self.head
        return self.head is not None and self.upto is not None and self.upto < last


def envelope_of(state) -> dict | None:
    found = parsed(state)
    return found if found is not None and "position" in found and "cmd" in found else None


def streams_of(stored_events) -> dict[str, list[dict]]:
    """The envelopes of an append by campaign, in order (rows that do not decode are skipped:
    readers and `journal verify` report them)."""
    found: dict[str, list[dict]] = {}
    for stored in stored_events:
        envelope = envelope_of(stored.state)
        if envelope is not None:
            found.setdefault(str(UUID(str(stored.originator_id))), []).append(envelope)
    return found


def record_row(campaign: str, record: DiceRecord) -> tuple:
    shown = json_text.spaced(record.shown, sort_keys=True) if record.shown is not None else None
    return (campaign, record.position, record.cmd, record.kind, record.faces_json(),
            json_text.spaced(record.shuffles, sort_keys=True), shown)


def record_from(row) -> DiceRecord:
    shown = row["shown"]
    return DiceRecord(int(row["position"]), int(row["cmd"]), row["kind"], DiceRecord.faces_from(row["faces"]),
                      json_text.loads(row["shuffles"]), json_text.loads(shown) if shown else None)


class SQLReadModels:
    """The read-model statements of one recorder (SQLite or PostgreSQL)."""

    MARK = "?"
    JOINED = "group_concat"   # the aggregate that joins texts (PostgreSQL: string_agg)

    @contextmanager
    def _projection(self):
        """A transaction for rows of the read models brought up to date after a command's
        commit (sentences, marks, standings, chronicle parts): they can always be worked out
        again, so their commit does not wait for the disk where the recorder can say so
        (SQLite's and PostgreSQL's recorders override this); the events' commit still does."""
        with self.datastore.transaction(commit=True) as cursor:
            yield cursor

    def keep_unsynced(self, recorder, stored_events) -> None:
        """Rows of another recorder on this database (the snapshots), in a read models'
        transaction: a snapshot is worked out again by the next fold that misses it."""
        with self._projection() as cursor:
            self._insert_beside(cursor, recorder, stored_events)

    @staticmethod
    def _insert_beside(cursor, recorder, stored_events) -> None:
        recorder._insert_events(cursor, stored_events)

    # written with every append ------------------------------------------------------
    def _project(self, cursor, stored_events, counted: dict | None = None) -> None:
        """The append's dice records, and its campaign's dice head moved to it when they
        changed; what it changed goes into `counted` (campaign -> TallyChange), for the
        tally's projection (`add_to_tally`)."""
        for campaign, envelopes in streams_of(stored_events).items():
            change = dice_record.change_of(envelopes, face_down_of,
                                           lambda position: self._record_at(cursor, campaign, position))
            if not change.records:
                continue
            self._write_records(cursor, campaign, change)
            since = self._dice_head(cursor, campaign)
            self._keep_dice_head(cursor, campaign, envelopes[-1]["position"])
            if counted is not None:
                counted[campaign] = TallyChange(change.faces, since)

    def _dice_head(self, cursor, campaign: str) -> int | None:
        cursor.execute(read_tables.check_select(self.MARK), (campaign, DICE_HEAD))
        row = cursor.fetchone()
        return int(row["digest"]) if row and row["digest"].lstrip("-").isdigit() else None

    def _keep_dice_head(self, cursor, campaign: str, position: int, if_missing: bool = False) -> None:
        statement = read_tables.check_insert if if_missing else read_tables.check_upsert
        cursor.execute(statement(self.MARK), (campaign, DICE_HEAD, str(position)))

    def _record_at(self, cursor, campaign: str, position) -> DiceRecord | None:
        if not isinstance(position, int):
            return None
        cursor.execute(read_tables.record_select_one(self.MARK), (campaign, position))
        row = cursor.fetchone()
        return record_from(row) if row else None

    def _write_records(self, cursor, campaign: str, change: DiceChange) -> None:
        """A few statements of many rows each, however long the append: an import of thousands
        of events sent a statement per record, and PostgreSQL's pipeline stalled under them."""
        records = [record_row(campaign, record) for record in change.records.values()]
        self._write_rows(cursor, records, read_tables.record_upsert)

    def _write_rows(self, cursor, rows: list[tuple], statement) -> None:
        for start in range(0, len(rows), ROWS_PER_STATEMENT):
            chunk = rows[start:start + ROWS_PER_STATEMENT]
            cursor.execute(statement(self.MARK, len(chunk)), [value for row in chunk for value in row])

    def _add_to_tally(self, cursor, campaign: str, rows: list, faces: Counter, upto: int) -> None:
        """Add faces to the campaign's tally (its `rows` as read in this transaction) and keep
        its check: counted up to `upto`. The rows it then holds are worked out here rather than
        read again; an append without dice moves only the check."""
        added = [(campaign, *face, count) for face, count in sorted(faces.items()) if count]
        if added:
            self._write_rows(cursor, added, read_tables.tally_add)
        counts = Counter({tuple(row[:4]): row[4] for row in rows})
        counts.update({face: count for face, count in faces.items() if count})
        tally = [(*face, count) for face, count in counts.items() if count]
        cursor.execute(read_tables.check_upsert(self.MARK), (campaign, TALLY, tally_check(tally, upto)))

    # the tally, a projection -----------------------------------------------------------
    def add_to_tally(self, stream: UUID, after: int, change: TallyChange) -> None:
        """Count what one append that changed the dice records added (`change`, as its
        transaction worked it out) when the tally counts every change before it; count the
        tally again from the records otherwise (a change whose count was lost, or made by
        another process and not counted yet); leave a damaged one to the readers (who count
        it again) and to `journal verify` (which reports it)."""
        campaign = str(stream)
        with self._projection() as cursor:
            self._lock_tally(cursor, campaign)
            kept = self._tally_kept(cursor, campaign)
            if kept.upto is None or kept.upto >= after:
                return
            if change.since is not None and kept.upto >= change.since:
                self._add_to_tally(cursor, campaign, kept.rows, change.faces, after)
            else:
                self._count_again(cursor, campaign)

    def bring_tally_up(self, stream: UUID) -> KeptTally:
        """The tally as kept, counted again from the records first when it is behind the
        campaign's dice head (a count not made yet, or lost) and not damaged."""
        with self.datastore.transaction(commit=False) as cursor:
            kept = self._tally_kept(cursor, str(stream))
        if not kept.behind:
            return kept
        with self._projection() as cursor:
            self._lock_tally(cursor, str(stream))
            if self._tally_kept(cursor, str(stream)).behind:
                self._count_again(cursor, str(stream))
        with self.datastore.transaction(commit=False) as cursor:
            return self._tally_kept(cursor, str(stream))

    def _count_again(self, cursor, campaign: str) -> None:
        """The tally from every record, up to the head: appends wait meanwhile, so the records
        and the head read are of one moment."""
        self._lock_read_models(cursor)
        cursor.execute(index.select_one(self.MARK), (campaign,))
        row = cursor.fetchone()
        if row is None:
            return
        cursor.execute(read_tables.records_every(self.MARK), (campaign,))
        faces = Counter()
        for record in map(record_from, cursor.fetchall()):
            if record.tallied:
                faces.update(record.faces)
        cursor.execute(read_tables.delete_campaign(read_tables.DICE_TALLY, "campaign_id", self.MARK), (campaign,))
        self._add_to_tally(cursor, campaign, [], faces, int(row["head_position"]))
        self._keep_dice_head(cursor, campaign, int(row["head_position"]), if_missing=True)

    def _lock_tally(self, cursor, campaign: str) -> None:
        """The projections of one campaign's tally take turns (SQLite: its write lock does)."""

    def _tally_kept(self, cursor, campaign: str) -> KeptTally:
        cursor.execute(read_tables.tally_checked_select(self.MARK), (campaign, campaign, TALLY, campaign,
                                                                     campaign, DICE_HEAD))
        rows = cursor.fetchall()
        tally = [(r["kind"], r["sides"], r["source"], r["face"], r["count"]) for r in rows if r["part"] == 0]
        check = next((r["digest"] for r in rows if r["part"] == 1), None)
        head = next((int(r["count"]) for r in rows if r["part"] == 2), None)
        said = next((r["digest"] for r in rows if r["part"] == 3), "")
        return KeptTally(tally, check, head, int(said) if said.lstrip("-").isdigit() else None)

    # read ------------------------------------------------------------------------------
    def read_tally(self, stream: UUID) -> list[tuple]:
        """The campaign's tally, checked against the check kept of it: a tally that does not
        match (changed in the database) is counted again from the events first, one that is
        behind the campaign's head from the records."""
        kept = self.bring_tally_up(stream)
        if kept.upto is None:
            log.warning("the dice tally of campaign %s does not match its check: counted again from its events",
                        stream)
            self.rebuild_log_models(stream)
            kept = self.bring_tally_up(stream)
        return kept.rows

    def read_tally_as_kept(self, stream: UUID) -> list[tuple]:
        """The tally rows as they are, unchecked (verify compares them with the events), once
        counted up to the head when it is only behind."""
        return self.bring_tally_up(stream).rows

    def read_records(self, stream: UUID, undone: list[int] | None) -> list[DiceRecord]:
        """The records besides the tally (read_tables.records_select); every record of the
        campaign when `undone` is None."""
        with self.datastore.transaction(commit=False) as cursor:
            if undone is None:
                cursor.execute(read_tables.records_all(self.MARK), (str(stream),))
            else:
                cursor.execute(read_tables.records_select(self.MARK, len(undone)), (str(stream), *undone))
            return [record_from(row) for row in cursor.fetchall()]

    def read_shuffles(self, stream: UUID, undone: list[int]) -> list[dict]:
        """Every shuffle and draw of the records the tally holds (those of the `undone` commands
        left out), read as one text and parsed at once."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.shuffles_select(self.MARK, self.JOINED, len(undone)), (str(stream), *undone))
            joined = cursor.fetchone()["joined"]
        return [item for part in json_text.loads(f"[{joined}]") for item in part] if joined else []

    def write_standing(self, stream: UUID, version: str, position: int, body: bytes) -> None:
        with self._projection() as cursor:
            cursor.execute(read_tables.standing_upsert(self.MARK), (str(stream), version, position, body.decode()))

    def read_standing(self, stream: UUID) -> tuple[str, int, bytes] | None:
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.standing_select(self.MARK), (str(stream),))
            row = cursor.fetchone()
        return (row["version"], int(row["position"]), row["body"].encode()) if row else None

    def read_marks(self, stream: UUID, version: str, but: str | None = None) -> list[tuple]:
        """The mark changes found so far (of every kind but `but`, if given)."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.marks_select(self.MARK, but is not None),
                           (str(stream), version, *([but] if but is not None else [])))
            return [(int(r["position"]), r["kind"], r["value"]) for r in cursor.fetchall()]

    def read_marks_of_kind(self, stream: UUID, version: str, kind: str, first: int, before: int) -> list[tuple]:
        """The changes of marks of one kind from `first` up to (not including) `before`."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.marks_of_kind_select(self.MARK), (str(stream), version, kind, first, before))
            return [(int(r["position"]), r["kind"], r["value"]) for r in cursor.fetchall()]

    def read_marks_built(self, stream: UUID, version: str) -> tuple[int, str] | None:
        """(position, marks there) of how far the mark changes are worked out."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.marks_built_select(self.MARK), (str(stream), version))
            built = cursor.fetchone()
        return (int(built["position"]), built["marks"]) if built else None

    def write_marks(self, stream: UUID, version: str, changes: list[tuple], built: tuple[int, str]) -> None:
        with self._projection() as cursor:
            for position, kind, value in changes:
                cursor.execute(read_tables.marks_insert(self.MARK), (str(stream), version, position, kind, value))
            cursor.execute(read_tables.marks_built_upsert(self.MARK), (str(stream), version, *built))

    def read_told(self, stream: UUID, version: str, sight: str, first: int, last: int) -> dict[int, str]:
        """The sentences kept for one sight from `first` to `last`, by position."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.told_select(self.MARK), (str(stream), version, sight, first, last))
            return {int(row["position"]): row["text"] for row in cursor.fetchall()}

    def write_told(self, stream: UUID, version: str, rows: list[tuple[str, int, str]]) -> None:
        """(sight, position, sentence) rows, in one transaction."""
        with self._projection() as cursor:
            for sight, position, text in rows:
                cursor.execute(read_tables.told_insert(self.MARK), (str(stream), version, sight, position, text))

    def read_part(self, key: str) -> tuple[str, str] | None:
        """(body, meta) of a kept chronicle part."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.part_select(self.MARK), (key,))
            row = cursor.fetchone()
        return (row["body"], row["meta"]) if row else None

    def write_part(self, key: str, body: str, meta: str, budget: int) -> None:
        """Keep a part, then forget the oldest parts beyond `budget` bytes (the newest stays)."""
        with self._projection() as cursor:
            cursor.execute(read_tables.part_insert(self.MARK), (key, body, meta, len(body) + len(meta), time.time_ns()))
            cursor.execute(read_tables.parts_by_age())
            kept = [(row["key"], int(row["size"])) for row in cursor.fetchall()]
            total = 0
            for index, (old, size) in enumerate(kept):
                total += size
                if index and total > budget:
                    cursor.execute(read_tables.part_delete(self.MARK), (old,))

    # outcome records (outcomes.py) ------------------------------------------------------
    def read_outcomes(self, stream: UUID, first: int, last: int) -> list[tuple[int, str, str]]:
        """(position, hash, body) of the campaign's outcome records from `first` to `last`."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.outcomes_select(self.MARK), (str(stream), first, last))
            return [(int(row["position"]), row["hash"], row["body"]) for row in cursor.fetchall()]

    def write_outcomes(self, stream: UUID, rows: list[tuple[int, str, str]]) -> None:
        """Keep outcome records (position, hash, body), in one transaction that waits for the disk:
        unlike a projection, a record is only worked out again by a migration."""
        with self.datastore.transaction(commit=True) as cursor:
            for start in range(0, len(rows), ROWS_PER_STATEMENT):
                chunk = rows[start:start + ROWS_PER_STATEMENT]
                values = [value for row in chunk for value in (str(stream), *row)]
                cursor.execute(read_tables.outcome_upsert(self.MARK, len(chunk)), values)

    # checked and rebuilt (read_models.py) --------------------------------------------------
    def read_told_rows(self, stream: UUID, version: str) -> list[tuple[str, int, str]]:
        """(sight, position, row) of every sentence kept for the campaign under `version`."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.told_every(self.MARK), (str(stream), version))
            return [(row["sight"], int(row["position"]), row["text"]) for row in cursor.fetchall()]

    def read_records_every(self, stream: UUID) -> list[DiceRecord]:
        """Every dice record of the campaign, with what a SEALED one shows."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(read_tables.records_every(self.MARK), (str(stream),))
            return [record_from(row) for row in cursor.fetchall()]

    def rebuild_log_models(self, stream: UUID) -> None:
        """The campaign's index row, dice records and tally worked out again from its events, in one
        transaction that keeps its appends waiting (they would count twice or not at all)."""
        campaign = str(stream)
        with self.datastore.transaction(commit=True) as cursor:
            self._lock_read_models(cursor)
            rows = self._campaign_events(cursor, stream)
            for table, column in (*read_tables.LOG_MODELS, (index.TABLE, "id")):
                cursor.execute(read_tables.delete_campaign(table, column, self.MARK), (campaign,))
            if rows:
                self._upsert(cursor, [index.entry(campaign, rows)])
                envelopes = streams_of(rows).get(campaign, [])
                self._write_records(cursor, campaign, dice_record.change_of(envelopes, face_down_of, lambda _: None))
                self._count_again(cursor, campaign)

    def drop_projections(self, stream: UUID) -> None:
        """Every sentence, mark and standing kept for the campaign (of any version)."""
        with self._projection() as cursor:
            for table, column in read_tables.PROJECTED:
                cursor.execute(read_tables.delete_campaign(table, column, self.MARK), (str(stream),))

    # built when missing ----------------------------------------------------------------
    def dice_built(self) -> bool:
        """Whether the dice records are complete (and of this version)."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(f"SELECT count(*) AS n FROM {read_tables.DICE_TALLY} WHERE campaign_id = {self.MARK} "
                           f"AND sides = {self.MARK}", (BUILT_MARK, DICE_VERSION))
            return cursor.fetchone()["n"] > 0

    def build_dice(self, progress=None) -> bool:
        """Work the dice records out again from every stored event, in one transaction that
        keeps appends waiting (they would otherwise count twice or not at all); False when
        another process built them meanwhile."""
        with self.datastore.transaction(commit=True) as cursor:
            self._lock_read_models(cursor)
            cursor.execute(f"SELECT count(*) AS n FROM {read_tables.DICE_TALLY} WHERE campaign_id = {self.MARK} "
                           f"AND sides = {self.MARK}", (BUILT_MARK, DICE_VERSION))
            if cursor.fetchone()["n"]:
                return False
            cursor.execute(read_tables.clear(read_tables.DICE_TALLY))
            cursor.execute(read_tables.clear(read_tables.DICE_RECORDS))
            cursor.execute(read_tables.clear(read_tables.CHECKS))
            changes = self._changes_of_every_event(cursor, progress)
            for campaign, change in changes.items():   # each tally counted by its first reader
                self._write_records(cursor, campaign, change)
            cursor.execute(read_tables.tally_add(self.MARK), (BUILT_MARK, "built", DICE_VERSION, "", 0, 1))
            return True

    def _changes_of_every_event(self, cursor, progress) -> dict[str, DiceChange]:
        """Every stored event in the order appended, a page at a time."""
        found: dict[str, DiceChange] = {}
        done, after = 0, 0
        while True:
            cursor.execute(self._every_event_statement(), (after, PAGE))
            rows = cursor.fetchall()
            if not rows:
                return found
            after = rows[-1]["n"]
            for campaign, envelopes in streams_of([_Stored(r) for r in rows]).items():
                change = found.setdefault(campaign, DiceChange())
                step = dice_record.change_of(envelopes, face_down_of, change.records.get)
                change.faces.update(step.faces)
                change.records.update(step.records)
            done += len(rows)
            if progress:
                progress(done)


class _Stored:
    """A row of the events table as a stored event."""

    def __init__(self, row):
        self.originator_id, self.state = row["originator_id"], row["state"]


class MemoryReadModels:
    """The same read models in memory (throwaway checks), kept under the recorder's lock."""

    def _init_read_models(self) -> None:
        self._tallies: dict[str, Counter] = {}
        self._records: dict[str, dict[int, DiceRecord]] = {}
        self._standings: dict[str, tuple[str, int, bytes]] = {}
        self._marks: dict[tuple[str, str], tuple[set, tuple | None]] = {}
        self._told: dict[tuple[str, str, str], dict[int, str]] = {}
        self._parts: dict[str, tuple[str, str]] = {}
        self._outcomes: dict[str, dict[int, tuple[str, str]]] = {}

    @staticmethod
    def keep_unsynced(recorder, stored_events) -> None:
        """In memory nothing waits for a disk: the rows as any insert."""
        recorder.insert_events(stored_events)

    def _project(self, stored_events) -> None:
        for campaign, envelopes in streams_of(stored_events).items():
            records = self._records.setdefault(campaign, {})
            change = dice_record.change_of(envelopes, face_down_of, records.get)
            self._tallies.setdefault(campaign, Counter()).update(change.faces)
            records.update(change.records)

    @staticmethod
    def add_to_tally(stream: UUID, after: int, change: TallyChange) -> None:
        """In memory the tally is counted in the append itself (nothing waits for a disk)."""

    @staticmethod
    def bring_tally_up(stream: UUID) -> None:
        """Counted in the append itself, the tally is never behind."""

    def read_tally(self, stream: UUID) -> list[tuple]:
        with self._database_lock:
            return [(*face, count) for face, count in self._tallies.get(str(stream), Counter()).items() if count]

    def read_records(self, stream: UUID, undone: list[int] | None) -> list[DiceRecord]:
        with self._database_lock:
            records = sorted(self._records.get(str(stream), {}).values(), key=lambda r: r.position)
        if undone is None:
            return records
        return [r for r in records if r.kind == dice_record.PRIVATE or r.cmd in undone]

    def read_shuffles(self, stream: UUID, undone: list[int]) -> list[dict]:
        with self._database_lock:
            records = list(self._records.get(str(stream), {}).values())
        return [item for r in records if r.kind != dice_record.PRIVATE and r.cmd not in undone for item in r.shuffles]

    def write_standing(self, stream: UUID, version: str, position: int, body: bytes) -> None:
        with self._database_lock:
            self._standings[str(stream)] = (version, position, body)

    def read_standing(self, stream: UUID) -> tuple[str, int, bytes] | None:
        with self._database_lock:
            return self._standings.get(str(stream))

    def dice_built(self) -> bool:
        return True

    def read_marks(self, stream: UUID, version: str, but: str | None = None) -> list[tuple]:
        with self._database_lock:
            found, _ = self._marks.get((str(stream), version), (set(), None))
            return sorted(row for row in found if row[1] != but)

    def read_marks_of_kind(self, stream: UUID, version: str, kind: str, first: int, before: int) -> list[tuple]:
        with self._database_lock:
            found, _ = self._marks.get((str(stream), version), (set(), None))
            return sorted(row for row in found if row[1] == kind and first <= row[0] < before)

    def read_marks_built(self, stream: UUID, version: str) -> tuple[int, str] | None:
        with self._database_lock:
            return self._marks.get((str(stream), version), (set(), None))[1]

    def write_marks(self, stream: UUID, version: str, changes: list[tuple], built: tuple[int, str]) -> None:
        with self._database_lock:
            found, known = self._marks.get((str(stream), version), (set(), None))
            self._marks[(str(stream), version)] = (found | set(changes), built if not known or built[0] > known[0] else known)

    def read_told(self, stream: UUID, version: str, sight: str, first: int, last: int) -> dict[int, str]:
        with self._database_lock:
            kept = self._told.get((str(stream), version, sight), {})
            return {position: text for position, text in kept.items() if first <= position <= last}

    def write_told(self, stream: UUID, version: str, rows: list[tuple[str, int, str]]) -> None:
        with self._database_lock:
            for sight, position, text in rows:
                self._told.setdefault((str(stream), version, sight), {})[position] = text

    def read_part(self, key: str) -> tuple[str, str] | None:
        with self._database_lock:
            return self._parts.get(key)

    def write_part(self, key: str, body: str, meta: str, budget: int) -> None:
        with self._database_lock:
            self._parts.setdefault(key, (body, meta))
            total = 0
            for old in reversed(list(self._parts)):    # the newest first
                total += sum(map(len, self._parts[old]))
                if old != key and total > budget:
                    del self._parts[old]

    def read_outcomes(self, stream: UUID, first: int, last: int) -> list[tuple[int, str, str]]:
        with self._database_lock:
            kept = self._outcomes.get(str(stream), {})
            return [(position, *kept[position]) for position in sorted(kept) if first <= position <= last]

    def write_outcomes(self, stream: UUID, rows: list[tuple[int, str, str]]) -> None:
        with self._database_lock:
            kept = self._outcomes.setdefault(str(stream), {})
            kept.update({position: (digest, body) for position, digest, body in rows})

    def read_told_rows(self, stream: UUID, version: str) -> list[tuple[str, int, str]]:
        with self._database_lock:
            return sorted((sight, position, text) for (campaign, code, sight), kept in self._told.items()
                          if (campaign, code) == (str(stream), version) for position, text in kept.items())

    def read_tally_as_kept(self, stream: UUID) -> list[tuple]:
        return self.read_tally(stream)

    def read_records_every(self, stream: UUID) -> list[DiceRecord]:
        with self._database_lock:
            return sorted(self._records.get(str(stream), {}).values(), key=lambda r: r.position)

    def rebuild_log_models(self, stream: UUID) -> None:
        with self._database_lock:
            rows = self.select_events(stream)
            campaign = str(stream)
            self._tallies.pop(campaign, None)
            self._records.pop(campaign, None)
            self._index.pop(campaign, None)
            if rows:
                self.write_index([index.entry(campaign, rows)])
                self._project(rows)

    def drop_projections(self, stream: UUID) -> None:
        with self._database_lock:
            campaign = str(stream)
            self._standings.pop(campaign, None)
            for key in [key for key in self._marks if key[0] == campaign]:
                del self._marks[key]
            for key in [key for key in self._told if key[0] == campaign]:
                del self._told[key]

    def select_at(self, stream: UUID, positions: list[int]) -> list:
        return [e for position in positions for e in self.select_events(stream, gt=position - 1, lte=position)]

    def select_kind(self, stream: UUID, kind: str, after: int, limit: int | None = None) -> list:
        return [e for e in self.select_events(stream, gt=after or None) if e.topic == kind][:limit]
