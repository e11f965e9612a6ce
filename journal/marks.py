"""Where a campaign's session, year, scenario or turn changes: the replay's jump marks, for
the whole campaign, without folding it for every page.

A mark is a value the ruleset reads off the game (its `session` and `marks`, as a spectator
sees them: where the game stands is no secret). The changes are worked out as far as a reader
needs them and kept in the store for every process (read_tables.py), with how far they go
and the marks there; the next reader folds on from there only. The state after a stored
position never changes (a retraction changes what comes after it), so neither do its marks.
"""
from __future__ import annotations

import json

from domain.kernel import generic, reading
from domain.kernel.viewers import Viewer

from .replay import read_intact, replay_step
from .snapshots import code_version

VERSION = 1
SPECTATOR = Viewer(role="viewer")
PAGE = 1000


def stand(rules, game, viewer: Viewer = SPECTATOR) -> dict:
    """Where the game stands (the ruleset's session and marks), read from what `viewer` may see."""
    if game is None:
        return {}
    seen = reading.seen(rules, game, viewer)
    found = {"session": rules.session(seen)}
    found.update(rules.marks(seen))
    return {key: value for key, value in found.items() if value not in (None, "")}


def mark_changes(journal, campaign_id) -> list[tuple[int, str, object]]:
    """(position, kind, value) where a mark takes a new value, in order, up to the head."""
    stream = journal.stream_id(campaign_id)
    rules = journal.ruleset_of(stream)
    version = f"{VERSION}:{code_version(rules)}"
    head = journal.store.head(stream)
    found, built = journal.store.marks(stream, version)
    position, last = (built[0], json.loads(built[1])) if built else (0, {})
    if position < head:
        changes, last = _work_out(journal, stream, rules, position, head, last)
        stored = [(at, kind, json.dumps(value, sort_keys=True)) for at, kind, value in changes]
        journal.store.write_marks(stream, version, stored, (head, json.dumps(last, sort_keys=True)))
        found = [*found, *stored]
    return sorted((at, kind, json.loads(value)) for at, kind, value in set(found))


def _work_out(journal, stream, rules, after: int, head: int, last: dict):
    """The changes after position `after` (where the marks were `last`) up to `head`."""
    state = journal.replayer.state_at(stream, rules, after)
    changes = []
    for start in range(after, head, PAGE):
        found = read_intact(journal.store, stream, after=start, upto=min(start + PAGE, head))
        vault = journal.secrets(stream) if any(env.get("sealed") for env in found) else {}
        for env in found:
            if env["type"] == generic.RETRACTED:
                state = journal.replayer.state_at(stream, rules, env["position"])
            else:
                state = replay_step(stream, rules, state, env, False, vault)
            now = stand(rules, state["game"])
            changes += [(env["position"], kind, value) for kind, value in now.items() if last.get(kind) != value]
            last = now
    return changes, last
