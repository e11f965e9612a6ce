"""The sentences of a campaign's events as one reader may read them: the live stream, the
changes a stale command is told, and the labels of undo and redo all read them here.

Each event is told by `domain.kernel.reading.sentence` (the ruleset's sentence, or its shadow
outside the event's audience) with the state as it was just before it. A retraction is told by
what it takes back or brings back: "Undone: Ann rolls 3 and 5." or "Redone: ...", the command
told as the reader may read it.
"""
from __future__ import annotations

from domain.kernel import generic
from domain.kernel.reading import sentence
from domain.kernel.viewers import Viewer

from .reading import envelopes_for
from .replay import read_intact, recorded, replay_step
from .retraction import command_group

BOOKKEEPING = frozenset({generic.CAMPAIGN_STARTED, generic.DICE_COMMITTED, generic.DICE_REVEALED,
                         generic.SECRETS_REVEALED})
UNDONE, REDONE = "Undone", "Redone"


def told(journal, campaign_id, first: int, last: int, viewer: Viewer) -> list[tuple[int, str]]:
    """(position, sentence) for every event from `first` to `last`, as `viewer` reads it.

    The state before each event is folded on from the one before it (a retraction changes the
    past, so the state after one is the replay's), not replayed for every event."""
    stream = journal.stream_id(campaign_id)
    rules = journal.ruleset_of(stream)
    found = read_intact(journal.store, stream, after=first - 1, upto=last)
    vault = journal.secrets(stream) if any(env.get("sealed") for env in found) else {}
    state, sentences = journal.state(stream, at=first - 1).state, []
    for env in found:
        sentences.append((env["position"], _event_sentence(journal, stream, env, viewer, state["game"])))
        if env["type"] == generic.RETRACTED:
            state = journal.state(stream, at=env["position"]).state
        else:   # never undone yet: a retraction only undoes what came before it
            state = replay_step(stream, rules, state, env, False, vault)
    return sentences


def command_sentence(journal, campaign_id, cmd: int, viewer: Viewer) -> str:
    """The sentence of the command whose first event is at `cmd`: its first event that is not
    bookkeeping (dice seeds, openings), as `viewer` reads it."""
    stream = journal.stream_id(campaign_id)
    group = command_group(journal.store, stream, cmd)
    shown = next((env for env in group if env["type"] not in BOOKKEEPING), group[0])
    return _event_sentence(journal, stream, shown, viewer)


def retraction_sentence(journal, campaign_id, target: int, viewer: Viewer) -> str:
    """"Undone: ..." or "Redone: ...": what retracting the command at `target` does. Retracting
    an undo brings its command back; retracting that takes it back again, and so on."""
    stream = journal.stream_id(campaign_id)
    undoes, cmd = True, target
    while True:
        group = command_group(journal.store, stream, cmd)
        if group[0]["type"] != generic.RETRACTED:
            break
        undoes, cmd = not undoes, group[0]["retracts"]
    return f"{UNDONE if undoes else REDONE}: {command_sentence(journal, stream, cmd, viewer)}"


def _event_sentence(journal, stream, env: dict, viewer: Viewer, before=None) -> str:
    """The event's sentence; `before`: the game state before it, when the caller has it."""
    if env["type"] == generic.RETRACTED:
        return retraction_sentence(journal, stream, env["retracts"], viewer)
    rules = journal.ruleset_of(stream)
    opened = envelopes_for(journal.sealed, stream, rules, [env], None)[0]   # in the clear: `sentence` withholds
    if before is None:
        before = journal.state(stream, at=env["position"] - 1).state["game"]
    return sentence(rules, before, recorded(rules, opened), viewer)
