"""Applying events: each function records the facts one event carries on a copy of the state
(kernel/decider.py's idiom). Nothing here runs a rule; an event that does not fit raises."""
