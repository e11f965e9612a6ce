"""Reading a campaign from the journal service into a domain Timeline.

The only place reports/ talks to the journal: one `events` read and one fold, so a
chronicle of any length costs a single pass over the log. A book also anchors the
head it was made from, and prints that receipt on its last page.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from domain.kernel import Viewer
from domain.kernel.chronicle import Timeline
import domain.rulesets as rulesets


@dataclass(frozen=True)
class Source:
    """What a chronicle is made from: the ruleset, the timeline, and the receipt of the log's head."""

    ruleset: object
    timeline: Timeline
    receipt: object | None  # journal.store.anchors.Receipt, or None when the anchor could not be written


def load_source(journal, campaign: str, progress: Callable[[int, int], None] | None = None,
                viewer: Viewer | None = None) -> Source:
    """Timeline and receipt of a campaign given by id, id prefix or name, told for `viewer`
    (default: everything, as the shell's audit)."""
    info = journal.campaign(campaign)
    ruleset = rulesets.get(info.ruleset)  # looked up per render: the registry may grow
    envelopes = journal.events(info.id)
    timeline = Timeline.fold(ruleset, envelopes, progress=progress, viewer=viewer)
    if not timeline.name:
        timeline.name = info.name
    anchor = journal.anchor(info.id, "chronicle", position=envelopes[-1]["position"]) if envelopes else None
    return Source(ruleset, timeline, anchor.receipt if anchor else None)


def load_timeline(journal, campaign: str, progress: Callable[[int, int], None] | None = None,
                  viewer: Viewer | None = None) -> tuple[object, Timeline]:
    """(ruleset, timeline) of a campaign given by id, id prefix or name."""
    source = load_source(journal, campaign, progress, viewer)
    return source.ruleset, source.timeline
