"""Recording commands: JSON and commands as people typed them, who acts for which seat, deciding
`retract` and `reveal`, the cached heads, and writing a command's events to its campaign.

May import journal.vaults, journal.history, journal.store and journal.envelopes
(and journal.errors, journal.config).
"""
