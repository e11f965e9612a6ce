"""The Timeline reports/ hands to a chronicle agrees with the journal's own replay."""
from __future__ import annotations

from domain.rulesets import get
from reports.source import load_timeline


def test_states_follow_the_story_as_it_stands_now_so_a_retracted_roll_never_happened(journal):
    cid = journal.create_campaign("dice", "Replay check", {}, actor="alice")
    journal.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 3}], "purpose": "one"}, actor="alice")
    wrong = journal.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 1}], "purpose": "oops"}, actor="bob")
    journal.execute(cid, {"type": "note", "text": "fine", "about": ""}, actor="bob")
    journal.execute(cid, {"type": "retract", "position": wrong[0]["position"], "reason": "typo"}, actor="bob")
    journal.execute(cid, {"type": "roll", "spec": "1d6", "kind": "d", "purpose": "again"}, actor="alice")
    ruleset, timeline = load_timeline(journal, "Replay check")
    assert ruleset is get("dice") and timeline.name == "Replay check"
    assert timeline.retracted == 1 and "oops" not in [m.data.get("purpose") for m in timeline]
    undone_at = wrong[0]["position"]
    assert timeline.state_at(undone_at)["rolls"] == 1  # the journal's historic replay there still counts it
    assert journal.state(cid, at=undone_at).state["game"]["rolls"] == 2
    retraction = timeline.of_kind("journal/retracted")[0].position
    for position in range(retraction, journal.head(cid) + 1):
        assert timeline.state_at(position) == journal.state(cid, at=position).state["game"]
