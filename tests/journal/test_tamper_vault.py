"""Tampering with the secret vault: `journal verify` names every sealed value the vault no
longer holds as it was sealed, those the log has opened since as well as those still secret,
and an export's secret lines are held to the commitments of its log the same way."""
import io
import json
import subprocess
import sys
from uuid import UUID

from journal.envelopes import secrecy
from journal.audit.verify import verify_file
from tests.journal import tampering as t


def run(path, *args):
    return subprocess.run([sys.executable, "-m", "journal", "--db", f"sqlite:///{path}", *args],
                          capture_output=True, text=True, timeout=300)


def sealed_places(journal, campaign: str) -> tuple[set, set]:
    """((position, pointer) of every value sealed in the log, of those the log opened since)."""
    envs = [json.loads(row.data) for row in journal.store.read(UUID(campaign))]
    sealed = {(env["position"], pointer) for env in envs for pointer in env.get("sealed") or {}}
    return sealed, set(secrecy.revealed_in(envs))


def forged(value):
    """Another value of the same kind: a deck in another order, or something else entirely."""
    if isinstance(value, list) and len({json.dumps(item, sort_keys=True) for item in value}) > 1:
        return list(reversed(value))
    return {"forged": value}


def replace_in_vault(path, journal, campaign: str, places: set) -> set:
    """Replace the vault's value at each of `places` (a stacked deck, a changed roll); returns
    the places changed."""
    changed = set()
    for originator, number, _, data in t.rows(path, t.SNAPSHOTS, journal.store.secret_stream(UUID(campaign))):
        entry = json.loads(data)
        for secret in entry["secrets"]:
            if (secret["position"], secret["pointer"]) in places:
                secret["value"] = forged(secret["value"])
                changed.add((secret["position"], secret["pointer"]))
        t.put(path, t.SNAPSHOTS, originator, number, json.dumps(entry).encode())
    return changed


def test_every_vault_value_replaced_after_it_was_opened_or_before_is_named_and_fails_verify(opened, path):
    journal = opened()
    campaign = journal.load_demo("sixwinters")   # year one over (its decks opened), year two's decks still sealed
    sealed, revealed = sealed_places(journal, campaign)
    still_secret = sorted(sealed - revealed)
    assert revealed and still_secret and journal.verify(campaign, full=True).ok
    changed = replace_in_vault(path, journal, campaign, revealed | set(still_secret[:2]))
    assert changed == revealed | set(still_secret[:2])

    result = run(path, "verify", campaign, "--full")
    assert result.returncode == 1, result.stdout
    (line,) = [line for line in result.stdout.splitlines() if "secret vault:" in line]
    assert f"{len(changed)} not held as sealed" in line
    for position, pointer in changed:
        named = f"position {position} {pointer}" + (" (opened since)" if (position, pointer) in revealed else "")
        assert named in line, (named, line)
    untouched = sealed - changed
    assert not any(f"position {position} {pointer}" in line for position, pointer in untouched)
    report = opened().verify(campaign, full=True)
    assert {(p.split(":")[0], pointer) for p in report.problems for position, pointer in changed
            if f"sealed at {pointer} " in p and p.startswith(f"position {position}:")} \
        == {(f"position {position}", pointer) for position, pointer in changed}


def test_an_owners_export_with_an_opened_value_changed_fails_verify_naming_it(opened):
    journal = opened()
    campaign = journal.load_demo("sixwinters")
    _, revealed = sealed_places(journal, campaign)
    buffer = io.StringIO()
    journal.export(campaign, buffer)
    lines, target = buffer.getvalue().splitlines(), sorted(revealed)[0]
    for index, line in enumerate(lines):
        item = json.loads(line)
        if "secret" in item and (item["secret"]["position"], item["secret"]["pointer"]) == target:
            item["secret"]["value"] = forged(item["secret"]["value"])
            lines[index] = json.dumps(item)
    assert verify_file(io.StringIO(buffer.getvalue())).ok
    report = verify_file(io.StringIO("\n".join(lines) + "\n"))
    assert not report.ok and report.position == target[0] and target[1] in report.problem, report.lines()


def test_an_export_leaving_out_the_opened_values_imports_to_a_vault_that_holds_them(opened, tmp_path):
    """The log's openings fill what the file leaves out, so the copy verifies like the original."""
    from journal.service import Journal
    journal = opened()
    campaign = journal.load_demo("sixwinters")
    _, revealed = sealed_places(journal, campaign)
    buffer = io.StringIO()
    journal.export(campaign, buffer)
    kept = [line for line in buffer.getvalue().splitlines()
            if "secret" not in (item := json.loads(line))
            or (item["secret"]["position"], item["secret"]["pointer"]) not in revealed]
    header = json.loads(kept[0])
    kept[0] = json.dumps({**header, "secrets": header["secrets"] - len(revealed)}, sort_keys=True)
    copy = Journal(url=f"sqlite:///{tmp_path / 'copy.sqlite'}")
    try:
        copy.import_(io.StringIO("\n".join(kept) + "\n"))
        report = copy.verify(campaign, full=True)
        assert report.ok, report.lines()
        assert any(line.startswith("secret vault:") and "all held" in line for line in report.checks)
    finally:
        copy.close()
