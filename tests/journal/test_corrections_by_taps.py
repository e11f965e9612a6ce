""""Correct" by taps (#48, item 8): the moves document offers the owner and the game master an
adjust move for each value the ruleset names as correctable (a player those of their own seat's
things), the new value and the reason picked
from lists; the command built from it is the generic adjust, held to the ruleset's invariants."""
from __future__ import annotations

import pytest

import domain.rulesets as registry

from domain.kernel import Viewer
from domain.kernel.changes import resolve
from domain.kernel.moves import build_command, check_document
from domain.kernel.moves.corrections import REASONS
from journal.errors import CommandRejected
from journal.projections.moves import moves_document
from tests.domain.ninetraits.builders import BANDIT, CLAUD

GM, PLAYER = Viewer.of("mara", "gm"), Viewer.of("ann", "player", ["Claud"])


def _campaign(journal) -> str:
    cid = journal.create_campaign("ninetraits", "Corrections", {}, actor="mara")
    journal.execute(cid, {"type": "start-session", "title": "The road"}, actor="mara")
    journal.execute(cid, {"type": "create-character", **CLAUD}, actor="mara")
    journal.execute(cid, {k: v for k, v in BANDIT.items()}, actor="mara")
    return cid


def _correction(document: dict, label: str) -> dict:
    return next(move for move in document["corrections"] if move["label"] == label)


def test_the_game_master_corrects_a_life_total_by_taps_and_a_player_is_offered_only_their_own_sheet(journal):
    cid = _campaign(journal)
    document = check_document(moves_document(journal, cid, GM, corrections=True))
    assert {move["group"] for move in document["corrections"]} == {"Claud's sheet", "Bandit's sheet"}
    move = _correction(document, "Correct Claud's Life Points (now 10)")
    values = move["fields"]["changes"]["each"]["set"]["choices"]
    assert values[0] == -5 and values[-1] == 9 and 10 not in values      # from -5 to the maximum, not as it is
    command = build_command(move, {"changes": [{"set": 7}], "reason": REASONS[0]})
    journal.execute(cid, command, actor="mara")
    assert journal.state(cid).state["game"]["characters"]["Claud"]["life"]["current"] == 7
    assert {move["group"] for move in moves_document(journal, cid, PLAYER, corrections=True)["corrections"]} == {"Claud's sheet"}


def test_the_corrections_come_only_when_asked_for_never_with_the_moves_alone(journal):
    """Listing a move for every value a group may correct is most of a document's work: the
    table asks for them when "Correct" is tapped, not at every refresh."""
    cid = _campaign(journal)
    plain, asked = moves_document(journal, cid, GM), moves_document(journal, cid, GM, corrections=True)
    assert "corrections" not in plain and asked["corrections"]
    assert plain["moves"] == asked["moves"] and plain["position"] == asked["position"]


def test_a_correction_outside_what_the_ruleset_allows_is_refused_and_nothing_is_stored(journal):
    cid = _campaign(journal)
    move = _correction(moves_document(journal, cid, GM, corrections=True), "Correct Claud's Might (now 4)")
    assert move["fields"]["changes"]["each"]["set"]["choices"] == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]
    head = journal.head(cid)
    forged = build_command(move, {"changes": [{"set": 5}], "reason": REASONS[1]})
    forged["changes"][0]["set"] = 40        # past the sheet's limit: what the list never offers
    with pytest.raises(CommandRejected) as refused:
        journal.execute(cid, forged, actor="mara")
    assert refused.value.rule == "ninetraits.adjust.traits" and journal.head(cid) == head


RULESETS = [name for name in registry.available() if registry.get(name).correctable is not None]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_correction_a_ruleset_offers_halfway_through_its_demo_is_accepted(sqlite_journal, ruleset):
    journal, script = sqlite_journal, registry.get(ruleset).demo()
    cid = journal.create_campaign(ruleset, script["name"], script.get("setup", {}), actor="olga")
    for command in script["commands"][:len(script["commands"]) // 2]:
        command = dict(command)
        journal.execute(cid, command, actor=command.pop("actor", "olga"))
    offered = check_document(moves_document(journal, cid, GM, corrections=True))["corrections"]
    assert offered, f"{ruleset} offers nothing to correct halfway through its demo"
    for move in offered[::max(1, len(offered) // 6)]:       # a spread of them, each from the state the last left
        current = next((m for m in moves_document(journal, cid, GM, corrections=True)["corrections"] if m["group"] == move["group"]
                        and m["label"].split(" (now")[0] == move["label"].split(" (now")[0]), None)
        assert current is not None, move["label"]
        values = current["fields"]["changes"]["each"]["set"]["choices"]
        command = build_command(current, {"changes": [{"set": values[len(values) // 2]}], "reason": REASONS[2]})
        journal.execute(cid, command, actor="olga")
        path = command["changes"][0]["path"]
        assert resolve(journal.state(cid).state["game"], path) == values[len(values) // 2], path
