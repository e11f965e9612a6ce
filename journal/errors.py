"""The journal's own exceptions; library errors are translated into these at the boundary."""
from __future__ import annotations


class JournalError(Exception):
    """Base: `message` is what a person reads."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class CampaignNotFound(JournalError):
    def __init__(self, ref: str, matches: int = 0):
        super().__init__(f"{ref!r} names {matches} campaigns in this store: use the campaign's id" if matches
                         else f"no campaign {ref!r} in this store")
        self.ref = ref


class CommandRejected(JournalError):
    """Invalid input or a broken rule. Nothing was stored.

    `rule` names the rule (or "command.schema" for malformed input); `fields` maps a
    field name to its messages when the input itself was malformed.
    """

    def __init__(self, rule: str, message: str, fields: dict | None = None):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.reason = message
        self.fields = fields or {}


class SeatRefused(CommandRejected):
    """The command acts for a seat bound to another user, or for the game master's seat (the
    site answers 403). Nothing was stored."""

    def __init__(self, seat: str, message: str, rule: str = "seat.bound"):
        super().__init__(rule, message)
        self.seat = seat


class UnreadableText(CommandRejected):
    """Text with a lone surrogate: not a character, so it can be neither stored nor shown."""

    def __init__(self, field: str):
        message = f"{field}: the text holds a lone surrogate (like \\ud800), which is not a character"
        super().__init__("text.unreadable", message, {field: ["not valid Unicode text (a lone surrogate)"]})
        self.field = field


class UnknownSetupField(CommandRejected):
    """A new campaign's setup holds a field its ruleset does not name (malformed input, like an
    unknown field of a command)."""

    def __init__(self, fields: list[str], known: str):
        named = ", ".join(repr(name) for name in fields)
        super().__init__("campaign.setup", f"unknown setup field{'s' if len(fields) > 1 else ''} {named}; {known}",
                         {name: ["Unknown field."] for name in fields})
        self.unknown = list(fields)


class ConflictError(JournalError):
    """Another writer appended to the campaign first; nothing of this command was stored."""

    def __init__(self, campaign_id: str, expected: int | None, actual: int | None, changes: list[str] | None = None):
        where = f"at position {expected}" if expected is not None else "meanwhile"
        now = f"; it is now at {actual}" if actual is not None else ""
        told = f" What changed: {' '.join(changes)}" if changes else ""
        super().__init__(f"conflict: campaign {campaign_id} changed {where}{now}. Reload and try again.{told}")
        self.campaign_id = campaign_id
        self.expected = expected
        self.actual = actual
        self.changes = list(changes or [])


class TamperDetected(JournalError):
    def __init__(self, position: int, problem: str):
        super().__init__(f"position {position}: {problem}")
        self.position = position
        self.problem = problem


class TransferError(JournalError):
    """An export file that cannot be imported."""


class DamagedData(JournalError):
    """Stored bytes that fail their own checks: a reader gets the position, never a traceback."""

    def __init__(self, campaign_id: str, position: int, problem: str):
        where = f"campaign {campaign_id}" if campaign_id else "a campaign"
        super().__init__(f"the stored events of {where} are damaged at position {position}: {problem} "
                         "(`journal verify` reports the details)")
        self.campaign_id = campaign_id
        self.position = position
        self.problem = problem


class StoreUnavailable(JournalError):
    """The store cannot be opened: no such file, an unsupported URL, an unreachable server."""


class SyncError(JournalError):
    """A push or pull could not be made (the other site unreachable, a refused token, a line
    that moved on); `message` says which in a sentence. Nothing was changed on either side."""
