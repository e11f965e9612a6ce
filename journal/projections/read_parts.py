"""The parts of one store its read models read and keep: the sentences told (telling.py), the
replay's marks (marks.py), the standings (standing.py) and the checks of them (read_models.py)
take these, never the Journal façade, so what each reads is named here and a projection run on
the projector's thread never calls back up into the façade that submitted it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable
from uuid import UUID

from domain.kernel.caches import Bounded
from domain.kernel.viewers import Viewer

from ..envelopes import reading
from ..envelopes.envelope import check as envelope_check
from ..errors import DamagedData
from ..history.replay import effective_retracted
from .standing import Standing, standing

if TYPE_CHECKING:
    from ..store.application import Store
    from ..recording.heads import Heads
    from ..history.replay import Replayer
    from ..vaults.sealed_values import SealedValues
    from .telling import Told


@dataclass(frozen=True)
class ReadParts:
    """The store, its folds (`replayer`) and each campaign's latest state (`heads`), the sealed
    values that open events (`sealed`), each stream's ruleset, this process's kept sentences
    (`told`) and marks (`marks_kept`), and `settled(stream, through=None)`, which waits until
    the projector has worked off what this process appended to the stream (through the named
    stage: projector.py)."""

    store: Store
    replayer: Replayer
    sealed: SealedValues
    heads: Heads
    ruleset_of: Callable[[UUID], Any]
    told: Told
    marks_kept: Bounded
    settled: Callable[..., None]

    def secrets(self, stream: UUID) -> dict:
        """commitment -> sealed value, for folding: the vault's, and any the log has opened."""
        return self.sealed.of(stream)

    def undone(self, stream: UUID) -> set[int]:
        """The commands retracted as of the campaign's head now (journal/recording/retraction.py)."""
        head = self.heads.latest(stream, fresh=True)
        return effective_retracted(head.state["meta"].get("retractions", []))

    def events_at(self, stream: UUID, positions: list[int], viewer: Viewer | None = None) -> list[dict]:
        """The envelopes at the given positions (read at once), each marked `retracted` as of
        now, as `viewer` may read them (reading.py); without one, in the clear."""
        if not positions:
            return []
        undone = self.undone(stream)
        found = []
        for row in self.store.read_at(stream, sorted(set(positions))):
            envelope, problem = envelope_check(row.data, row.kind, row.position, canonical=False)
            if problem:
                raise DamagedData(str(stream), row.position, problem)
            found.append(envelope)
        shown = reading.envelopes_for(self.sealed, stream, self.ruleset_of(stream), found, viewer)
        return [{**env, "retracted": env["cmd"] in undone} for env in shown]

    def standing(self, stream: UUID) -> Standing:
        """Where the campaign stands now (standing.py): kept per head position, so a campaign
        that has not moved is not folded again."""
        def fold():
            head = self.heads.latest(stream, fresh=True)
            return head.position, head.state["game"]
        return standing(self.store, stream, self.ruleset_of(stream), self.store.head(stream), fold)
