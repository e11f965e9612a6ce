"""The sentences of a campaign's events as one reader may read them: the live stream, the
changes a stale command is told, the labels of undo and redo, the history and the replay all
read them here.

Each event is told by `domain.kernel.reading.sentence` (the ruleset's sentence, or its shadow
outside the event's audience) with the state as it was just before it. A retraction is told by
what it takes back or brings back: "Undone: Ann rolls 3 and 5." or "Redone: ...", the command
told as the reader may read it.

An event's sentence depends only on the events up to it and on what the reader may see (their
sight), so it never changes: each Journal keeps the sentences it told (`Told`), and every
tablet following a campaign, and every label of its undo, reads them from there. They are
kept in the store too (told.py), for every process: told after each command's commit for the
campaign's usual readers (`tell_appended`, read_models.py), and for anyone else the first time
they are asked for. Each is kept with the event's timeline entry as the reader reads it
(entries.py), which never changes either: a timeline reads `entries`, the sentences and
entries kept, and whether each is undone now.
"""
from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import cache, partial

from domain.kernel import fold, generic_events
from domain.kernel.caches import bounded
from domain.kernel.reading import sentence
from domain.kernel.viewers import Viewer

from . import told as kept_sentences
from ..history.campaigns import stream_id
from .entries import entry
from .explaining import Step
from ..envelopes.reading import envelope_for_each, envelopes_for, settled_for
from ..history.replay import PAGE, is_boundary, read_intact, recorded, replay_step
from ..recording.retraction import BOOKKEEPING, command_group

UNDONE, REDONE = "Undone", "Redone"
ENTRY_BYTES = 512   # an estimate of a timeline entry or an undo label kept beside the sentences
KEPT_BYTES = 320    # an estimate of what keeping any one costs besides its text: its key, its place, its objects
ENTRY = "entry"     # the key of a (sentence, entry) row in a Journal's `Told`, beside its sentence's
log = logging.getLogger(__name__)


class Told:
    """Sentences already told, by (stream, position, the reader's sight), and what undo and redo
    take back at a head position (journal/projections/moves.py): the registry's "told-sentences",
    each weighed as its text and KEPT_BYTES, anything but a sentence as ENTRY_BYTES more
    (weighed by its text alone, the cache held far more than its bound)."""

    def __init__(self):
        self.kept = bounded("told-sentences")
        self._sights: dict[tuple, tuple] = {}   # one key part for each sight: a campaign has few

    def _key(self, key: tuple) -> tuple:
        """The key with its sight shared by every key of that sight (each viewer makes its own
        sight tuple and seat set: kept in every key, they were most of what the sentences weigh)."""
        return tuple(self._sights.setdefault(part, part) if isinstance(part, tuple) else part for part in key)

    def get(self, key: tuple):
        return self.kept.get(key)

    def clear(self) -> None:
        self.kept.clear()

    def put(self, key: tuple, value):
        weight = KEPT_BYTES + (len(value) if isinstance(value, str) else ENTRY_BYTES + (
            len(value[0]) if isinstance(value, tuple) and isinstance(value[0], str) else 0))
        return self.kept.put(self._key(key), value, weight, replace=True)


def told(parts, campaign_id, first: int, last: int, viewer: Viewer) -> list[tuple[int, str]]:
    """(position, sentence) for every event from `first` to `last`, as `viewer` reads it: from
    this process's sentences, else the store's, else told now (and kept in both)."""
    return [(position, sentence) for position, (sentence, _) in _rows(parts, campaign_id, first, last, viewer).items()]


def entries(parts, campaign_id, first: int, last: int, viewer: Viewer) -> list[dict]:
    """The timeline entries from `first` to `last` as `viewer` reads them (entries.py), each
    with its "sentence" and whether it is "retracted" as of now: kept with the sentences, so a
    page reads rows, not the events; only an event holding sealed values, which a later event
    may open, is read as it stands now."""
    stream = stream_id(campaign_id)
    rows = _rows(parts, stream, first, last, viewer)
    if not rows:
        return []
    undone = parts.undone(stream)
    sealed = [position for position, (_, entry_) in rows.items() if entry_ is None]
    now = {env["position"]: entry(env) for env in parts.events_at(stream, sealed, viewer)} if sealed else {}
    shown = {position: entry_ or now[position] for position, (_, entry_) in rows.items()}
    return [{**shown[position], "sentence": sentence, "retracted": shown[position]["cmd"] in undone}
            for position, (sentence, _) in rows.items()]


def _rows(parts, campaign_id, first: int, last: int, viewer: Viewer) -> dict[int, tuple[str, dict | None]]:
    """position -> (sentence, entry or None) from `first` to `last`: this process's, else the
    store's, else told now and kept in both."""
    stream = stream_id(campaign_id)
    found = {position: parts.told.get((stream, position, viewer.sight, ENTRY)) for position in range(first, last + 1)}
    missing = [position for position, row in found.items() if row is None]
    if missing:
        rules = parts.ruleset_of(stream)
        kept = kept_sentences.kept(parts.store, partial(parts.settled, through="told"), stream, rules, viewer,
                                   missing[0], missing[-1])
        for position, row in kept.items():
            if found.get(position, ()) is None:
                found[position] = _remember(parts, stream, position, viewer, row)
        missing = [position for position in missing if found[position] is None]
    if missing:
        new = _told_now(parts, stream, missing[0], missing[-1], viewer)
        found.update((position, _remember(parts, stream, position, viewer, row)) for position, row in new.items())
        kept_sentences.keep(parts.store, stream, rules, [(viewer, position, *row) for position, row in new.items()])
    return {position: row for position, row in found.items() if row is not None}


def _remember(parts, stream, position: int, viewer: Viewer, row: tuple[str, dict | None]) -> tuple[str, dict | None]:
    parts.told.put((stream, position, viewer.sight), row[0])
    return parts.told.put((stream, position, viewer.sight, ENTRY), row)


def _told_now(parts, stream, first: int, last: int, viewer: Viewer) -> dict[int, tuple[str, dict | None]]:
    """(sentence, entry) of every event from `first` to `last`, told now: the sentences this
    process told already are not told again (a fold tells the others)."""
    rules = parts.ruleset_of(stream)
    found = read_intact(parts.store, stream, after=first - 1, upto=last)
    sentences = {env["position"]: parts.told.get((stream, env["position"], viewer.sight)) for env in found}
    if any(sentence is None for sentence in sentences.values()):
        sentences.update((position, text) for position, text, _ in told_along(parts, stream, first, last, viewer))
    shown = envelopes_for(parts.sealed, stream, rules, found, viewer)
    settled = settled_for(parts.sealed, stream, rules, found, viewer)
    return {env["position"]: (sentences[env["position"]], kept_entry(env, later))
            for env, later in zip(shown, settled)}


def kept_entry(envelope: dict, settled: dict | None = None) -> dict | None:
    """The entry of an envelope as a reader reads it, as it is kept: whether it is undone is
    asked of the head when it is read (a later retraction changes it). An event holding sealed
    values keeps it only when opening them all (`settled`: as the reader will read it then)
    leaves it as it is, for a later event may open them; else it keeps none and is read as it
    stands (a hand chosen in secret, an app shuffle's dice)."""
    found = entry(envelope)
    if envelope.get("sealed") and (settled is None or entry(settled) != found):
        return None
    del found["retracted"]
    return found


def told_along(parts, campaign_id, first: int, last: int, viewer: Viewer) -> Iterator[tuple[int, str, dict]]:
    """(position, sentence, state after it) for every event from `first` to `last`: readers that
    need where the game stood at each event (the replay's marks) read it from the same fold."""
    stream = stream_id(campaign_id)
    rules = parts.ruleset_of(stream)
    found = read_intact(parts.store, stream, after=first - 1, upto=last)
    state = parts.replayer.state_at(stream, rules, first - 1)
    for env, before, state in _folded(parts, stream, rules, state, found):
        yield env["position"], _event_sentence(parts, stream, env, viewer, before), state


def tell_appended(parts, appended) -> None:
    """Tell the events one command appended (writing.py's `Appended`: the campaign stood at
    `before` and stands at `after`) for the campaign's usual readers, and keep the sentences:
    pages read them instead of folding. The events are committed already, so a failure here
    is logged, not raised (a reader who asks tells them again)."""
    stream, rules = appended.stream, appended.rules
    try:
        stored = appended.envelopes   # as stored and read back (writing.py)
        vault = parts.secrets(stream) if any(env.get("sealed") for env in stored) else {}
        games, state = [], appended.before
        for env in stored:
            games.append(state["game"])
            if env is not stored[-1]:   # the state after the last one is `after` (a retraction is always last)
                state = replay_step(stream, rules, state, env, False, vault)
        viewers = kept_sentences.usual_viewers(rules, appended.after["game"])
        kept_sentences.keep(parts.store, stream, rules, [
            told_ for env, game in zip(stored, games) for told_ in _sentences(parts, stream, env, viewers, game)],
            {env["position"]: env["hash"] for env in stored})
    except Exception:   # noqa: BLE001 - the append has happened; telling again is the fallback
        log.exception("could not tell the events appended to campaign %s", stream)


def tell_campaign(parts, campaign_id, progress=None, each=None, extra: list[Viewer] = (), since: int = 0) -> int:
    """Tell every event of a campaign for its usual readers and keep the sentences: what its
    appends would have kept, for a campaign that came by import. A fold to the head stores
    snapshots only after the last retraction (its states before it count that retraction in);
    the snapshots before it are stored on the way here (by cost, at command boundaries: every
    state of this fold is the true state at its position), so no reader of a campaign with an
    undo near its end folds it from the start. `progress(done, total)` is called after each
    page, and `each(position, state)` with the state after every event (an import works out
    the replay's marks from this fold: marks.py); the number of sentences kept is returned.
    `extra`: readers told for besides the usual ones (a rebuild keeps every sight it dropped);
    `since`: only the events after that position are told (a sync appended them)."""
    stream = stream_id(campaign_id)
    rules = parts.ruleset_of(stream)
    head = parts.store.head(stream)
    now = parts.replayer.state_at(stream, rules, head)   # stores the snapshots after the last retraction
    viewers = kept_sentences.usual_viewers(rules, now["game"])
    viewers += [viewer for viewer in extra if viewer.sight not in {usual.sight for usual in viewers}]
    retracted_last = max((record[0] for record in now["meta"].get("retractions", [])), default=0)
    checkpoints = parts.replayer.snapshots.of(stream, rules)
    state, kept = (parts.replayer.state_at(stream, rules, since) if since else fold.empty_state()), 0
    for start in range(since, head, PAGE):
        found = read_intact(parts.store, stream, after=start, upto=min(start + PAGE, head))
        rows = []
        for env, before, after in _folded(parts, stream, rules, state, found):   # each page folds on from the last
            if is_boundary(env) and env["position"] <= retracted_last:
                checkpoints.offer(state)
            state = after
            if each:
                each(env["position"], after)
            rows += _sentences(parts, stream, env, viewers, before)
        kept_sentences.keep(parts.store, stream, rules, rows, {env["position"]: env["hash"] for env in found})
        kept += len(rows)
        if progress:
            progress(min(start + PAGE, head), head)
    return kept


def _folded(parts, stream, rules, state: dict, found: list[dict]) -> Iterator[tuple[dict, object, dict]]:
    """(envelope, game before it, state after it) along `found`, from `state`: each state is
    folded on from the one before it (a retraction changes the past, so the state after one
    is the replay's), not replayed for every event."""
    vault = parts.secrets(stream) if any(env.get("sealed") for env in found) else {}
    outcomes = parts.replayer.outcomes(stream, rules, found)
    for env in found:
        before = state["game"]
        if env["type"] == generic_events.RETRACTED:
            state = parts.replayer.state_at(stream, rules, env["position"])
        else:   # never undone yet: a retraction only undoes what came before it
            state = replay_step(stream, rules, state, env, False, vault, outcomes=outcomes)
        yield env, before, state


def timeline(parts, campaign_id, last: int, viewer: Viewer) -> Iterator[Step]:
    """A step per event from the first to `last`: the game after it, and its sentence told as
    `viewer` reads it only when asked (explaining.py asks where a value changed)."""
    stream = stream_id(campaign_id)
    rules = parts.ruleset_of(stream)
    state = fold.empty_state()
    for start in range(0, last, PAGE):
        found = read_intact(parts.store, stream, after=start, upto=min(start + PAGE, last))
        for env, before, state in _folded(parts, stream, rules, state, found):
            yield Step(env["position"], state["game"], partial(_event_sentence, parts, stream, env, viewer, before))


def command_sentence(parts, campaign_id, cmd: int, viewer: Viewer) -> str:
    """The sentence of the command whose first event is at `cmd`: its first event that is not
    bookkeeping (dice seeds, openings), as `viewer` reads it."""
    stream = stream_id(campaign_id)
    key = (stream, "command", cmd, viewer.sight)
    found = parts.told.get(key)
    if found is None:
        group = command_group(parts.store, stream, cmd)
        shown = next((env for env in group if env["type"] not in BOOKKEEPING), group[0])
        found = parts.told.put(key, _event_sentence(parts, stream, shown, viewer))
    return found


def retraction_sentence(parts, campaign_id, target: int, viewer: Viewer) -> str:
    """"Undone: ..." or "Redone: ...": what retracting the command at `target` does. Retracting
    an undo brings its command back; retracting that takes it back again, and so on."""
    stream = stream_id(campaign_id)
    undoes, cmd = True, target
    while True:
        first = read_intact(parts.store, stream, after=cmd - 1, upto=cmd)[0]
        if first["type"] != generic_events.RETRACTED:
            break
        undoes, cmd = not undoes, first["retracts"]
    return f"{UNDONE if undoes else REDONE}: {command_sentence(parts, stream, cmd, viewer)}"


def _event_sentence(parts, stream, env: dict, viewer: Viewer, before=None, event=None, remember: bool = True) -> str:
    """The event's sentence; `before`: the game state before it, when the caller has it;
    `event()`: the event opened (as `_opened` gives it), when the caller tells it to several
    readers; `remember`: kept in this process's sentences (a projection keeps its rows in the
    store instead: a page reads them there once, with their entries, and keeps them then)."""
    key = (stream, env["position"], viewer.sight)
    found = parts.told.get(key)
    if found is not None:
        return found
    if env["type"] == generic_events.RETRACTED:
        told_ = retraction_sentence(parts, stream, env["retracts"], viewer)
    else:
        rules = parts.ruleset_of(stream)
        if before is None:
            before = parts.replayer.state_at(stream, rules, env["position"] - 1)["game"]
        told_ = sentence(rules, before, event() if event else _opened(parts, stream, env), viewer)
    return parts.told.put(key, told_) if remember else told_


def _opened(parts, stream, env: dict):
    """The event as its ruleset records it, in the clear (`sentence` withholds what a reader
    may not read): opening it reads the campaign's sealed values."""
    rules = parts.ruleset_of(stream)
    return recorded(rules, envelopes_for(parts.sealed, stream, rules, [env], None)[0])


def _sentences(parts, stream, env: dict, viewers, before) -> list[tuple[Viewer, int, str, dict | None]]:
    """(viewer, position, sentence, entry) for each of `viewers`: the event is opened once for
    all of them (once per reader was a fifth of an import's time)."""
    event = cache(partial(_opened, parts, stream, env))
    shown = envelope_for_each(parts.sealed, stream, parts.ruleset_of(stream), env, viewers)
    return [(viewer, env["position"], _event_sentence(parts, stream, env, viewer, before, event, remember=False),
             kept_entry(seen, later)) for viewer, (seen, later) in zip(viewers, shown)]
