"""Finding campaigns: the list, one campaign by id, id prefix or name, and the ruleset it is
played by.

The list is the store's campaigns index (whichever process wrote last) plus every anchored
campaign the index does not hold, so a damaged campaign is reported, never dropped.
"""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

import domain.rulesets as registry

from ..envelopes import envelope as envelopes
from ..store.anchors import Anchor, AnchorTable
from ..store.application import Store
from ..errors import CampaignNotFound, CommandRejected, DamagedData
from .replay import read_intact


MISSING_FIRST = "its first event is missing"


@dataclass(frozen=True)
class CampaignInfo:
    id: str
    name: str
    ruleset: str
    position: int = 0
    last_played: str = ""


def ruleset_named(name: str):
    """The ruleset called `name`; an unknown name is refused (campaign.ruleset)."""
    try:
        return registry.get(name)
    except registry.UnknownRuleset as error:
        raise CommandRejected("campaign.ruleset", str(error)) from None


def stream_id(campaign_id) -> UUID:
    """The id of a campaign's event stream, from its id as text (CampaignNotFound if none)."""
    try:
        return campaign_id if isinstance(campaign_id, UUID) else UUID(str(campaign_id))
    except ValueError:
        raise CampaignNotFound(str(campaign_id)) from None


def _from_index(entry) -> CampaignInfo:
    return CampaignInfo(entry.id, entry.name, entry.ruleset, entry.position, entry.last_played)


class Campaigns:
    """The campaigns of one store, found without folding any of them."""

    def __init__(self, store: Store, anchors: AnchorTable):
        self.store, self.anchors = store, anchors
        self._ruleset_names: dict[UUID, str] = {}

    def all(self) -> list[CampaignInfo]:
        """Every campaign in the store, as its index says now, and any anchored campaign the
        index does not hold."""
        found = {entry.id: _from_index(entry) for entry in self.store.campaigns()}
        for stream, anchor in self.anchors.campaigns().items():
            if str(stream) not in found:
                found[str(stream)] = self._anchored(stream, anchor)
        return list(found.values())

    def find(self, ref: str) -> CampaignInfo:
        """By id, unique id prefix (4+ characters) or exact name."""
        try:
            stream = UUID(str(ref).strip())
        except ValueError:
            return self._matching(ref)
        return self._info(stream)

    def id_of(self, ref: str) -> str:
        """The id a reference names, without reading the campaign (audits of damaged data)."""
        try:
            return str(UUID(str(ref).strip()))
        except ValueError:
            return self._matching(ref).id

    def first_event_problem(self, stream: UUID) -> str | None:
        """What is wrong with the campaign's first event (None when it is intact)."""
        rows = self.store.read(stream, upto=1)
        if not rows:
            return MISSING_FIRST
        _, problem = envelopes.check(rows[0].data, rows[0].kind, 1, canonical=False)
        return f"its first event is damaged ({problem})" if problem else None

    def ruleset_of(self, stream: UUID):
        """A campaign's ruleset never changes, so it is looked up once."""
        name = self._ruleset_names.get(stream)
        if name is None:
            entry = self.store.campaign(stream)
            name = entry.ruleset if entry is not None and entry.ruleset else self._ruleset_from_events(stream)
            self._ruleset_names[stream] = name
        return ruleset_named(name)

    def _matching(self, ref: str) -> CampaignInfo:
        ref = str(ref).strip()
        matches = [c for c in self.all() if c.name == ref or (len(ref) >= 4 and c.id.startswith(ref))]
        if len(matches) != 1:
            raise CampaignNotFound(ref, len(matches))
        return matches[0]

    def _info(self, stream: UUID) -> CampaignInfo:
        """Name as of now (a fork renames), ruleset, position: one row of the index (or, for a
        campaign the index lost, its latest anchor)."""
        entry = self.store.campaign(stream)
        if entry is not None:
            return _from_index(entry)
        anchor = self.anchors.latest(str(stream))
        if anchor is None:
            raise CampaignNotFound(str(stream))
        return self._anchored(stream, anchor)

    def _anchored(self, stream: UUID, anchor: Anchor) -> CampaignInfo:
        return CampaignInfo(str(stream), str(anchor.name), str(anchor.ruleset), self.store.head(stream))

    def _ruleset_from_events(self, stream: UUID) -> str:
        """The ruleset named by the first event, for a campaign the index does not hold."""
        if not self.store.read(stream, upto=1):
            if self.store.head(stream) or self.anchors.of(str(stream)):
                raise DamagedData(str(stream), 1, "the campaign's first event is missing")
            raise CampaignNotFound(str(stream))
        return read_intact(self.store, stream, after=0, upto=1)[0]["ruleset"]
