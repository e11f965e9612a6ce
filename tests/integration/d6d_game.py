"""One scripted three-player d6D game, used by the CLI, site and replay tests.

The story (docs/d6d.md; numbers from the rules and the sheet's geometry):
  Ysolde rolls 3+4, Bram 1+2, Corwin 5+6: Bram has the lowest total and goes first,
  then clockwise from him: Corwin, Ysolde. Bram places on world 5, Corwin on 3, Ysolde on 2.
  T1 Bram bridges 5-1 with army 1 (1 - 2 = -1): it is lost and the app rolls its Realm die;
     he recruits army 3 on world 5.
  T2 Corwin bridges 3-2 with army 2 (6 - 2 = 4) and invades world 2 with it. Round 1: Corwin
     5 + 1 (world 3 is connected) = 6 against Ysolde 2 + 0: she loses 4 from army 1 (3): lost,
     a 2 in the Realm. Round 2: 6 + 1 against 1: her army 2 (4) loses 6 and is lost; its Realm
     die is rolled by the app. Ysolde has no army left on a world: the game ends.
  Score (3 per world, -1 per die in the Realm): Corwin worlds 2 and 3 = 6, Bram world 5 and
  one lost die = 2, Ysolde two lost dice = -2. Corwin wins.
"""
from __future__ import annotations

PLAYERS = ["Ysolde", "Bram", "Corwin"]
SETUP = {"players": PLAYERS}
POINTS = {"Ysolde": -2, "Bram": 2, "Corwin": 6}
WORLDS = {"Ysolde": [], "Bram": [5], "Corwin": [2, 3]}
WINNER = "Corwin"
REASON = "all of Ysolde's armies are destroyed"
ENTERED_REALM_DICE = 2   # Ysolde's army 1 is rolled at the table; the other two by the app


def die(value: int, kind: str = "army") -> dict:
    return {"sides": 6, "value": value, "kind": kind}


def battle(value: int) -> dict:
    return die(value, "battle")


OPENING = [
    {"type": "roll-armies", "player": "Ysolde", "dice": [die(3), die(4)]},
    {"type": "roll-armies", "player": "Bram", "dice": [die(1), die(2)]},
    {"type": "roll-armies", "player": "Corwin", "dice": [die(5), die(6)]},
    {"type": "place-armies", "player": "Bram", "world": 5},
    {"type": "place-armies", "player": "Corwin", "world": 3},
    {"type": "place-armies", "player": "Ysolde", "world": 2},
]
BRAMS_BRIDGE = {"type": "bridge", "player": "Bram", "world": 5, "to": 1, "army": 1, "roll": "app"}
REST = [
    {"type": "recruit", "player": "Bram", "world": 5},
    {"type": "bridge", "player": "Corwin", "world": 3, "to": 2, "army": 2},
    {"type": "note", "text": "Corwin crosses the new bridge into Ysolde's world.", "about": "battle"},
    {"type": "move", "player": "Corwin", "army": 2, "to": 2},
    {"type": "battle-round", "attacker_die": battle(5), "defender_die": battle(2), "casualty": 1,
     "realm_die": die(ENTERED_REALM_DICE)},
    {"type": "battle-round", "attacker_die": battle(6), "defender_die": battle(1)},
    {"type": "roll-lost-soul", "player": "Ysolde", "roll": "app"},
]
COMMANDS = [*OPENING, BRAMS_BRIDGE, *REST]

# While Bram has one action left after his bridge, world 5 is joined to world 1 only.
UNCONNECTED_MOVE = {"type": "move", "player": "Bram", "army": 2, "to": 6}
CONNECTED_MOVE = {"type": "move", "player": "Bram", "army": 2, "to": 1}
