"""A log line's dice say whose each is: the name they are filed under in the event, or the
player named beside them."""
from __future__ import annotations

from journal.projections.entries import dice_owners


def die(value: int, kind: str = "action") -> dict:
    return {"sides": 6, "kind": kind, "value": value}


def test_dice_filed_under_a_name_are_that_names_and_dice_beside_a_player_are_the_players():
    opening = {"action_dice": {"Keel": [die(6), die(3)], "Thea": [die(4)]},
               "resources": {"Boar's Rift": [die(1, "military")]}, "step": 13}
    assert dice_owners(opening) == ["Keel", "Keel", "Thea", "Boar's Rift"]
    assert dice_owners({"player": "Ann", "roll": "physical", "dice": [die(3, "army"), die(5, "army")]}) == ["Ann", "Ann"]
    assert dice_owners({"dice": [die(2)], "purpose": "initiative"}) == [""]

