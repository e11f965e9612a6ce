"""The rules of the live game as they were when table events carried only the players' input."""
