"""The read side: the read models kept beside the log (sentences told, replay marks, standings,
dice readings) and brought up to date after a commit, why a value is so, and what a reader may do now.

May import journal.recording, journal.vaults, journal.history, journal.store and
journal.envelopes (and journal.errors, journal.config).
"""
