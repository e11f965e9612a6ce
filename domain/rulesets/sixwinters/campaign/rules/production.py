"""The box's resource production tokens (Components, "Resource Production Tokens": "A set of 12
resource production tokens are included"): a location's token is flipped to improve it, so
each producing resource of each location holds one token, and the map never holds more tokens
than the box."""
from __future__ import annotations

from domain.kernel import RuleViolation

BOX = 12


def in_box(catalog: dict) -> int:
    return (catalog.get("components") or {}).get("production_tokens", BOX)


def in_use(world: dict) -> int:
    """Tokens on the map: one per producing resource of each location, base or improved."""
    return sum(len(place.get("production", [])) for place in world.values())


def check_box(catalog: dict, world: dict) -> None:
    """Refuse a map that needs more production tokens than the box holds."""
    needed, held = in_use(world), in_box(catalog)
    if needed > held:
        raise RuleViolation("sixwinters.map.production-tokens",
                            f"the box holds {held} resource production tokens; this map would need {needed} "
                            "(free a token with a set-production change in the same update)")
