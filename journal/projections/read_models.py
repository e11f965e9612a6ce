"""The read models beside the log, as projections of it: brought up to date after a command's
commit, checked against the log by `journal verify`, and dropped and built again from the log
by `journal rebuild`.

A command is one durable commit: its events, its campaign's index row and its dice records
(read_store.py). Everything else a page reads (the sentences told for each sight: told.py;
the replay's marks: marks.py; the standing in the list of campaigns: standing.py) is
brought up to date here after that commit, on the projector's thread (`PROJECTIONS`,
projector.py: the writer does not wait for it), or by the first reader that finds it missing;
those writes do not wait for the disk.

Verify re-derives the rows from the events and reports every row that differs as damage,
naming its table and position (`check`): the index row and the dice records always, the
kept sentences bound to their events always and told again after the position a verify
proved before (`full`: from the start).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from domain.kernel import generic_events, json_text
from domain.kernel.reading import sentence
from domain.kernel.viewers import Viewer

from ..store import dice_record, index
from ..history import migrating
from . import marks as marking, standing as standings, told as kept_sentences
from ..history.campaigns import stream_id
from ..errors import DamagedData
from .marks import MarkChanges
from ..history.outcomes import NeedsMigration
from ..store.read_store import TallyChange, record_row
from ..store.read_tables import DICE_RECORDS, DICE_TALLY, MARKS, MARKS_BUILT, STANDING, TOLD
from ..envelopes.reading import envelope_for_each, envelopes_for
from ..envelopes.recorded import face_down_of, recorded
from ..history.replay import read_intact, replay_step
from .telling import kept_entry, retraction_sentence, tell_appended, tell_campaign

SHOWN = 60   # characters of a sentence quoted in a damage line


def count_dice(parts, appended) -> None:
    """The projector's second stage: the append's dice counted into the campaign's tally (an
    append that changed no dice record leaves it as it is)."""
    if appended.dice is not None:
        parts.store.add_to_tally(appended.stream, appended.envelopes[-1]["position"], appended.dice)


# The projector's stages, in order: the sentences of the campaign's usual readers first (every
# table page after a move reads them), then the dice tally. The marks and the standing are
# worked out by the first reader that asks for them.
PROJECTIONS = {"told": tell_appended, "tally": count_dice}


@dataclass(frozen=True)
class Rebuilt:
    """What `rebuild` kept again for one campaign."""

    sentences: int
    dice_records: int
    marks: int


def rebuild(parts, campaign_id) -> Rebuilt:
    """Drop every read-model row of the campaign and build them again from its events: the
    index row and the dice records in one transaction that keeps appends waiting, then the
    sentences (for the usual readers and every sight that had rows), the marks and the standing."""
    stream = stream_id(campaign_id)
    rules = parts.ruleset_of(stream)
    parts.settled(stream)
    sights = {sight for sight, _, _ in parts.store.recorder.read_told_rows(stream, kept_sentences.version(rules))}
    parts.store.recorder.rebuild_log_models(stream)
    parts.store.recorder.drop_projections(stream)
    parts.heads.forget(stream)
    parts.told.clear()   # told again from the events, not from what this process told before
    changes = MarkChanges(rules)
    sentences = tell_campaign(parts, stream, each=changes.after,
                              extra=[viewer_of(sight) for sight in sorted(sights)])
    changes.keep(parts.store, stream)
    parts.standing(stream)
    return Rebuilt(sentences, len(parts.store.recorder.read_records_every(stream)), len(changes.found))


def caught_up(parts, stream, since: int, dice: TallyChange | None) -> None:
    """The read models of events appended after `since` by another store (a sync): their
    sentences told for the usual readers and what they changed in the dice records (`dice`)
    counted into the tally, as the projector does after a command (without `dice`, the tally
    is counted again when it is behind); the marks and the standing are worked out by the
    first reader, as ever."""
    parts.settled(stream)
    tell_campaign(parts, stream, since=since)
    if dice is None:
        parts.store.bring_tally_up(stream)
    else:
        parts.store.add_to_tally(stream, parts.store.head(stream), dice)


def viewer_of(sight: str) -> Viewer:
    """The viewer a kept row's sight (told.py `sight_key`) was told for."""
    head, _, seats = sight.partition(":")
    seated = frozenset(seat for seat in seats.split(",") if seat)
    if head == "audit":
        return Viewer.auditor()
    if head == "gm":
        return Viewer(role="owner", gm=True, seats=seated)
    return Viewer(role="player" if seated else "viewer", seats=seated)


def check(parts, stream, report, since: int = 0, full: bool = False) -> None:
    """Every read-model row the log decides, compared with what the log gives: the index row,
    the dice tally and records, and the kept sentences (each bound to its event; told again
    after position `since`), and the outcome records (each bound to its event; with `full`,
    worked out again: migrating.py). A row that differs is a failure naming its table and position."""
    envs = read_intact(parts.store, stream)
    if not envs:
        return
    migrating.check(parts, stream, envs, report, full)
    failed = len(report.problems)
    _check_index(parts, stream, report)
    _check_dice(parts, stream, envs, report)
    try:
        told = _check_told(parts, stream, envs, report, since)
        _check_marks(parts, stream, report, since)
        _check_standing(parts, stream, report)
    except DamagedData as error:   # the rows are checked against folds, which the damage stops
        report.fail(error.position, f"the read models cannot be checked: {error.problem}")
    except NeedsMigration as error:
        report.fail(error.position, f"the read models cannot be checked: {error.message}")
    if len(report.problems) == failed:
        after = (f" (told again after position {since}, as a verify proved the rest before; --full: all)"
                 if since else "")
        report.checks.append(f"read models: the index row, the dice tally and records, the standing, the "
                             f"replay's marks and {told} kept sentence{'' if told == 1 else 's'}{after} match "
                             "the events")


def _check_index(parts, stream, report) -> None:
    stored = next(iter(parts.store.recorder.read_index_as_kept(str(stream))), None)
    expected = index.entry(str(stream), parts.store.recorder.select_events(stream))
    if stored is None:
        report.fail(None, f"{index.TABLE} has no row for this campaign (`journal rebuild` writes it again)")
        return
    for field in ("name", "ruleset", "position", "hash", "started_at", "last_played"):
        if getattr(stored, field) != getattr(expected, field):
            report.fail(expected.position, f"the {index.TABLE} row says the campaign's {field} is "
                                           f"{_quoted(getattr(stored, field))}, its events say "
                                           f"{_quoted(getattr(expected, field))}: the row was changed "
                                           "(`journal rebuild` writes it again)")


def _check_dice(parts, stream, envs: list[dict], report) -> None:
    """The tally and the records against the change the whole log makes."""
    parts.settled(stream)   # this process's count of the last appends, before the tally is read
    change = dice_record.change_of(envs, face_down_of, lambda position: None)
    stored = Counter({(kind, sides, source, face): count
                      for kind, sides, source, face, count in parts.store.recorder.read_tally_as_kept(stream)})
    for face in sorted(set(stored) | set(change.faces), key=str):
        if stored.get(face, 0) != change.faces.get(face, 0):
            kind, sides, source, value = face
            report.fail(None, f"{DICE_TALLY}: the tally counts {stored.get(face, 0)} {source} {kind} d{sides} "
                              f"showing {value}, the events give {change.faces.get(face, 0)} (the tally was "
                              "changed; `journal rebuild` counts it again)")
    kept = {record.position: record for record in parts.store.recorder.read_records_every(stream)}
    for position in sorted(set(kept) | set(change.records)):
        found, expected = kept.get(position), change.records.get(position)
        if found is None or expected is None or record_row("", found) != record_row("", expected):
            wrong = "is missing" if found is None else "belongs to no event" if expected is None else \
                "differs from its event"
            report.fail(position, f"the {DICE_RECORDS} row here {wrong} (`journal rebuild` works it out again)")


def _check_told(parts, stream, envs: list[dict], report, since: int) -> int:
    """Every kept sentence bound to its event; those after `since` told again and compared."""
    rules = parts.ruleset_of(stream)
    code = kept_sentences.version(rules)
    parts.settled(stream)
    by_position: dict[int, dict[str, str]] = {}
    for sight, position, text in parts.store.recorder.read_told_rows(stream, code):
        by_position.setdefault(position, {})[sight] = text
    hashes = {env["position"]: env["hash"] for env in envs}
    unbound = set()
    for position, rows in sorted(by_position.items()):
        for sight, text in sorted(rows.items()):
            if kept_sentences.read_row(text, code, sight, position, hashes.get(position)) is None:
                unbound.add((position, sight))
                report.fail(position, f"the {TOLD} row for {_sight_words(sight)} does not match its event (it was "
                                      "changed, or its event is not the one it was told of): it is told again when "
                                      "read, and `journal rebuild` tells it again")
    later = [position for position in by_position if position > since]
    if later:
        _compare_told(parts, stream, rules, code, by_position, min(later), unbound, report)
    return sum(len(rows) for rows in by_position.values())


def _compare_told(parts, stream, rules, code: str, by_position: dict, first: int, unbound: set, report) -> None:
    """Tell again every kept sentence from `first` on (folding from the state before it) and
    compare it with the row."""
    state = parts.replayer.state_at(stream, rules, first - 1)
    vault = parts.secrets(stream)
    envs = read_intact(parts.store, stream, after=first - 1)
    outcomes = parts.replayer.outcomes(stream, rules, envs)
    for env in envs:
        before = state["game"]
        if env["type"] == generic_events.RETRACTED:
            state = parts.replayer.state_at(stream, rules, env["position"])
        else:
            state = replay_step(stream, rules, state, env, False, vault, outcomes=outcomes)
        rows = {sight: text for sight, text in by_position.get(env["position"], {}).items()
                if (env["position"], sight) not in unbound}
        if rows:
            _compare_event(parts, stream, rules, code, env, before, rows, report)


def _compare_event(parts, stream, rules, code: str, env: dict, before, rows: dict[str, str], report) -> None:
    viewers = [viewer_of(sight) for sight in rows]
    shown = envelope_for_each(parts.sealed, stream, rules, env, viewers)
    opened = None
    for (sight, text), viewer, (seen, later) in zip(rows.items(), viewers, shown):
        if env["type"] == generic_events.RETRACTED:
            said = retraction_sentence(parts, stream, env["retracts"], viewer)
        else:
            if opened is None:
                opened = recorded(rules, envelopes_for(parts.sealed, stream, rules, [env], None)[0])
            said = sentence(rules, before, opened, viewer)
        kept = kept_sentences.read_row(text, code, sight, env["position"], env["hash"])
        if kept is None or kept[0] != said or not _entry_holds(env, kept[1], seen, later):
            report.fail(env["position"], f"the {TOLD} row for {_sight_words(sight)} says "
                                         f"{_quoted(kept[0] if kept else text)}, its event tells {_quoted(said)}: "
                                         "the row was changed (it is told again when read; `journal rebuild` "
                                         "tells it again)")


def _entry_holds(env: dict, kept: dict | None, seen: dict, later: dict | None) -> bool:
    """Whether a kept entry is the one its event gives the reader. An event holding sealed values
    keeps none while opening them would change it (it is read from the event then), and the
    one it will read once they are all open when they are opened later: either may be kept."""
    if not env.get("sealed"):
        return kept == kept_entry(seen)
    return kept is None or kept in (kept_entry(seen, later), kept_entry(later, later) if later else None)


def _check_marks(parts, stream, report, since: int) -> None:
    """The replay's mark changes kept (as far as they are worked out), after position `since`,
    against a fold of the events."""
    rules = parts.ruleset_of(stream)
    version = marking.version_of(rules)
    built = parts.store.marks_built(stream, version)
    if built is None or built[0] <= since:
        return
    state = parts.replayer.state_at(stream, rules, since)
    changes = MarkChanges(rules, since, marking.stand(rules, state["game"]) if since else {})
    marking.work_out(parts, stream, rules, changes, built[0])
    expected = {(at, kind, json_text.spaced(value, sort_keys=True)) for at, kind, value in changes.found}
    kept = {row for row in parts.store.marks(stream, version) if row[0] > since}
    for at, kind, value in sorted(kept ^ expected):
        wrong = "keeps a change the events do not give" if (at, kind, value) in kept else \
            "lacks the change the events give"
        report.fail(at, f"the {MARKS} table {wrong} here: the {kind} mark to {_quoted(json_text.loads(value))} "
                        "(`journal rebuild` works the marks out again)")
    if json_text.loads(built[1]) != changes.last:
        report.fail(built[0], f"the {MARKS_BUILT} row says the marks here are {_quoted(built[1])}, the events "
                              f"give {_quoted(json_text.spaced(changes.last, sort_keys=True))} (`journal rebuild` works "
                              "them out again)")


def _check_standing(parts, stream, report) -> None:
    """The standing kept for the list of campaigns, against the state at its position."""
    rules = parts.ruleset_of(stream)
    row = parts.store.standing_latest(stream, standings.version_of(rules))
    if row is None or not 1 <= row.position <= parts.store.head(stream):
        return
    expected = standings.work_out(rules, parts.replayer.state_at(stream, rules, row.position)["game"],
                                  row.position)
    kept = standings.Standing.from_bytes(row.data)
    if kept is None:
        report.fail(row.position, f"the {STANDING} row does not read as a standing (`journal rebuild` works it out "
                                  "again)")
        return
    for field in ("where", "seats", "waiting", "over"):
        if getattr(kept, field) != getattr(expected, field):
            report.fail(row.position, f"the {STANDING} row says the campaign's {field} is "
                                      f"{_quoted(getattr(kept, field))}, its events give "
                                      f"{_quoted(getattr(expected, field))} (`journal rebuild` works it out again)")


def _sight_words(sight: str) -> str:
    head, _, seats = sight.partition(":")
    who = {"audit": "an audit", "gm": "the game master", "all": "a spectator"}.get(head, head)
    return f"{who} reading for {seats.replace(',', ', ')}" if seats else who


def _quoted(value) -> str:
    text = str(value)
    return f"\"{text[:SHOWN]}{'…' if len(text) > SHOWN else ''}\""
