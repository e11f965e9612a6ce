"""Actions, "Create Asset" and "Trade": an action die on an open slot (numbered 0 to 6, at most
the character's skill for the location) of the pool matching the location's resource slot,
then a resource die of at most the action die's value moves: onto the location as an asset,
or between two pools along the wheel of trade."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..guards import acting, holds, in_actions
from ..state import advantage, location, slot_resource
from ..words import RESOURCES

WHEEL = ("support", "technology", "espionage", "military", "diplomacy")   # sorcery stands apart


def skill_here(state: dict, character: str) -> int:
    """The character's skill for the location's Create Asset skill."""
    place = state["session"]["positions"][character]
    return state["characters"][character]["skills"][location(state, place)["skill"]]


def open_slots(state: dict, character: str) -> list[int]:
    """Open slots of the location's pool the character may use (slot number <= skill)."""
    pool = slot_resource(state, state["session"]["positions"][character])
    taken = state["session"]["slots"][pool]
    return [slot for slot in range(0, min(6, skill_here(state, character)) + 1) if slot not in taken]


def _slot_and_die(state: dict, command: dict, what: str) -> tuple[str, str, str]:
    in_actions(state, what)
    character = command["character"]
    player = acting(state, character)
    place = state["session"]["positions"][character]
    if command["slot"] not in open_slots(state, character):
        raise RuleViolation("sixwinters_v19.slot", f"{character} places the action die on an open slot numbered at most "
                                                   f"their skill here ({skill_here(state, character)}): "
                                                   f"{', '.join(map(str, open_slots(state, character))) or 'none open'}")
    holds(state, player, [command["die"]], what)
    return character, player, place


def take_options(state: dict, pool: str, die: int) -> list:
    """The pool dice one action die of this value may move; with the support bonus (advantage
    in Support) also "all": every pool die showing exactly the action die's value."""
    dice = state["session"]["pools"][pool]
    options: list = sorted({value for value in dice if value <= die})
    if advantage(state, "support") and die in dice:
        options.append("all")
    return options


def create_asset(state: dict, command: dict) -> list[Event]:
    character, player, place = _slot_and_die(state, command, "Creating an asset")
    pool, die, take = slot_resource(state, place), command["die"], command["take"]
    if take not in take_options(state, pool, die):
        raise RuleViolation("sixwinters_v19.asset.value", f"the {pool} pool has no die of at most {die} to take as "
                                                          f"{take}" if take != "all" else
                            "taking every die of the action die's value needs advantage in Support and such a die")
    taken = [value for value in state["session"]["pools"][pool] if value == die] if take == "all" else [take]
    return [Event(ev.ASSET_CREATED, {"player": player, "character": character, "location": place, "resource": pool,
                                     "slot": command["slot"], "die": die, "taken": taken})]


def trade_routes(state: dict, pool: str) -> list[tuple[str, str]]:
    """(from, to) pools a trade at a location of this pool may use: out of it to the next pool
    on the wheel, into it from the one before (option `trade_direction` both-ways: either way
    round). Sorcery dice may go into any pool; nothing becomes sorcery."""
    if pool == "sorcery":
        return [("sorcery", other) for other in WHEEL]
    index = WHEEL.index(pool)
    after, before = WHEEL[(index + 1) % len(WHEEL)], WHEEL[index - 1]
    routes = [(pool, after), (before, pool), ("sorcery", pool)]
    if state["options"]["trade_direction"] == "both-ways":
        routes += [(pool, before), (after, pool)]
    return sorted(set(routes), key=lambda r: (RESOURCES.index(r[0]), RESOURCES.index(r[1])))


def trade(state: dict, command: dict) -> list[Event]:
    character, player, place = _slot_and_die(state, command, "Trading")
    pool, die, value = slot_resource(state, place), command["die"], command["value"]
    route = (command["from"], command["to"])
    if route not in trade_routes(state, pool):
        raise RuleViolation("sixwinters_v19.trade.wheel", f"at a {pool} location dice move " + ", ".join(
            f"{a} -> {b}" for a, b in trade_routes(state, pool)))
    if value > die or value not in state["session"]["pools"][route[0]]:
        raise RuleViolation("sixwinters_v19.trade.value", f"the {route[0]} pool has no {value} of at most {die}")
    return [Event(ev.TRADE_MADE, {"player": player, "character": character, "location": place, "pool": pool,
                                  "slot": command["slot"], "die": die, "from": route[0], "to": route[1], "value": value})]
