"""check_adjust: what an `adjust` must leave intact (resource tracks 0 to 7, the Action and
Hand-Size tracks within their floors, dwarf counts never negative)."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes

from . import components as k


def check_adjust(state: dict, changes: list) -> None:
    after = apply_changes(state, changes)
    for name, board in after["boards"].items():
        for resource in k.RESOURCES:
            if not 0 <= board[resource] <= k.RESOURCE_MAX:
                raise RuleViolation("dwarfswinter.adjust.resource", f"{name}'s {resource} must stay 0 to 7")
        if not k.ACTIONS_FLOOR <= board["actions"] <= k.ACTIONS:
            raise RuleViolation("dwarfswinter.adjust.actions", f"{name}'s Action track must stay 3 to 5")
        if not k.HAND_FLOOR <= board["hand_size"] <= k.HAND_SIZE:
            raise RuleViolation("dwarfswinter.adjust.hand", f"{name}'s Hand-Size must stay 5 to 7")
    for name, places in after["dwarfs"].items():
        if any(number < 0 for kinds in places.values() for number in kinds.values()):
            raise RuleViolation("dwarfswinter.adjust.dwarfs", f"{name} cannot have fewer than no dwarfs somewhere")
