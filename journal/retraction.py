"""Deciding `retract` and `reveal`: they need the log and the seed vault, not game rules."""
from __future__ import annotations

from domain.kernel import generic
from domain.kernel.errors import RuleViolation
from domain.kernel.events import Event

from .replay import effective_retracted, read_intact

SEED_KINDS = {generic.DICE_COMMITTED, generic.DICE_REVEALED}


def _group(store, stream, position: int) -> list[dict]:
    first = read_intact(store, stream, after=position - 1, upto=position)[0]["cmd"]
    return [e for e in read_intact(store, stream, after=first - 1, upto=first + 500) if e["cmd"] == first]


def _last_live_command(store, stream, head, undone) -> int:
    """The latest command that is neither undone nor itself an undo (what 'undo' means)."""
    position = head.position
    while position > 1:
        group = _group(store, stream, position)
        kinds = {e["type"] for e in group}
        if group[0]["cmd"] not in undone and generic.RETRACTED not in kinds and not kinds <= SEED_KINDS:
            return group[0]["cmd"]
        position = group[0]["cmd"] - 1
    raise RuleViolation("retract.nothing", "there is no command left to undo")


def _target(store, stream, head, command: dict) -> tuple[int, list[dict], set[int]]:
    """(the position named, the events of the command holding it, the commands undone so far)."""
    undone = effective_retracted(head.state["meta"].get("retractions", []))
    position = command.get("position") or _last_live_command(store, stream, head, undone)
    if not 1 <= position <= head.position:
        raise RuleViolation("retract.position", f"position {position} is outside 1..{head.position}")
    return position, _group(store, stream, position), undone


def retracted_seat(store, stream, head, command: dict) -> str | None:
    """The seat the command to undo acted for: undoing a move acts for the same seat."""
    return _target(store, stream, head, command)[1][0].get("seat")


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
    return [Event(generic.RETRACTED, {"target": target, "position": position, "reason": command.get("reason", "")})]


def decide_reveal(seed: str | None, meta: dict) -> list[Event]:
    """Reveal the active seed now (for rulesets without sessions)."""
    active = meta.get("dice", {}).get("commitment")
    if not active:
        raise RuleViolation("reveal.nothing", "no dice seed is committed: nothing to reveal")
    if seed is None:
        raise RuleViolation("reveal.unknown-seed", "this store does not hold the committed seed (imported campaign?)")
    return [Event(generic.DICE_REVEALED, {"commitment": active, "seed": seed})]
