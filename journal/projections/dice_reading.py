"""The dice audit of a campaign as one member reads it, from the dice records (dice_record.py)
instead of the log: the tally per die kind, less the faces of the commands retracted as of
now, plus what the member reads of the events kept from some members, read one by one."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from domain.kernel.viewers import Viewer

from ..store.dice_record import PRIVATE, faces_of, shuffles_of, tally_table

MANY_UNDONE = 500   # beyond this many retracted commands, every record is read at once


@dataclass(frozen=True)
class DiceAudit:
    """(kind, sides) -> {"physical": [count per face], "digital": [...]}, and the shuffles and
    draws made with dice, in order."""

    table: dict
    shuffles: list


def dice_audit(journal, campaign_id, viewer: Viewer) -> DiceAudit:
    """What the dice audit shows `viewer` now; an audit (the shell) reads every event."""
    stream = journal.stream_id(campaign_id)
    head = journal.heads.latest(stream, fresh=True)
    undone = journal.undone(head)
    if viewer.audit:
        return scanned(journal.events(campaign_id, viewer=viewer))
    journal.settled(stream)   # the tally as this process's projector counts it, not counted again here
    faces = Counter({(kind, sides, source, face): count
                     for kind, sides, source, face, count in journal.store.dice_tally(stream)})
    named = sorted(undone) if len(undone) <= MANY_UNDONE else None
    records = journal.store.dice_records(stream, named)
    shuffles = journal.store.dice_shuffles(stream, named) if named is not None else []
    private = []
    for record in records:
        if record.kind == PRIVATE:
            if record.cmd not in undone:
                private.append(record.position)
        elif record.cmd in undone:
            faces.subtract(record.faces)
        else:
            shuffles += record.shuffles
    for envelope in journal.events_at(campaign_id, private, viewer):
        faces.update(faces_of(envelope))
        shuffles += shuffles_of(envelope)
    return DiceAudit(tally_table(faces), sorted(shuffles, key=lambda item: item["position"]))


def scanned(envelopes) -> DiceAudit:
    """The same from the envelopes themselves (each marked `retracted` as of now)."""
    faces, shuffles = Counter(), []
    for envelope in envelopes:
        if not envelope.get("retracted"):
            faces.update(faces_of(envelope))
            shuffles += shuffles_of(envelope)
    return DiceAudit(tally_table(faces), shuffles)
