"""The campaign's dice seeds: secret until revealed, committed by hash before they are used.

Each vault entry stores its seed with the commitment the chain will carry, so an entry
checks itself (sha256 of the seed is its commitment) and `journal verify` can show,
before any reveal, that the seed behind every open commitment is still the one committed.
A command's new seeds are made while it is decided (`made`) and stored in the transaction
of its events (writing.py): a command that is refused or loses a race leaves none.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from uuid import UUID

from domain.kernel import generic_events
from domain.kernel.events import Event

from ..envelopes import envelope as envelopes
from . import seeds
from ..store.application import SEED_KIND

_HEX64 = re.compile(r"[0-9a-f]{64}")


def parse_entry(data: bytes) -> tuple[str | None, str | None]:
    """(seed, None) for an intact entry, else (None, what is wrong with it)."""
    try:
        entry = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        return None, "the stored bytes are not valid JSON"
    if not isinstance(entry, dict) or not isinstance(entry.get("seed"), str) or not _HEX64.fullmatch(entry["seed"]):
        return None, "the entry holds no seed"
    if set(entry) == {"seed"}:
        return entry["seed"], None  # written before entries carried their commitment
    if set(entry) != {"seed", "commitment"} or seeds.commitment(entry["seed"]) != entry["commitment"]:
        return None, "the seed does not match the commitment stored with it"
    if envelopes.encode(entry) != data:
        return None, "the entry is not in canonical form (edited by hand?)"
    return entry["seed"], None


@dataclass
class VaultContents:
    """The seeds of one campaign by commitment, and the entries that failed their check."""

    seeds: dict[str, str] = field(default_factory=dict)
    damaged: list[tuple[int, str]] = field(default_factory=list)


class SeedVault:
    """Seeds live in the store beside, not in, the campaign stream; exports never carry them."""

    def __init__(self, store):
        self.store = store

    def contents(self, stream: UUID) -> VaultContents:
        found = VaultContents()
        for row in self.store.vault_rows(stream):
            seed, problem = parse_entry(row.data) if row.kind == SEED_KIND else (None, "the row's kind was changed")
            if problem:
                found.damaged.append((row.position, problem))
            else:
                found.seeds[seeds.commitment(seed)] = seed
        return found

    @staticmethod
    def new(made: list[str]) -> str:
        """A new seed, added to the command's `made` ones (stored with its events)."""
        seed = seeds.new_seed()
        made.append(seed)
        return seed

    @staticmethod
    def entry(seed: str) -> bytes:
        """The stored vault entry of a seed: the seed with its commitment."""
        return envelopes.encode({"commitment": seeds.commitment(seed), "seed": seed})

    def by_commitment(self, stream: UUID, commitment: str, made: list[str] = ()) -> str | None:
        """The seed behind a commitment (one the command made itself, or the vault's); a damaged
        entry is skipped here and reported by verify."""
        for seed in made:
            if seeds.commitment(seed) == commitment:
                return seed
        return self.contents(stream).seeds.get(commitment)

    def active(self, stream: UUID, meta: dict) -> str | None:
        """The seed behind the campaign's current commitment (None if none, or not in this store)."""
        commitment = meta.get("dice", {}).get("commitment")
        return self.by_commitment(stream, commitment) if commitment else None

    def for_command(self, stream: UUID, meta: dict, command: dict, made: list[str]):
        """(events to prepend, seed, counter) when the command has dice for the app to roll; a
        new seed is added to `made`."""
        if not seeds.unrolled(command):
            return [], None, 0
        seed = self.active(stream, meta)
        if seed:
            return [], seed, meta["dice"]["counter"]
        seed = self.new(made)
        return [Event(generic_events.DICE_COMMITTED, {"commitment": seeds.commitment(seed)})], seed, 0

    def session_events(self, stream: UUID, rules, meta: dict, decided, commit, made: list[str]) -> list:
        """Reveal at a session's end; reveal the old and commit a new seed (added to `made`) at its start."""
        kinds = {e.kind for e in decided}
        starts, ends = kinds & rules.session_start_kinds, kinds & rules.session_end_kinds
        out = []
        if starts or ends:
            active = commit[0].data["commitment"] if commit else meta["dice"]["commitment"]
            if active:
                seed = self.by_commitment(stream, active, made)
                out.append(Event(generic_events.DICE_REVEALED, {"commitment": active, "seed": seed}))
        if starts:
            out.append(Event(generic_events.DICE_COMMITTED, {"commitment": seeds.commitment(self.new(made))}))
        return out
