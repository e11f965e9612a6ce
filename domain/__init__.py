"""Game rules: the kernel every ruleset shares and the rulesets themselves.

Nothing in here imports journal/, web/ or reports/, reads the clock, makes ids or
rolls dice: values arrive with the command, so every decision can be replayed.
"""
