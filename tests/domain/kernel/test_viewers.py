"""Seats and viewers: an audience admits the seats it names and the game master, no one else."""
from domain.kernel import EVERYONE, Audience, Viewer


def test_a_private_event_is_read_by_its_seats_and_the_game_master_only():
    hand = Audience(seats=frozenset({"red"}))
    assert hand.admits(Viewer(user="ann", role="player", seats=frozenset({"red"})))
    assert hand.admits(Viewer(user="gm", role="gm", gm=True))
    assert not hand.admits(Viewer(user="ben", role="player", seats=frozenset({"blue"})))
    assert not hand.admits(Viewer(role="spectator"))


def test_a_public_event_is_read_by_everyone_and_the_whole_table_sees_everything():
    assert EVERYONE.public and EVERYONE.admits(Viewer(role="spectator"))
    table = Viewer.everyone()
    assert table.gm and Audience(seats=frozenset({"red"})).admits(table)
