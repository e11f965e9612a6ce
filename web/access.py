"""Who may see and do what in a campaign: owner > gm > player > viewer; strangers get 404.

A stranger must not learn that a campaign exists, so "not a member" and "no such
campaign" answer the same 404. A member without the needed role gets 403. Every reading
is made for the member as a `Viewer` (their role and the seats bound to them), and every
command carries it with the campaign's seat bindings, so a bound seat acts only through
its user, the owner or the game master (docs/seats-and-secrets.md); a table guest acts for
its own seat alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from flask import abort
from flask_login import current_user

from domain import rulesets
from domain.kernel import Viewer
from journal.errors import CampaignNotFound, DamagedData

from .accounts import store_of
from .journal_access import journal_of
from .seats import guest_bindings

RANK = {"viewer": 1, "player": 2, "gm": 3, "owner": 4}


@dataclass(frozen=True)
class Access:
    info: object      # journal CampaignInfo(id, name, ruleset, position)
    role: str
    ruleset: object   # domain Ruleset
    bindings: dict = field(default_factory=dict)   # seat -> the member bound to it
    user: str = ""
    watching: Viewer | None = None   # a replay watched from another viewpoint (web/viewpoints.py)

    @property
    def id(self) -> str:
        return self.info.id

    def may(self, need: str) -> bool:
        return RANK[self.role] >= RANK[need]

    @property
    def viewer(self) -> Viewer:
        """The member as every reading and command sees them (or the viewpoint a replay is
        watched from, which web/viewpoints.py allows only where it shows no more than the member reads)."""
        if self.watching is not None:
            return self.watching
        seats = [seat for seat, name in self.bindings.items() if name == self.user]
        return Viewer.of(self.user, self.role, seats)


def campaign_access(campaign_id: str, need: str = "viewer") -> Access:
    """The campaign if the current user is a member with at least `need`; else 401/404/403."""
    if not current_user.is_authenticated:
        abort(401)
    try:
        info = journal_of().campaign(campaign_id)
    except CampaignNotFound:
        abort(404)
    except DamagedData:
        if store_of().role(current_user.id, campaign_id) is None:
            abort(404)  # strangers learn nothing, not even that it is damaged
        raise
    role = store_of().role(current_user.id, info.id) if info.id == campaign_id else None
    if role is None:
        abort(404)
    if RANK[role] < RANK[need]:
        abort(403, f"this needs the {need} role; you are {role}")
    bindings = store_of().bindings(info.id)
    guest = getattr(current_user, "guest", None)
    if guest:   # a table guest plays its own seat, never an unbound one
        bindings = guest_bindings(journal_of(), info.id, bindings, guest[1])
    return Access(info, role, rulesets.get(info.ruleset), bindings, current_user.name)
