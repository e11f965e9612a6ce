"""A short scripted d6D game, every die entered, that reaches the end and a score.

Ann rolls 3 and goes first; Ben bridges to her world, invades and wipes out her
armies in three battle rounds, so the game ends ("one player has had all their
armies destroyed"): Ben 6 points, Ann -2.
"""
from __future__ import annotations


def _die(value: int, kind: str = "army") -> dict:
    return {"sides": 6, "value": value, "kind": kind}


def _round(attacker: int, defender: int, **extra) -> dict:
    return {"type": "battle-round", "attacker_die": _die(attacker, "battle"),
            "defender_die": _die(defender, "battle"), **extra}


def demo() -> dict:
    return {
        "name": "d6D demo: Ann against Ben",
        "setup": {"players": ["Ann", "Ben"]},
        "commands": [
            {"type": "roll-armies", "player": "Ann", "dice": [_die(1), _die(2)]},
            {"type": "roll-armies", "player": "Ben", "dice": [_die(4), _die(6)]},
            {"type": "place-armies", "player": "Ann", "world": 5},
            {"type": "place-armies", "player": "Ben", "world": 6},
            {"type": "strengthen", "player": "Ann", "army": 2},
            {"type": "strengthen", "player": "Ann", "army": 1},
            {"type": "bridge", "player": "Ben", "world": 6, "to": 5, "army": 2},
            {"type": "move", "player": "Ben", "army": 1, "to": 5},
            {"type": "note", "text": "Ben crosses the new bridge into Ann's world.", "about": "battle"},
            _round(5, 2),
            {"type": "assign-damage", "player": "Ann", "army": 1},
            {"type": "roll-lost-soul", "player": "Ann", "die": _die(3)},
            _round(2, 4),
            _round(6, 1, realm_die=_die(5)),
        ],
    }
