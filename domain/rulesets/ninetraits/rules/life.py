"""Life Points, falling, dying, stabilizing and death ("Damage & Healing", "Death"), and the
gaining and ending of Tribulations ("Tribulations").

- Damage lowers Life Points, never below -5; healing raises them, never above the maximum.
- At 0 or below a character gains Unconscious and is dying; at 1 again (healed, or by death
  saves) they stabilize: conscious, but Tired; at -5 they die permanently.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import events as k
from ..state import has, sheet
from ..traits import LOWEST_LIFE
from ..tribulations import TRIBULATIONS
from .outcome import Outcome, audience_of


def life_of(state: dict, name: str) -> dict:
    found = sheet(state, name)
    if found["life"]["max"] is None:
        raise RuleViolation("ninetraits.life.unset", f"{name}'s maximum Life Points are not written on the sheet yet")
    return found["life"]


def change_life(out: Outcome, name: str, change: int, cause: str, by: str | None = None,
                secret: bool = False) -> None:
    """Damage (negative) or healing (positive), and what follows: falling, stabilizing, death."""
    found = sheet(out.state, name)
    life = life_of(out.state, name)
    if found["dead"] or change == 0:
        return
    new = max(LOWEST_LIFE, life["current"] + change) if change < 0 else min(life["max"], life["current"] + change)
    audience = audience_of(out.state, name, secret and found["kind"] == "npc")
    out.then(k.LIFE_CHANGED, {"character": name, "change": new - life["current"], "life": new, "cause": cause,
                              "by": by}, audience)
    if new <= LOWEST_LIFE:
        out.then(k.DIED, {"character": name, "life": new}, audience)
    elif new <= 0 and not found["dying"]:
        out.then(k.FELL, {"character": name, "life": new}, audience)
    elif new >= 1 and found["dying"]:
        out.then(k.STABILIZED, {"character": name, "life": new}, audience)


def impose(out: Outcome, name: str, tribulation: str, source: str, by: str | None = None,
           sense: str | None = None) -> None:
    """A Tribulation gained; Poisoned halves the current Life Points (rounded up) at once."""
    found = sheet(out.state, name)
    if has(found, tribulation) or found["dead"]:
        return
    halved = 0
    current = found["life"]["current"]
    if tribulation == "Poisoned" and current is not None and current > 0:
        halved = current - (current + 1) // 2
    in_rotation = bool(out.state["combat"] and out.state["combat"]["turn"])
    counting = not (in_rotation and out.state["options"]["fading"] == "next")
    out.then(k.TRIBULATION_GAINED, {"character": name, "tribulation": tribulation, "source": source, "by": by,
                                    "sense": sense, "counting": counting, "halved": halved},
             audience_of(out.state, name))
    if halved:
        change_life(out, name, -halved, "poison")


def end_tribulation(out: Outcome, name: str, tribulation: str, how: str) -> None:
    """A Tribulation ends (recovered, faded, rested off); the Life Points a poison halved come back
    with the `while` reading."""
    found = sheet(out.state, name)
    entry = has(found, tribulation)
    if entry is None:
        return
    out.then(k.TRIBULATION_ENDED, {"character": name, "tribulation": tribulation, "how": how},
             audience_of(out.state, name))
    if tribulation == "Poisoned" and entry["halved"] and out.state["options"]["poisoned_life"] == "while":
        change_life(out, name, entry["halved"], "poison ends")


def action_harm(out: Outcome, name: str, actions: int, spent_on: str | None = None) -> None:
    """Bleeding and Burning: each action not spent on stopping them costs 1 more Life Point."""
    if actions < 1 or sheet(out.state, name)["dead"]:
        return
    for entry in list(sheet(out.state, name)["tribulations"]):
        if TRIBULATIONS[entry["name"]].per_action and entry["name"] != spent_on:
            change_life(out, name, -actions, entry["name"].lower())
