"""The campaign's awards, read from the log before the party's sheets (`domain.kernel.epilogue`):
who felled the most foes (the last to wound a foe before it fell), the luckiest roll (trait
dice count high) and the longest run of trait rolls that succeeded. Only what the reader saw
counts: a move behind the screen is a shadow and credits nobody."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Section
from domain.kernel.epilogue import awards, longest_run, luckiest, most

from .. import events as k
from .phrases import lucky


def _felled(moments: list[Moment]):
    """Who felled each foe: the last to take its Life Points before it fell."""
    last: dict[str, str] = {}
    credit: dict[int, str] = {}
    for moment in moments:
        data = moment.data or {}
        if moment.kind == k.LIFE_CHANGED and data.get("change", 0) < 0 and data.get("by"):
            last[data["character"]] = data["by"]
        elif moment.kind == k.FELL and data["character"] in last:
            kind = (((moment.state or {}).get("characters") or {}).get(data["character"]) or {}).get("kind")
            if kind != "pc":
                credit[moment.position] = last[data["character"]]
    return lambda moment: [credit[moment.position]] if moment.position in credit else []


def _tried(moment: Moment) -> list[tuple[str, bool]]:
    if moment.kind != k.TRAIT_ROLLED or not moment.data.get("character"):
        return []
    return [(moment.data["character"], bool(moment.data.get("success")))]


def honours_section(moments: list[Moment]) -> Section | None:
    """The awards as a chapter of their own, before the party's sheets (None when nobody
    earned any)."""
    block = awards([most(moments, _felled(moments), "Most foes felled", "foe"),
                    luckiest(moments, lucky),
                    longest_run(moments, _tried, "Longest run of successes", "trait roll")])
    return Section("Awards", blocks=[block]) if block else None
