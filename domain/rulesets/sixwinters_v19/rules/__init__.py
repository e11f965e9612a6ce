"""The rules of Six Winters v19.3, one module per rulebook step (docs/sixwinters-v19.md)."""
