"""The campaigns a member may see, a page at a time, in one query: their memberships joined
with the journal's campaigns index, the standing it keeps per head position, whether each
campaign's first event is stored, and who is bound to which seat (journal/store/listing.py has the
journal's tables). Only a campaign that moved since its standing was kept is folded again."""
from __future__ import annotations

from dataclasses import dataclass, field

from flask_login import current_user
from sqlalchemy import and_, func, select

from journal.store import index as indexing
from journal.store import listing
from journal.projections import standing as standings
from journal.history.campaigns import MISSING_FIRST, CampaignInfo
from journal.errors import CampaignNotFound, DamagedData, JournalError
from journal.projections.standing import Standing

from .accounts import store_of
from .accounts.tables import accounts, memberships, seat_bindings
from .journal_access import journal_of

PAGE = 50
OFFSET_LIMIT = 10**9   # the furthest a page may start (a database's OFFSET is a 64-bit number at most)
FIRST_KINDS = ("journal/campaign-started",)


@dataclass(frozen=True)
class Listed:
    """One campaign of the list: what the index says, the member's role, where it stands (None
    when it cannot be read now), what is wrong with it, and who plays which seat."""

    info: CampaignInfo
    role: str
    standing: Standing | None = None
    damaged: str | None = None
    bindings: dict = field(default_factory=dict)


def page_query(user_id: int, offset: int, limit: int, dialect: str):
    """The member's campaigns by name, `limit` + 1 of them from `offset` (to know whether
    more follow), each row once per bound seat."""
    index, kept, events = listing.campaign_index, listing.standings, listing.events(dialect)
    member, seat = memberships.c, seat_bindings.c
    checks = [listing.checks.alias(f"c{n}") for n in range(len(indexing.CHECKED))]
    page = select(member.campaign_id.label("cid"), member.role, index.c.id.label("indexed"), index.c.name,
                  index.c.ruleset, index.c.head_position, index.c.head_hash, index.c.started_at, index.c.last_played,
                  *(check.c.digest.label(f"d{n}") for n, check in enumerate(checks)))
    page = page.select_from(memberships).outerjoin(index, index.c.id == member.campaign_id)
    for check, model in zip(checks, indexing.CHECKED):
        page = page.outerjoin(check, and_(check.c.campaign_id == member.campaign_id, check.c.model == model))
    page = (page.where(member.account_id == user_id)
            .order_by(func.lower(index.c.name), member.campaign_id).limit(limit + 1).offset(offset)).subquery("page")
    first = and_(events.c.originator_id == listing.event_key(page.c.indexed, dialect), events.c.originator_version == 1)
    return (select(page, kept.c.version, kept.c.position, kept.c.body, events.c.topic.label("first_kind"),
                   seat.seat, accounts.c.name.label("bound"))
            .select_from(page).outerjoin(kept, kept.c.id == page.c.cid).outerjoin(events, first)
            .outerjoin(seat_bindings, seat.campaign_id == page.c.cid)
            .outerjoin(accounts, accounts.c.id == seat.account_id)
            .order_by(func.lower(page.c.name), page.c.cid, seat.seat))


def campaign_page(offset: int = 0, limit: int = PAGE, user_id: int | None = None) -> tuple[list[Listed], bool]:
    """(the current member's campaigns from `offset`, whether more follow)."""
    journal = journal_of()   # its store made the journal's tables
    engine = store_of().engine
    user_id = current_user.id if user_id is None else user_id
    with engine.connect() as connection:
        rows = connection.execute(page_query(user_id, offset, limit, engine.dialect.name)).mappings().all()
    grouped: dict[str, list] = {}
    for row in rows:
        grouped.setdefault(row["cid"], []).append(row)
    found = [item for item in (_listed(journal, group) for group in grouped.values()) if item is not None]
    return found[:limit], len(grouped) > limit


def _listed(journal, rows: list) -> Listed | None:
    row = rows[0]
    bindings = {r["seat"]: r["bound"] for r in rows if r["seat"] is not None}
    if row["indexed"] is None:
        return _unindexed(journal, row, bindings)
    info = _checked(journal, row)
    if row["first_kind"] is None:
        return Listed(info, row["role"], damaged=MISSING_FIRST, bindings=bindings)
    if row["first_kind"] not in FIRST_KINDS:
        return Listed(info, row["role"], damaged=f"its first event is damaged (stored kind {row['first_kind']!r})",
                      bindings=bindings)
    return Listed(info, row["role"], _standing(journal, info, row), bindings=bindings)


def _checked(journal, row) -> CampaignInfo:
    """The campaign as its index row says, when the row is as its appends wrote it; else as the
    journal reads it (which writes the row again from the campaign's events)."""
    entry = indexing.IndexEntry(row["cid"], row["name"], row["ruleset"], int(row["head_position"]), row["head_hash"],
                                row["started_at"], row["last_played"])
    if indexing.holds(entry, [row[f"d{n}"] for n in range(len(indexing.CHECKED))]):
        return CampaignInfo(row["cid"], row["name"], row["ruleset"], int(row["head_position"]), row["last_played"])
    return journal.campaign(row["cid"])


def _standing(journal, info: CampaignInfo, row) -> Standing | None:
    """The kept standing when it is current, else worked out now (and kept)."""
    try:
        ruleset = journal.ruleset(info.ruleset)
        return (standings.kept(ruleset, info.position, row["version"], row["position"], row["body"])
                or journal.standing(info.id))
    except JournalError:
        return None


def _unindexed(journal, row, bindings: dict) -> Listed | None:
    """A membership of a campaign the index lost: listed from its anchors, as damaged."""
    try:
        info = journal.campaign(row["cid"])
    except (CampaignNotFound, DamagedData):
        return None
    return Listed(info, row["role"], damaged=journal.first_event_problem(info.id), bindings=bindings)
