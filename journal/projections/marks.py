"""Where a campaign's session, year, scenario or turn changes: the replay's jump marks, for
the whole campaign, without folding it for every page.

A mark is a value the ruleset reads off the game (its `session` and `marks`, as a spectator
sees them: where the game stands is no secret). The changes are worked out as far as a reader
needs them and kept in the store for every process (read_tables.py), with how far they go
and the marks there; the next reader folds on from there only. The state after a stored
position never changes (a retraction changes what comes after it), so neither do its marks.
"""
from __future__ import annotations

import bisect
import json
from collections import Counter

from domain.kernel import generic_events, reading
from domain.kernel.viewers import Viewer

from ..history.campaigns import stream_id
from ..history.replay import PAGE, read_intact, replay_step
from ..store.snapshots import code_version

VERSION = 1
SPECTATOR = Viewer(role="viewer")
FINE = "turn"      # the kind of mark offered for one session only
EACH = 12          # of every other kind, the changes offered before a position, and after it
ROW_BYTES = 64     # what a kept row weighs besides its value's text


def stand(rules, game, viewer: Viewer = SPECTATOR) -> dict:
    """Where the game stands (the ruleset's session and marks), read from what `viewer` may see."""
    if game is None:
        return {}
    seen = reading.seen(rules, game, viewer)
    found = {"session": rules.session(seen)}
    found.update(rules.marks(seen))
    return {key: value for key, value in found.items() if value not in (None, "")}


class MarkChanges:
    """The mark changes along a fold, told one state after another from where the marks were
    `last`: `work_out` folds for them alone, and an import's telling (telling.py) feeds them
    its own fold, so that an imported campaign is folded once for both."""

    def __init__(self, rules, position: int = 0, last: dict | None = None):
        self.rules, self.position, self.last, self.found = rules, position, dict(last or {}), []

    def after(self, position: int, state: dict) -> None:
        """The state after the event at `position` (the next one along the fold)."""
        now = stand(self.rules, state["game"])
        self.found += [(position, kind, value) for kind, value in now.items() if self.last.get(kind) != value]
        self.position, self.last = position, now

    def keep(self, store, stream) -> None:
        """Store what was found, as worked out up to the last position told."""
        stored = [(at, kind, json.dumps(value, sort_keys=True)) for at, kind, value in self.found]
        built = (self.position, json.dumps(self.last, sort_keys=True))
        store.write_marks(stream, version_of(self.rules), stored, built)


def version_of(rules) -> str:
    return f"{VERSION}:{code_version(rules)}"


def mark_changes(parts, campaign_id) -> list[tuple[int, str, object]]:
    """(position, kind, value) where a mark takes a new value, in order, up to the head."""
    stream, version, _ = _worked_out(parts, campaign_id)
    return _parsed(parts.store.marks(stream, version))


def marks_near(parts, campaign_id, near: int, each: int = EACH) -> tuple[list[tuple[int, str, object]], Counter]:
    """The mark changes a page at `near` offers, and how many of each kind it leaves out: the
    turns of the session at `near` (the first session's before it starts), and of every other
    kind the `each` changes before `near` and the `each` after. A long campaign has hundreds
    of each, and a page that offered them all would carry (and read) them all."""
    stream, version, head = _worked_out(parts, campaign_id)
    coarse = _coarse(parts, stream, version, head)
    begin, end = _session_around([at for at, kind, _ in coarse if kind == "session"], near, head)
    fine = parts.store.marks_of_kind(stream, version, FINE, begin, end)
    kept = [*_nearest(coarse, near, each), *fine]
    return _parsed(kept), Counter(kind for _, kind, _ in coarse) - Counter(kind for _, kind, _ in kept)


def _coarse(parts, stream, version: str, head: int) -> list[tuple]:
    """Every kept change but the turns, as stored. They are the same for every page while the
    head stays where it is (hundreds of rows in a long campaign), so a process keeps them
    for the head it read them at, weighed by their bytes."""
    key = (stream, version, head)
    rows = parts.marks_kept.get(key)
    if rows is None:
        rows = parts.store.marks(stream, version, but=FINE)
        parts.marks_kept.put(key, rows, sum(len(value) + ROW_BYTES for _, _, value in rows))
    return rows


def _parsed(rows: list[tuple]) -> list[tuple[int, str, object]]:
    return sorted((at, kind, json.loads(value)) for at, kind, value in set(rows))


def _nearest(rows: list[tuple], near: int, each: int) -> list[tuple]:
    """Of each kind, the `each` rows at or before `near` and the `each` after it."""
    kept = []
    for kind in {kind for _, kind, _ in rows}:
        positions = sorted(row for row in rows if row[1] == kind)
        split = bisect.bisect_right([at for at, _, _ in positions], near)
        kept += positions[max(0, split - each):split + each]
    return kept


def _worked_out(parts, campaign_id) -> tuple:
    """(stream, version, head), the mark changes worked out up to the head (from as far as
    they go) and kept."""
    stream = stream_id(campaign_id)
    rules = parts.ruleset_of(stream)
    version = version_of(rules)
    head = parts.store.head(stream)
    if parts.marks_kept.get((stream, version, head)) is not None:   # worked out to this head before
        return stream, version, head
    built = parts.store.marks_built(stream, version)
    position, last = (built[0], json.loads(built[1])) if built else (0, {})
    if position < head:
        changes = MarkChanges(rules, position, last)
        work_out(parts, stream, rules, changes, head)
        changes.keep(parts.store, stream)
    return stream, version, head


def _session_around(starts: list[int], near: int, head: int) -> tuple[int, int]:
    """(first, before) of the session at `near`: the first session when `near` comes before
    it, the whole campaign when there are no sessions."""
    if not starts:
        return 0, head + 1
    begin = max((at for at in starts if at <= near), default=starts[0])
    return begin, min((at for at in starts if at > begin), default=head + 1)


def work_out(parts, stream, rules, changes: MarkChanges, head: int) -> None:
    """Fold from where `changes` stand up to `head`, telling them each state."""
    state = parts.replayer.state_at(stream, rules, changes.position)
    for start in range(changes.position, head, PAGE):
        found = read_intact(parts.store, stream, after=start, upto=min(start + PAGE, head))
        vault = parts.secrets(stream) if any(env.get("sealed") for env in found) else {}
        outcomes = parts.replayer.outcomes(stream, rules, found)
        for env in found:
            if env["type"] == generic_events.RETRACTED:
                state = parts.replayer.state_at(stream, rules, env["position"])
            else:
                state = replay_step(stream, rules, state, env, False, vault, outcomes=outcomes)
            changes.after(env["position"], state)
