"""Game Setup: A, C, D (shuffle the Monster, Hero and Disaster decks), C (the Hero Pool),
Impending Doom (3 players: 1 Disaster; 4 players: 2) and The Defenders (clockwise from the
1st player: the 2nd player places 1 Dwarf, the 3rd and 4th 2 each)."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation, decks
from domain.kernel.catalogs import catalog_of

from .. import components as k
from .. import events as ev
from ..guards import require_step
from ..state import clockwise_from, require_player
from .drawing import queued

DECKS = ("monsters", "disasters", "heroes")
DICE = {"monsters": "monster_dice", "disasters": "disaster_dice", "heroes": "hero_dice"}


def shuffle_decks(state: dict, command: dict) -> list[Event]:
    """A, C, D: shuffle the three decks (by the app, by dice entered, or by hand), then draw the
    Hero Pool and the Impending Doom."""
    require_step(state, "setup", "shuffle", "shuffling the decks")
    given = [deck for deck in DECKS if DICE[deck] in command]
    if given and len(given) != len(DECKS):
        raise RuleViolation("dwarfswinter.shuffle.dice", "give dice for all three decks, or none (a shuffle by hand)")
    data = {"method": "physical"}
    if given:
        orders = {deck: decks.shuffled(state["decks"][deck], command[DICE[deck]], k.DECK_WORDS[deck]) for deck in DECKS}
        every = [die for deck in DECKS for die in command[DICE[deck]]]
        data = {"method": "app" if decks.sealed(every) else "dice", "decks": orders}
        if data["method"] == "dice":
            data["dice"] = {deck: [die["value"] for die in command[DICE[deck]]] for deck in DECKS}
    draws = queued(state, "heroes", "pool", len(state["pool"]), [])
    doom = k.IMPENDING_DOOM[len(state["players"])]
    draws = draws + [{"deck": "disasters", "why": "doom"}] * min(doom, len(state["decks"]["disasters"]))
    return [Event(ev.DECKS_SHUFFLED, {**data, "draws": draws})]


def defenders(state: dict) -> list[list]:
    """The Defenders: [player, dwarfs] clockwise from the 1st player (who places none)."""
    order = clockwise_from(state, state["first"])
    return [[name, k.DEFENDERS[seat]] for seat, name in enumerate(order) if k.DEFENDERS[seat]]


def call_defenders(state: dict) -> Event:
    return Event(ev.DEFENDERS_CALLED, {"defenders": defenders(state)}, source=DERIVED)


def place_defender(state: dict, command: dict) -> list[Event]:
    """The Defenders: a Dwarf from the player's board onto any zone, free."""
    require_step(state, "setup", "defenders", "placing a defender")
    player = command["player"]
    require_player(state, player)
    due = state["defenders"][0][0]
    if player != due:
        raise RuleViolation("dwarfswinter.defenders.order", f"{due} places a defender now, not {player}")
    if command["zone"] not in catalog_of(state)["board"]["zones"]:
        raise RuleViolation("dwarfswinter.zone.unknown", f"{command['zone']!r} is not a zone of the board")
    return [Event(ev.DWARF_PLACED, {"player": player, "zone": command["zone"], "kind": k.DWARF, "cost": 0,
                                    "by": "defender"})]
