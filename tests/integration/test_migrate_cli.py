"""`journal migrate` as a user runs it: an imported export of version 1 events was migrated by
the import, a campaign of today's events has nothing to migrate, and `verify --full` works the
records out again."""
from __future__ import annotations

from pathlib import Path

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "sixwinters-version-1.jsonl"


def test_journal_migrate_after_an_import_finds_every_record_kept_and_verify_full_compares_them(cli):
    cli("import", str(FIXTURE))
    campaign = "8b177e85-f98a-4043-879c-d85298592ebc"
    done = cli("migrate", campaign).stdout
    assert "20 outcome records worked out, 0 kept anew" in done
    verified = cli("verify", campaign, "--full").stdout
    assert "outcome records: 20 kept for the events of an earlier version, worked out again" in verified


def test_journal_migrate_leaves_a_campaign_of_today_s_events_as_it_is(cli):
    campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Today").stdout.strip()
    assert "nothing to migrate" in cli("migrate", campaign).stdout
