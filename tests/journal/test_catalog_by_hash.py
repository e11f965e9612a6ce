"""A campaign's state names its card catalog by hash: `journal state --json` of a new Six
Winters campaign carries a short reference where it carried the whole catalog, and a process
that reads a stored snapshot before anything else finds the catalog (from the campaign's first
event) and trusts the snapshot."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from uuid import UUID

from domain.kernel import catalogs
from domain.kernel.canonical import plain_fingerprint
from domain.kernel.catalogs import catalog_of
from domain.kernel.fingerprints import PREFIX, expanded
from domain.rulesets.sixwinters.catalog import shared_builtin
from journal.vaults import sealing

ROOT = Path(__file__).resolve().parents[2]
FRESH_READER = """
import json, sys
from domain.kernel import catalogs
from domain.kernel.catalogs import catalog_of
from domain.kernel.fingerprints import has_fingerprint
from journal.service import Journal
from journal.store.snapshots import parse

journal = Journal(url=sys.argv[1], create=False)
stream = journal.stream_id(sys.argv[2])
rules = journal.ruleset_of(sys.argv[2])
row = list(journal.replayer.snapshots.rows(stream, rules))[-1]
missing = catalogs.missing(parse(row.position, row.data)[0])
state = journal.replayer.snapshots.trusted_state(stream, rules, row)
print(json.dumps({"position": row.position, "missing before": bool(missing),
                  "characters": sorted(catalog_of(state["game"])["characters"]),
                  "trusted": has_fingerprint(state, journal.replayer.recorded_fingerprint(stream, row.position)),
                  "rejected": sorted(journal.replayer.snapshots.rejected.get(stream, {}))}))
journal.close()
"""


def _journal_cli(instance: Path, *args: str) -> str:
    result = subprocess.run([sys.executable, "-m", "journal", "--instance", str(instance), *args],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_a_new_six_winters_campaigns_state_names_its_catalog_and_is_a_fraction_of_its_size(tmp_path):
    instance = tmp_path / "instance"
    _journal_cli(instance, "init")
    campaign = _journal_cli(instance, "campaign", "new", "--ruleset", "sixwinters", "--name", "Small").strip()
    shown = _journal_cli(instance, "state", campaign, "--json")
    game = json.loads(shown)["state"]["game"]
    assert isinstance(game["catalog"], str) and game["catalog"].startswith(catalogs.PREFIX)
    catalog = json.dumps(shared_builtin(), sort_keys=True, ensure_ascii=False)
    assert len(shown) < len(catalog) // 4, "the state without its catalog is a fraction of the catalog alone"
    assert '"standard_map"' not in shown and '"characters"' not in shown


def test_a_fresh_process_reading_a_snapshot_finds_the_catalog_and_trusts_the_snapshot(sqlite_journal, tmp_path):
    script = sqlite_journal.demo_scripts("sixwinters")[0]
    campaign = sqlite_journal.create_campaign("sixwinters", "Snapshotted", script["setup"])
    for command in script["commands"][:4]:
        sqlite_journal.execute(campaign, dict(command))
    stream, rules = sqlite_journal.stream_id(campaign), sqlite_journal.ruleset_of(campaign)
    head = sqlite_journal.state(campaign)
    assert isinstance(head.state["game"]["catalog"], str)
    sqlite_journal.replayer.snapshots.save(stream, rules, head.state)
    sqlite_journal.settled()
    result = subprocess.run([sys.executable, "-c", FRESH_READER, f"sqlite:///{tmp_path / 'journal.sqlite'}", campaign],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    read = json.loads(result.stdout)
    assert read == {"position": head.position, "missing before": True, "characters": sorted(catalog_of(head.state["game"])["characters"]),
                    "trusted": True, "rejected": []}


def test_a_log_of_version_1_fingerprints_taken_of_states_holding_the_catalog_verifies(opened, monkeypatch):
    """Version 1 fingerprints were the sha256 of the whole state, catalog included: a state that
    names its catalog is fingerprinted with the catalog put back, and its snapshots are used."""
    script = opened().demo_scripts("sixwinters")[0]
    with monkeypatch.context() as earlier:
        earlier.setattr(sealing, "fingerprint", lambda state, before=None: plain_fingerprint(expanded(state)))
        writer = opened(snapshot_every=2)
        campaign = writer.create_campaign("sixwinters", "Written before", script["setup"])
        for command in script["commands"][:6]:
            writer.execute(campaign, dict(command))
        writer.settled()
    journal = opened(snapshot_every=2)
    recorded = [env["state"] for env in journal.events(campaign)]
    assert all(len(found) == 64 and not found.startswith(PREFIX) for found in recorded)
    assert recorded[0] == plain_fingerprint({"meta": journal.state(campaign, at=1).state["meta"],
                                             "game": {**journal.state(campaign, at=1).state["game"],
                                                      "catalog": shared_builtin()}})
    assert journal.replayer.snapshots.rows(UUID(campaign), journal.ruleset_of(campaign))
    assert journal.state(campaign).fingerprint and not journal.replayer.snapshots.rejected.get(UUID(campaign))
    report = journal.verify(campaign, full=True)
    assert report.ok and report.replayed, report.problem
