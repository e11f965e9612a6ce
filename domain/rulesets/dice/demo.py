"""The dice demo campaign (`journal demo`): notes, entered and app-rolled dice, an undo."""


def demo() -> dict:
    return {
        "name": "Dice demo",
        "setup": {},
        "commands": [
            {"type": "note", "text": "We meet at the old mill."},
            {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "action"}, {"sides": 6, "value": 2, "kind": "action"}],
             "purpose": "initiative"},
            {"type": "roll", "spec": "3d6", "kind": "action", "purpose": "the app rolls"},
            {"type": "roll", "dice": [{"sides": 6, "value": 1, "kind": "action"}], "purpose": "a slip of the hand"},
            {"type": "retract", "reason": "entered by mistake"},
            {"type": "reveal"},
        ],
    }
