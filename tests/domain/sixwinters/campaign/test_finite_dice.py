"""Resource dice are finite (Components: "if they run out ... new resource dice may not be put
into play until some become available again"): the opening's resource dice stop at the box's
six of a kind, explosion chains included."""
from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.campaign.rules.opening import requirements
from tests.domain.sixwinters.campaign.builders import campaign, setup, table
from tests.domain.sixwinters.campaign.test_session_start import _dice_command, year_one


def test_an_app_rolled_chain_of_sixes_stops_when_the_box_has_no_sorcery_die_left():
    played = table(setup(), *year_one(8))
    rolled_by_app = played.load({**_dice_command(played, [6] * 7), "roll": "app"})
    events = RULESET.decide(played.state["game"], rolled_by_app)
    assert [d["value"] for d in events[0].data["resources"]["Undari's Tower"]] == [6] * 6
    assert events[0].data["pending"] == {} and events[0].data["complete"] is True


def test_at_the_table_an_explosion_asks_for_no_die_the_box_no_longer_holds():
    played = table(setup(), *year_one(8))
    events = played.run(_dice_command(played, [6] * 5))
    assert events[0].data["pending"] == {"Undari's Tower": 1}
    events = played.run({"type": "roll-starting-dice", "resources": {"Undari's Tower": [{"sides": 6, "value": 6, "kind": "sorcery"}]}})
    assert events[0].data["pending"] == {} and events[0].data["complete"] is True


def test_more_dice_of_a_kind_than_the_box_holds_are_refused():
    history = year_one(8)
    played = table(setup(), *history)
    campaign(setup(), *history).when(_dice_command(played, [6] * 6 + [2])).then_rejects("sixwinters.dice.box")


def test_production_tokens_beyond_the_box_get_no_die_in_map_order():
    played = table(setup(), *year_one(8))
    game = played.state["game"]
    improved = {"production": [{"type": "sorcery", "improved": True}]}
    world = {"map": {name: dict(improved) for name in ("A", "B", "C", "D")}}
    assert [need["base"] for need in requirements(catalog_of(game), world)] == [2, 2, 2, 0]
