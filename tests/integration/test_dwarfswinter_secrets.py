"""Dwarfs Winter's secret hands in a real journal: a hand chosen in secret is sealed in the log,
read by its own seat only (the others read a sentence saying a hand was chosen), shown face
down in the others' views; the game's end opens every hand, and `journal verify` checks each
opening against the commitment the log held since the choice."""
from __future__ import annotations

import io
import json
from uuid import UUID

import pytest

from domain.kernel import Viewer
from domain.kernel.secrets import is_placeholder

ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
SPECTATOR = Viewer.of("sam", "viewer")
HAND = ["Sage", "Lumberjack", "Farmer", "Miner", "Prospector", "Forest Guide", "Field Guide"]
TO_THE_CHOICE = [
    {"type": "shuffle-decks", "roll": "physical"},
    *({"type": "draw-card", "card": card} for card in ("Woodsman", "Trader", "Pathfinder", "Quartermaster")),
    {"type": "place-defender", "player": "Ben", "zone": "Hills 1"},
    *({"type": "draw-card", "card": card} for card in ("Frost Giant 1", "Goblin Warchief 1", "Banshee 1", "Blizzard")),
]


def _choosing(journal) -> str:
    """Two players with the Sage: eight heroes each for a Hand-Size of seven."""
    campaign = journal.create_campaign("dwarfswinter", "Secret hands",
                                       {"players": ["Ann", "Ben"], "legendary_classes": True})
    for command in TO_THE_CHOICE:
        journal.execute(campaign, command)
    assert journal.state(campaign).state["game"]["step"] == "choose"
    return campaign


def _stored(journal, campaign: str, position: int) -> dict:
    return next(json.loads(row.data) for row in journal.store.read(UUID(campaign)) if row.position == position)


def test_a_hand_chosen_in_secret_is_sealed_and_read_by_its_seat_alone(sqlite_journal):
    journal = sqlite_journal
    campaign = _choosing(journal)
    [chosen] = journal.execute(campaign, {"type": "choose-hand", "player": "Ann", "cards": HAND}, actor="ann")
    stored = _stored(journal, campaign, chosen["position"])
    assert is_placeholder(stored["data"]) and is_placeholder(stored["command"])
    assert "Lumberjack" not in json.dumps(stored)
    for viewer in (BEN, SPECTATOR):
        [seen] = journal.events(campaign, chosen["position"], chosen["position"], viewer=viewer)
        assert is_placeholder(seen["data"])
    [own] = journal.events(campaign, chosen["position"], chosen["position"], viewer=ANN)
    assert own["data"]["cards"] == HAND
    journal.execute(campaign, {"type": "choose-hand", "player": "Ben", "cards": HAND}, actor="ben")
    hands = {row["name"]: row["hand"] for row in journal.view(campaign, "table", viewer=BEN)["players"]}
    assert hands == {"Ann": [None] * 7, "Ben": HAND}
    assert "Sage" not in journal.picture(campaign, "players", viewer=SPECTATOR)


def test_the_games_end_opens_every_hand_and_verify_checks_each_opening(sqlite_journal):
    journal = sqlite_journal
    campaign = journal.load_demo("dwarfswinter")
    events = journal.events(campaign)
    chosen = [e["position"] for e in events if e["type"] == "dwarfswinter/hand-chosen"]
    assert len(chosen) >= 4 and all(is_placeholder(_stored(journal, campaign, at)["data"]) for at in chosen)
    ended = next(e for e in events if e["type"] == "dwarfswinter/game-ended")
    opened = events[ended["position"]]
    assert opened["type"] == "journal/secrets-revealed"
    assert {o["position"] for o in opened["data"]["openings"]} >= set(chosen)
    for at in chosen:
        [seen] = journal.events(campaign, at, at, viewer=SPECTATOR)
        assert seen["data"]["cards"], "after the game anyone reads each hand"
    report = journal.verify(campaign)
    assert report.ok and report.opened >= 2 * len(chosen), report.lines()


def test_a_members_copy_without_the_secrets_folds_the_finished_game_to_the_end(sqlite_journal, tmp_path):
    from journal.service import Journal
    journal = sqlite_journal
    campaign = journal.load_demo("dwarfswinter")
    buffer = io.StringIO()
    journal.export(campaign, buffer, with_secrets=False)
    copy = Journal(url=f"sqlite:///{tmp_path / 'copy.sqlite'}", instance_path=tmp_path / "copy")
    try:
        imported = copy.import_(io.StringIO(buffer.getvalue()), new_id=True)
        assert copy.state(imported).state["game"]["result"] == journal.state(campaign).state["game"]["result"]
    finally:
        copy.close()


def test_a_player_chooses_only_their_own_hand_and_a_refusal_stores_nothing(sqlite_journal):
    from journal.errors import CommandRejected, SeatRefused
    journal = sqlite_journal
    campaign = _choosing(journal)
    bindings = {"Ann": "ann", "Ben": "ben"}
    head = journal.head(campaign)
    with pytest.raises(SeatRefused):
        journal.execute(campaign, {"type": "choose-hand", "player": "Ann", "cards": HAND}, actor="ben",
                        viewer=BEN, bindings=bindings)
    with pytest.raises(CommandRejected) as refused:
        journal.execute(campaign, {"type": "choose-hand", "player": "Ben", "cards": HAND[:5]}, actor="ben",
                        viewer=BEN, bindings=bindings)
    assert refused.value.rule == "dwarfswinter.hand.size"
    assert journal.head(campaign) == head
    [chosen] = journal.execute(campaign, {"type": "choose-hand", "player": "Ben", "cards": HAND}, actor="ben",
                               viewer=BEN, bindings=bindings)
    assert chosen["seat"] == "Ben"


def test_a_hand_is_told_in_the_chronicle_only_in_the_editions_whose_reader_may_see_it(sqlite_journal):
    from reports.chronicle import build
    from reports.editions import viewer_for
    from reports.source import load_timeline
    journal = sqlite_journal
    campaign = _choosing(journal)
    journal.execute(campaign, {"type": "choose-hand", "player": "Ann", "cards": HAND}, actor="ann")

    def told(edition: str) -> str:
        ruleset, timeline = load_timeline(journal, campaign, viewer=viewer_for(edition, ["Ann", "Ben"]))
        book = build(ruleset, timeline)
        return " ".join(getattr(block, "text", "") for section in book.sections for block in section.blocks)
    assert "Ann took Sage, Lumberjack, Farmer" in told("seat:Ann") and "Ann took Sage" in told("gm")
    for edition in ("seat:Ben", "group"):
        assert "Lumberjack" not in told(edition) and "Sage" not in told(edition), edition
