"""The journal's tables as SQLAlchemy sees them, for a reader that joins them with tables of
its own in one query (the site's list of campaigns joins its memberships and seats): the
campaigns index (with the digests its appends kept of each row, index.py `holds`), the
standings kept per head position, and whether each campaign's first event is stored.

Nothing here writes: the recorders (application.py) keep these tables.
"""
from __future__ import annotations

from sqlalchemy import BigInteger, Column, Integer, MetaData, String, Table, Text, Uuid, cast, func

from . import index, read_tables
from .application import JournalApplication

TABLES = MetaData()
campaign_index = Table(index.TABLE, TABLES, Column("id", String(36), primary_key=True), Column("name", Text),
                       Column("ruleset", Text), Column("head_position", BigInteger), Column("head_hash", Text),
                       Column("started_at", Text), Column("last_played", Text))
checks = Table(read_tables.CHECKS, TABLES, Column("campaign_id", String(36), primary_key=True),
               Column("model", String(32), primary_key=True), Column("digest", Text))
standings = Table(read_tables.STANDING, TABLES, Column("id", String(36), primary_key=True), Column("version", Text),
                  Column("position", BigInteger), Column("body", Text))
_events = {
    "sqlite": Table("stored_events", MetaData(), Column("originator_id", Text, primary_key=True),
                    Column("originator_version", Integer, primary_key=True), Column("topic", Text)),
    "postgresql": Table(f"{JournalApplication.name.lower()}_events", MetaData(),
                        Column("originator_id", Uuid, primary_key=True),
                        Column("originator_version", Integer, primary_key=True), Column("topic", Text)),
}


def events(dialect: str) -> Table:
    """The events table of a store on this database (SQLite or PostgreSQL)."""
    return _events[dialect]


def event_key(campaign_id, dialect: str):
    """A campaign id (text with dashes) as the events table keys its stream."""
    if dialect == "sqlite":
        return func.replace(campaign_id, "-", "")
    return cast(campaign_id, Uuid)
