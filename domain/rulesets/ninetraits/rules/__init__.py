"""The rules, one module per rulebook step: each decides a command into events."""
