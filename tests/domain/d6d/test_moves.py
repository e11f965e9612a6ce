"""d6D's moves document: at every step exactly the moves the rules accept, for the right seats,
and a game played from it alone reaches its end."""
import random

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from domain.kernel import Viewer
from domain.kernel.moves import random_command, ruleset_document
from domain.rulesets import get
from tests.domain.d6d.builders import battle, die, draw, opened, set_army
from tests.domain.d6d.test_random_play import check_invariants
from domain.kernel.moves import random_setup
from tests.domain.legal_play import LegalTable, check_setup_document, every_command, fresh, play_randomly

D6D = get("d6d")
OWNER = Viewer.of("olga", "owner")


def listed(story, viewer=OWNER):
    return ruleset_document(D6D, story.game, viewer, position=story.position)


def kinds(document):
    return sorted({move["type"] for move in document["moves"]})


def check(table):
    check_invariants(table.game)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_game_played_from_the_moves_alone_is_always_accepted_and_reaches_its_end(seed):
    rng = random.Random(seed)
    setup = random_setup(check_setup_document(D6D), rng)
    assume(not two_worlds_in_one_place(setup))    # the one refusal the setup document cannot rule out
    table = fresh(D6D, rng, setup)
    # a long three-player game may take 700 moves (seed 1682: 728, the Realm of Lost Souls full)
    play_randomly(table, 2000, until=lambda t: t.document()["over"] is not None, check=check)
    document = table.document()
    assert document["moves"] == [] and document["over"]["why"] == table.game["result"]["reason"]


def two_worlds_in_one_place(setup: dict) -> bool:
    places = [(setup[f"world_{w}_x"], setup[f"world_{w}_y"]) for w in range(1, 7)] if setup["layout"] == "own" else []
    return len(set(places)) != len(places)


def test_every_command_of_every_move_is_accepted_along_random_games():
    for seed in range(4):
        rng = random.Random(seed)
        table = fresh(D6D, rng, {"players": ["Ann", "Ben", "Cat"][:2 + seed % 2], "elimination": "all"})
        while not table.document()["over"]:
            document = table.document()
            for move in document["moves"]:
                for command in every_command(move, limit=60):
                    table.decide(command)      # accepted (a refusal raises)
            table.play(random_command(document, rng, app=True))


def test_the_setup_document_asks_for_two_to_four_names_and_the_two_readings():
    fields = D6D.setup_fields(None)
    assert fields["players"] == {"texts": {"min": 2, "max": 4, "length": 40},
                                 "default": ["Player 1", "Player 2", "Player 3", "Player 4"]}
    assert fields["difference"]["choices"] == ["totals", "rolls"]
    assert fields["elimination"]["choices"] == ["board", "all"]


def test_each_player_who_has_not_rolled_rolls_two_army_dice_at_the_table_or_by_the_app():
    table = LegalTable(D6D, {"players": ["Ann", "Ben"]}, random.Random(1))
    table.play({"type": "roll-armies", "player": "Ann", "dice": [die(3), die(4)]})
    (move,) = table.document()["moves"]
    assert move["type"] == "roll-armies" and move["fields"]["player"] == {"fixed": "Ben"}
    assert move["fields"]["dice"]["cases"]["physical"]["dice"] == {"sides": 6, "kind": "army", "min": 2, "max": 2}


def test_a_tie_is_broken_by_exactly_the_tied_players_each_once():
    table = LegalTable(D6D, {"players": ["Ann", "Ben", "Cat"]}, random.Random(1))
    for name, faces in (("Ann", (1, 2)), ("Ben", (2, 1)), ("Cat", (5, 5))):
        table.play({"type": "roll-armies", "player": name, "dice": [die(faces[0]), die(faces[1])]})
    (move,) = table.document()["moves"]
    rolls = move["fields"]["rolls"]["cases"]["physical"]
    assert rolls["min"] == rolls["max"] == 2 and rolls["distinct"] == "player"
    assert rolls["each"]["player"]["choices"] == ["Ann", "Ben"]
    for command in every_command(move):
        table.decide(command)


def test_a_bridge_asks_for_a_realm_die_only_for_an_army_its_cost_destroys():
    story = opened()
    set_army(story, "Ann", 2, 1, 5)
    bridges = {(m["fields"]["world"]["fixed"], m["fields"]["to"]["fixed"]): m
               for m in listed(story)["moves"] if m["type"] == "bridge"}
    ann_1_to_2 = bridges[(1, 2)]
    assert ann_1_to_2["label"] == "Ann bridges world 1 to world 2 for 2"
    assert ann_1_to_2["fields"]["army"]["choices"] == [1, 2]
    assert set(ann_1_to_2["fields"]["realm_die"]["cases"]) == {"1"}   # army 1 shows 1; army 2 shows 5


def test_during_a_battle_both_sides_fight_rounds_and_may_retreat_after_the_first():
    story = opened()
    draw(story, (1, 6), (1, 2))
    story.when({"type": "move", "player": "Ann", "army": 1, "to": 6})
    assert kinds(listed(story)) == ["battle-round"]
    story.when({"type": "battle-round", "attacker_die": battle(2), "defender_die": battle(3)})  # 2+1 = 3
    document = listed(story)
    assert kinds(document) == ["battle-round", "retreat"]
    (retreat,) = [m for m in document["moves"] if m["type"] == "retreat"]
    assert retreat["fields"] == {"player": {"fixed": "Ann"}, "to": {"choices": [1], "min": 1, "max": 1, "many": False}}


def test_the_round_loser_assigns_the_damage_and_the_other_seat_waits():
    story = opened()
    draw(story, (1, 6))
    set_army(story, "Ann", 2, 1, 6)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when({"type": "battle-round", "attacker_die": battle(6), "defender_die": battle(1)})   # 7 against 1
    bound = {"Ann": "ann", "Ben": "ben"}
    for_ann = ruleset_document(D6D, story.game, Viewer.of("ann", "player", ["Ann"]), position=story.position,
                               bindings=bound)
    for_ben = ruleset_document(D6D, story.game, Viewer.of("ben", "player", ["Ben"]), position=story.position,
                               bindings=bound)
    assert for_ann["moves"] == [] and for_ann["waiting_for"] == [
        {"seat": "Ben", "why": "The game waits for Ben: Ben chooses the army on world 6 that loses 6."}]
    (assign,) = for_ben["moves"]
    assert assign["type"] == "assign-damage" and assign["fields"]["army"]["choices"] == [1, 2]
    assert set(assign["fields"]["realm_die"]["cases"]) == {"1", "2"}    # 3 and 4 both fall to 6 damage
    for command in every_command(assign):
        story_copy = story.game
        D6D.decide(story_copy, command)


def test_a_spectator_gets_no_moves_and_a_player_only_their_own_turn():
    story = opened()
    spectator = ruleset_document(D6D, story.game, Viewer.of("sam", "viewer"), position=story.position)
    assert spectator["moves"] == [] and spectator["waiting_for"][0]["seat"] == "Ann"
    ben = ruleset_document(D6D, story.game, Viewer.of("ben", "player", ["Ben"]), position=story.position,
                           bindings={"Ann": "ann", "Ben": "ben"})
    assert ben["moves"] == [] and [w["seat"] for w in ben["waiting_for"]] == ["Ann"]


def test_a_finished_game_lists_nothing_and_says_why_it_is_over():
    table = LegalTable(D6D, D6D.demo()["setup"], random.Random(1))
    for command in D6D.demo()["commands"]:
        if command["type"] != "note":
            table.play(command)
    document = table.document()
    assert document["moves"] == [] and document["over"] == {"why": table.game["result"]["reason"]}
