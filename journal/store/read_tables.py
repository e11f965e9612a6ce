"""The read models beside the events, as SQL: where each campaign stands (for the list of
campaigns), the dice tally per die kind and the dice records of events (for the dice audit),
the row that says the dice records are complete, where the replay's jump marks change
(worked out as far as a reader needed them: marks.py), and the sentences told of each event
for each sight (told on append for the campaign's usual readers, and as readers ask: told.py),
and the laid-out parts of chronicles (reports/assembly.py: a year's chapter is laid out once),
and the outcome records of events recorded in a version that carried only their input, each
bound to its event's hash (outcomes.py; worked out once by `journal migrate`).

The dice records are written in the same transaction as every append (application.py), so
every process reads the same records, with the campaign's dice head (a checks row: the last
position whose append changed them); the others, the tally among them, are projections
written after the command's commit, without waiting for the disk (read_models.py); the tally's
check says up to which position it counts, and a reader that finds it behind the dice head
counts it again from the records (read_store.py); the standing is kept per head position (standing.py).
A store that lacks the dice records gets them built from its events when opened.
Like index.py, this module knows no database library: statements take the driver's
parameter mark.
"""
from __future__ import annotations

from .index import TABLE as INDEX

STANDING = "campaign_standing"
DICE_TALLY = "dice_tally"
DICE_RECORDS = "dice_records"
MARKS = "replay_marks"
MARKS_BUILT = "replay_marks_built"
TOLD = "told_sentences"
PARTS = "chronicle_parts"
CHECKS = "read_model_checks"
OUTCOMES = "outcome_records"

CREATE = (
    f"CREATE TABLE IF NOT EXISTS {STANDING} (id VARCHAR(36) PRIMARY KEY, version TEXT NOT NULL, "
    "position BIGINT NOT NULL, body TEXT NOT NULL)",
    f"CREATE TABLE IF NOT EXISTS {DICE_TALLY} (campaign_id VARCHAR(36) NOT NULL, kind TEXT NOT NULL, "
    "sides INTEGER NOT NULL, source VARCHAR(10) NOT NULL, face INTEGER NOT NULL, count BIGINT NOT NULL, "
    "PRIMARY KEY (campaign_id, kind, sides, source, face))",
    f"CREATE TABLE IF NOT EXISTS {DICE_RECORDS} (campaign_id VARCHAR(36) NOT NULL, position BIGINT NOT NULL, "
    "cmd BIGINT NOT NULL, kind VARCHAR(10) NOT NULL, faces TEXT NOT NULL, shuffles TEXT NOT NULL, shown TEXT, "
    "PRIMARY KEY (campaign_id, position))",
    f"CREATE TABLE IF NOT EXISTS {MARKS} (campaign_id VARCHAR(36) NOT NULL, version TEXT NOT NULL, "
    "position BIGINT NOT NULL, kind TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (campaign_id, version, position, kind))",
    f"CREATE TABLE IF NOT EXISTS {MARKS_BUILT} (campaign_id VARCHAR(36) NOT NULL, version TEXT NOT NULL, "
    "position BIGINT NOT NULL, marks TEXT NOT NULL, PRIMARY KEY (campaign_id, version))",
    f"CREATE TABLE IF NOT EXISTS {TOLD} (campaign_id VARCHAR(36) NOT NULL, version TEXT NOT NULL, "
    "sight TEXT NOT NULL, position BIGINT NOT NULL, text TEXT NOT NULL, "
    "PRIMARY KEY (campaign_id, version, sight, position))",
    f"CREATE TABLE IF NOT EXISTS {PARTS} (key VARCHAR(64) PRIMARY KEY, body TEXT NOT NULL, meta TEXT NOT NULL, "
    "size BIGINT NOT NULL, made BIGINT NOT NULL)",
    f"CREATE TABLE IF NOT EXISTS {CHECKS} (campaign_id VARCHAR(36) NOT NULL, model VARCHAR(32) NOT NULL, "
    "digest TEXT NOT NULL, PRIMARY KEY (campaign_id, model))",
    f"CREATE TABLE IF NOT EXISTS {OUTCOMES} (campaign_id VARCHAR(36) NOT NULL, position BIGINT NOT NULL, "
    "hash TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (campaign_id, position))",
)
TABLES = (STANDING, DICE_TALLY, DICE_RECORDS, MARKS, MARKS_BUILT, TOLD, PARTS, CHECKS, OUTCOMES)


def standing_upsert(mark: str) -> str:
    return (f"INSERT INTO {STANDING} (id, version, position, body) VALUES ({mark}, {mark}, {mark}, {mark}) "
            "ON CONFLICT (id) DO UPDATE SET version = excluded.version, position = excluded.position, "
            "body = excluded.body")


def standing_select(mark: str) -> str:
    return f"SELECT version, position, body FROM {STANDING} WHERE id = {mark}"


def _rows(mark: str, columns: int, rows: int) -> str:
    return ", ".join(["(" + ", ".join([mark] * columns) + ")"] * rows)


def tally_add(mark: str, rows: int = 1) -> str:
    """Add to faces' counts (a reveal may subtract what members read before it), `rows` faces
    (each once) in one statement."""
    return (f"INSERT INTO {DICE_TALLY} (campaign_id, kind, sides, source, face, count) VALUES "
            f"{_rows(mark, 6, rows)} ON CONFLICT (campaign_id, kind, sides, source, face) "
            f"DO UPDATE SET count = {DICE_TALLY}.count + excluded.count")


def tally_checked_select(mark: str) -> str:
    """The tally, the check kept of it, the campaign's head and its dice head (rows of their
    own, told apart by `part`: 0 to 3), in one statement: one snapshot of the four."""
    return (f"SELECT 0 AS part, kind, sides, source, face, count, NULL AS digest FROM {DICE_TALLY} "
            f"WHERE campaign_id = {mark} AND count <> 0 "
            f"UNION ALL SELECT 1, NULL, NULL, NULL, NULL, NULL, digest FROM {CHECKS} "
            f"WHERE campaign_id = {mark} AND model = {mark} "
            f"UNION ALL SELECT 2, NULL, NULL, NULL, NULL, head_position, NULL FROM {INDEX} WHERE id = {mark} "
            f"UNION ALL SELECT 3, NULL, NULL, NULL, NULL, NULL, digest FROM {CHECKS} "
            f"WHERE campaign_id = {mark} AND model = {mark}")


def check_select(mark: str) -> str:
    """The digest kept of one read model of one campaign."""
    return f"SELECT digest FROM {CHECKS} WHERE campaign_id = {mark} AND model = {mark}"


def check_insert(mark: str) -> str:
    """A digest kept unless one is kept already."""
    return (f"INSERT INTO {CHECKS} (campaign_id, model, digest) VALUES ({mark}, {mark}, {mark}) "
            "ON CONFLICT (campaign_id, model) DO NOTHING")


def check_upsert(mark: str) -> str:
    """The digest of a read model's rows of one campaign, as the transaction that wrote them left them."""
    return (f"INSERT INTO {CHECKS} (campaign_id, model, digest) VALUES ({mark}, {mark}, {mark}) "
            "ON CONFLICT (campaign_id, model) DO UPDATE SET digest = excluded.digest")


def record_upsert(mark: str, rows: int = 1) -> str:
    """`rows` records (each of another position) in one statement."""
    return (f"INSERT INTO {DICE_RECORDS} (campaign_id, position, cmd, kind, faces, shuffles, shown) VALUES "
            f"{_rows(mark, 7, rows)} ON CONFLICT (campaign_id, position) DO UPDATE "
            "SET cmd = excluded.cmd, kind = excluded.kind, faces = excluded.faces, shuffles = excluded.shuffles, "
            "shown = excluded.shown")


def record_select_one(mark: str) -> str:
    return (f"SELECT position, cmd, kind, faces, shuffles, shown FROM {DICE_RECORDS} "
            f"WHERE campaign_id = {mark} AND position = {mark}")


def records_select(mark: str, undone: int) -> str:
    """The records a reader needs besides the tally and the shuffles (`shuffles_select`): the
    PRIVATE ones and those of the `undone` commands (named after the campaign: their faces come
    off); without what a SEALED one shows (only a reveal needs it)."""
    among = f" OR cmd IN ({', '.join([mark] * undone)})" if undone else ""
    return (f"SELECT position, cmd, kind, faces, shuffles, NULL AS shown FROM {DICE_RECORDS} "
            f"WHERE campaign_id = {mark} AND (kind = 'private'{among}) ORDER BY position")


def shuffles_select(mark: str, joined: str, undone: int) -> str:
    """The shuffle lists of the records the tally holds (neither PRIVATE nor of the `undone`
    commands, named after the campaign) as one text, joined by commas with the database's
    `joined` aggregate (in no particular order: the reader sorts them by position)."""
    other = f" AND cmd NOT IN ({', '.join([mark] * undone)})" if undone else ""
    return (f"SELECT {joined}(shuffles, ',') AS joined FROM {DICE_RECORDS} "
            f"WHERE campaign_id = {mark} AND shuffles <> '[]' AND kind <> 'private'{other}")


def records_all(mark: str) -> str:
    return (f"SELECT position, cmd, kind, faces, shuffles, NULL AS shown FROM {DICE_RECORDS} "
            f"WHERE campaign_id = {mark} ORDER BY position")


def marks_select(mark: str, but: bool = False) -> str:
    """Every mark change of a campaign, or (`but`) those of every kind but one."""
    other = f" AND kind <> {mark}" if but else ""
    return (f"SELECT position, kind, value FROM {MARKS} WHERE campaign_id = {mark} AND version = {mark}{other} "
            "ORDER BY position, kind")


def marks_of_kind_select(mark: str) -> str:
    """The changes of one kind of mark from one position up to (not including) another."""
    return (f"SELECT position, kind, value FROM {MARKS} WHERE campaign_id = {mark} AND version = {mark} "
            f"AND kind = {mark} AND position >= {mark} AND position < {mark} ORDER BY position")


def marks_built_select(mark: str) -> str:
    return f"SELECT position, marks FROM {MARKS_BUILT} WHERE campaign_id = {mark} AND version = {mark}"


def marks_insert(mark: str) -> str:
    """A mark change; one another process found first is the same, and stays."""
    return (f"INSERT INTO {MARKS} (campaign_id, version, position, kind, value) VALUES ({mark}, {mark}, {mark}, "
            f"{mark}, {mark}) ON CONFLICT (campaign_id, version, position, kind) DO NOTHING")


def marks_built_upsert(mark: str) -> str:
    """How far the marks are worked out (only ever further)."""
    return (f"INSERT INTO {MARKS_BUILT} (campaign_id, version, position, marks) VALUES ({mark}, {mark}, {mark}, "
            f"{mark}) ON CONFLICT (campaign_id, version) DO UPDATE SET position = excluded.position, "
            f"marks = excluded.marks WHERE excluded.position > {MARKS_BUILT}.position")


def told_select(mark: str) -> str:
    return (f"SELECT position, text FROM {TOLD} WHERE campaign_id = {mark} AND version = {mark} AND sight = {mark} "
            f"AND position BETWEEN {mark} AND {mark} ORDER BY position")


def told_insert(mark: str) -> str:
    """A sentence; it replaces one kept before (the same, unless that one was changed)."""
    return (f"INSERT INTO {TOLD} (campaign_id, version, sight, position, text) VALUES ({mark}, {mark}, {mark}, "
            f"{mark}, {mark}) ON CONFLICT (campaign_id, version, sight, position) DO UPDATE SET text = excluded.text")


def told_every(mark: str) -> str:
    return (f"SELECT sight, position, text FROM {TOLD} WHERE campaign_id = {mark} AND version = {mark} "
            "ORDER BY position, sight")


def records_every(mark: str) -> str:
    return (f"SELECT position, cmd, kind, faces, shuffles, shown FROM {DICE_RECORDS} "
            f"WHERE campaign_id = {mark} ORDER BY position")


LOG_MODELS = ((DICE_TALLY, "campaign_id"), (DICE_RECORDS, "campaign_id"), (CHECKS, "campaign_id"))
PROJECTED = ((TOLD, "campaign_id"), (MARKS, "campaign_id"), (MARKS_BUILT, "campaign_id"), (STANDING, "id"))


def delete_campaign(table: str, column: str, mark: str) -> str:
    """Every row of one campaign (`column` holds its id) in a read model's table."""
    return f"DELETE FROM {table} WHERE {column} = {mark}"


def outcome_upsert(mark: str, rows: int = 1) -> str:
    """`rows` outcome records (each of another position) in one statement; a migration that works
    one out again replaces it."""
    return (f"INSERT INTO {OUTCOMES} (campaign_id, position, hash, body) VALUES {_rows(mark, 4, rows)} "
            "ON CONFLICT (campaign_id, position) DO UPDATE SET hash = excluded.hash, body = excluded.body")


def outcomes_select(mark: str) -> str:
    """The outcome records of a campaign from one position to another."""
    return (f"SELECT position, hash, body FROM {OUTCOMES} WHERE campaign_id = {mark} "
            f"AND position BETWEEN {mark} AND {mark} ORDER BY position")


def part_select(mark: str) -> str:
    return f"SELECT body, meta FROM {PARTS} WHERE key = {mark}"


def part_insert(mark: str) -> str:
    """A laid-out part of a chronicle; one another process laid out first is the same, and stays."""
    return (f"INSERT INTO {PARTS} (key, body, meta, size, made) VALUES ({mark}, {mark}, {mark}, {mark}, {mark}) "
            "ON CONFLICT (key) DO NOTHING")


def parts_by_age() -> str:
    return f"SELECT key, size FROM {PARTS} ORDER BY made DESC, key"


def part_delete(mark: str) -> str:
    return f"DELETE FROM {PARTS} WHERE key = {mark}"


def clear(table: str) -> str:
    return f"DELETE FROM {table}"
