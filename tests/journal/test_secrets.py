"""Secrets in the log: sealed when recorded, read by their audience only, opened when the rules
reveal them, checked by `journal verify`, carried by the owner's export and not by a member's."""
import io
import json
from uuid import UUID

import pytest

import domain.rulesets as registry
from domain.kernel import Viewer
from domain.kernel.secrets import is_placeholder
from journal.errors import TransferError
from journal.audit.verify import verify_file

ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
GM, SPECTATOR = Viewer.of("gus", "gm"), Viewer.of("sam", "viewer")


@pytest.fixture
def hands(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "hands", "tests.domain.kernel.secret_hands")


def played_hands(journal) -> str:
    campaign = journal.create_campaign("hands", "Secret hands", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    journal.execute(campaign, {"type": "deal", "count": 2})
    return campaign


def exported(journal, campaign, with_secrets=True) -> str:
    buffer = io.StringIO()
    journal.export(campaign, buffer, with_secrets=with_secrets)
    return buffer.getvalue()


def test_an_app_shuffle_is_sealed_in_the_log_and_its_sealed_dice_are_not_the_sessions(journal, hands):
    campaign = played_hands(journal)
    stored = [json.loads(row.data) for row in journal.store.read(UUID(campaign))]
    shuffled = next(e for e in stored if e["type"] == "hands/shuffled")
    assert is_placeholder(shuffled["data"]["deck"]) and is_placeholder(shuffled["command"]["dice"])
    assert shuffled["sealed"] == {"/data/deck": "nobody", "/command/dice": "nobody"}
    assert shuffled["rolls"] is None and shuffled["source"] == "digital"
    assert not any(e["type"] == "journal/dice-committed" for e in stored), "sealed dice use no session seed"
    in_the_clear = next(e for e in journal.events(campaign) if e["type"] == "hands/shuffled")   # the shell's audit
    assert sorted(in_the_clear["data"]["deck"]) == sorted(["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"])
    assert len(in_the_clear["command"]["dice"]) == 7 and all("value" in die for die in in_the_clear["command"]["dice"])


def test_each_seat_reads_its_own_hand_the_game_master_all_and_a_spectator_none(journal, hands):
    campaign = played_hands(journal)
    dealt = {e["data"]["player"] if not is_placeholder(e["data"]) else e["position"]: e
             for e in journal.events(campaign, viewer=ANN) if e["type"] == "hands/dealt"}
    assert "Ann" in dealt and len(dealt) == 2, "Ben's hand reads as sealed for Ann"
    assert all(not is_placeholder(e["data"]) for e in journal.events(campaign, viewer=GM) if e["type"] == "hands/dealt")
    assert all(is_placeholder(e["data"]) for e in journal.events(campaign, viewer=SPECTATOR) if e["type"] == "hands/dealt")
    assert journal.view(campaign, "table", viewer=ANN)["hands"]["Ben"] == [None, None]


def test_choices_shown_together_open_the_sealed_ones_and_verify_checks_every_opening(journal, hands):
    campaign = played_hands(journal)
    game = journal.state(campaign).state["game"]
    journal.execute(campaign, {"type": "choose", "player": "Ann", "card": game["hands"]["Ann"][0]})
    ann_chose = journal.head(campaign)
    assert is_placeholder(journal.events(campaign, ann_chose, viewer=BEN)[0]["data"])
    events = journal.execute(campaign, {"type": "choose", "player": "Ben", "card": game["hands"]["Ben"][0]})
    assert [e["type"] for e in events] == ["hands/chosen", "hands/shown", "journal/secrets-revealed"]
    assert {o["position"] for o in events[-1]["data"]["openings"]} == {ann_chose}
    assert journal.events(campaign, ann_chose, viewer=BEN)[0]["data"]["card"] == game["hands"]["Ann"][0]
    report = journal.verify(campaign)
    assert report.ok and report.replayed and report.opened == 2, report.lines()   # its data and its command


def test_the_owners_export_carries_the_secrets_and_imports_to_the_same_states(journal, hands, tmp_path):
    from journal.service import Journal
    campaign = played_hands(journal)
    text = exported(journal, campaign)
    assert json.loads(text.splitlines()[0])["secrets"] == 6   # shuffle order and dice, two hands (one with the command), the deck left
    other = Journal(url=f"sqlite:///{tmp_path / 'copy.sqlite'}")
    try:
        other.import_(io.StringIO(text))
        assert other.fingerprints(campaign) == journal.fingerprints(campaign)
        assert other.verify(campaign).ok
    finally:
        other.close()
    report = verify_file(io.StringIO(text))
    assert report.ok and report.replayed


def test_a_members_export_holds_commitments_verifies_and_cannot_be_played_on(journal, hands):
    campaign = played_hands(journal)
    text = exported(journal, campaign, with_secrets=False)
    assert json.loads(text.splitlines()[0])["secrets"] == 0
    order = journal.state(campaign).state["game"]["deck"]
    assert json.dumps(order) not in text
    report = verify_file(io.StringIO(text))
    assert report.ok and not report.replayed and any("member's export" in line for line in report.unproven)
    with pytest.raises(TransferError, match="member's export"):
        journal.import_(io.StringIO(text), new_id=True)


def test_an_opening_changed_in_a_copy_fails_verify(journal, hands):
    campaign = played_hands(journal)
    game = journal.state(campaign).state["game"]
    journal.execute(campaign, {"type": "choose", "player": "Ann", "card": game["hands"]["Ann"][0]})
    journal.execute(campaign, {"type": "choose", "player": "Ben", "card": game["hands"]["Ben"][0]})
    lines = exported(journal, campaign).splitlines()
    forged = []
    for line in lines:
        item = json.loads(line)
        if item.get("type") == "journal/secrets-revealed":
            item["data"]["openings"][0]["value"]["card"] = "Z9"
            line = json.dumps(item)
        forged.append(line)
    report = verify_file(io.StringIO("\n".join(forged) + "\n"), replay=False)
    assert not report.ok


def test_a_secret_changed_in_the_vault_fails_verify(tmp_path, hands):
    from journal.service import Journal
    from tests.journal import tampering as t
    path = tmp_path / "journal.sqlite"
    journal = Journal(url=f"sqlite:///{path}")
    try:
        campaign = played_hands(journal)
        assert journal.verify(campaign).ok
        originator, number, _, data = t.rows(path, t.SNAPSHOTS, journal.store.secret_stream(UUID(campaign)))[0]
        entry = json.loads(data)
        entry["secrets"][0]["value"] = ["A1"] * len(entry["secrets"][0]["value"])
        t.put(path, t.SNAPSHOTS, originator, number, json.dumps(entry).encode())
    finally:
        journal.close()
    fresh = Journal(url=f"sqlite:///{path}")
    try:
        report = fresh.verify(campaign)
        assert not report.ok and any("not in the secret vault as it was sealed" in p for p in report.problems)
    finally:
        fresh.close()


def test_a_private_note_and_roll_are_sealed_for_the_game_master_and_shadowed_for_players(journal):
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    note = journal.execute(campaign, {"type": "note", "text": "The bridge to world 4 is trapped.", "audience": "gm"})
    roll = journal.execute(campaign, {"type": "roll", "spec": "2d6", "purpose": "trap", "audience": "gm"})
    assert note[0]["audience"] == "gm" and is_placeholder(note[0]["data"]) and is_placeholder(note[0]["command"])
    assert roll[0]["rolls"] is None or is_placeholder(roll[0]["rolls"])
    text = json.dumps(journal.events(campaign, viewer=ANN))
    assert "trapped" not in text and "trap" not in text
    seen_by_gm = journal.events(campaign, viewer=GM)
    assert seen_by_gm[1]["data"]["text"] == "The bridge to world 4 is trapped."
    assert len(seen_by_gm[-1]["data"]["dice"]) == 2
    assert journal.verify(campaign).ok


def test_a_states_fingerprint_mixes_in_the_salts_of_its_secrets(journal, hands):
    campaign = played_hands(journal)
    meta = journal.state(campaign).state["meta"]
    assert len(meta["sealed"]) == 64


RECORDED_DEMO = "tests/integration/recorded/sixwinters-six-winters-demo.jsonl"


def test_a_campaign_recorded_before_sealing_withholds_its_deck_orders_from_players(sqlite_journal):
    with open(RECORDED_DEMO) as handle:
        campaign = sqlite_journal.import_(handle)
    shuffles = [e for e in sqlite_journal.events(campaign) if e["type"] == "sixwinters/decks-shuffled"]
    order = shuffles[-1]["data"]["obstacles"]
    assert isinstance(order, list) and len(order) > 5, "the shell reads the order as recorded"
    served = json.dumps(sqlite_journal.events(campaign, viewer=ANN))
    assert json.dumps(order)[1:-1] not in served and json.dumps(order[:2])[1:-1] not in served
    withheld = [e for e in sqlite_journal.events(campaign, viewer=ANN) if e.get("withheld")]
    assert {e["type"] for e in withheld} >= {"sixwinters/decks-shuffled", "sixwinters/staging-filled",
                                            "sixwinters/characters-placed"}
    assert all(e["rolls"] is None for e in withheld)


def test_a_members_export_of_such_a_campaign_withholds_them_and_still_verifies_its_chain(sqlite_journal):
    with open(RECORDED_DEMO) as handle:
        campaign = sqlite_journal.import_(handle)
    order = [e for e in sqlite_journal.events(campaign) if e["type"] == "sixwinters/decks-shuffled"][-1]["data"]["obstacles"]
    text = exported(sqlite_journal, campaign, with_secrets=False)
    assert json.dumps(order[:3])[1:-1] not in text
    report = verify_file(io.StringIO(text))
    assert report.ok and report.withheld >= 3 and report.chain_intact, report.lines()
    assert any("hashes are taken as stated" in line for line in report.unproven)


def test_an_imports_secrets_are_restored_a_few_dozen_to_an_entry(journal):
    """Read back, a vault entry is parsed whole: a long campaign's in one entry took a site
    process some 80 MB at once, so an import's (or a fork's) are split into entries."""
    import uuid

    from journal.envelopes.secrecy import Secret
    from journal.vaults.secret_vault import RESTORED_PER_ENTRY

    stream = uuid.uuid4()
    count = RESTORED_PER_ENTRY * 2 + 50
    secrets = [Secret(n + 1, "/order", "nobody", [n, n + 1], f"{n:032x}") for n in range(count)]
    journal.sealed.vault.restore(stream, secrets)
    rows = journal.store.secret_rows(stream)
    assert len(rows) == 3 and journal.store.secret_count(stream) == 3
    contents = journal.sealed.vault.contents(stream)
    assert {secret.commitment for secret in secrets} == set(contents)
    assert contents[secrets[-1].commitment] == secrets[-1]
