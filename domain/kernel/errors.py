"""Errors raised by the rules."""


class RuleViolation(Exception):
    """A command breaks a rule; nothing is stored.

    `rule` names the rule (a short stable slug such as ``"retract.target"`` or
    ``"sixwinters.move.orthogonal"``) so a table can look it up; `message` says
    what was wrong in the players' words.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
