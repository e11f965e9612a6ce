"""Sentences of the campaign level that read lists per character."""
from domain.kernel import Recorded
from domain.rulesets.sixwinters.campaign import events as ev
from domain.rulesets.sixwinters.campaign.narrate import ability_cards_taken


def _taken(unlocked: dict) -> Recorded:
    return Recorded(kind=ev.ABILITY_CARDS_TAKEN, data={"unlocked": unlocked}, position=7, source="physical",
                    actor="ann", recorded_at="2026-11-24T00:00:00Z")


def test_abilities_in_hand_names_only_the_characters_who_hold_one():
    sentence = ability_cards_taken(None, _taken({"Thea": [], "Keel": ["Youthful Artificer"]}))
    assert sentence == "Abilities in hand: Keel: Youthful Artificer."


def test_abilities_in_hand_says_none_when_nobody_holds_one():
    # year three of the three-winters demo: neither Thea nor Fuscus had unlocked an ability
    assert ability_cards_taken(None, _taken({"Thea": [], "Fuscus": []})) == "Abilities in hand: none."
