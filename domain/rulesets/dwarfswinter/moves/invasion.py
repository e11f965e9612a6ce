"""Legal moves of Setup and Phase 1: shuffling, naming cards drawn by hand, placing defenders,
moving monsters and answering their abilities."""
from __future__ import annotations

from domain.kernel.moves import Move, by, choices, fixed, roll

from ..board import toward, zone_names
from ..components import DECK_WORDS
from ..pieces import pieces
from ..rules.abilities import in_range
from ..rules.drawing import drawer
from ..rules.invasion import pushable
from ..state import card, monster_zone
from ..words import card_name
from .seated import seated



def shuffle(state: dict) -> list[Move]:
    return [seated(None, "shuffle-decks", "Shuffle the Monster, Disaster and Hero decks",
                  {"roll": roll()}, "Setup")]


def draw(state: dict) -> list[Move]:
    deck = state["draws"][0]["deck"]
    return [seated(drawer(state), "draw-card", f"Name the card drawn from the {DECK_WORDS[deck]} deck",
                  {"card": choices(sorted(state["decks"][deck]))}, "Draw")]


def defenders(state: dict) -> list[Move]:
    if not state["defenders"]:     # the last defender is placed; the step ends with the command
        return []
    player = state["defenders"][0][0]
    return [seated(player, "place-defender", f"{player} places a defender",
                  {"player": fixed(player), "zone": choices(zone_names(state))}, "Defenders")]


def attack(state: dict) -> list[Move]:
    attack_ = state["attack"]
    if attack_["returns"]:
        return [_send_home(state, player, attack_["zone"]) for player in attack_["returns"]]
    if attack_["push"]:
        return [_push(state, attack_["push"], key) for key in pushable(state, attack_["push"])]
    return [_move(state, key) for key in attack_["left"]]


def _send_home(state: dict, player: str, zone: str) -> Move:
    return seated(player, "send-home", f"{player} chooses which dwarf leaves {zone}",
                 {"player": fixed(player), "dwarf": choices(list(pieces(state, [player], [zone])))}, "Attack")


def _push(state: dict, pusher: str, key: str) -> Move:
    fields = {"monster": fixed(key)}
    ways = toward(state, monster_zone(state, key))
    if len(ways) > 1:
        fields["to"] = choices(ways)
    return seated(state["first"], "push-monster", f"The {card_name(state, pusher)} drives the "
                                                 f"{card_name(state, key)} closer to the Castle", fields, "Attack")


def _move(state: dict, key: str) -> Move:
    start = monster_zone(state, key)
    ways = toward(state, start)
    fields = {"monster": fixed(key)}
    if len(ways) > 1:
        fields["to"] = choices(ways)
    charging = card(state, key)["ability"] == "charge"
    further = {to: toward(state, to) for to in ways if charging and toward(state, to) and in_range(state, to)}
    if len(ways) == 1 and len(further.get(ways[0], [])) > 1:
        fields["charge_to"] = choices(further[ways[0]])
    elif len(ways) > 1 and any(len(f) > 1 for f in further.values()):
        fields["charge_to"] = by("to", {to: choices(f) for to, f in further.items() if len(f) > 1})
    where = f"from {start}" if ways else "in the Castle"
    return seated(state["first"], "move-monster", f"Move the {card_name(state, key)} {where}", fields, "Attack")
