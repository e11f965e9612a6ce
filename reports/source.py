"""Reading a campaign from the journal service into a domain Timeline.

The only place reports/ talks to the journal: one `events` read and one fold, so a
chronicle of any length costs a single pass over the log.
"""
from __future__ import annotations

from typing import Callable

from domain.kernel.chronicle import Timeline
import domain.rulesets as rulesets


def load_timeline(journal, campaign: str,
                  progress: Callable[[int, int], None] | None = None) -> tuple[object, Timeline]:
    """(ruleset, timeline) of a campaign given by id, id prefix or name."""
    info = journal.campaign(campaign)
    ruleset = rulesets.get(info.ruleset)  # looked up per render: the registry may grow
    envelopes = journal.events(info.id)
    timeline = Timeline.fold(ruleset, envelopes, progress=progress)
    if not timeline.name:
        timeline.name = info.name
    return ruleset, timeline
