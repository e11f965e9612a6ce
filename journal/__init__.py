"""The event store and application service: persistence, envelopes, hash chain,
snapshots, replay, export/import and the `journal` CLI. Knows no particular game."""
