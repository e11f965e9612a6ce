"""The campaign's awards, read from the log at its end (`domain.kernel.epilogue`): who
completed the most progress cards, which character overcame the most obstacles, and the
luckiest roll (an action die counts high)."""
from __future__ import annotations

from domain.kernel.chronicle import Facts, Moment
from domain.kernel.epilogue import awards, luckiest, most

from .. import events as ev


def campaign_awards(moments: list[Moment], lucky) -> Facts | None:
    """The awards of a v19.3 campaign (None when nobody earned any)."""
    return awards([
        most(moments, lambda m: [m.data["player"]] if m.kind == ev.PROGRESS_COMPLETED else [],
             "Most progress cards completed", "progress card"),
        most(moments, lambda m: list(m.data.get("team") or []) if m.kind == ev.OBSTACLE_OVERCOME else [],
             "Most obstacles overcome", "obstacle"),
        luckiest(moments, lucky)])
