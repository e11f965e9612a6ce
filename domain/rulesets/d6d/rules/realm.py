"""The Realm of Lost Souls: destroyed armies are rolled and laid there ("Bridge the Worlds", "Battle").

Losing an army is two facts: it is destroyed (a consequence), then its die is
rolled into the Realm (a die the table enters or the app rolls). A command may
bring that die along; if it does not, the game waits for `roll-lost-soul`.
"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import guards
from ..events import ARMY_DESTROYED, SOUL_LOST
from ..state import player


def lose_army(name: str, number: int, world: int, realm_die: dict | None) -> list[Event]:
    """An army at zero or less leaves its world; with its Realm die it lands in the Realm."""
    events = [Event(ARMY_DESTROYED, {"player": name, "army": number, "world": world}, source=DERIVED)]
    if realm_die is not None:
        events.append(Event(SOUL_LOST, {"player": name, "army": number,
                                        "die": guards.rolled_d6(realm_die, "realm_die")}))
    return events


def unneeded(realm_die: dict | None, spare: bool = False) -> None:
    """A Realm die belongs to a destroyed army only; a stray one would falsify the Realm. A
    `spare` die (rolled by the app before the round showed whether it was needed) is left unused."""
    if realm_die is not None and not spare:
        raise RuleViolation("d6d.realm.unneeded", "no army is destroyed, so there is no die to roll into the Realm")


def roll_lost_soul(state: dict, command: dict) -> list[Event]:
    """The destroyed army's die is rolled and placed in the Realm of Lost Souls."""
    pending = state["pending"]
    if not pending or pending["step"] != "realm":
        raise RuleViolation("d6d.realm.nothing-pending", "no destroyed army is waiting to be rolled into the Realm")
    name = player(state, command["player"])["name"]
    if name != pending["player"]:
        raise RuleViolation("d6d.realm.not-yours", f"the destroyed army is {pending['player']}'s, not {name}'s")
    die = guards.rolled_d6(command.get("die"), "die")
    return [Event(SOUL_LOST, {"player": name, "army": pending["army"], "die": die})]
