"""The live game of one Six Winters year: the table between Session Start and Session End.

commands.py (what the players enter), events.py (stored kinds), rules/ (one module per
rulebook step; rules/drafts.py records each on a draft of the table), applying.py (event kind
-> apply), decider.py (the registry: command -> schema, events, rule, sentence), narrate.py
(one sentence per event), views.py and pictures.py (what people look at), moves/ (the moves
legal now), prepare.py (the dice the app rolls when asked).
"""
