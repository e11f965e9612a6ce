"""Replay: folding the log at every position gives the states seen while recording, evolve
never changes its input, a refused command changes nothing, and an event that does not apply
fails loudly (docs/dev/architecture.md, "Events")."""
import copy
import json
from dataclasses import replace

import pytest

from domain.kernel import EventDoesNotApply, RuleViolation
from domain.kernel.fold import apply, empty_state
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_ONE, YEAR_TWO, end_commands, setup, start_commands, table, year_one_played

YEAR_TWO_START = start_commands(2, {"Ann": "Fuscus", "Ben": "Menas"}, "Ben", YEAR_TWO,
                                winter={"choices": [{"character": "Fuscus", "choice": "train"}, {"character": "Menas", "choice": "rest"}]},
                                training={"Fuscus": ["lore"]})
HISTORY = year_one_played() + YEAR_TWO_START
WRONG = [{"type": "restore-campaign"}, {"type": "choose-scenario", "scenario": YEAR_TWO},
         {"type": "choose-characters", "characters": {"Ann": "Yasmina"}}, {"type": "take-ability-cards"},
         {"type": "place-initial-scene"}, {"type": "update-threats"}, {"type": "store-game"}, {"type": "end-campaign"},
         {"type": "improve-skills", "choices": {"Thea": "combat"}}, {"type": "fill-staging", "assets": ["Nope"]},
         {"type": "adjust", "reason": "no such path", "changes": [{"path": "/campaign/nothing", "set": 1}]}]


# A year played on the live table: the starting obstacles, two table moves, then the game is declared won (adjust)
LIVE_YEAR = (start_commands(1, PLAYERS, "Ann", YEAR_ONE)
             + [{"type": "table-new-obstacles"}, {"type": "table-move", "character": "Thea", "to": "Loomwood"}, {"type": "table-end-actions"},
                {"type": "adjust", "reason": "test: the group declares the scenario won", "changes": [{"path": "/table/result", "set": "won"}]}]
             + [{"type": "end-scenario"}] + end_commands(None)[1:])


@pytest.mark.parametrize("options, commands, last", [
    ({"record_play": "table"}, LIVE_YEAR, "sixwinters/session-ended"),       # a year played on the live table
    ({}, HISTORY, "sixwinters/characters-placed"),                          # a campaign recorded by summaries
], ids=["live-table", "summaries"])
def test_folding_the_log_at_every_position_reproduces_the_recorded_states(options, commands, last):
    played = table(setup(**options), *commands)
    assert played.log[-1].kind == last
    state = empty_state()
    for recorded, seen in zip(played.log, played.states, strict=True):
        state = apply(RULESET, state, recorded)
        assert state == seen, recorded.kind


def test_the_game_state_is_json_plain_at_every_position():
    played = table(setup(), *HISTORY)
    for seen in played.states:
        assert json.loads(json.dumps(seen["game"])) == seen["game"]


def test_evolve_never_changes_the_state_it_is_given():
    played = table(setup(record_play="table"), *LIVE_YEAR)
    state = empty_state()
    for recorded in played.log:
        before = copy.deepcopy(state)
        after = apply(RULESET, state, recorded)
        assert state == before, recorded.kind
        state = after


def test_every_refused_command_leaves_the_state_unchanged_at_every_position():
    played = table(setup(), *HISTORY[:1])
    refused = 0
    for command in HISTORY[1:]:
        for wrong in WRONG:
            before = copy.deepcopy(played.state)
            try:
                events = played.decide(copy.deepcopy(wrong))
            except RuleViolation:
                refused += 1
            else:
                assert events  # a legal command is not recorded here; decide alone must not touch state
            assert played.state == before, wrong["type"]
        played.run(copy.deepcopy(command))
    assert refused > len(HISTORY)


def test_no_event_of_a_recorded_campaign_is_left_unapplied():
    for options, history in (({"record_play": "table"}, LIVE_YEAR), ({}, HISTORY)):
        played = table(setup(**options), *history)
        assert played.state["game"]["campaign"].get("unapplied", []) == []


def test_replay_without_a_retracted_step_fails_loudly_at_the_first_event_that_stood_on_it():
    played = table(setup(), *HISTORY[:5])
    retracted = {"sixwinters/session-started", "sixwinters/spotlight-chosen"}
    state = empty_state()
    with pytest.raises(EventDoesNotApply) as failed:
        for recorded in played.log:
            if recorded.kind not in retracted:
                state = apply(RULESET, state, recorded)
    first = next(e for e in played.log if e.kind.startswith("sixwinters/") and e.kind not in retracted)
    assert (failed.value.kind, failed.value.position) == (first.kind, first.position)


def test_an_adjustment_cannot_raise_a_skill_above_five_or_leave_negative_threats():
    from tests.domain.sixwinters.campaign.builders import campaign
    skill = {"type": "adjust", "reason": "a card", "changes": [{"path": "/campaign/sheets/Thea/skills/lore", "add": 3}]}
    campaign(setup(), *HISTORY[:2]).when(skill).then_rejects("sixwinters.skills.max")
    threats = {"type": "adjust", "reason": "a card", "changes": [{"path": "/campaign/map/Loomwood/threats", "add": -1}]}
    campaign(setup(), *HISTORY[:2]).when(threats).then_rejects("sixwinters.adjust.threats")
    fine = {"type": "adjust", "reason": "a card", "changes": [{"path": "/campaign/map/Loomwood/threats", "add": 2}]}
    campaign(setup(), *HISTORY[:2]).when(fine).then(("journal/adjusted", {"reason": "a card"}))
