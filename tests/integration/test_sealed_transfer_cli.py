"""A campaign with sealed secrets (the Six Winters demo's face-down decks) at the shell: the
operator's state shows the order, the owner's export carries it and imports to the same
states, both exports verify, and a member's export holds commitments only and cannot be
imported."""
from __future__ import annotations

import json

import pytest

from .conftest import Cli

DEMO = "Six Winters demo"


@pytest.fixture(scope="module")
def shell(tmp_path_factory) -> dict:
    cli = Cli(tmp_path_factory.mktemp("sealed"))
    cli("demo", "--ruleset", "sixwinters")
    state = cli.state(DEMO)
    order = state["state"]["game"]["table"]["opening"]["obstacle_deck"]
    cli("export", DEMO, "-o", "owner.jsonl")
    cli("export", DEMO, "-o", "member.jsonl", "--without-secrets")
    return {"cli": cli, "order": order}


def lines(cli: Cli, name: str) -> list[dict]:
    return [json.loads(line) for line in (cli.folder / name).read_text().splitlines()]


def test_the_operators_state_shows_the_face_down_deck_in_its_order(shell):
    order = shell["order"]
    assert len(order) > 8 and order != sorted(order)


def test_the_owners_export_carries_the_sealed_values_and_verifies_every_opening(shell):
    cli = shell["cli"]
    exported = lines(cli, "owner.jsonl")
    header, secrets = exported[0], [line["secret"] for line in exported if "secret" in line]
    assert header["format_version"] == 2 and header["secrets"] == len(secrets) > 0
    assert shell["order"] in [secret["value"] for secret in secrets]
    report = cli("verify", "--file", "owner.jsonl").stdout
    assert "result: OK" in report and "every state fingerprint matches" in report
    assert "each matching the commitment made when it was sealed" in report


def test_the_owners_export_imports_elsewhere_to_the_same_states_and_verifies(shell, tmp_path):
    cli, other = shell["cli"], Cli(tmp_path)
    other("import", str(cli.folder / "owner.jsonl"))
    assert other("fingerprints", DEMO).stdout == cli("fingerprints", DEMO).stdout
    assert other.state(DEMO)["state"]["game"]["table"]["opening"]["obstacle_deck"] == shell["order"]
    report = other("verify", DEMO).stdout
    assert "result: OK" in report and "secret vault:" in report and "all held and matching" in report


def test_a_members_export_holds_commitments_verifies_its_chain_and_cannot_be_imported(shell, tmp_path):
    cli = shell["cli"]
    text = (cli.folder / "member.jsonl").read_text()
    assert json.dumps(shell["order"]) not in text and json.dumps(shell["order"][:3])[1:-1] not in text
    assert json.loads(text.splitlines()[0])["secrets"] == 0 and '{"secret":' not in text
    report = cli("verify", "--file", "member.jsonl").stdout
    assert "result: OK" in report and "chain: intact" in report and "not proven:" in report
    refused = Cli(tmp_path)("import", str(cli.folder / "member.jsonl"), ok=False)
    assert refused.returncode == 1 and "a member's export" in refused.stderr and "Traceback" not in refused.stderr
