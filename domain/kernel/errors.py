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


class EventDoesNotApply(Exception):
    """An event cannot be applied to the state it follows: a bug, never a player's mistake.

    decide only returns events that fit the state it decided on, and evolve applies facts
    without checking rules, so this means the log and the code disagree (or a retraction
    took away what a later command stood on). It is raised, never swallowed.
    """

    def __init__(self, kind: str, position: int, cause: BaseException):
        super().__init__(f"event {kind} at position {position} does not apply: {type(cause).__name__}: {cause}")
        self.kind = kind
        self.position = position
        self.cause = cause
