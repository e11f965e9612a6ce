"""Foresight (Asset Ability Reference: Stoutleaf Blade Polish and Aura of Glimmering Respect roll
the obstacle's stress dice before the dice are allocated): overcoming with one is two moves,
`table-foresee` (team, obstacle, asset, stress roll) then `table-overcome` against the known
roll; nothing else happens in between, and the app never rolls stress with the allocation."""

from tests.domain.sixwinters.game.builders import d, refused, open_game, run
from tests.domain.sixwinters.game.test_moves import OWNER, accepted, moves_of

from domain.kernel import Recorded
from domain.rulesets.sixwinters.game import narrate
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.prepare import prepare

GLEN = "Parisa's Glen"


def with_polish() -> dict:
    """Keel (combat 2, body 3) holds a completed Stoutleaf Blade Polish (combat) at Restless Dead
    (combat, difficulty 3, two body stress dice)."""
    state = open_game([{"name": "Keel", "location": GLEN, "assets": ["Stoutleaf Blade Polish"], "action_dice": [1, 2, 4, 6]},
                       {"name": "Thea", "location": "Loomwood"}],
                      obstacles=[{"name": "Restless Dead", "location": GLEN, "progress": 0, "hindrance": 0}])
    return state


FORESEE = {"type": "table-foresee", "obstacle": "Restless Dead", "team": ["Keel"],
           "foresight": {"character": "Keel", "asset": "Stoutleaf Blade Polish"}, "stress_dice": [d(6, "body"), d(2, "body")]}



def test_the_stress_is_rolled_first_and_the_allocation_answers_the_known_roll():
    seen = run(with_polish(), FORESEE)
    assert seen["table"]["foresight"]["stress"] == [6, 2]
    assert "Stoutleaf Blade Polish" in seen["table"]["characters"]["Keel"]["used"]
    # knowing a 6 and a 2, Keel puts the 6 on defense (cancels the 6) and 1, 2 on overcome
    after = run(seen, {"type": "table-overcome", "obstacle": "Restless Dead",
                       "team": [{"character": "Keel", "defense": [6], "overcome": [1, 2]}]})
    keel = after["table"]["characters"]["Keel"]
    assert "foresight" not in after["table"]
    assert keel["body"] == 3                            # the 2 is not above Keel's combat 2
    assert sorted(keel["action_dice"]) == [1, 2, 4]     # defense spent, overcome kept
    assert after["table"]["locations"][GLEN]["obstacles"][0]["progress"] == 2


def test_the_sentence_names_the_asset_and_the_dice_seen():
    state = with_polish()
    events = DECIDER.decide(state, DECIDER.schemas["table-foresee"]().load(FORESEE))
    event = Recorded(events[0].kind, dict(events[0].data), 1, "physical", "t", "t", events[0].version)
    assert narrate.SENTENCES[event.kind](state, event) == \
        "Keel used Stoutleaf Blade Polish: Restless Dead's stress dice show 6 and 2 before the dice are allocated."


def test_while_the_roll_waits_only_its_allocation_is_accepted_and_refusals_store_nothing():
    seen = run(with_polish(), FORESEE)
    refused(seen, {"type": "table-move", "character": "Keel", "to": "Loomwood"}, "first allocate")
    refused(seen, {"type": "table-overcome", "obstacle": "Restless Dead", "team": [{"character": "Keel", "overcome": [1]}],
                   "stress_dice": [d(1, "body"), d(1, "body")]}, "already rolled: 6 2")
    refused(seen, {"type": "table-overcome", "obstacle": "Restless Dead",
                   "team": [{"character": "Keel"}, {"character": "Thea"}]}, "first allocate")


def test_a_one_step_overcome_naming_the_foresight_asset_is_refused():
    refused(with_polish(), {"type": "table-overcome", "obstacle": "Restless Dead", "stress_dice": [d(1, "body"), d(1, "body")],
                            "team": [{"character": "Keel", "overcome": [1], "assets": ["Stoutleaf Blade Polish"]}]},
            "use it with table-foresee")


def test_a_wrong_number_of_stress_dice_or_an_asset_of_another_skill_is_refused():
    refused(with_polish(), {**FORESEE, "stress_dice": [d(6, "body")]}, "2 stress dice")
    state = with_polish()
    state["table"]["cards"]["obstacles"]["Restless Dead"] = {**state["table"]["cards"]["obstacles"]["Restless Dead"],
                                                             "skill": "lore"}
    refused(state, FORESEE, "only helps against obstacles of its own skill")


def test_the_moves_list_the_foresee_step_then_only_the_allocation_and_both_are_accepted():
    state = with_polish()
    [foresee] = moves_of(state, "table-foresee")
    assert foresee["fields"]["stress_dice"]["cases"]["physical"]["dice"]["min"] == 2
    assert all("Stoutleaf" not in str(m["fields"]) for m in moves_of(state, "table-overcome"))
    assert accepted(state, foresee) > 0
    seen = run(state, FORESEE)
    listed = [m.to_json() for m in DECIDER.moves(seen, OWNER)]
    assert {m["type"] for m in listed} == {"table-overcome"}
    [allocation] = listed
    assert "stress_dice" not in allocation["fields"] and "roll" not in allocation["fields"]
    assert accepted(seen, allocation) > 0


def test_the_app_rolls_the_stress_with_the_foresee_step_and_never_with_the_allocation():
    state = with_polish()
    prepared = prepare(state, DECIDER.schemas["table-foresee"]().load({**FORESEE, "stress_dice": [], "roll": "app"}))
    assert prepared["stress_dice"] == [{"sides": 6, "kind": "body"}, {"sides": 6, "kind": "body"}]
    seen = run(state, FORESEE)
    allocation = prepare(seen, DECIDER.schemas["table-overcome"]().load(
        {"type": "table-overcome", "obstacle": "Restless Dead", "team": [{"character": "Keel", "overcome": [1]}], "roll": "app"}))
    assert allocation["stress_dice"] == []


def test_aura_of_glimmering_respect_foresees_a_command_obstacle():
    state = open_game([{"name": "Thea", "location": GLEN, "assets": ["Aura of Glimmering Respect"]},
                       {"name": "Keel", "location": "Loomwood"}],
                      obstacles=[{"name": "Grain Shortage", "location": GLEN, "progress": 0, "hindrance": 0}])
    seen = run(state, {"type": "table-foresee", "obstacle": "Grain Shortage", "team": ["Thea"],
                       "foresight": {"character": "Thea", "asset": "Aura of Glimmering Respect"},
                       "stress_dice": [d(5, "psyche"), d(1, "body")]})
    assert seen["table"]["foresight"]["kinds"] == ["psyche", "body"]


def test_a_character_alone_looks_ahead_in_the_singular():
    labels = [move["label"] for move in moves_of(with_polish(), "table-foresee")]
    assert labels and all(label.startswith("Keel looks ahead at Restless Dead") for label in labels)
