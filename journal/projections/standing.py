"""Where each campaign stands, for the list of campaigns: a line from the ruleset's `status`
(year, scenario, turn, step), its seats, the seats the game waits for, and how it ended.

Working it out folds the campaign, so it is kept in the store (a row per campaign in the
standings table, read_tables.py), with the head position it was worked out at: the list reads the campaigns index (name, ruleset,
head, last played) and works a standing out again only for a campaign that moved since. Every
process shares what any of them kept. Only what a spectator may see goes in: the status is read
from the state redacted for a viewer with no seat, and seats are public.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from domain.kernel import reading
from domain.kernel.viewers import Viewer

from ..store.snapshots import code_version

VERSION = 1   # of what a standing holds and how it is worked out: another version works it out again
SPECTATOR = Viewer(role="viewer")
EVERYONE_AT_THE_TABLE = Viewer.auditor()   # lists every seat's moves; only their seats are kept


@dataclass(frozen=True)
class Standing:
    position: int
    where: str = ""
    seats: list[str] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)
    over: str | None = None

    def to_bytes(self) -> bytes:
        return json.dumps(asdict(self), ensure_ascii=False).encode()

    @classmethod
    def from_bytes(cls, data: bytes) -> "Standing | None":
        try:
            found = json.loads(data)
            return cls(int(found["position"]), str(found.get("where", "")), list(found.get("seats", [])),
                       list(found.get("waiting", [])), found.get("over"))
        except (ValueError, TypeError, KeyError):
            return None     # a row this version cannot read is worked out again


def work_out(ruleset, game, position: int) -> Standing:
    """The standing of a campaign whose game state at `position` is `game`."""
    if game is None:
        return Standing(position)
    seen = reading.seen(ruleset, game, SPECTATOR)
    where = ruleset.status(seen) or " · ".join(str(value) for value in ruleset.marks(seen).values() if value)
    result = ruleset.result(game)
    listed = ruleset.moves(game, EVERYONE_AT_THE_TABLE) if ruleset.moves and result is None else []
    seats = [seat.id for seat in ruleset.seats(game)]
    moving = {seat for move in listed for seat in move.seats}
    waiting = [seat for seat in seats if seat in moving] + sorted(moving - set(seats))
    return Standing(position, where, seats, waiting, None if result is None else result.summary)


def version_of(ruleset) -> str:
    """The version a kept standing of a campaign of this ruleset must carry to be read."""
    return f"{VERSION}:{code_version(ruleset)}"


def kept(ruleset, head: int, version: str | None, position: int | None, body) -> Standing | None:
    """The kept standing (a row of the standings table) when it is the one at `head`, worked
    out by this version of the code; None when it must be worked out again."""
    if version != version_of(ruleset) or position != head or body is None:
        return None
    return Standing.from_bytes(body.encode() if isinstance(body, str) else body)


def standing(store, stream, ruleset, head: int, fold) -> Standing:
    """The kept standing at `head`, or worked out now (`fold()` gives the latest (position,
    game state)) and kept for the next reader."""
    version = version_of(ruleset)
    row = store.standing_latest(stream, version)
    found = kept(ruleset, head, version, row.position, row.data) if row is not None else None
    if found is not None:
        return found
    worked = work_out(ruleset, *reversed(fold()))
    if worked.position:
        store.standing_put(stream, version, worked.position, worked.to_bytes())
    return worked
