"""The live game's idiom: a table command is decided on a draft of the table and recorded as
its outcome and its changes; evolve applies the changes and shares everything else."""
import pytest

from domain.kernel import Recorded, RuleViolation
from domain.kernel.catalogs import catalog_of
from domain.kernel.changes import apply_changes
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.rules.drafts import FIXED
from tests.domain.sixwinters.game.builders import d, open_game, run

MUSTER = {"type": "table-muster", "character": "Keel", "mode": "reroll-action", "dice": [d(6), d(5), d(4), d(3)]}


def two_players():
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}])


def decided(state, command):
    return DECIDER.decide(state, DECIDER.schemas[command["type"]]().load(command))


def test_a_table_event_carries_the_outcome_for_people_and_the_changes_for_replay():
    state = two_players()
    (event,) = decided(state, MUSTER)
    assert event.version == 2 and event.data["outcome"] == {"events": []}
    changes = {change["path"]: change.get("set") for change in event.data["changes"]}
    move = state["table"]["characters"]["Keel"]["move"]
    assert changes == {"/table/characters/Keel/move": move - 3, "/table/characters/Keel/action_dice": [6, 5, 4, 3]}


def test_applying_the_changes_gives_the_table_the_rule_left_and_shares_all_else():
    state = two_players()
    after = run(state, MUSTER)
    assert after["table"]["characters"]["Keel"]["action_dice"] == [6, 5, 4, 3]
    for key in FIXED:
        assert after["table"][key] is state["table"][key], key
    assert after["table"]["characters"]["Thea"] is state["table"]["characters"]["Thea"]
    assert after["table"]["locations"] is state["table"]["locations"]
    assert after["catalog"] is catalog_of(state)


def test_replay_applies_the_recorded_changes_without_running_the_rule():
    state = two_players()
    (event,) = decided(state, MUSTER)
    forged = {**event.data, "changes": [{"path": "/table/characters/Keel/move", "set": 2}]}
    replayed = DECIDER.evolve(state, Recorded(event.kind, forged, 9, "physical", "t", "t", 2))
    assert replayed["table"]["characters"]["Keel"]["move"] == 2
    assert replayed["table"]["characters"]["Keel"]["action_dice"] == state["table"]["characters"]["Keel"]["action_dice"]
    assert apply_changes(state, event.data["changes"]) == run(state, MUSTER)


def test_a_rule_that_refuses_records_nothing_and_no_table_means_no_table_command():
    state = two_players()
    with pytest.raises(RuleViolation) as refused:
        decided(state, {**MUSTER, "character": "Menas"})
    assert refused.value.rule == "sixwinters.table.character"
    with pytest.raises(RuleViolation) as closed:
        decided({**state, "table": None}, MUSTER)
    assert closed.value.rule == "sixwinters.table.closed"
