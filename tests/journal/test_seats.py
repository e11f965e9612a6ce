"""A bound seat acts only through its user, the owner or the game master; each event records
the seat its command acted for; a refusal stores nothing."""
import pytest

from domain.kernel import Viewer
from journal.errors import SeatRefused

ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
OWNER, GM = Viewer.of("olga", "owner"), Viewer.of("gus", "gm")
BOUND = {"Ann": "ann", "Ben": "ben"}


def rolled(journal, bindings=BOUND) -> str:
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "roll-armies", "player": "Ann", "dice": [{"sides": 6, "value": 1}] * 2},
                    viewer=ANN, bindings=bindings)
    return campaign


def test_a_player_acts_for_their_own_seat_and_the_event_records_it(journal):
    campaign = rolled(journal)
    assert journal.events(campaign)[-1]["seat"] == "Ann"


@pytest.mark.parametrize("viewer", [BEN, Viewer.of("pete", "player")], ids=["other seat", "no seat"])
def test_acting_for_a_seat_bound_to_someone_else_is_refused_naming_it_and_nothing_is_stored(journal, viewer):
    campaign = rolled(journal)
    head = journal.head(campaign)
    with pytest.raises(SeatRefused) as refused:
        journal.execute(campaign, {"type": "roll-armies", "player": "Ben", "dice": [{"sides": 6, "value": 2}] * 2},
                        viewer=viewer, bindings={**BOUND, "Ben": "someone"})
    assert refused.value.seat == "Ben" and "Ben" in refused.value.message
    assert journal.head(campaign) == head


@pytest.mark.parametrize("viewer", [OWNER, GM], ids=["owner", "game master"])
def test_the_owner_and_the_game_master_act_for_any_seat(journal, viewer):
    campaign = rolled(journal)
    journal.execute(campaign, {"type": "roll-armies", "player": "Ben", "dice": [{"sides": 6, "value": 2}] * 2},
                    viewer=viewer, bindings=BOUND)
    assert journal.events(campaign)[-1]["seat"] == "Ben"


def test_an_unbound_seat_is_anyones_at_the_table(journal):
    campaign = rolled(journal, bindings={"Ann": "ann"})
    journal.execute(campaign, {"type": "roll-armies", "player": "Ben", "dice": [{"sides": 6, "value": 2}] * 2},
                    viewer=ANN, bindings={"Ann": "ann"})
    assert journal.events(campaign)[-1]["seat"] == "Ben"


def test_undoing_a_move_acts_for_the_seat_that_made_it(journal):
    campaign = rolled(journal)
    with pytest.raises(SeatRefused):
        journal.execute(campaign, {"type": "retract"}, viewer=BEN, bindings=BOUND)
    journal.execute(campaign, {"type": "retract"}, viewer=ANN, bindings=BOUND)
    assert journal.events(campaign)[-1]["seat"] == "Ann"


def test_an_adjustment_needs_every_seat_and_a_note_records_the_players_own_seat(journal):
    campaign = rolled(journal)
    adjust = {"type": "adjust", "reason": "a correction", "changes": [{"path": "/players/0/armies/0/value", "set": 6}]}
    with pytest.raises(SeatRefused) as refused:
        journal.execute(campaign, adjust, viewer=ANN, bindings=BOUND)
    assert refused.value.seat == "Ben"
    journal.execute(campaign, adjust, viewer=OWNER, bindings=BOUND)
    journal.execute(campaign, {"type": "note", "text": "good luck"}, viewer=BEN, bindings=BOUND)
    assert journal.events(campaign)[-1]["seat"] == "Ben"


def test_the_shell_is_never_refused_and_records_the_seat_acted_for(journal):
    campaign = rolled(journal)
    journal.execute(campaign, {"type": "roll-armies", "player": "Ben", "dice": [{"sides": 6, "value": 2}] * 2})
    assert journal.events(campaign)[-1]["seat"] == "Ben"


def test_a_player_may_not_undo_or_redo_the_game_masters_note_and_a_refusal_stores_nothing(journal):
    """The game master sits at no seat, so the note records none: it is still theirs, not a
    player's (retract.not-yours); the owner and the game master take it back and bring it back."""
    from journal.projections.moves import moves_document, seat_reader

    campaign = rolled(journal)
    journal.execute(campaign, {"type": "note", "text": "The ferryman lies.", "audience": "gm"}, actor="gus",
                    viewer=GM, bindings=BOUND)
    note = journal.head(campaign)
    assert "seat" not in journal.events(campaign)[-1]
    for player in (ANN, BEN):
        assert moves_document(journal, campaign, player, BOUND)["undo"] is None
        for command in ({"type": "retract"}, {"type": "retract", "position": note}):
            with pytest.raises(SeatRefused) as refused:
                journal.execute(campaign, command, actor=player.user, viewer=player, bindings=BOUND)
            assert refused.value.rule == "retract.not-yours" and f"position {note}" in refused.value.message
            assert journal.head(campaign) == note
    assert moves_document(journal, campaign, *seat_reader(journal, campaign, "Ann"))["undo"] is None   # journal moves --seat
    assert moves_document(journal, campaign, GM, BOUND)["undo"]["label"] == "Undo your private note"
    journal.execute(campaign, {"type": "retract"}, actor="olga", viewer=OWNER, bindings=BOUND)
    assert moves_document(journal, campaign, ANN, BOUND)["redo"] is None
    with pytest.raises(SeatRefused) as refused:
        journal.execute(campaign, {"type": "retract", "position": note + 1}, actor="ann", viewer=ANN, bindings=BOUND)
    assert refused.value.rule == "retract.not-yours" and journal.head(campaign) == note + 1
    assert moves_document(journal, campaign, GM, BOUND)["redo"]["label"] == "Redo your private note"
    journal.execute(campaign, {"type": "retract", "position": note + 1}, actor="gus", viewer=GM, bindings=BOUND)
    assert not journal.events(campaign, start=note, stop=note)[0]["retracted"]
