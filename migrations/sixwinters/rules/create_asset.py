"""Create Asset (Actions, "Create Asset"; Asset Cards, slot restrictions)."""
from __future__ import annotations


from domain.kernel import RuleViolation

from ..guards import require_step
from .abilities import spend_stash_for
from ..state import card, character, here, take_resource, take_value

MAX_IN_PROGRESS = 2


def run_take(table: dict, data: dict) -> dict:
    """Take a staged asset above the mat, free, while fewer than two are in progress."""
    require_step(table, "actions")
    char = character(table, data["character"])
    if len(char["in_progress"]) >= MAX_IN_PROGRESS:
        raise RuleViolation("sixwinters.asset.two", f"{char['name']} already works on two assets")
    if data["asset"] not in table["staging"]:
        raise RuleViolation("sixwinters.asset.staging", f"{data['asset']} is not in the asset staging area")
    table["staging"].remove(data["asset"])
    slots = card(table, "assets", data["asset"])["slots"]
    char["in_progress"].append({"name": data["asset"], "slots": [None] * len(slots)})
    if not slots:
        complete(table, char, char["in_progress"][-1])
    return {}


def fits(slot: dict, die: dict, region: str) -> bool:
    """Any / any value (type) / any type (value) / type and value / region (Asset Cards)."""
    if slot.get("type") and slot["type"] != die["type"]:
        return False
    if slot.get("value") and slot["value"] != die["value"]:
        return False
    return not slot.get("region") or slot["region"] == region


def complete(table: dict, char: dict, asset: dict) -> None:
    """All slots filled: the dice go back to the supply, the asset goes below the mat."""
    char["in_progress"].remove(asset)
    char["completed"].append(asset["name"])


def _spend(table: dict, char: dict, data: dict) -> int:
    if (data.get("die") is None) == (data.get("stash") is None):
        raise RuleViolation("sixwinters.asset.spend", "spend one action die (die) or one stashed die (stash)")
    if data.get("die") is not None:
        take_value(char["action_dice"], data["die"], "unspent action die")
        return data["die"]
    return spend_stash_for(table, char, data["stash"], "asset")


def run_build(table: dict, data: dict) -> dict:
    """Spend an action die; move resource dice of value <= it from the location onto
    matching slots of assets in progress; a full asset is completed."""
    require_step(table, "actions")
    char = character(table, data["character"])
    limit = _spend(table, char, data)
    loc = here(table, char["name"])
    by_name = {a["name"]: a for a in char["in_progress"]}
    for place in data["place"]:
        asset = by_name.get(place["asset"])
        if asset is None:
            raise RuleViolation("sixwinters.asset.in-progress", f"{place['asset']} is not in progress for {char['name']}")
        slots = card(table, "assets", asset["name"])["slots"]
        if place["slot"] >= len(slots) or asset["slots"][place["slot"]] is not None:
            raise RuleViolation("sixwinters.asset.slot", f"slot {place['slot']} of {asset['name']} is not free")
        if place["value"] > limit:
            raise RuleViolation("sixwinters.asset.value", f"a {place['value']} is higher than the spent die ({limit})")
        die = take_resource(loc["resources"], place["type"], place["value"], char["location"])
        if not fits(slots[place["slot"]], die, loc["region"]):
            raise RuleViolation("sixwinters.asset.match", f"a {die['type']} {die['value']} does not fit slot {place['slot']} of {asset['name']}")
        asset["slots"][place["slot"]] = die
    done = [a["name"] for a in list(char["in_progress"]) if all(a["slots"]) and not complete(table, char, a)]
    return {"completed": done}

