"""What the log has opened is kept once: the places it opened, and only the values the vault
lacks (journal/vaults/sealed_values.py, journal/vaults/revealing.py)."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from journal.vaults.secret_vault import empty


@pytest.fixture
def hands(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "hands", "tests.journal.revealing_hands")


def revealed(journal) -> tuple[str, object]:
    campaign = journal.create_campaign("hands", "Opened once", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    journal.execute(campaign, {"type": "peek", "player": "Ann"})      # reveals every face-down value
    journal.settled(campaign)   # the sentences told after the commits have read the vault too
    return campaign, journal.stream_id(campaign)


def test_a_value_the_vault_holds_is_not_kept_again_for_its_opening(journal, hands):
    campaign, stream = revealed(journal)
    held = journal.sealed.vault.contents(stream)
    opened = journal.sealed.revealed.of(stream, held)
    assert opened.places and len(held) >= len(opened.places)
    assert len(opened.secrets) == 0
    assert journal.sealed.of(stream) is held
    assert journal.sealed.opened(stream) == opened.places


def test_without_the_vault_the_openings_are_the_values(journal, hands):
    campaign, stream = revealed(journal)
    held = journal.sealed.vault.contents(stream)
    fresh = type(journal.sealed.revealed)(journal.store)
    opened = fresh.of(stream, empty())
    assert len(opened.secrets) == len(opened.places) > 0
    for commitment, secret in opened.secrets.items():
        assert held[commitment].value == secret.value and held[commitment].salt == secret.salt


def test_the_vault_and_the_openings_read_a_few_rows_at_a_time_read_everything(journal, hands, monkeypatch):
    """Both are read a few rows to a query (a long campaign's at once stayed in a PostgreSQL
    site process): read one row at a time, they hold what they hold read all at once."""
    import journal.vaults.revealing as revealing
    import journal.vaults.secret_vault as secret_vault

    campaign, stream = revealed(journal)
    journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    journal.execute(campaign, {"type": "peek", "player": "Ben"})
    at_once = type(journal.sealed)(journal.store)
    whole, all_opened = at_once.vault.contents(stream), at_once.opened(stream)
    monkeypatch.setattr(secret_vault, "READ_AT_ONCE", 1)
    monkeypatch.setattr(revealing, "READ_AT_ONCE", 1)
    one_by_one = type(journal.sealed)(journal.store)
    assert journal.store.secret_count(stream) >= 2
    assert len(journal.store.read_kind(stream, "journal/secrets-revealed")) >= 2
    vault, opened = one_by_one.vault.contents(stream), one_by_one.opened(stream)
    assert set(vault) == set(whole) and len(vault) > 0
    assert all(vault[key] == whole[key] for key in vault)
    assert opened == all_opened and len(opened) > 0
