"""The Wayfinder's secrets in a real journal (SQLite file): the demo campaign recorded by the
seats that make each command; the secret characters, notes and rolls sealed in the stored
log, read in the clear by the Wayfinder and as shadows by the players, opened for everyone
when the Wayfinder reveals them; `journal verify` checks every opening."""
from __future__ import annotations

import json
from uuid import UUID

import pytest

from domain.kernel import Viewer, reading
from domain.kernel.secrets import is_placeholder
from domain.rulesets.ninetraits.state import GM
from journal.errors import SeatRefused
from tests.domain.ninetraits.builders import NINE

WAYFINDER = Viewer.of("mara", "gm")
ANN = Viewer.of("ann", "player", ["Claud"])
USERS = {"Claud": "ann", "Luis": "ben", "Audi": "cat", "Teddie": "dan", GM: "mara"}


def viewer_for(game: dict, command: dict) -> Viewer:
    seats = NINE.acting_seats(game, command) if command["type"] != "note" else frozenset({GM})
    (seat,) = seats
    return WAYFINDER if seat == GM else Viewer.of(USERS[seat], "player", [seat])


def record(journal, commands) -> str:
    script = NINE.demo()
    campaign = journal.create_campaign("ninetraits", "The bandit road", script["setup"])
    for command in commands:
        game = journal.state(campaign).state["game"]
        journal.execute(campaign, command, viewer=viewer_for(game, command), bindings=USERS)
    return campaign


def stored(journal, campaign) -> list[dict]:
    return [json.loads(row.data) for row in journal.store.read(UUID(campaign))]


def session_one_until_the_captains_attack() -> list[dict]:
    commands = NINE.demo()["commands"]
    last = next(i for i, c in enumerate(commands) if c["type"] == "roll-attack" and c["attacker"] == "Bandit Captain")
    return commands[:last + 1]


def test_the_wayfinders_characters_notes_and_rolls_are_sealed_in_the_stored_log(sqlite_journal):
    campaign = record(sqlite_journal, session_one_until_the_captains_attack())
    log = stored(sqlite_journal, campaign)
    secret = {e["type"].split("/")[-1] for e in log if e.get("sealed")}
    assert {"character-created", "noted", "initiative-rolled", "attack-rolled"} <= secret
    captain = [e for e in log if e["type"] == "ninetraits/character-created" and e.get("sealed")]
    assert all(is_placeholder(e["data"]) and is_placeholder(e["command"]) for e in captain)
    assert "mayor's brother" not in json.dumps(log) and "Bandit Captain" not in json.dumps(
        [e for e in log if e.get("sealed")])


def test_players_read_shadows_the_wayfinder_reads_everything(sqlite_journal):
    campaign = record(sqlite_journal, session_one_until_the_captains_attack())
    for_ann = sqlite_journal.events(campaign, viewer=ANN)
    for_mara = sqlite_journal.events(campaign, viewer=WAYFINDER)
    created = [e["data"] for e in for_ann if e["type"] == "ninetraits/character-created"]
    assert created[0]["name"] == "Bandit" and is_placeholder(created[1])     # the bandit was revealed, not the captain
    attacks = {e["position"]: e for e in for_ann if e["type"] == "ninetraits/attack-rolled"}
    assert is_placeholder(attacks[max(attacks)]["data"])                     # the captain's attack roll
    assert not is_placeholder({e["position"]: e for e in for_mara}[max(attacks)]["data"])
    assert "mayor's brother" not in json.dumps(for_ann) and "mayor's brother" in json.dumps(for_mara)
    assert [c["name"] for c in sqlite_journal.view(campaign, "secrets", viewer=WAYFINDER)["characters"]] == \
        ["Bandit Captain"]
    assert sqlite_journal.view(campaign, "secrets", viewer=ANN) == {"characters": [], "notes": []}
    party = sqlite_journal.view(campaign, "party", viewer=ANN)
    assert "Bandit Captain" not in [c["name"] for c in party["characters"]]   # its sheet is the Wayfinder's
    game = sqlite_journal.state(campaign).state["game"]
    assert "Bandit Captain" not in str(NINE.cards["party"](reading.seen(NINE, game, ANN)))
    assert "Bandit Captain" in NINE.cards["party"](reading.seen(NINE, game, WAYFINDER))


def test_revealing_the_captain_and_the_note_opens_them_for_everyone_and_verify_checks_it(sqlite_journal):
    commands = NINE.demo()["commands"]
    upto = next(i for i, c in enumerate(commands) if c["type"] == "reveal-note")
    campaign = record(sqlite_journal, commands[:upto + 1])
    for_ann = sqlite_journal.events(campaign, viewer=ANN)
    created = [e for e in for_ann if e["type"] == "ninetraits/character-created"]
    assert [e["data"]["name"] for e in created] == ["Bandit", "Bandit Captain"]
    written = [e["data"].get("text") for e in for_ann if e["type"] == "journal/noted"]
    assert "The captain is the mayor's brother." in written                      # the note box's secret, opened
    assert not any("shrine" in str(text) for text in written)                    # the other stays the Wayfinder's
    assert any(e["type"] == "journal/secrets-revealed" for e in for_ann)
    report = sqlite_journal.verify(campaign)
    assert report.ok and report.opened >= 3, report.lines()


def test_a_player_cannot_act_for_another_players_character_or_the_wayfinder_and_nothing_is_stored(sqlite_journal):
    campaign = record(sqlite_journal, NINE.demo()["commands"][:1])
    before = sqlite_journal.head(campaign)
    for command in ({"type": "set-trait", "character": "Luis", "trait": "Charm", "score": 5},
                    {"type": "end-session"}, {"type": "write-secret", "text": "Ann's plan"}):
        with pytest.raises(SeatRefused):
            sqlite_journal.execute(campaign, command, viewer=ANN, bindings=USERS)
    assert sqlite_journal.head(campaign) == before
    claud = NINE.demo()["setup"]["characters"][0]      # in play Ann proposes a change to her own sheet
    form = {trait: claud.get(trait, 0) for trait in ("awareness", "charm", "endurance", "might", "power", "sage",
                                                    "subterfuge", "survival", "swiftness")}
    sqlite_journal.execute(campaign, {"type": "write-sheet", "character": "Claud", **form, "charm": form["charm"] + 1,
                                      "life": claud["life"], "path_die": claud.get("path_die")},
                           viewer=ANN, bindings=USERS)
    assert sqlite_journal.head(campaign) == before + 1


def test_the_wayfinders_chair_left_unbound_is_still_the_wayfinders_and_nothing_is_stored(sqlite_journal):
    """At a shared tablet nobody is bound to the Wayfinder's seat, yet a player cannot make
    the Wayfinder's moves: the game master's seat is acted for only by the game master."""
    campaign = record(sqlite_journal, NINE.demo()["commands"][:1])
    unbound = {seat: user for seat, user in USERS.items() if seat != GM}
    before = sqlite_journal.head(campaign)
    for command in ({"type": "end-session"}, {"type": "begin-scene", "title": "A trap"},
                    {"type": "write-secret", "text": "Ann's plan"}):
        with pytest.raises(SeatRefused) as refused:
            sqlite_journal.execute(campaign, command, viewer=ANN, bindings=unbound)
        assert refused.value.rule == "seat.game-master" and "'gm' is the game master's" in refused.value.message
    assert sqlite_journal.head(campaign) == before
    sqlite_journal.execute(campaign, {"type": "begin-scene", "title": "A trap"}, viewer=WAYFINDER, bindings=unbound)
    assert sqlite_journal.head(campaign) == before + 1


def test_a_players_moves_document_holds_none_of_the_wayfinders_moves_and_waits_for_nobody_there(sqlite_journal):
    from journal.projections.moves import moves_document
    campaign = record(sqlite_journal, NINE.demo()["commands"][:1])
    unbound = {seat: user for seat, user in USERS.items() if seat != GM}
    document = moves_document(sqlite_journal, campaign, ANN, unbound)
    assert document["moves"] and {m["type"] for m in document["moves"]} & {"end-session", "begin-scene"} == set()
    assert {m["type"] for m in moves_document(sqlite_journal, campaign, WAYFINDER, unbound)["moves"]} >= \
        {"end-session", "begin-scene"}
