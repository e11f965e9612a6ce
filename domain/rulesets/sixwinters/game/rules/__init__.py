"""The six actions of the Actions step (rulebook section Actions)."""
