"""The store on both backends: append, reject, retract, replay."""
import pytest

from journal.errors import CampaignNotFound, CommandRejected, ConflictError
from tests.journal.helpers import physical, snapshot_of_store


@pytest.fixture
def campaign(journal):
    return journal.create_campaign("dice", "Story test", actor="ann")


def test_a_new_campaign_starts_with_one_event_naming_its_ruleset(journal, campaign):
    (event,) = journal.events(campaign)
    assert (event["position"], event["type"], event["ruleset"], event["actor"]) == (1, "journal/campaign-started", "dice", "ann")
    assert journal.campaign("Story test").id == campaign


def test_every_envelope_carries_type_data_ruleset_actor_time_source_and_retracts(journal, campaign):
    (event,) = journal.execute(campaign, physical(4, 2), actor="ben")
    assert event["data"]["dice"][0] == {"sides": 6, "value": 4, "kind": "action"}
    assert event["source"] == "physical" and event["actor"] == "ben" and event["retracts"] is None
    assert event["recorded_at"].endswith("+00:00") and event["ruleset"] == "dice"


def test_a_digital_roll_commits_a_seed_first_and_both_events_land_together(journal, campaign):
    events = journal.execute(campaign, {"type": "roll", "spec": "3d6", "purpose": "app"})
    assert [e["type"] for e in events] == ["journal/dice-committed", "journal/rolled"]
    assert events[1]["source"] == "digital" and [r["n"] for r in events[1]["rolls"]] == [0, 1, 2]
    assert events[1]["commitment"] == events[0]["data"]["commitment"]
    assert journal.head(campaign) == 3


@pytest.mark.parametrize("command, rule", [
    (physical(7), "command.schema"),
    (physical(0), "command.schema"),
    ({**physical(3), "colour": "red"}, "command.schema"),
    ({"type": "roll", "spec": "3x6"}, "dice.spec"),
    ({"type": "teleport"}, "command.type"),
    ("not an object", "command.schema"),
    ({"type": "retract", "position": 99}, "retract.position"),
    ({"type": "retract", "position": 1}, "retract.campaign-start"),
    ({"type": "reveal"}, "reveal.nothing"),
    ({"type": "adjust", "reason": "card", "changes": [{"path": "/nowhere", "set": 1}]}, "adjust.path"),
])
def test_a_rejected_command_names_its_rule_and_stores_nothing(journal, campaign, command, rule):
    journal.execute(campaign, physical(5))
    before = snapshot_of_store(journal, campaign)
    with pytest.raises(CommandRejected) as error:
        journal.execute(campaign, command)
    assert error.value.rule == rule
    assert snapshot_of_store(journal, campaign) == before


def test_an_unknown_campaign_is_reported_as_not_found(journal):
    with pytest.raises(CampaignNotFound):
        journal.execute("00000000-0000-0000-0000-000000000000", physical(1))
    with pytest.raises(CampaignNotFound):
        journal.campaign("no such campaign")


def test_retracting_a_command_removes_its_effect_but_keeps_it_in_the_log(journal, campaign):
    journal.execute(campaign, physical(6))
    journal.execute(campaign, physical(1))
    (retraction,) = journal.execute(campaign, {"type": "retract", "reason": "typo"})
    assert retraction["retracts"] == 3
    game = journal.state(campaign).state["game"]
    assert game["rolls"] == 1 and game["last"]["values"] == [6]
    assert [e["retracted"] for e in journal.events(campaign)] == [False, False, True, False]
    assert journal.state(campaign, at=3).state["game"]["rolls"] == 2


def test_retracting_a_retraction_restores_the_command(journal, campaign):
    journal.execute(campaign, physical(6))
    journal.execute(campaign, {"type": "retract", "position": 2})
    assert journal.state(campaign).state["game"]["rolls"] == 0
    journal.execute(campaign, {"type": "retract", "position": 3})
    assert journal.state(campaign).state["game"]["rolls"] == 1
    with pytest.raises(CommandRejected, match="already retracted"):
        journal.execute(campaign, {"type": "retract", "position": 3})


def test_adjust_records_a_reasoned_change_to_the_game_state(journal, campaign):
    journal.execute(campaign, {"type": "adjust", "reason": "house rule: a free roll", "changes": [{"path": "/rolls", "add": 2}]})
    assert journal.state(campaign).state["game"]["rolls"] == 2


def test_a_stale_expected_position_is_a_conflict_and_stores_nothing(journal, campaign):
    journal.execute(campaign, physical(2), expected_position=1)
    with pytest.raises(ConflictError):
        journal.execute(campaign, physical(3), expected_position=1)
    assert journal.head(campaign) == 2


def test_two_journals_on_one_store_see_each_others_writes(journal, campaign, store_url, tmp_path):
    from journal.service import Journal
    other = Journal(url=store_url, instance_path=tmp_path / "instance")
    try:
        journal.execute(campaign, physical(2))
        other.execute(campaign, physical(3))   # other's cache starts from the store
        journal.execute(campaign, physical(4))  # journal's cache is stale: it retries on the new state
        assert journal.state(campaign).fingerprint == other.state(campaign).fingerprint
        assert journal.state(campaign).state["game"]["rolls"] == 3
    finally:
        other.close()


def test_the_events_really_land_in_the_sqlite_file(sqlite_journal, tmp_path):
    import sqlite3
    campaign = sqlite_journal.create_campaign("dice", "Growing")
    for value in range(1, 7):
        sqlite_journal.execute(campaign, physical(value))
    with sqlite3.connect(tmp_path / "journal.sqlite") as connection:
        rows = connection.execute("SELECT originator_version, topic FROM stored_events ORDER BY 1").fetchall()
    assert rows == [(1, "journal/campaign-started")] + [(n, "journal/rolled") for n in range(2, 8)]


def test_a_command_whose_second_event_cannot_be_stored_stores_none_of_its_events(journal, campaign):
    """Atomicity: a digital roll appends a seed commitment and a roll together, or neither."""
    from uuid import UUID
    from journal.store.application import Row
    stream = UUID(campaign)
    journal.store.append(stream, [Row(3, "journal/noted", b"{}")])  # a squatter at position 3
    with pytest.raises(ConflictError):
        journal.execute(campaign, {"type": "roll", "spec": "2d6"}, retries=0)
    assert [row.position for row in journal.store.read(stream)] == [1, 3]
