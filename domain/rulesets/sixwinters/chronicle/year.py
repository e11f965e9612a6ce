"""A campaign year: the moments from one session start (rulebook "Session Start") to the next."""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel.chronicle import Moment, Timeline

from ..campaign import events as ev


@dataclass
class Year:
    """One year's moments and the positions that frame it."""

    number: int
    moments: list[Moment] = field(default_factory=list)

    def first(self, kind: str) -> Moment | None:
        return next((m for m in self.moments if m.kind == kind), None)

    def data(self, kind: str) -> dict:
        found = self.first(kind)
        return found.data if found else {}


def split_years(timeline: Timeline) -> tuple[list[Year], list[Moment]]:
    """Moments grouped by the session that starts each year; what comes before is the prologue."""
    years, prologue = [], []
    for moment in timeline:
        if moment.kind == ev.SESSION_STARTED:
            years.append(Year(int(moment.data.get("year") or len(years) + 1)))
        (years[-1].moments if years else prologue).append(moment)
    return years, prologue
