"""Who may see and do what in a campaign: owner > player > viewer; strangers get 404.

A stranger must not learn that a campaign exists, so "not a member" and "no such
campaign" answer the same 404. A member without the needed role gets 403.
"""
from __future__ import annotations

from dataclasses import dataclass

from flask import abort
from flask_login import current_user

from domain import rulesets
from journal.errors import CampaignNotFound, DamagedData

from .accounts import store_of
from .journal_access import journal_of

RANK = {"viewer": 1, "player": 2, "owner": 3}


@dataclass(frozen=True)
class Access:
    info: object      # journal CampaignInfo(id, name, ruleset, position)
    role: str
    ruleset: object   # domain Ruleset

    @property
    def id(self) -> str:
        return self.info.id

    def may(self, need: str) -> bool:
        return RANK[self.role] >= RANK[need]


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
    return Access(info, role, rulesets.get(info.ruleset))


def visible_campaigns() -> list[tuple[object, str]]:
    """(CampaignInfo, role) for the current user's campaigns, by name."""
    roles = store_of().roles(current_user.id)
    infos = [info for info in journal_of().campaigns() if info.id in roles]
    return [(info, roles[info.id]) for info in sorted(infos, key=lambda i: i.name.lower())]
