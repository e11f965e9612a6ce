"""Deciding `retract` and `reveal`: they need the log and the seed vault, not game rules."""
from __future__ import annotations

from domain.kernel import generic_events
from domain.kernel.errors import RuleViolation
from domain.kernel.events import Event
from domain.kernel.seats import Maker

from ..history.replay import effective_retracted, read_intact
from ..envelopes.secrecy import audience_of

SEED_KINDS = {generic_events.DICE_COMMITTED, generic_events.DICE_REVEALED}
# what a command records beside what it does: its sentence, its maker and its audience are those of the rest
BOOKKEEPING = frozenset({generic_events.CAMPAIGN_STARTED, *SEED_KINDS, generic_events.SECRETS_REVEALED})


def command_group(store, stream, position: int) -> list[dict]:
    """The events of the command holding the event at `position` (stored together, in order)."""
    first = read_intact(store, stream, after=position - 1, upto=position)[0]["cmd"]
    return [e for e in read_intact(store, stream, after=first - 1, upto=first + 500) if e["cmd"] == first]


def original_group(store, stream, cmd: int) -> list[dict]:
    """The events of the command at `cmd`; for an undo or a redo, of the command that it (and
    each retraction it retracts) takes back or brings back: the one someone made."""
    group = command_group(store, stream, cmd)
    while group[0]["type"] == generic_events.RETRACTED:
        group = command_group(store, stream, group[0]["retracts"])
    return group


def maker_of(store, stream, cmd: int) -> Maker:
    """Who made the command at `cmd` (of an undo or a redo: of the command it takes back or
    brings back), as taking it back reads it (domain/kernel/seats.py `take_back`)."""
    group = original_group(store, stream, cmd)
    shown = [env for env in group if env["type"] not in BOOKKEEPING] or group
    audiences = tuple(audience for audience in map(audience_of, shown) if not audience.public)
    return Maker(seat=group[0].get("seat"), actor=group[0].get("actor", ""), audiences=audiences,
                 kind=shown[0]["type"])


def _last_live_command(store, stream, head, undone) -> int:
    """The latest command that is neither undone nor itself an undo (what 'undo' means)."""
    found = undo_target(store, stream, head, undone)
    if found is None:
        raise RuleViolation("retract.nothing", "there is no command left to undo")
    return found


def _commands_back(store, stream, head):
    """Each command from the latest back to the second (the first starts the campaign), as its
    events, dice seed commitments and reveals left out."""
    position = head.position
    while position > 1:
        group = command_group(store, stream, position)
        if not {e["type"] for e in group} <= SEED_KINDS:
            yield group
        position = group[0]["cmd"] - 1


def undo_target(store, stream, head, undone: set[int] | None = None) -> int | None:
    """The command `retract` without a position undoes: the latest that is neither undone nor
    a retraction itself (None: nothing is left to undo)."""
    if undone is None:
        undone = effective_retracted(head.state["meta"].get("retractions", []))
    for group in _commands_back(store, stream, head):
        if group[0]["cmd"] not in undone and group[0]["type"] != generic_events.RETRACTED:
            return group[0]["cmd"]
    return None


def redo_target(store, stream, head) -> int | None:
    """The undo a redo retracts (None: nothing to redo): the latest undo still in effect, with
    nothing but undos and redos recorded since. Retracting it brings its command back; a new
    command ends what may be redone, as in any editor, since it was decided without it."""
    undone = effective_retracted(head.state["meta"].get("retractions", []))
    for group in _commands_back(store, stream, head):
        first = group[0]
        if first["type"] != generic_events.RETRACTED:
            return None
        if first["cmd"] not in undone and not _is_retraction(store, stream, first["retracts"]):
            return first["cmd"]
    return None


def _is_retraction(store, stream, cmd: int) -> bool:
    return read_intact(store, stream, after=cmd - 1, upto=cmd)[0]["type"] == generic_events.RETRACTED


def _target(store, stream, head, command: dict) -> tuple[int, list[dict], set[int]]:
    """(the position named, the events of the command holding it, the commands undone so far)."""
    undone = effective_retracted(head.state["meta"].get("retractions", []))
    position = command.get("position") or _last_live_command(store, stream, head, undone)
    if not 1 <= position <= head.position:
        raise RuleViolation("retract.position", f"position {position} is outside 1..{head.position}")
    return position, command_group(store, stream, position), undone


def retracted_seat(store, stream, head, command: dict) -> str | None:
    """The seat the command to undo acted for: undoing a move acts for the same seat, and so
    does redoing it (retracting the undo)."""
    return maker_of(store, stream, _target(store, stream, head, command)[1][0]["cmd"]).seat


def decide_retract(store, stream, head, command: dict) -> list[Event]:
    """Undo the command containing `position` (default: the last live command)."""
    position, group, undone = _target(store, stream, head, command)
    target = group[0]["cmd"]
    if target == 1:
        raise RuleViolation("retract.campaign-start", "the campaign's first event cannot be retracted")
    if {e["type"] for e in group} <= SEED_KINDS:
        raise RuleViolation("retract.seed", "dice seed commitments and reveals cannot be retracted")
    if target in undone:
        raise RuleViolation("retract.already", f"the command at position {target} is already retracted")
    return [Event(generic_events.RETRACTED, {"target": target, "position": position, "reason": command.get("reason", "")})]


def decide_reveal(seed: str | None, meta: dict) -> list[Event]:
    """Reveal the active seed now (for rulesets without sessions)."""
    active = meta.get("dice", {}).get("commitment")
    if not active:
        raise RuleViolation("reveal.nothing", "no dice seed is committed: nothing to reveal")
    if seed is None:
        raise RuleViolation("reveal.unknown-seed", "this store does not hold the committed seed (imported campaign?)")
    return [Event(generic_events.DICE_REVEALED, {"commitment": active, "seed": seed})]
