"""Envelopes: every stored event's facts sealed into a hash chain, the secrets sealed in them
and opened for a reader, and a stored envelope as the rules read it.

May import journal.errors and journal.config only, besides domain/: the lowest layer of journal/.
"""
