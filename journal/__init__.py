"""The event store and application service: persistence, envelopes, hash chain,
snapshots, replay, export/import and the `journal` CLI. Knows no particular game.

Its subpackages are layers, lowest first, each importing only from those below it:
envelopes/, store/, history/, vaults/, recording/, projections/, audit/; then service.py (the
Journal facade) and cli/ on top. errors.py and config.py sit under them all
(docs/dev/architecture.md, tests/test_journal_layers.py)."""
