"""The demo campaign is recorded move by move: each of its commands is one the moves document
lists, at that moment, for the seat that makes it (a player for their own character, the
Wayfinder for the table and their characters); the generic note is always available."""
import pytest

from domain.kernel import Viewer
from domain.kernel.moves import check_document, fits, ruleset_document
from domain.rulesets.ninetraits.state import GM
from tests.domain.ninetraits.builders import NINE, Story

GENERIC = ("note", "adjust", "roll")
SCRIPTS = [NINE.demo(), *NINE.extra_demos()]


def seated_viewer(game: dict, command: dict) -> tuple[Viewer, dict]:
    """The viewer who makes the command, and every seat bound to its own user."""
    bindings = {seat.id: f"user-{seat.id}" for seat in NINE.seats(game)}
    (seat,) = NINE.acting_seats(game, command)
    viewer = Viewer.of(bindings[seat], "gm") if seat == GM else Viewer.of(bindings[seat], "player", [seat])
    return viewer, bindings


@pytest.mark.parametrize("script", SCRIPTS, ids=[script["name"] for script in SCRIPTS])
def test_every_command_of_the_demo_is_a_move_listed_for_the_seat_that_makes_it(script):
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    by_players = 0
    for index, command in enumerate(script["commands"]):
        if command["type"] not in GENERIC:
            viewer, bindings = seated_viewer(story.game, command)
            shown = check_document(ruleset_document(NINE, story.game, viewer, position=index, bindings=bindings))
            assert any(fits(move, command) for move in shown["moves"]), (index, command)
            by_players += not viewer.gm
        story.when(command)
    assert by_players >= 15
    assert [e.kind for e in story.log].count("ninetraits/session-ended") >= 1


def test_the_ice_caves_show_a_shared_turn_the_path_die_burning_a_death_and_waking_a_friend():
    script = NINE.extra_demos()[0]
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    for command in script["commands"]:
        story.when(command)
    began = [e.data for e in story.log if e.kind == "ninetraits/rotation-began"]
    assert began[0]["order"] == [["Audi"], ["Claud", "Luis"], ["Ice Wraith"], ["Fire Imp"], ["Teddie"]]
    [claud_strikes_two] = [e for e in story.log if e.kind == "ninetraits/attack-rolled" and len(e.data["dice"]) == 6
                           and e.data["successes"] == 1]
    assert claud_strikes_two.data["pool"]["bonus"] == [["shared turn", 2]]    # Might 4 and two bonus dice
    kinds = [e.kind.split("/")[1] for e in story.log]
    for kind in ("path-die-rolled", "burn-rolled", "died", "wake-helped", "tribulation-ended", "fell"):
        assert kind in kinds, kind
    assert story.sheet("Fire Imp")["dead"] and story.sheet("Audi")["life"] == {"current": 4, "max": 7}


def test_a_player_is_never_offered_the_moves_of_another_players_character_in_the_demo():
    script = NINE.demo()
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    for command in script["commands"]:
        bindings = {seat.id: f"user-{seat.id}" for seat in NINE.seats(story.game)}
        for seat in bindings:
            if seat == GM:
                continue
            viewer = Viewer.of(bindings[seat], "player", [seat])
            for move in ruleset_document(NINE, story.game, viewer, position=1, bindings=bindings)["moves"]:
                assert NINE.acting_seats(story.game, {"type": move["type"], **{
                    name: field["fixed"] for name, field in move["fields"].items() if "fixed" in field}}) == {seat}
        story.when(command)
