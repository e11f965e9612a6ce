"""Property: whatever campaign commands a table enters, in whatever order, a refused command
changes nothing, an accepted one is replayed to the same state, and the state stays JSON-plain."""
import copy
import json

from hypothesis import HealthCheck, given, settings, strategies as st

from domain.kernel import RuleViolation
from domain.kernel.fold import apply, empty_state
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_ONE, YEAR_ONE_BURN, YEAR_ONE_SUMMARY, YEAR_TWO, end_commands, setup, start_commands
from tests.spec import Table

POOL = (start_commands(1, PLAYERS, "Ann", YEAR_ONE) + end_commands(YEAR_ONE_SUMMARY, burn=YEAR_ONE_BURN)
        + start_commands(2, {"Ann": "Fuscus", "Ben": "Menas"}, "Ben", YEAR_TWO,
                         winter={"choices": [{"character": "Fuscus", "choice": "train"}, {"character": "Menas", "choice": "rest"}]},
                         training={"Fuscus": ["lore"]})
        + [{"type": "end-campaign"}, {"type": "unlock-character", "character": "Lucia"},
           {"type": "choose-characters", "characters": {"Ann": "Oniri", "Ben": "Keel"}}])


NEXT = -1   # "the next command of the story", so runs get far into the campaign
CHOICES = [NEXT] * len(POOL) + list(range(len(POOL)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(CHOICES), min_size=1, max_size=60))
def test_any_order_of_campaign_commands_keeps_the_log_replayable(picks):
    played, story = Table(RULESET, setup()), 0
    for pick in picks:
        if pick == NEXT and story >= len(POOL):
            continue
        command = POOL[story] if pick == NEXT else POOL[pick]
        story += pick == NEXT
        before = copy.deepcopy(played.state)
        try:
            played.run(copy.deepcopy(command))
        except RuleViolation:
            assert played.state == before
    state = empty_state()
    for recorded in played.log:
        state = apply(RULESET, state, recorded)
    assert state == played.state
    assert json.loads(json.dumps(state)) == state
    assert state["game"]["campaign"].get("unapplied", []) == []
