"""The rules of the live game, one module per rulebook step (Turns, Actions, and the effects
they share: stress, threats, sorcery, where obstacles go)."""
