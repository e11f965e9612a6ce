"""d6D seats: each player named at setup is a seat and acts for themself; both sides may send
a battle round, the tied players a tie-break."""
from tests.domain.d6d.builders import D6D, Story, opened
from tests.domain.d6d.test_battle import invaded


def test_every_player_named_at_setup_is_a_seat_in_seating_order():
    assert [seat.id for seat in D6D.seats(Story(("Cleo", "Ann", "Ben")).game)] == ["Cleo", "Ann", "Ben"]


def test_a_players_move_acts_for_that_player_alone():
    game = opened().game
    for command in ({"type": "strengthen", "player": "Ben", "army": 1}, {"type": "move", "player": "Ben", "army": 1, "to": 2},
                    {"type": "roll-lost-soul", "player": "Ben"}):
        assert D6D.acting_seats(game, command) == {"Ben"}


def test_either_side_of_a_battle_may_send_its_round_and_no_one_else():
    story = invaded()
    battle = story.game["battle"]
    assert D6D.acting_seats(story.game, {"type": "battle-round"}) == {battle["attacker"], battle["defender"]}


def test_the_tied_players_break_their_tie():
    story = Story(("Ann", "Ben", "Cleo"))
    for name, dice in (("Ann", (1, 2)), ("Ben", (2, 1)), ("Cleo", (6, 6))):
        story.when({"type": "roll-armies", "player": name, "dice": [{"sides": 6, "value": v} for v in dice]})
    assert D6D.acting_seats(story.game, {"type": "break-tie"}) == {"Ann", "Ben"}
