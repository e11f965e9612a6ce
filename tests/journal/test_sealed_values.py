"""What the log has opened is kept once: the places it opened, and only the values the vault
lacks (journal/sealed_values.py, journal/revealing.py)."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from journal.secret_vault import empty


@pytest.fixture
def hands(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "hands", "tests.journal.revealing_hands")


def revealed(journal) -> tuple[str, object]:
    campaign = journal.create_campaign("hands", "Opened once", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    journal.execute(campaign, {"type": "peek", "player": "Ann"})      # reveals every face-down value
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
