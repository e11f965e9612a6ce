"""Replaying a d6D game: the state at every position is the same however it is folded.

The scripted game (d6d_game.py) is played through the journal service, with one command
taken back by a retraction and played again. Then every position is read back through
a second Journal on the same store (no cache shared) and through a copy imported into
another store, and compared with the fingerprint sealed into the event when it was stored.
"""
from __future__ import annotations

import io

import pytest

import domain.rulesets as registry
from journal.service import Journal

from . import d6d_game as game

D6D = registry.get("d6d")
RECRUIT = game.REST[0]


@pytest.fixture
def recorded(tmp_path):
    """(journal, campaign id, positions after each command) with a recruit taken back and redone."""
    first = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}", instance_path=tmp_path / "instance")
    cid = first.create_campaign("d6d", "Replayed", game.SETUP, actor="olga")
    script = [*game.OPENING, game.BRAMS_BRIDGE, RECRUIT, {"type": "retract", "reason": "wrong world"}, *game.REST]
    after = [first.execute(cid, command, actor="olga")[-1]["position"] for command in script]
    yield first, cid, after
    first.close()


@pytest.fixture
def second(recorded, tmp_path):
    opened = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}", instance_path=tmp_path / "instance")
    yield opened
    opened.close()


def test_every_position_folds_to_the_fingerprint_sealed_when_it_was_stored(recorded, second):
    first, cid, _ = recorded
    envelopes = first.events(cid)
    assert [e["position"] for e in envelopes] == list(range(1, first.head(cid) + 1))
    for envelope in envelopes:
        at = envelope["position"]
        fresh = second.state(cid, at=at)
        assert fresh.position == at
        assert fresh.fingerprint == envelope["state"] == first.state(cid, at=at).fingerprint, at


def test_the_walk_over_the_whole_game_gives_the_same_fingerprints_as_reading_each_position(recorded, second):
    first, cid, _ = recorded
    walked = second.fingerprints(cid)
    assert walked == [first.state(cid, at=n).fingerprint for n in range(1, first.head(cid) + 1)]


def test_a_copy_imported_into_another_store_replays_to_the_same_states(recorded, tmp_path):
    first, cid, after = recorded
    exported = io.StringIO()
    first.export(cid, exported)
    other = Journal(url=f"sqlite:///{tmp_path / 'other.sqlite'}", instance_path=tmp_path / "other")
    try:
        assert other.import_(io.StringIO(exported.getvalue())) == cid
        for at in range(1, first.head(cid) + 1):
            assert other.state(cid, at=at).fingerprint == first.state(cid, at=at).fingerprint, at
        assert other.view(cid, "score")["winners"] == [game.WINNER]
    finally:
        other.close()


def test_the_retracted_recruit_leaves_the_game_as_it_was_before_it(recorded, second):
    first, cid, after = recorded
    bridged, recruited, retracted = after[len(game.OPENING):len(game.OPENING) + 3]
    before, taken_back = second.state(cid, at=bridged).state, second.state(cid, at=retracted).state
    assert second.state(cid, at=recruited).state["game"] != before["game"]
    assert taken_back["game"] == before["game"]
    assert [e["retracted"] for e in first.events(cid, recruited, recruited)] == [True]


def test_replayed_states_agree_with_the_d6d_rules_deciding_the_stored_commands_again(recorded, second):
    """Each stored d6D command, decided on the state before it, gives the events that were stored."""
    first, cid, _ = recorded
    envelopes = [e for e in first.events(cid) if not e["retracted"]]
    checked = 0
    for envelope in envelopes:
        command = envelope["command"]
        if not command or command["type"] not in D6D.command_schemas:
            continue
        game_before = second.state(cid, at=envelope["cmd"] - 1).state["game"]
        stored = [e for e in envelopes if e["cmd"] == envelope["cmd"] and e["type"].startswith("d6d/")]
        decided = D6D.decide(game_before, D6D.command_schemas[command["type"]]().load(command))
        assert [(e.kind, e.data) for e in decided] == [(e["type"], e["data"]) for e in stored], envelope["position"]
        checked += 1
    assert checked == len([c for c in game.COMMANDS if c["type"] in D6D.command_schemas])


def test_the_replayed_game_ends_with_the_rulebook_score(recorded, second):
    _, cid, _ = recorded
    score = second.view(cid, "score")
    assert score["over"] and score["winners"] == [game.WINNER]
    assert {row["player"]: row["points"] for row in score["scores"]} == game.POINTS


def test_an_app_rolled_bridge_taken_back_and_rolled_again_uses_the_next_die_of_the_seed(tmp_path):
    journal = Journal(url=f"sqlite:///{tmp_path / 'again.sqlite'}", instance_path=tmp_path / "instance")
    try:
        cid = journal.create_campaign("d6d", "Rolled again", game.SETUP, actor="olga")
        for command in game.OPENING:
            journal.execute(cid, command, actor="olga")
        first = [e for e in journal.execute(cid, game.BRAMS_BRIDGE, actor="olga") if e["rolls"]]
        journal.execute(cid, {"type": "retract", "reason": "the app rolled before Bram chose"}, actor="olga")
        assert journal.view(cid, "board")["bridges"] == []
        again = [e for e in journal.execute(cid, game.BRAMS_BRIDGE, actor="olga") if e["rolls"]]
        assert [r["n"] for e in first + again for r in e["rolls"]] == [0, 1]
        for command in game.REST:
            journal.execute(cid, command, actor="olga")
        report = journal.verify(cid)
        assert report.ok and report.dice_verified == 3 and report.dice_pending == 0 and report.replayed
        assert journal.view(cid, "score")["winners"] == [game.WINNER]
    finally:
        journal.close()
