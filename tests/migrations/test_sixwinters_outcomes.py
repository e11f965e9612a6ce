"""Six Winters events of version 1 (they carried only the players' input): the migration works
out what that version made of each, and evolve reads it from the outcome record as it reads a
version 2 event, `unapplied` included for an event that no longer fitted."""
from dataclasses import replace

import pytest

import migrations
from domain.kernel import EventDoesNotApply, Recorded
from domain.kernel.fold import apply, empty_state
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.game.decider import DECIDER
from tests.domain.sixwinters.campaign.builders import table, setup
from tests.domain.sixwinters.campaign.test_fold import HISTORY
from tests.domain.sixwinters.game.test_turns import two_players


def migrated(state: dict, event: Recorded) -> Recorded:
    """The event with its outcome record, as the journal hands it to evolve after a migration."""
    return replace(event, outcome_record=migrations.outcome(RULESET, state, event))


def test_a_version_1_table_event_that_no_longer_fits_is_recorded_as_unapplied_as_that_version_did():
    state = two_players()
    event = Recorded("sixwinters/table-moved", {"character": "Keel", "to": "Whitehold", "via": "step"}, 7, "physical", "t", "t")
    after = DECIDER.evolve(state, migrated(state, event))
    assert after["table"]["unapplied"] == [{"position": 7, "kind": "sixwinters/table-moved"}]
    assert after["table"]["characters"] == state["table"]["characters"]


def test_a_version_1_table_event_is_applied_from_its_record_as_the_rule_of_its_version_ran():
    state = two_players()
    event = Recorded("sixwinters/table-moved", {"character": "Keel", "to": "Loomwood", "via": "step"}, 7, "physical", "t", "t")
    after = DECIDER.evolve(state, migrated(state, event))
    assert after["table"]["characters"]["Keel"]["location"] == "Loomwood"
    assert "unapplied" not in after["table"]


def test_events_recorded_in_version_1_that_no_longer_fit_are_listed_as_that_version_did():
    played = table(setup(), *HISTORY[:5])
    retracted = {"sixwinters/session-started", "sixwinters/spotlight-chosen"}
    state = empty_state()
    for recorded in played.log:
        if recorded.kind not in retracted:
            event = replace(recorded, version=1)
            if event.kind in RULESET.outcome_versions:
                event = migrated(state["game"], event)
            state = apply(RULESET, state, event)
    unapplied = state["game"]["campaign"]["unapplied"]
    assert [item["kind"] for item in unapplied] == [e.kind for e in played.log if e.kind.startswith("sixwinters/")
                                                     and e.kind not in retracted]
    assert RULESET.views["history"](state["game"])["unapplied"] == unapplied


def test_a_version_1_event_without_its_outcome_record_fails_loudly():
    state = two_players()
    event = Recorded("sixwinters/table-moved", {"character": "Keel", "to": "Loomwood", "via": "step"}, 7, "physical", "t", "t")
    with pytest.raises(EventDoesNotApply, match="position 7"):
        DECIDER.evolve(state, event)

