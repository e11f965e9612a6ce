"""Seeds, vaults and sealing: the digital dice's committed seeds, the secret vault beside each
campaign, sealing decided events into envelopes and opening sealed values when the rules reveal them.

May import journal.history, journal.store and journal.envelopes (and journal.errors, journal.config).
"""
