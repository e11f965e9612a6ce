"""A campaign's history: the state at any position folded from the stored log, the outcome
records of events of an earlier version and their migration, and finding campaigns.

May import journal.store and journal.envelopes (and journal.errors, journal.config).
"""
