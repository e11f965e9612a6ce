"""Phase 3: placing and moving dwarfs, acquiring heroes, the order of turns."""
from __future__ import annotations

from tests.spec import When

from .builders import Game, finish_week, first_choice, to_week_one


def _rejects(game, command: dict, rule: str):
    return When(game.table, command).then_rejects(rule)


def _ann_turn(**setup):
    return to_week_one(2, defenders=[("Ben", "Hills 1")], **setup)


def test_placing_costs_an_action_and_never_twice_in_one_zone_in_a_turn():
    game = _ann_turn()
    game.do("place-dwarf", player="Ann", zone="Mine 4")
    assert game.state["boards"]["Ann"]["spent"] == 1 and game.state["dwarfs"]["Ann"]["Mine 4"] == {"dwarf": 1}
    _rejects(game, {"type": "place-dwarf", "player": "Ann", "zone": "Mine 4"}, "dwarfswinter.place.same-zone")
    zones = next(m for m in game.moves() if m["type"] == "place-dwarf")["fields"]["zone"]["choices"]
    assert "Mine 4" not in zones and "Forest 1" in zones
    game.do("move-dwarf", player="Ann", dwarf="Ann's dwarf in Mine 4", to="Forest 1")
    game.do("place-dwarf", player="Ann", zone="Forest 1")
    assert game.state["dwarfs"]["Ann"]["Forest 1"] == {"dwarf": 2}


def test_no_action_left_no_paid_action_listed_or_accepted():
    game = _ann_turn()
    for zone in ("Forest 1", "Forest 2", "Forest 3", "Forest 4", "Field 2"):
        game.do("place-dwarf", player="Ann", zone=zone)
    assert game.kinds() == {"end-turn"}
    _rejects(game, {"type": "place-dwarf", "player": "Ann", "zone": "Mine 1"}, "dwarfswinter.actions.none")
    _rejects(game, {"type": "move-dwarf", "player": "Ann", "dwarf": "Ann's dwarf in Forest 1", "to": "Field 1"},
             "dwarfswinter.actions.none")


def test_the_thunder_king_is_placed_for_free():
    game = _ann_turn(legendary_classes=True)
    game.adjust(dwarfs__Ann={"home": {"dwarf": 6, "Thunder King": 1}}, legends__Ann=["Thunder King"],
                boards__Ann__spent=5)
    kinds = [m["fields"].get("piece", {}).get("fixed") for m in game.moves() if m["type"] == "place-dwarf"]
    assert kinds == ["Thunder King"]
    game.do("place-dwarf", player="Ann", zone="Castle", piece="Thunder King")
    assert game.state["dwarfs"]["Ann"]["Castle"] == {"Thunder King": 1}


def test_a_dwarf_moves_only_to_an_adjacent_zone():
    game = _ann_turn()
    game.do("place-dwarf", player="Ann", zone="Forest 2")
    _rejects(game, {"type": "move-dwarf", "player": "Ann", "dwarf": "Ann's dwarf in Forest 2", "to": "Castle"},
             "dwarfswinter.move.adjacent")
    _rejects(game, {"type": "move-dwarf", "player": "Ann", "dwarf": "Ben's dwarf in Hills 1", "to": "Castle"},
             "dwarfswinter.move.dwarf")


def test_a_hero_costs_its_spots_gold_and_the_pool_slides_right_and_refills():
    game = _ann_turn()
    assert game.state["pool"] == ["Woodsman", "Trader", "Pathfinder", "Quartermaster"]
    game.do("acquire-hero", player="Ann", hero="Pathfinder")
    assert game.state["boards"]["Ann"]["gold"] == 2 - 1
    assert game.state["pool"] == [None, "Woodsman", "Trader", "Quartermaster"]
    assert game.moves()[0]["type"] == "draw-card"
    game.draw("Smith")
    assert game.state["pool"] == ["Smith", "Woodsman", "Trader", "Quartermaster"]
    assert "Pathfinder" in game.state["decks_of"]["Ann"] and "Pathfinder" not in game.state["hands"]["Ann"]
    _rejects(game, {"type": "acquire-hero", "player": "Ann", "hero": "Quartermaster"}, "dwarfswinter.acquire.once")


def test_a_hero_too_dear_is_refused_and_not_listed():
    game = _ann_turn()
    game.adjust(boards__Ann__gold=1)
    assert {m["fields"]["hero"]["fixed"] for m in game.moves() if m["type"] == "acquire-hero"} == \
        {"Pathfinder", "Quartermaster"}
    _rejects(game, {"type": "acquire-hero", "player": "Ann", "hero": "Woodsman"}, "dwarfswinter.acquire.gold")


def test_solitaire_acquires_as_often_as_actions_allow():
    game = to_week_one(1)
    game.do("acquire-hero", player="Ann", hero="Quartermaster")
    game.draw("Smith")
    game.do("acquire-hero", player="Ann", hero="Trader")   # slid from spot 2 to spot 3: 1 Gold
    assert game.state["boards"]["Ann"]["gold"] == 4 - 1 - 1


def test_turns_go_clockwise_from_the_first_player_and_the_token_passes_on():
    game = to_week_one(3, first="Ben")
    assert game.state["turn"]["player"] == "Ben" and game.state["waiting"] == ["Cid", "Ann"]
    _rejects(game, {"type": "end-turn", "player": "Ann"}, "dwarfswinter.turn")
    finish_week(game)
    assert game.state["week"] == 2 and game.state["first"] == "Cid"


def test_the_game_is_over_after_the_seventh_week_with_the_score():
    game = to_week_one(1, monsters=("Banshee 1", "Rat Swarm 1"))
    for week in range(2, 8):
        game.adjust(disasters=[], monsters=[], reason="the table clears the board for this test")
        finish_week(game)
        assert game.state["week"] == week
        while game.state["phase"] != "actions":
            game.run(first_choice(game.moves()[0]))
    game.adjust(disasters=[], monsters=[], reason="the table clears the board for this test")
    finish_week(game)
    result = game.state["result"]
    assert game.state["phase"] == "over" and result["outcome"] == "survived" and result["winners"] == ["Ann"]
    assert result["scores"][0]["militia"] == 3


def test_a_command_of_another_step_is_refused_naming_the_step():
    game = Game(2)
    error = _rejects(game, {"type": "end-turn", "player": "Ann"}, "dwarfswinter.step")
    assert "shuffling the decks" in error.message
