"""The campaign phases of Six Winters, one module per phase of the rulebook."""
