"""The campaign's dice seeds: secret until revealed, committed by hash before they are used."""
from __future__ import annotations

from uuid import UUID

from domain.kernel import generic

from . import envelope as envelopes
from . import seeds
from .errors import ConflictError


class SeedVault:
    """Seeds live in the store beside, not in, the campaign stream; exports never carry them."""

    def __init__(self, store):
        self.store = store

    def new(self, stream: UUID) -> str:
        seed = seeds.new_seed()
        for _ in range(20):
            number = len(self.store.vault_rows(stream)) + 1
            try:
                self.store.vault_put(stream, number, envelopes.encode({"seed": seed}))
                return seed
            except ConflictError:  # another process took the number; try the next
                continue
        raise ConflictError(str(stream), None, None)

    def by_commitment(self, stream: UUID, commitment: str) -> str | None:
        for data in self.store.vault_rows(stream):
            seed = envelopes.decode(data)["seed"]
            if seeds.commitment(seed) == commitment:
                return seed
        return None

    def active(self, stream: UUID, meta: dict) -> str | None:
        """The seed behind the campaign's current commitment (None if none, or not in this store)."""
        commitment = meta.get("dice", {}).get("commitment")
        return self.by_commitment(stream, commitment) if commitment else None

    def for_command(self, stream: UUID, meta: dict, command: dict):
        """(events to prepend, seed, counter) when the command has dice for the app to roll."""
        if not seeds.unrolled(command):
            return [], None, 0
        seed = self.active(stream, meta)
        if seed:
            return [], seed, meta["dice"]["counter"]
        seed = self.new(stream)
        return [generic.Event(generic.DICE_COMMITTED, {"commitment": seeds.commitment(seed)})], seed, 0

    def session_events(self, stream: UUID, rules, meta: dict, decided, commit) -> list:
        """Reveal at a session's end; reveal the old and commit a new seed at its start."""
        kinds = {e.kind for e in decided}
        starts, ends = kinds & rules.session_start_kinds, kinds & rules.session_end_kinds
        out = []
        if starts or ends:
            active = commit[0].data["commitment"] if commit else meta["dice"]["commitment"]
            if active:
                seed = self.by_commitment(stream, active)
                out.append(generic.Event(generic.DICE_REVEALED, {"commitment": active, "seed": seed}))
        if starts:
            out.append(generic.Event(generic.DICE_COMMITTED, {"commitment": seeds.commitment(self.new(stream))}))
        return out
