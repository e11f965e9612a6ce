"""Programs that use Campaign Journal from outside, over its JSON API, knowing no game."""
