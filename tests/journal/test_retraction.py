"""Undo never breaks the story: a retraction a later command stood on is refused, and the
store is left as it was."""
import pytest

from journal.errors import CommandRejected


def sixwinters_start(journal):
    script = journal.demo_scripts("sixwinters")[0]
    campaign = journal.create_campaign("sixwinters", "Undo", script["setup"])
    for command in script["commands"][:4]:
        journal.execute(campaign, dict(command))
    return campaign


def test_undoing_a_step_a_later_step_stood_on_is_refused_and_nothing_is_stored(sqlite_journal):
    campaign = sixwinters_start(sqlite_journal)
    head, fingerprint = sqlite_journal.head(campaign), sqlite_journal.state(campaign).fingerprint
    with pytest.raises(CommandRejected) as refused:
        sqlite_journal.execute(campaign, {"type": "retract", "position": 2, "reason": "another spotlight"})
    assert refused.value.rule == "retract.later-command" and "undo it first" in refused.value.message
    assert sqlite_journal.head(campaign) == head
    assert sqlite_journal.state(campaign).fingerprint == fingerprint


def test_undoing_the_last_step_and_then_the_one_before_works(sqlite_journal):
    campaign = sixwinters_start(sqlite_journal)
    sqlite_journal.execute(campaign, {"type": "retract"})
    sqlite_journal.execute(campaign, {"type": "retract"})
    session = sqlite_journal.state(campaign).state["game"]["campaign"]["session"]
    assert session["done"] == ["spotlight", "scenario"]


@pytest.fixture
def pile(monkeypatch, tmp_path):
    """A journal snapshotting every 2 positions, with the pile ruleset registered."""
    import domain.rulesets as registry
    from journal.service import Journal

    monkeypatch.setitem(registry.PACKAGES, "pile", "tests.journal.pile_ruleset")
    opened = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}", snapshot_every=2)
    yield opened
    opened.close()


def stored(journal, campaign):
    """The events, the cached state and the snapshot rows: all a refusal must leave as they were."""
    rules = journal.ruleset_of(campaign)
    snapshots = [(row.position, row.data) for row in journal.replayer.snapshots.rows(journal.stream_id(campaign), rules)]
    return [e["hash"] for e in journal.events(campaign)], journal.state(campaign).fingerprint, snapshots


def refused(journal, campaign, command) -> CommandRejected:
    before = stored(journal, campaign)
    with pytest.raises(CommandRejected) as refusal:
        journal.execute(campaign, command)
    assert refusal.value.rule == "retract.later-command"
    assert stored(journal, campaign) == before
    journal.forget(campaign)  # and a process reading the store afresh agrees
    assert stored(journal, campaign) == before
    return refusal.value


def test_undoing_what_a_later_command_took_is_refused_across_snapshots(pile):
    campaign = pile.create_campaign("pile", "Undo under a take")
    for card in ("ace", "king", "queen"):
        pile.execute(campaign, {"type": "put", "card": card})
    pile.execute(campaign, {"type": "take", "card": "ace"})
    refusal = refused(pile, campaign, {"type": "retract", "position": 2})
    assert refusal.reason == "the command at position 5 stands on what this undoes: undo it first"
    pile.execute(campaign, {"type": "retract", "position": 5})
    pile.execute(campaign, {"type": "retract", "position": 2})
    assert pile.state(campaign).state["game"]["pile"] == ["king", "queen"]
    assert pile.verify(campaign).ok


def test_undoing_an_undo_a_later_command_was_decided_without_is_refused(pile):
    campaign = pile.create_campaign("pile", "Redo over a take")
    pile.execute(campaign, {"type": "put", "card": "ace"})
    pile.execute(campaign, {"type": "take", "card": "ace"})
    pile.execute(campaign, {"type": "retract"})  # 4 undoes the take at 3
    pile.execute(campaign, {"type": "take", "card": "ace"})  # 5 takes it again
    refusal = refused(pile, campaign, {"type": "retract", "position": 4})
    assert refusal.reason == ("the command at position 5 was decided without the command this brings back: "
                              "undo it first")
    assert pile.verify(campaign).ok
