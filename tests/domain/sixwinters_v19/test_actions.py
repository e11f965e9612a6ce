"""Actions: Move (region costs, restrictions, ports, gates), Create Asset (slots, skill, value,
the support bonus), Trade (the wheel, sorcery), Location Action, ending one's actions."""
import pytest

from tests.domain.sixwinters_v19.builders import Story


@pytest.fixture
def story():
    story = Story().start(places={"Thea": "Eastkeep", "Menas": "Ferry's Glenn"})
    story.clear_obstacles()
    story.hand("Ann", 1, 2, 3, 5, 6)
    return story


def _put(story, name, region, slot):
    story.put_location(name, region, slot)


def test_moving_costs_the_destination_regions_number_of_action_dice_of_any_value(story):
    story.rejects("sixwinters_v19.move.cost", "move", character="Thea", to="Lily Manor", dice=[1, 2])
    story.do("move", character="Thea", to="Lily Manor", dice=[1, 2, 6])   # Empire -> Settled Lands: 3
    assert story.game["session"]["positions"]["Thea"] == "Lily Manor"
    assert story.game["session"]["players"]["Ann"]["dice"] == [3, 5]


def test_a_move_spends_only_dice_the_player_holds(story):
    story.rejects("sixwinters_v19.dice.not-held", "move", character="Thea", to="Whitehold", dice=[4])


def test_from_whitehold_characters_move_only_to_imperial_locations(story):
    story.adjust(("/session/positions/Thea", "Whitehold"))
    story.rejects("sixwinters_v19.move.restricted", "move", character="Thea", to="Ferry's Glenn", dice=[1, 2])
    story.do("move", character="Thea", to="Eastkeep", dice=[1])


def test_a_port_move_costs_one_die_and_goes_only_between_ports(story):
    _put(story, "Imperial Docks", "empire", 0)
    _put(story, "Riverport", "settled", 0)
    story.adjust(("/session/positions/Thea", "Imperial Docks"))
    story.rejects("sixwinters_v19.move.port", "move", character="Thea", to="Boar's Peak", via="port", dice=[1])
    story.do("move", character="Thea", to="Riverport", via="port", dice=[5])
    assert story.game["session"]["positions"]["Thea"] == "Riverport"


def test_a_magic_gate_costs_psyche_stress_instead_of_dice(story):
    _put(story, "Ashen Gate", "empire", 0)
    _put(story, "Moonwell", "settled", 0)
    story.adjust(("/session/positions/Thea", "Ashen Gate"))
    story.do("move", character="Thea", to="Moonwell", via="gate", dice=[])
    assert story.game["characters"]["Thea"]["stress"]["psyche"] == 1
    assert len(story.game["session"]["players"]["Ann"]["dice"]) == 5


def test_create_asset_uses_an_open_slot_up_to_the_skill_and_a_pool_die_up_to_the_action_die(story):
    story.adjust(("/session/pools/military", [2, 4, 6]), ("/characters/Thea/skills/combat", 2))
    story.rejects("sixwinters_v19.slot", "create-asset", character="Thea", die=5, slot=3, take=4)
    story.rejects("sixwinters_v19.asset.value", "create-asset", character="Thea", die=3, slot=1, take=4)
    story.do("create-asset", character="Thea", die=5, slot=2, take=4)
    assert story.game["locations"]["Eastkeep"]["assets"] == [{"resource": "military", "value": 4}]
    assert story.game["session"]["pools"]["military"] == [2, 6] and story.game["session"]["slots"]["military"] == [2]
    story.rejects("sixwinters_v19.slot", "create-asset", character="Thea", die=6, slot=2, take=2)


def test_a_skill_of_zero_still_reaches_slot_zero(story):
    story.adjust(("/session/pools/military", [1]), ("/characters/Thea/skills/combat", 0))
    story.do("create-asset", character="Thea", die=1, slot=0, take=1)


def test_with_advantage_in_support_every_pool_die_of_the_action_dies_value_becomes_an_asset(story):
    story.adjust(("/session/pools/military", [5, 5, 2]), ("/characters/Thea/skills/combat", 3))
    story.rejects("sixwinters_v19.asset.value", "create-asset", character="Thea", die=5, slot=1, take="all")
    story.adjust(("/tracks/support/progress", 4))
    story.do("create-asset", character="Thea", die=5, slot=1, take="all")
    assert story.game["locations"]["Eastkeep"]["assets"] == [{"resource": "military", "value": 5}] * 2
    assert story.game["session"]["pools"]["military"] == [2]


def test_trade_moves_a_die_along_the_wheel_changing_its_type(story):
    story.adjust(("/session/positions/Thea", "Ferry's Glenn"), ("/session/pools/support", [3, 6]),
                 ("/session/pools/diplomacy", [2]), ("/characters/Thea/skills/rapport", 2))
    story.do("trade", character="Thea", die=5, slot=1, value=3, **{"from": "support", "to": "technology"})
    assert 3 in story.game["session"]["pools"]["technology"] and story.game["session"]["pools"]["support"] == [6]
    story.do("trade", character="Thea", die=2, slot=0, value=2, **{"from": "diplomacy", "to": "support"})
    story.rejects("sixwinters_v19.trade.wheel", "trade", character="Thea", die=6, slot=2, value=6,
                  **{"from": "support", "to": "sorcery"})


def test_sorcery_dice_may_go_into_any_pool_and_nothing_becomes_sorcery(story):
    story.adjust(("/session/positions/Thea", "Gravewood"), ("/session/pools/sorcery", [2]),
                 ("/characters/Thea/skills/lore", 2))
    story.do("trade", character="Thea", die=3, slot=0, value=2, **{"from": "sorcery", "to": "espionage"})
    assert 2 in story.game["session"]["pools"]["espionage"]


@pytest.mark.parametrize("reading, backwards", [("along-the-wheel", False), ("both-ways", True)])
def test_option_trade_direction_allows_the_wheel_backwards_only_when_chosen(reading, backwards):
    story = Story(options={"trade_direction": reading}).start(places={"Thea": "Ferry's Glenn"})
    story.hand("Ann", 6, 6, 6, 6, 6)
    story.adjust(("/session/pools/support", [3]), ("/characters/Thea/skills/rapport", 2))
    command = {"character": "Thea", "die": 6, "slot": 0, "value": 3, "from": "support", "to": "diplomacy"}
    if backwards:
        story.do("trade", **command)
    else:
        story.rejects("sixwinters_v19.trade.wheel", "trade", **command)


def test_a_location_action_spends_one_die_of_any_value_where_the_location_lists_one(story):
    story.rejects("sixwinters_v19.location.no-action", "location-action", character="Thea", die=1)
    _put(story, "Tollhouse", "empire", 0)
    story.adjust(("/session/positions/Thea", "Tollhouse"))
    events = story.do("location-action", character="Thea", die=6)
    assert "Tollhouse" in story.table.ruleset.narrate(None, story.table.log[-1])
    assert story.game["session"]["players"]["Ann"]["dice"] == [1, 2, 3, 5]
    assert events[0].data["action"].startswith("Spend an action die")


def test_the_actions_phase_ends_when_nobody_has_action_dice_left(story):
    story.do("end-actions", player="Ann")
    story.rejects("sixwinters_v19.actions.ended", "end-actions", player="Ann")
    assert story.step == "actions"
    story.hand("Ben")
    assert story.step == "refill"


def test_an_action_of_a_character_not_in_this_game_is_refused(story):
    story.rejects("sixwinters_v19.character", "move", character="Keel", to="Whitehold", dice=[1])
