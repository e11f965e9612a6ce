"""Who may act for a seat: its own user, anyone while it is unbound, the owner and the game
master always; an adjustment needs every seat."""
import pytest

from domain.kernel import NotYourSeat, Viewer, seat_for

BOUND = {"Ann": "ann", "Ben": "ben", "Cid": None}
ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
STRANGER_AT_THE_TABLE = Viewer.of("dot", "player")


def test_a_bound_seat_acts_only_through_its_user_the_owner_or_the_game_master():
    assert seat_for(frozenset({"Ann"}), BOUND, ANN) == "Ann"
    assert seat_for(frozenset({"Ann"}), BOUND, Viewer.of("olga", "owner")) == "Ann"
    assert seat_for(frozenset({"Ann"}), BOUND, Viewer.of("gus", "gm")) == "Ann"
    for viewer in (BEN, STRANGER_AT_THE_TABLE):
        with pytest.raises(NotYourSeat) as refused:
            seat_for(frozenset({"Ann"}), BOUND, viewer)
        assert refused.value.seat == "Ann" and refused.value.rule == "seat.bound"


def test_an_unbound_seat_is_played_by_anyone_at_the_shared_tablet():
    assert seat_for(frozenset({"Cid"}), BOUND, STRANGER_AT_THE_TABLE) == "Cid"
    assert seat_for(frozenset({"Cid"}), {}, BEN) == "Cid"


def test_a_command_for_no_seat_is_anyones_and_records_no_seat():
    assert seat_for(frozenset(), BOUND, STRANGER_AT_THE_TABLE) is None


def test_of_two_acting_seats_the_viewers_own_is_recorded():
    assert seat_for(frozenset({"Ann", "Ben"}), BOUND, BEN) == "Ben"
    assert seat_for(frozenset({"Ann", "Cid"}), BOUND, BEN) == "Cid"


def test_an_adjustment_needs_every_seat_to_be_free_to_whoever_makes_it():
    everyone = frozenset(BOUND)
    with pytest.raises(NotYourSeat) as refused:
        seat_for(everyone, BOUND, ANN, every=True)
    assert refused.value.seat == "Ben"
    assert seat_for(everyone, BOUND, Viewer.of("olga", "owner"), every=True) is None
    assert seat_for(everyone, {}, STRANGER_AT_THE_TABLE, every=True) is None


CHAIRS = frozenset({"gm"})   # the game master's seat of a game with a game master


def test_the_game_masters_seat_is_acted_for_only_by_the_game_master_bound_or_not():
    for bound in ({}, {"gm": "gus"}, {"gm": "ann"}):
        for viewer in (ANN, STRANGER_AT_THE_TABLE):
            with pytest.raises(NotYourSeat) as refused:
                seat_for(frozenset({"gm"}), bound, viewer, chairs=CHAIRS)
            assert refused.value.seat == "gm" and refused.value.rule == "seat.game-master"
        assert seat_for(frozenset({"gm"}), bound, Viewer.of("gus", "gm"), chairs=CHAIRS) == "gm"
        assert seat_for(frozenset({"gm"}), bound, Viewer.of("olga", "owner"), chairs=CHAIRS) == "gm"
    assert seat_for(frozenset({"Cid"}), BOUND, STRANGER_AT_THE_TABLE, chairs=CHAIRS) == "Cid"


def test_an_adjustment_at_a_table_with_a_game_master_is_the_game_masters():
    everyone = frozenset({"Cid", "gm"})
    with pytest.raises(NotYourSeat) as refused:
        seat_for(everyone, {}, STRANGER_AT_THE_TABLE, every=True, chairs=CHAIRS)
    assert refused.value.seat == "gm"
    assert seat_for(everyone, {}, Viewer.of("gus", "gm"), every=True, chairs=CHAIRS) is None


def test_the_game_masters_seat_is_found_among_a_rulesets_seats():
    from domain.kernel import Seat
    from domain.kernel.seats import chairs_of
    assert chairs_of((Seat("Claud"), Seat("gm", "Mara (Wayfinder)", gm=True))) == CHAIRS
    assert chairs_of((Seat("Ann"), Seat("Ben"))) == frozenset()


def taken_back(maker, viewer, bound=BOUND) -> str | None:
    """None when `viewer` may take back the command `maker` made, else the rule refusing it."""
    from domain.kernel.seats import NotYours, take_back
    try:
        take_back(maker, 7, bound, viewer, chairs=CHAIRS)
    except (NotYourSeat, NotYours) as refused:
        return refused.rule
    return None


def test_a_command_is_taken_back_only_by_someone_who_could_have_made_it():
    from domain.kernel import GAME_MASTER, Audience
    from domain.kernel.seats import Maker
    gus, olga, vera = Viewer.of("gus", "gm"), Viewer.of("olga", "owner"), Viewer.of("vera", "viewer")
    made = {"Ann's move": Maker("Ann", "ann"), "Cid's move, made by gus": Maker("Cid", "gus"),
            "gus's private note": Maker(None, "gus", (GAME_MASTER,), "journal/noted"),
            "gus's roll": Maker(None, "gus", (), "journal/rolled"), "gus's chair move": Maker("gm", "gus"),
            "ben's note for no seat": Maker(None, "ben"),
            "ann's note to the game master": Maker("Ann", "ann", (GAME_MASTER,)),
            "a secret of the unbound Cid": Maker("Cid", "table", (Audience(frozenset({"Cid"})),))}
    expected = {  # ANN, BEN, the stranger at the table (a player of no seat)
        "Ann's move": (None, "seat.bound", "seat.bound"),
        "Cid's move, made by gus": (None, None, None),                      # she could have made it
        "gus's private note": ("retract.not-yours",) * 3,
        "gus's roll": ("retract.not-yours",) * 3,
        "gus's chair move": ("seat.game-master",) * 3,
        "ben's note for no seat": ("retract.not-yours", None, "retract.not-yours"),
        "ann's note to the game master": (None, "seat.bound", "seat.bound"),  # hers, though she does not read it
        "a secret of the unbound Cid": ("retract.not-yours",) * 3,           # nobody undoes what they never saw
    }
    for what, maker in made.items():
        assert tuple(taken_back(maker, viewer) for viewer in (ANN, BEN, STRANGER_AT_THE_TABLE)) == expected[what], what
        assert taken_back(maker, gus) is None and taken_back(maker, olga) is None, what
        assert taken_back(maker, vera) is not None, what
