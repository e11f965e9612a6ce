"""Audit and copies: `journal verify` (what can be proven of a campaign's history, in a store or
in an export file, and what it proved before), and export, import and fork, which copy a campaign
byte for byte and verify a file before storing it.

May import journal.projections and every layer below it (and journal.errors, journal.config);
works on the store's parts, never on the Journal facade (journal.service) that calls it.
"""
