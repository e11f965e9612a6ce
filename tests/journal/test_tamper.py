"""Tampering with a stored campaign: plain `journal verify` fails naming the position, and
nothing that reads the campaign crashes or believes a forged row."""
import io
import subprocess
import sys
from uuid import UUID

import pytest

from journal.errors import DamagedData
from journal.service import Journal
from tests.journal import tampering as t
from tests.journal.helpers import physical
from tests.journal.test_replay import naive_state_at
from tests.journal.test_snapshots_by_cost import snapshot_positions


def rolled(journal, count: int, name: str = "Probe") -> str:
    campaign = journal.create_campaign("dice", name)
    for index in range(count):
        journal.execute(campaign, physical(index % 6 + 1))
    return campaign


def run(path, *args):
    return subprocess.run([sys.executable, "-m", "journal", "--db", f"sqlite:///{path}", *args],
                          capture_output=True, text=True, timeout=120)


def test_an_edited_snapshot_row_is_set_aside_by_reads_and_fails_verify(opened, path):
    journal = opened(snapshot_every=10)
    campaign = rolled(journal, 34)
    (row,) = [r for r in t.rows(path, t.SNAPSHOTS) if r[1] == 30]
    t.forge_snapshot(path, row, lambda state: state["game"].update(rolls=state["game"]["rolls"] + 5))
    fresh = opened(snapshot_every=10)
    assert fresh.state(campaign).state == naive_state_at(fresh, campaign, 35)
    assert fresh.state(campaign, at=32).state["game"]["rolls"] == 31
    report = fresh.verify(campaign)
    assert not report.ok and report.position == 30 and "snapshot" in report.problem
    assert "FAILED at position 30" in report.lines()[-1]


@pytest.mark.parametrize("anchoring", ["export", "session end"])
def test_events_cut_off_the_end_fail_plain_verify_once_the_head_was_anchored(opened, path, anchoring, monkeypatch):
    import domain.rulesets as registry
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")
    journal = opened()
    if anchoring == "export":
        campaign = rolled(journal, 39)
        journal.export(campaign, io.StringIO())
    else:
        campaign = journal.create_campaign("sessions", "Evenings")
        journal.execute(campaign, {"type": "start"})
        for _ in range(5):
            journal.execute(campaign, {"type": "attack", "roll": "app"})
        journal.execute(campaign, {"type": "end"})
    head = journal.head(campaign)
    assert journal.verify(campaign).ok
    t.delete(path, t.EVENTS, UUID(campaign).hex, head)
    report = opened().verify(campaign)
    assert not report.ok and report.position == head and "events were removed" in report.problem
    assert f"campaign now ends at {head - 1}" in report.problem


def test_the_six_winters_demo_cut_by_its_last_event_fails_plain_verify(opened, path):
    journal = opened()
    campaign = journal.load_demo("sixwinters")
    head = journal.head(campaign)
    assert head == 41   # 40 commands' events and the deck order opened at year one's end
    t.delete(path, t.EVENTS, UUID(campaign).hex, head)
    result = run(path, "verify", campaign)
    assert result.returncode == 1 and f"FAILED at position {head}" in result.stdout, result.stdout


@pytest.mark.parametrize("fresh_fingerprints", [True, False])
def test_an_event_edited_and_the_chain_re_hashed_fails_plain_verify(opened, path, fresh_fingerprints):
    journal = opened()
    campaign = rolled(journal, 20)
    receipt = journal.anchor(campaign, "receipt").receipt
    rules = journal.ruleset_of(campaign)

    def change(env):
        if env["position"] == 8:
            env["data"]["dice"][0]["value"] = 6 if env["data"]["dice"][0]["value"] != 6 else 5
    if fresh_fingerprints:
        t.rewrite_events(path, UUID(campaign), rules, change)
    else:
        original = {e["position"]: e["state"] for e in journal.events(campaign)}
        t.rewrite_events(path, UUID(campaign), rules, lambda env: change(env) or env)
        rehash_keeping_fingerprints(path, UUID(campaign), original)
    fresh = opened()
    report = fresh.verify(campaign)
    assert report.chain_intact and not report.ok
    if fresh_fingerprints:
        assert report.replayed and report.position == 21 and "rewritten" in report.problem
    else:
        assert report.replay_differs_at == 8 and report.position == 8
    assert any("rewritten" in p for p in report.problems)
    assert not fresh.verify(campaign, head=receipt.code).ok


def rehash_keeping_fingerprints(path, stream, fingerprints):
    """The clumsy forger: the changed event and its successors keep the recorded fingerprints."""
    from journal.envelopes import envelope as envelopes
    prev = envelopes.GENESIS
    for originator, version, _, data in t.rows(path, t.EVENTS, stream):
        env = envelopes.decode(data)
        env = envelopes.seal({**{k: v for k, v in env.items() if k not in ("hash", "prev")},
                              "state": fingerprints[version]}, prev)
        prev = env["hash"]
        t.put(path, t.EVENTS, originator, version, envelopes.encode(env))


@pytest.mark.parametrize("offset, what", [(0, "not valid JSON"), (None, "hash does not match")])
def test_a_flipped_byte_after_the_last_snapshot_fails_with_its_position_and_crashes_nothing(opened, path, offset, what):
    journal = opened()
    campaign = rolled(journal, 130)
    damaged = snapshot_positions(journal, campaign)[-1] + 1    # read by every fold to the head
    if damaged > journal.head(campaign):
        journal.execute(campaign, physical(1))
    (_, _, _, data) = [r for r in t.rows(path, t.EVENTS, UUID(campaign)) if r[1] == damaged][0]
    offset = data.index(b'"value":') + len(b'"value":') if offset is None else offset  # a die's face: still JSON
    t.put(path, t.EVENTS, UUID(campaign).hex, damaged, t.flip(data, offset))
    fresh = opened()
    with pytest.raises(DamagedData) as error:
        fresh.state(campaign)
    assert error.value.position == damaged and what in error.value.problem
    assert fresh.state(campaign, at=damaged - 5).position == damaged - 5  # before the damage, states still read
    report = fresh.verify(campaign)
    assert not report.ok and report.position == damaged and f"FAILED at position {damaged}" in report.lines()[-1]
    state = run(path, "state", campaign)
    assert state.returncode == 1 and f"damaged at position {damaged}" in state.stderr and "Traceback" not in state.stderr
    verify = run(path, "verify")
    assert verify.returncode == 1 and f"FAILED at position {damaged}" in verify.stdout and "Traceback" not in verify.stderr


def test_a_campaign_whose_first_event_is_gone_is_listed_as_damaged_and_fails_verify(opened, path):
    journal = opened()
    campaign = rolled(journal, 5)
    t.delete(path, t.EVENTS, UUID(campaign).hex, 1)
    fresh = opened()
    (info,) = [i for i in fresh.campaigns() if i.id == campaign]
    assert info.name == "Probe" and info.position == 6
    assert fresh.first_event_problem(campaign) == "its first event is missing"
    with pytest.raises(DamagedData, match="first event is missing"):
        fresh.state(campaign)
    assert "DAMAGED" in run(path, "campaign", "list").stdout
    verify = run(path, "verify")
    assert verify.returncode == 1 and "FAILED at position 1" in verify.stdout


def test_an_edited_seed_vault_entry_fails_verify_before_the_reveal(opened, path):
    from domain.kernel.canonical import canonical_json
    from journal.vaults import seeds
    journal = opened()
    campaign = journal.create_campaign("dice", "Open seed")
    (commit, _) = journal.execute(campaign, {"type": "roll", "spec": "2d6"})
    assert journal.verify(campaign).ok
    (vault_row,) = [r for r in t.rows(path, t.SNAPSHOTS) if r[2] == "journal/seed"]
    other = seeds.new_seed()
    t.put(path, t.SNAPSHOTS, vault_row[0], 1, canonical_json({"commitment": seeds.commitment(other), "seed": other}))
    report = opened().verify(campaign)
    assert not report.ok and report.position == commit["position"] and "seed vault" in report.problem
    last = b"0" if vault_row[3][-3:-2] != b"0" else b"1"
    t.put(path, t.SNAPSHOTS, vault_row[0], 1, vault_row[3][:-3] + last + b'"}')  # the seed's last digit
    report = opened().verify(campaign)
    assert not report.ok and any("seed vault entry 1" in p for p in report.problems)


def test_an_edited_or_removed_anchor_row_fails_verify(opened, path):
    journal = opened()
    campaign = rolled(journal, 3)
    journal.anchor(campaign, "receipt")
    journal.execute(campaign, physical(2))
    journal.anchor(campaign, "receipt")
    anchor_rows = t.rows(path, t.ANCHORS)
    assert [r[1] for r in anchor_rows] == [1, 2, 3]
    t.put(path, t.ANCHORS, anchor_rows[1][0], 2, anchor_rows[1][3].replace(b"Probe", b"Prabe"))
    report = opened().verify(campaign)
    assert not report.ok and "anchor row 2" in report.problem
    t.delete(path, t.ANCHORS, anchor_rows[1][0], 2)
    report = opened().verify(campaign)
    assert not report.ok and "anchor row 2 is missing" in report.problem


def test_a_receipt_kept_outside_catches_what_the_anchor_table_cannot(opened, path):
    """Someone who rewrites events, the anchor table and the read models together passes the
    table's checks: verify says so, and the receipt the group photographed still catches it."""
    journal = opened()
    campaign = rolled(journal, 10)
    receipt = journal.anchor(campaign, "receipt").receipt
    assert journal.verify(campaign, head=receipt.code).ok
    t.rewrite_events(path, UUID(campaign), journal.ruleset_of(campaign),
                     lambda env: env["data"].update(purpose="forged") if env["position"] == 4 else None)
    for originator, version, _, _ in t.rows(path, t.ANCHORS):
        t.delete(path, t.ANCHORS, originator, version)
    fresh = opened()
    fresh.rebuild(campaign)            # the read models told from the forgery
    fresh.anchor(campaign, "receipt")  # re-anchored over the forgery
    plain = fresh.verify(campaign)
    assert plain.ok
    assert any("only a receipt kept outside" in line for line in plain.lines())
    with_receipt = fresh.verify(campaign, head=receipt.code)
    assert not with_receipt.ok and with_receipt.position == 11 and "your receipt says" in with_receipt.problem


def test_receipts_match_later_heads_and_bad_receipts_are_clear_errors(opened, path):
    journal = opened()
    campaign = rolled(journal, 4)
    receipt = journal.anchor(campaign, "receipt").receipt
    journal.execute(campaign, physical(3))
    report = journal.verify(campaign, head=receipt.code)
    assert report.ok and report.receipt_position == 5
    assert "receipt: matches position 5" in report.lines()
    assert any("no anchor newer than position 5" in line for line in report.lines())
    assert journal.verify(campaign, head=receipt.head[:12]).ok
    assert not journal.verify(campaign, head=f"9:{receipt.head[:16]}").ok
    bad = run(path, "verify", campaign, "--head", "not-a-receipt")
    assert bad.returncode == 1 and "12 to 64 hex digits" in bad.stderr and "Traceback" not in bad.stderr


def delete_event(journal, campaign: str, position: int) -> None:
    """Delete one stored event behind the journal's back, on either backend."""
    if journal.settings.kind == "sqlite":
        from pathlib import Path
        t.delete(Path(journal.settings.env["SQLITE_DBNAME"]), t.EVENTS, UUID(campaign).hex, position)
        return
    import psycopg
    with psycopg.connect(journal.settings.url, autocommit=True) as connection:
        connection.execute("DELETE FROM campaignjournal_events WHERE originator_id = %s AND originator_version = %s",
                           (UUID(campaign), position))


def test_on_either_backend_an_anchored_head_cut_off_fails_verify_and_stays_a_clear_error(journal, store_url):
    campaign = rolled(journal, 6)
    receipt = journal.anchor(campaign, "receipt").receipt
    delete_event(journal, campaign, 7)
    fresh = Journal(url=store_url)
    try:
        report = fresh.verify(campaign)
        assert not report.ok and report.position == 7 and "events were removed" in report.problem
        assert not fresh.verify(campaign, head=receipt.code).ok
        delete_event(journal, campaign, 3)
        assert fresh.verify(campaign).position == 3
        fresh.forget(campaign)  # as a process that had not read it yet
        with pytest.raises(DamagedData, match="position 3"):
            fresh.state(campaign)
    finally:
        fresh.close()
