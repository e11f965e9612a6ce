"""Generic note, roll and adjust may be private: "gm" or a list of seats; everyone else reads
a shadow sentence, and a private roll's app dice are rolled sealed."""
import pytest

from domain.kernel import GAME_MASTER, Audience, Recorded, RuleViolation, generic
from domain.rulesets import get

D6D = get("d6d")
GAME = D6D.initial_state({"players": ["Ann", "Ben"]})


def decide(command):
    loaded = generic.SCHEMAS[command["type"]]().load(command)
    return generic.decide(D6D, GAME, generic.prepare_roll(loaded) if loaded["type"] == "roll" else loaded)


def test_a_note_for_the_game_master_is_private_to_the_game_master():
    [event] = decide({"type": "note", "text": "The bridge is trapped.", "audience": "gm"})
    assert event.audience is GAME_MASTER and event.data["text"] == "The bridge is trapped."


def test_a_roll_for_some_seats_names_them_and_is_public_by_default():
    [event] = decide({"type": "roll", "dice": [{"sides": 6, "value": 4}], "audience": ["Ann"]})
    assert event.audience == Audience(seats=frozenset({"Ann"}))
    assert decide({"type": "roll", "dice": [{"sides": 6, "value": 4}]})[0].audience.public


def test_a_private_app_roll_asks_for_sealed_dice_and_a_public_one_does_not():
    private = generic.prepare_roll(generic.RollSchema().load({"type": "roll", "spec": "2d6", "audience": "gm"}))
    public = generic.prepare_roll(generic.RollSchema().load({"type": "roll", "spec": "2d6"}))
    assert all(die["sealed"] for die in private["dice"]) and not any("sealed" in die for die in public["dice"])


def test_an_audience_naming_someone_not_at_the_table_is_refused():
    with pytest.raises(RuleViolation) as caught:
        decide({"type": "note", "text": "psst", "audience": ["Zed"]})
    assert caught.value.rule == "audience.seat" and "Ann, Ben" in caught.value.message


@pytest.mark.parametrize("value", ["everyone", [], [""], 7])
def test_an_audience_of_the_wrong_shape_fails_the_schema(value):
    from marshmallow import ValidationError
    with pytest.raises(ValidationError):
        generic.NoteSchema().load({"type": "note", "text": "x", "audience": value})


def test_a_roll_acts_for_no_seat_and_an_adjustment_for_the_whole_table():
    assert generic.acting_seats(D6D, GAME, {"type": "roll"}) == (frozenset(), False)
    assert generic.acting_seats(D6D, GAME, {"type": "adjust"}) == (frozenset({"Ann", "Ben"}), True)


def test_the_shadow_says_who_did_something_private_never_what():
    roll = Recorded("journal/rolled", {"dice": [{"sides": 6, "value": 6}]}, 3, "digital", "gus", "t", audience=GAME_MASTER)
    assert D6D.shadow(roll) == "The game master made a private roll."
    note = Recorded("journal/noted", {"text": "secret"}, 4, "physical", "ann", "t", seat="Ann", audience=GAME_MASTER)
    assert D6D.shadow(note) == "Ann wrote a private note."
