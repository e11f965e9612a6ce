"""Location setup text (Amber Trade Fair: a random gear asset; Undari's Tomb: a Restless Dead
obstacle and a random spell asset), done at Session Start step 9 for the locations on the map;
the random asset is named after a draw by hand or drawn by the app's die, never rolled by the
rules (docs/rules-notes.md, "Location setup")."""
import copy

import pytest
from tests.domain.legal_play import every_command
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_ONE, campaign, setup, start_commands, table

from domain.kernel import RuleViolation, Viewer
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.campaign.decider import DECIDER

OWNER = Viewer.of("olga", "owner")


def setup_with_map(**options) -> dict:
    """The standard map with the two locations added beside Undari's Tower (Brightdune)."""
    given = setup(**options)
    given["catalog"]["standard_map"]["cells"] += [{"location": "Amber Trade Fair", "row": 3, "col": 3, "production": []},
                                                  {"location": "Undari's Tomb", "row": 3, "col": 1, "production": []}]
    return given


START = start_commands(1, PLAYERS, "Ann", YEAR_ONE)
SETUP_AT = next(i for i, c in enumerate(START) if c["type"] == "set-up-scenario")
GEAR = ["Tent", "Dragonfly Sticks", "50 Feet of Greenleaf Rope", "Artificer's Gear", "Thieves' Tools"]   # magical gear is gear
SPELLS = ["Shadow Walk", "Birdshape"]   # a shapechange spell is a spell
NAMED = [{"location": "Amber Trade Fair", "asset": "Tent"}, {"location": "Undari's Tomb", "asset": "Shadow Walk"}]


def before_setup():
    return START[:SETUP_AT]


def test_the_setup_places_the_named_gear_and_spell_assets_and_restless_dead():
    played = table(setup_with_map(), *before_setup())
    [event] = played.run({"type": "set-up-scenario", "location_assets": NAMED})
    assert event.data["location_assets"] == {"Amber Trade Fair": ["Tent"], "Undari's Tomb": ["Shadow Walk"]}
    assert {"name": "Restless Dead", "location": "Undari's Tomb", "from": "deck", "progress": 0, "hindrance": 0} \
        in event.data["obstacles"]
    from domain.rulesets.sixwinters.campaign.narrate import scenario_set_up
    assert "Tent waiting at Amber Trade Fair" in scenario_set_up(None, played.log[-1])


def test_a_random_asset_not_named_nor_drawn_by_the_app_is_refused_and_nothing_is_stored():
    campaign(setup_with_map(), *before_setup()).when({"type": "set-up-scenario"}).then_rejects("sixwinters.setup.location-asset")


def test_a_named_asset_without_the_locations_tag_is_refused():
    campaign(setup_with_map(), *before_setup()).when({"type": "set-up-scenario", "location_assets": [
        {"location": "Amber Trade Fair", "asset": "Sunriders"}]}).then_rejects("sixwinters.setup.location-asset")


def test_the_app_draws_the_gear_asset_with_a_die_of_as_many_sides_as_gear_cards():
    played = table(setup_with_map(), *before_setup())
    prepared = RULESET.prepare(played.state["game"], {"type": "set-up-scenario", "roll": "app"})
    assert prepared["location_assets"] == [{"location": "Undari's Tomb", "die": {"sides": 2, "kind": "location-asset"}},
                                           {"location": "Amber Trade Fair", "die": {"sides": 5, "kind": "location-asset"}}]
    [event] = played.run({"type": "set-up-scenario", "roll": "app"})
    assert event.data["location_assets"]["Amber Trade Fair"][0] in GEAR
    assert event.data["location_assets"]["Undari's Tomb"][0] in SPELLS


def test_the_set_up_move_offers_each_gear_card_and_every_command_built_from_it_is_accepted():
    played = table(setup_with_map(), *before_setup())
    [move] = [m.to_json() for m in DECIDER.moves(played.state["game"], OWNER) if m.type == "set-up-scenario"]
    member = move["fields"]["location_assets"]["cases"]["physical"]["each"]
    assert sorted(member["asset"]["cases"]["Amber Trade Fair"]["choices"]) == sorted(GEAR)
    assert sorted(member["asset"]["cases"]["Undari's Tomb"]["choices"]) == sorted(SPELLS)
    for command in every_command(move, 20):
        trial = table(setup_with_map(), *before_setup())
        trial.run(command)


def test_the_asset_waits_at_its_location_in_play_and_a_character_there_takes_it():
    played = table(setup_with_map(record_play="table"), *before_setup())
    played.run({"type": "set-up-scenario", "location_assets": NAMED})
    for command in START[SETUP_AT + 1:] + [{"type": "table-new-obstacles"}]:   # the scenario's starting draws
        played.run(copy.deepcopy(command))
    game_table = played.state["game"]["table"]
    assert game_table["locations"]["Amber Trade Fair"]["assets"] == ["Tent"]
    assert [o["name"] for o in game_table["locations"]["Undari's Tomb"]["obstacles"]] == ["Restless Dead"]
    assert "Tent" not in game_table["asset_deck"] + game_table["staging"]
    with pytest.raises(RuleViolation, match="not in the asset staging area or at Parisa's Glen"):
        played.decide({"type": "table-take-asset", "character": "Thea", "asset": "Tent"})
    adjust = {"type": "adjust", "reason": "test: Thea walked there", "changes": [
        {"path": "/table/characters/Thea/location", "set": "Amber Trade Fair"}]}
    played.run(adjust)
    played.run({"type": "table-take-asset", "character": "Thea", "asset": "Tent"})
    after = played.state["game"]["table"]
    assert after["locations"]["Amber Trade Fair"]["assets"] == []
    thea = after["characters"]["Thea"]   # the known Tent has no slots: taken, it is complete at once
    assert "Tent" in thea["completed"] + [a["name"] for a in thea["in_progress"]]


def test_the_take_asset_move_offers_the_waiting_asset_only_at_its_location():
    from domain.rulesets.sixwinters.game.decider import DECIDER as TABLE
    played = table(setup_with_map(record_play="table"), *before_setup())
    played.run({"type": "set-up-scenario", "location_assets": NAMED})
    for command in START[SETUP_AT + 1:] + [{"type": "table-new-obstacles"}]:
        played.run(copy.deepcopy(command))

    def offered():
        return [c for m in TABLE.moves(played.state["game"], OWNER) if m.type == "table-take-asset" and "Thea" in m.label
                for c in m.to_json()["fields"]["asset"]["choices"]]
    assert "Tent" not in offered()
    played.run({"type": "adjust", "reason": "test: Thea walked there", "changes": [
        {"path": "/table/characters/Thea/location", "set": "Amber Trade Fair"}]})
    assert "Tent" in offered()


def test_a_tag_is_the_kind_its_last_words_name_in_any_case():
    """"a random gear asset": Magical Gear is gear and a Shapechange Spell a spell; a Weapon
    Enhancement is no weapon."""
    from domain.rulesets.sixwinters.campaign.rules.facts import tagged
    assert tagged(["Magical Gear"], ["gear"]) and tagged(["shapechange spell"], ["spell"])
    assert tagged(["mind-altering drug"], ["drug"]) and tagged(["gear"], ["gear"])
    assert not tagged(["weapon enhancement"], ["weapon"]) and not tagged(["gearbox"], ["gear"])
    assert not tagged([], ["gear"]) and tagged(["Animal Companion"], ["animal companion"])
