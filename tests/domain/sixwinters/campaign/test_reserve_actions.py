"""Each winter reserve action of the rulebook's list (Winter Phase reference), once with its
outcome and once refused with nothing stored: Menas, in reserve with Fuscus in year 2, is
given the action under test."""
import pytest
from domain.kernel.catalogs import catalog_of
from tests.domain.sixwinters.campaign.builders import setup, table
from tests.domain.sixwinters.campaign.test_winter import REST_AND_TRAIN, adjust, year_two

from tests.spec import given
from domain.rulesets.sixwinters import RULESET


def _setup(tags=None) -> dict:
    chosen = setup()
    if tags is not None:
        chosen["catalog"]["obstacles"]["Grain Shortage"]["tags"] = list(tags)   # the tag the card text gives
    return chosen


def _history(action: str, *more) -> list:
    return year_two(3) + [adjust("/campaign/sheets/Menas/reserve_actions", [action]), *more]


def _winter(action: str, **fields) -> dict:
    return {"type": "winter-phase", **REST_AND_TRAIN, "reserve_actions": [{"character": "Menas", "action": action, **fields}]}


def _after(chosen: dict, history: list, command: dict) -> dict:
    played = table(chosen, *history)
    played.run(command)
    return played.state["game"]["campaign"]


WOUNDED = {"name": "Wounded", "track": "body"}


@pytest.mark.parametrize("action", ["Encouraging Words", "Magical Healing"])
def test_a_healing_action_clears_one_condition_of_another_character_in_reserve(action):
    history = _history(action, adjust("/campaign/sheets/Fuscus/conditions", [WOUNDED, {"name": "Shattered", "track": "psyche"}]))
    after = _after(_setup(), history, _winter(action, target="Fuscus", condition="Shattered"))
    assert after["sheets"]["Fuscus"]["conditions"] == [WOUNDED]


@pytest.mark.parametrize("action", ["Encouraging Words", "Magical Healing"])
def test_a_healing_action_refuses_a_character_not_in_reserve_or_without_the_condition(action):
    history = _history(action, adjust("/campaign/sheets/Keel/conditions", [WOUNDED]))
    given(RULESET, _setup(), *history).when(_winter(action, target="Keel", condition="Wounded")).then_rejects(
        "sixwinters.reserve.target")
    given(RULESET, _setup(), *history).when(_winter(action, target="Fuscus", condition="Wounded")).then_rejects(
        "sixwinters.reserve.condition")


@pytest.mark.parametrize("action, tag", [("Hollow Promises", "diplomat"), ("Sabotage", "trap"), ("Assassin", "spy"),
                                         ("Assassin", "foe"), ("Hunter", "foe")])
def test_a_burning_action_burns_an_obstacle_of_its_tag_from_the_deck(action, tag):
    chosen = _setup([tag])
    after = _after(chosen, _history(action), _winter(action, card="Grain Shortage"))
    assert "Grain Shortage" in after["burned"]["obstacles"] and "Grain Shortage" not in after["decks"]["obstacles"]


@pytest.mark.parametrize("action", ["Hollow Promises", "Sabotage", "Hunter"])
def test_a_burning_action_refuses_an_obstacle_without_its_tag(action):
    given(RULESET, _setup(["scholar"]), *_history(action)).when(_winter(action, card="Grain Shortage")).then_rejects(
        "sixwinters.reserve.card-tag")


def test_forager_gives_another_character_one_more_archived_asset_at_the_start():
    after = _after(_setup(), _history("Forager"), _winter("Forager", target="Keel"))
    assert after["session"]["gifts"] == [{"character": "Keel", "asset_tags": []}]


def test_forager_refuses_the_forager_itself():
    given(RULESET, _setup(), *_history("Forager")).when(_winter("Forager", target="Menas")).then_rejects(
        "sixwinters.reserve.target")


def test_strategic_planning_raises_a_capability_none_to_base_and_base_to_improved():
    after = _after(_setup(), _history("Strategic Planning"), _winter("Strategic Planning", location="Loomwood", resource="military"))
    assert after["map"]["Loomwood"]["production"] == [{"type": "military", "improved": False}]
    after = _after(_setup(), _history("Strategic Planning"),
                   _winter("Strategic Planning", location="Parisa's Glen", resource="stability"))
    assert after["map"]["Parisa's Glen"]["production"] == [{"type": "stability", "improved": True}]


def test_strategic_planning_refuses_an_improved_capability_and_a_location_off_the_map():
    improved = adjust("/campaign/map/Parisa's Glen/production", [{"type": "stability", "improved": True}])
    given(RULESET, _setup(), *_history("Strategic Planning", improved)).when(
        _winter("Strategic Planning", location="Parisa's Glen", resource="stability")).then_rejects("sixwinters.reserve.production-max")
    given(RULESET, _setup(), *_history("Strategic Planning")).when(
        _winter("Strategic Planning", location="Arankh", resource="stability")).then_rejects("sixwinters.reserve.location")


def _two_planners(free: int):
    """Menas and Fuscus in reserve, both with Strategic Planning; the box holds `free` tokens
    beyond those on the map."""
    history = year_two(3) + [adjust(f"/campaign/sheets/{name}/reserve_actions", ["Strategic Planning"])
                             for name in ("Menas", "Fuscus")]
    chosen = _setup()
    on_map = table(chosen, *history).state["game"]["campaign"]["map"]
    chosen["catalog"]["components"]["production_tokens"] = sum(len(p["production"]) for p in on_map.values()) + free
    return chosen, history


def _plans(*plans) -> dict:
    return {"type": "winter-phase", **REST_AND_TRAIN,
            "reserve_actions": [{"character": who, "action": "Strategic Planning", "location": where, "resource": what}
                                for who, where, what in plans]}


def test_two_plans_of_one_winter_may_not_place_more_new_tokens_than_the_box_holds():
    chosen, history = _two_planners(1)
    given(RULESET, chosen, *history).when(
        _plans(("Menas", "Loomwood", "military"), ("Fuscus", "Eastkeep", "military"))).then_rejects(
        "sixwinters.map.production-tokens")
    after = _after(chosen, history, _plans(("Menas", "Loomwood", "military"), ("Fuscus", "Parisa's Glen", "stability")))
    assert {"type": "military", "improved": False} in after["map"]["Loomwood"]["production"]
    assert {"type": "stability", "improved": True} in after["map"]["Parisa's Glen"]["production"]


def test_the_winter_move_offers_new_tokens_only_while_the_box_holds_one_for_every_planner():
    from domain.rulesets.sixwinters.campaign.moves.reserve import reserve_actions_field
    for free, offered in ((1, False), (2, True)):
        chosen, history = _two_planners(free)
        game = table(chosen, *history).state["game"]
        field = reserve_actions_field(catalog_of(game), game["campaign"], ["Menas", "Fuscus"])
        locations = field["each"]["location"]["cases"]["Menas"]["cases"]["Strategic Planning"]["choices"]
        assert ("Loomwood" in locations) is offered, (free, locations)
