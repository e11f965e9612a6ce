"""A fresh process reads the sealed values a position needs by position, and they are the
values the whole vault holds (journal/vaults/secret_vault.py `between`, journal/vaults/sealed_values.py)."""
from __future__ import annotations

import io

import pytest

import domain.rulesets as registry
from journal.envelopes import envelope as envelopes
from journal.history.replay import Replayer
from journal.vaults.sealed_values import ByPosition, SealedValues
from journal.envelopes.secrecy import placeholders_in
from journal.vaults.secret_vault import SecretVault


@pytest.fixture
def hands(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "hands", "tests.journal.revealing_hands")


def played(journal) -> tuple[str, object, list[int]]:
    """Shuffles and deals with two peeks (each reveals every face-down value so far)
    between them; the positions of the two reveals."""
    campaign = journal.create_campaign("hands", "By position", {"players": ["Ann", "Ben"]})
    reveals = []
    for _ in range(2):
        journal.execute(campaign, {"type": "shuffle", "roll": "app"})
        journal.execute(campaign, {"type": "deal", "count": 2})
        journal.execute(campaign, {"type": "peek", "player": "Ann"})
        reveals.append(journal.head(campaign))
        journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    return campaign, journal.stream_id(campaign), reveals


def sealed_at(journal, stream, position: int, whole) -> list[str]:
    """The commitments of every value sealed in the event at `position`."""
    row = journal.store.read(stream, after=position - 1, upto=position)[0]
    return [commitment for _, commitment in placeholders_in(envelopes.decode(row.data), whole)]


def assert_read_by_position(journal, stream) -> int:
    """Every position's sealed values, read by position in a process that read nothing
    before, are the whole vault's (and none was looked up in the whole vault)."""
    whole = SealedValues(journal.store).of(stream)
    checked = 0
    for position in range(1, journal.store.head(stream) + 1):
        fresh = SealedValues(journal.store)
        near = fresh.between(stream, position, position)
        assert isinstance(near, ByPosition)
        for commitment in sealed_at(journal, stream, position, whole):
            assert near.found[commitment] == whole[commitment]
            checked += 1
        assert not fresh.vault.held(stream)   # the whole vault was never read
    return checked


def test_each_position_s_values_read_by_position_are_the_whole_vault_s(journal, hands):
    _, stream, _ = played(journal)
    assert journal.store.secret_count(stream) >= 4
    assert assert_read_by_position(journal, stream) > 0


def test_states_folded_by_position_are_those_folded_with_the_whole_vault(opened, hands):
    writer = opened(snapshot_every=3)
    campaign, stream, reveals = played(writer)
    whole = Replayer(writer.store, secrets=SealedValues(writer.store).of)
    head = writer.head(campaign)
    positions = sorted({1, 2, reveals[0] - 1, reveals[0], reveals[0] + 1, reveals[1] - 1, reveals[1], head})
    for position in positions:
        fresh = opened()
        rules = fresh.ruleset_of(campaign)
        by_position = fresh.state(campaign, at=position)
        assert not fresh.sealed.vault.held(stream)
        assert by_position.fingerprint == whole.replayed(stream, rules, position).fingerprint
        assert by_position.state == whole.state_at(stream, rules, position)


def test_an_import_keeps_its_values_in_position_order(journal, hands):
    campaign, _, _ = played(journal)
    exported = io.StringIO()
    journal.export(campaign, exported)
    exported.seek(0)
    copy = journal.import_(exported, new_id=True)
    copied = journal.stream_id(copy)
    assert assert_read_by_position(journal, copied) > 0


def test_entries_out_of_position_order_still_give_every_value(journal, hands, monkeypatch):
    """A vault whose entries are not in position order (an import made before they were
    sorted) gives the same values: what is not found by position is found in the whole."""
    campaign, _, _ = played(journal)

    def backwards(self, stream_, secrets):
        for secret in sorted(secrets, key=lambda s: -s.position):
            self.keep(stream_, [secret])
    exported = io.StringIO()
    journal.export(campaign, exported)
    exported.seek(0)
    monkeypatch.setattr(SecretVault, "restore", backwards)
    copied = journal.stream_id(journal.import_(exported, new_id=True))
    whole = SealedValues(journal.store).of(copied)
    for position in range(1, journal.store.head(copied) + 1):
        near = SealedValues(journal.store).between(copied, position, position)
        for commitment in sealed_at(journal, copied, position, whole):
            assert near[commitment] == whole[commitment]
