"""The box's 12 resource production tokens are a limit (Components, "Resource Production
Tokens"): the map never holds more; a change that would need another token is refused with
nothing stored, and a table effect that finds the box empty places none."""
import copy

import pytest
from tests.domain.sixwinters.campaign.builders import known_catalog, table, year_one_played
from tests.domain.sixwinters.game.builders import open_game

from domain.kernel import RuleViolation
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.campaign.moves import reserve as reserve_moves
from domain.rulesets.sixwinters.campaign.rules import reserve
from domain.rulesets.sixwinters.game.rules import effects
from tests.spec import given


def _setup(tokens: int) -> dict:
    cat = known_catalog()
    cat["components"]["production_tokens"] = tokens   # the standard map uses 6
    return {"catalog": cat, "options": {"record_play": "summary"}}


ARANKH = {"op": "add-location", "location": "Arankh", "row": 3, "col": 5}


def test_a_new_location_with_production_is_refused_when_the_box_is_empty_and_nothing_is_stored():
    history = year_one_played()[:-3]
    given(RULESET, _setup(6), *history).when(
        {"type": "update-map", "changes": [ARANKH]}).then_rejects("sixwinters.map.production-tokens")


def test_the_same_location_added_with_its_production_set_to_none_fits_the_box():
    played = table(_setup(6), *year_one_played()[:-3])
    none = {"op": "set-production", "location": "Arankh", "resource": "sorcery", "level": "none"}
    events = played.run({"type": "update-map", "changes": [ARANKH, none]})
    assert events[0].data["map"]["Arankh"]["production"] == []


def test_a_token_freed_by_another_change_of_the_same_update_may_be_used():
    played = table(_setup(6), *year_one_played()[:-3])
    free = {"op": "set-production", "location": "Boar's Rift", "resource": "military", "level": "none"}
    events = played.run({"type": "update-map", "changes": [free, ARANKH]})
    assert events[0].data["map"]["Arankh"]["production"] == [{"type": "sorcery", "improved": False}]


def _planning(tokens: int):
    cat = known_catalog()
    cat["components"]["production_tokens"] = tokens
    world = {"Loomwood": {"production": [{"type": "sorcery", "improved": False}]}, "Eastkeep": {"production": []}}
    return cat, {"map": world}


def _fresh() -> dict:
    return {"obstacles": [], "taken": [], "new_tokens": set()}


def test_strategic_planning_cannot_add_a_token_the_box_no_longer_holds_but_may_flip_one():
    cat, campaign = _planning(1)
    with pytest.raises(RuleViolation, match="all 1 resource production tokens"):
        reserve._improve_production(cat, campaign, [], {"location": "Eastkeep", "resource": "military"}, {}, _fresh())
    flipped = reserve._improve_production(cat, campaign, [], {"location": "Loomwood", "resource": "sorcery"}, {}, _fresh())
    assert flipped["to"] == "improved"


def test_strategic_planning_offers_only_the_flip_when_the_box_is_empty():
    cat, campaign = _planning(1)
    spec = reserve_moves._improve_production(cat, campaign, [], "Menas", {})
    assert spec["location"]["choices"] == ["Loomwood"]
    cat, campaign = _planning(12)
    spec = reserve_moves._improve_production(cat, campaign, [], "Menas", {})
    assert spec["location"]["choices"] == ["Eastkeep", "Loomwood"]   # in the order of their names


def test_a_table_effect_that_finds_the_box_empty_places_no_new_token_but_still_improves_one():
    state = open_game([{"name": "Keel", "location": "Loomwood"}])
    table_ = state["table"]
    table_["token_totals"]["production"] = sum(len(loc["production"]) for loc in table_["locations"].values())
    before = copy.deepcopy(table_["locations"]["Eastkeep"]["production"])
    effects.apply(table_, {"op": "improve-production", "location": "Eastkeep", "resource": "espionage"}, {}, "test")
    assert table_["locations"]["Eastkeep"]["production"] == before
    producing = next(n for n, loc in table_["locations"].items() if loc["production"])
    rtype = table_["locations"][producing]["production"][0]["type"]
    effects.apply(table_, {"op": "improve-production", "location": producing, "resource": rtype}, {}, "test")
    assert table_["locations"][producing]["production"][0]["improved"] is True
