"""The six-year Six Winters campaign: Session Start, Session End and Campaign End, the world
map, the decks and the character sheets between games.

commands.py (what the players enter, and the setup), events.py (stored kinds), rules/ (one
module per rulebook step, each rule beside the function that applies its event), applying.py
(event kind -> apply), decider.py (the registry), narrate.py (one sentence per event), views.py
and pictures.py, moves/.
"""
