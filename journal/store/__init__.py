"""The store: the one place that talks to eventsourcing, its recorders and connections (SQLite,
PostgreSQL), the tables kept in an append's transaction (the campaigns index, the read models'
SQL, the dice records), snapshots, anchors, and the card catalogs a group imported.

May import journal.envelopes (and journal.errors, journal.config), never a higher layer.
"""
