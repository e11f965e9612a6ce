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
