"""Seats and viewers: an audience admits the seats it names, the game master and the owner;
what is face down is read only by an audit."""
import pytest

from domain.kernel import EVERYONE, GAME_MASTER, NOBODY, Audience, RuleViolation, Viewer

ANN = Viewer.of("ann", "player", ["red"])
BEN = Viewer.of("ben", "player", ["blue"])
GM = Viewer.of("gm", "gm")
OWNER = Viewer.of("olga", "owner")
SPECTATOR = Viewer.of("sam", "viewer")


def test_a_private_event_is_read_by_its_seats_the_game_master_and_the_owner_only():
    hand = Audience(seats=frozenset({"red"}))
    assert hand.admits(ANN) and hand.admits(GM) and hand.admits(OWNER)
    assert not hand.admits(BEN) and not hand.admits(SPECTATOR)


def test_a_public_event_is_read_by_everyone():
    assert EVERYONE.public and all(EVERYONE.admits(v) for v in (ANN, BEN, GM, OWNER, SPECTATOR))


def test_the_game_masters_audience_leaves_out_every_player():
    assert GAME_MASTER.admits(GM) and GAME_MASTER.admits(OWNER)
    assert not GAME_MASTER.admits(ANN) and not GAME_MASTER.admits(SPECTATOR)


def test_what_is_face_down_is_read_by_no_one_at_the_table_but_by_an_audit():
    assert not any(NOBODY.admits(v) for v in (ANN, BEN, GM, OWNER, SPECTATOR))
    assert NOBODY.admits(Viewer.auditor())


def test_an_audience_is_parsed_from_all_gm_or_seats_and_written_back_the_same():
    seats = ["red", "blue"]
    assert Audience.parse("all", seats) is EVERYONE and Audience.parse("gm", seats) is GAME_MASTER
    assert Audience.parse(["blue", "red"], seats).to_json() == ["blue", "red"]
    for value in ("all", "gm", "nobody", ["red"]):
        assert Audience.from_json(Audience.from_json(value).to_json()).to_json() == value


@pytest.mark.parametrize("value, rule", [(["green"], "audience.seat"), ([], "audience.shape"), ("some", "audience.shape"),
                                         ([3], "audience.shape")])
def test_an_audience_naming_no_seat_of_the_game_is_refused(value, rule):
    with pytest.raises(RuleViolation) as caught:
        Audience.parse(value, ["red", "blue"])
    assert caught.value.rule == rule
