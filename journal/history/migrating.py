"""`journal migrate`: the outcome records of a campaign's events of an earlier version, worked
out with the rules of that version (the migrations/ package) and kept (outcomes.py).

A walk over the whole campaign meets each such event in the state it was recorded in and,
after an undo recorded later, again in the state without the retracted command: the record
gets the outcome for each (outcomes.py). `journal verify --full` works the records out the same way and
compares them with the kept ones; the import of an export migrates what it brings.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from domain.kernel.events import Recorded

from ..errors import DamagedData
from .outcomes import Kept, body_of, context, wanted
from ..store.read_tables import OUTCOMES
from .replay import Replayer, read_intact

Outcome = Callable[[object, object, Recorded], Mapping]   # migrations.outcome(ruleset, game, event)


class Working(Kept):
    """Outcome records worked out as a fold meets their events, by the earlier rules."""

    def __init__(self, stream, outcome: Outcome):
        super().__init__(stream)
        self.outcome = outcome
        self.positions: dict[str, int] = {}

    def of(self, rules, state: dict, envelope: Mapping, event: Recorded, undone) -> Mapping:
        """The event's outcome on the state it meets, worked out when it is new."""
        found = self.by_hash.setdefault(envelope["hash"], {})
        key = context(undone, envelope)
        if key not in found:
            found[key] = self.outcome(rules, state["game"], event)["changes"]
            self.positions[envelope["hash"]] = event.position
        return {"changes": found[key]}

    def rows(self) -> dict[int, tuple[str, str]]:
        """position -> (event hash, body) of every record worked out."""
        return {self.positions[digest]: (digest, body_of(found)) for digest, found in self.by_hash.items()}


def worked_out(replayer: Replayer, stream, rules) -> dict[int, tuple[str, str]]:
    """position -> (event hash, body) of the campaign's outcome records, worked out from scratch
    by a walk over its events (no kept record is read)."""
    import migrations   # the earlier rules: loaded by a migration and a full verify only

    working = Working(stream, migrations.outcome)
    walker = Replayer(replayer.store, replayer.every, replayer.secrets, replayer.between,
                      outcomes=lambda stream_, rules_, envelopes: working)
    for _ in walker.walk(stream, rules):
        pass
    return working.rows()


def needs_records(store, stream, rules, after: int = 0) -> bool:
    """Whether the campaign holds an event (after position `after`) its ruleset reads through an outcome record."""
    return bool(rules.outcome_versions) and any(wanted(rules, env) for env in read_intact(store, stream, after=after))


@dataclass(frozen=True)
class Migrated:
    """What `migrate` did to one campaign: records worked out, and of those written (new or changed)."""

    records: int
    written: int


def migrate(journal, campaign_id, since: int = 0) -> Migrated:
    """Work out the campaign's outcome records and keep those not kept yet (or kept otherwise);
    with `since`, only when an event after it is read through one (the events before it were
    migrated when they came)."""
    stream = journal.stream_id(campaign_id)
    done = migrate_store(journal.replayer, stream, journal.ruleset_of(stream), since)
    if done.written:
        journal.forget(stream)
    return done


def migrate_store(replayer: Replayer, stream, rules, since: int = 0) -> Migrated:
    """The same over the replayer's store (an export verified in a store of its own, too)."""
    store = replayer.store
    if not needs_records(store, stream, rules, since):
        return Migrated(0, 0)
    found = worked_out(replayer, stream, rules)
    kept = {position: (digest, body) for position, digest, body in store.outcome_rows(stream, 1, store.head(stream))}
    rows = [(position, *row) for position, row in sorted(found.items()) if kept.get(position) != row]
    if rows:
        store.keep_outcomes(stream, rows)
    return Migrated(len(found), len(rows))


def check(journal, stream, envs: list[dict], report, full: bool) -> None:
    """Every kept outcome record bound to an event of its position that is read through one;
    with `full`, every record worked out again with the earlier rules and compared."""
    rules = journal.ruleset_of(stream)
    kept = {position: (digest, body) for position, digest, body in journal.store.outcome_rows(stream, 1, len(envs))}
    if not kept and not any(wanted(rules, env) for env in envs):
        return
    failed = len(report.problems)
    missing = [env["position"] for env in envs if wanted(rules, env) and env["position"] not in kept]
    if missing and not full:
        report.fail(missing[0], f"{len(missing)} events of an earlier version of the rules have no {OUTCOMES} row "
                                "(`journal migrate` works them out)")
    for position, (digest, _) in sorted(kept.items()):
        env = envs[position - 1] if position <= len(envs) else None
        if env is None or env["hash"] != digest or not wanted(rules, env):
            report.fail(position, f"the {OUTCOMES} row here is bound to another event than the one at its position "
                                  "(`journal migrate` works the records out again)")
    if full:
        _compare(journal, stream, rules, kept, report)
    if len(report.problems) == failed:
        how = "worked out again by the rules of their version and equal" if full else "bound to their events"
        report.checks.append(f"outcome records: {len(kept)} kept for the events of an earlier version, {how}")


def _compare(journal, stream, rules, kept: dict, report) -> None:
    """Each record worked out again against the kept one: a missing or different row fails."""
    try:
        found = worked_out(journal.replayer, stream, rules)
    except DamagedData as error:
        report.fail(error.position, f"the {OUTCOMES} rows cannot be worked out again: {error.problem}")
        return
    for position in sorted(set(found) | set(kept)):
        if kept.get(position) == found.get(position):
            continue
        wrong = "is missing" if position not in kept else "belongs to no event of an earlier version" \
            if position not in found else "differs from the outcome the rules of its event's version give"
        report.fail(position, f"the {OUTCOMES} row here {wrong} (`journal migrate` works it out again)")
