"""Phase 1: the monsters' attack in the 1st player's order, their abilities, the reinforcements
by player count and the disasters revealed (Nightmare, the Snowball Effect, the Ogre King)."""
from __future__ import annotations

import pytest

from domain.rulesets.dwarfswinter.components import LOSSES
from domain.rulesets.dwarfswinter.rules.abilities import losses
from tests.spec import When

from .builders import RULES, attack_through, finish_week, to_week_one


def _week_two(monsters, players=2, **setup):
    game = to_week_one(players, monsters=monsters, **setup)
    return game


def _attack(game):
    finish_week(game)
    assert (game.state["week"], game.state["step"]) == (2, "attack")
    return game


def _rejects(game, command: dict, rule: str):
    return When(game.table, command).then_rejects(rule)


def test_a_monster_with_two_ways_closer_waits_for_the_first_players_choice():
    game = _attack(_week_two(("Frost Giant 1", "Goblin Warchief 1", "Banshee 1"), defenders=[("Ben", "Hills 1")]))
    _rejects(game, {"type": "move-monster", "monster": "Frost Giant 1"}, "dwarfswinter.monster.path")
    _rejects(game, {"type": "move-monster", "monster": "Frost Giant 1", "to": "Field 1"}, "dwarfswinter.monster.path")
    move = next(m for m in game.moves() if m["fields"]["monster"]["fixed"] == "Frost Giant 1")
    assert move["fields"]["to"]["choices"] == ["Forest 1", "Mine 4"]
    game.do("move-monster", monster="Frost Giant 1", to="Mine 4")
    assert game.state["monsters"][0] == {"card": "Frost Giant 1", "zone": "Mine 4"}
    _rejects(game, {"type": "move-monster", "monster": "Frost Giant 1", "to": "Field 1"}, "dwarfswinter.monster.moved")


def test_the_warchief_moves_another_monster_once_which_still_moves_itself_later():
    game = _attack(_week_two(("Goblin Warchief 1", "Banshee 1", "Dragon 1"), defenders=[("Ben", "Hills 1")]))
    game.do("move-monster", monster="Goblin Warchief 1", to="Field 2")
    assert game.state["attack"]["push"] == "Goblin Warchief 1"
    assert {m["type"] for m in game.moves()} == {"push-monster"}
    _rejects(game, {"type": "move-monster", "monster": "Banshee 1"}, "dwarfswinter.attack.unfinished")
    game.do("push-monster", monster="Banshee 1")
    assert {"card": "Banshee 1", "zone": "Mine 1"} in game.state["monsters"]
    assert game.state["attack"]["left"] == ["Banshee 1", "Dragon 1"]
    game.do("move-monster", monster="Banshee 1")
    assert {"card": "Banshee 1", "zone": "Castle"} in game.state["monsters"]


def test_a_resource_the_player_lacks_is_paid_in_gold_and_no_gold_means_no_loss():
    game = _week_two(("Forest Troll 2", "Banshee 1", "Dragon 1"), defenders=[("Ben", "Hills 4")])
    game.adjust(boards__Ben__wood=0, boards__Ben__gold=1,
                dwarfs__Ann={"home": {"dwarf": 6}, "Forest 4": {"dwarf": 1}}, boards__Ann__wood=0,
                boards__Ann__gold=0)
    _attack(game)
    attack = game.do("move-monster", monster="Forest Troll 2", to="Mine 2")[1]
    assert attack.data["effects"] == [{"player": "Ann", "in_range": True},
                                      {"player": "Ben", "in_range": True, "lost": {"gold": 1}}]
    assert (game.state["boards"]["Ben"]["wood"], game.state["boards"]["Ben"]["gold"]) == (0, 0)


def test_the_tracks_stop_at_their_floors():
    game = _week_two(("Banshee 2", "Goblin Warchief 1", "Dragon 1"), defenders=[("Ben", "Field 3")])
    game.adjust(boards__Ben__hand_size=5)
    _attack(game)
    game.adjust(boards__Ben__hand_size=5, reason="a second Banshee earlier this week")
    attack = game.do("move-monster", monster="Banshee 2")[1]
    assert attack.data["effects"] == [{"player": "Ben", "in_range": True}]
    assert game.state["boards"]["Ben"]["hand_size"] == 5


def test_the_dragon_sends_one_dwarf_of_each_player_home_and_asks_which_when_they_differ():
    game = _week_two(("Dragon 1", "Banshee 1", "Rat Swarm 1"), defenders=[("Ben", "Hills 2")],
                     legendary_classes=True)
    game.adjust(dwarfs__Ben={"home": {"dwarf": 4}, "Hills 2": {"dwarf": 2, "Ice Warrior": 1}},
                dwarfs__Ann={"home": {"dwarf": 5}, "Hills 2": {"dwarf": 2}}, legends__Ben=["Ice Warrior"])
    _attack(game)
    attack = game.do("move-monster", monster="Dragon 1", to="Hills 2")[1]
    assert attack.data["effects"] == [{"player": "Ann", "home": "dwarf"}] and attack.data["returns"] == ["Ben"]
    assert game.state["dwarfs"]["Ann"]["Hills 2"] == {"dwarf": 1}
    move = game.moves("Ben")[0]
    assert move["type"] == "send-home" and set(move["fields"]["dwarf"]["choices"]) == {
        "Ben's dwarf in Hills 2", "Ben's Ice Warrior in Hills 2"}
    game.do("send-home", player="Ben", dwarf="Ben's Ice Warrior in Hills 2")
    assert game.state["dwarfs"]["Ben"]["home"] == {"dwarf": 4, "Ice Warrior": 1}


def test_the_ogre_king_reveals_an_extra_disaster_when_it_spawns():
    game = to_week_one(2, monsters=("Ogre King 1",), disasters=("Flood", "Banshee 1", "Dragon 1", "Blizzard"),
                       defenders=[("Ben", "Hills 1")])
    assert game.state["phase"] == "actions"
    reasons = [e.data["why"] for e in game.table.log if e.kind == "dwarfswinter/disaster-revealed"]
    assert reasons == ["ogre", "week"] and len(game.state["disasters"]) == 2


def test_the_harpy_silences_the_instrument_of_its_zone():
    game = to_week_one(2, monsters=("Harpy 1", "Banshee 1", "Dragon 1"), defenders=[("Ben", "Hills 1")])
    assert {m["fields"]["instrument"]["fixed"] for m in game.moves() if m["type"] == "play-music"} == \
        {"Drums", "Harp", "Flute"}
    _rejects(game, {"type": "play-music", "player": "Ann", "instrument": "Horn"}, "dwarfswinter.music.silenced")


def test_the_yeti_charges_one_step_more_when_dwarfs_are_near():
    game = _week_two(("Yeti 2", "Banshee 1", "Dragon 1"), legendary_monsters=True, defenders=[("Ben", "Field 2")])
    _attack(game)
    events = game.do("move-monster", monster="Yeti 2", to="Field 2")
    assert [e.data.get("why") for e in events[:2]] == ["attack", "charge"]
    assert {"card": "Yeti 2", "zone": "Mine 1"} in game.state["monsters"]


def test_reinforcements_fill_the_board_to_the_player_counts_limit():
    for players, monsters in ((1, 2), (2, 3), (3, 4), (4, 4)):
        game = to_week_one(players)
        assert len(game.state["monsters"]) == monsters


def test_nightmare_reveals_two_disasters_in_week_three():
    game = to_week_one(1, nightmare=True, monsters=("Banshee 1", "Rat Swarm 1"))
    game.adjust(dwarfs__Ann={"home": {"dwarf": 7}})
    for week, drawn in ((2, ("Flood",)), (3, ("Plague", "Rockslide"))):
        finish_week(game)
        attack_through(game)
        game.draw(*drawn)
        assert game.state["week"] == week
    assert [e["card"] for e in game.state["disasters"]] == ["Blizzard", "Flood", "Plague", "Rockslide"]


def _snowball_week(**setup):
    game = to_week_one(2, snowball=True, legendary_disasters=True, defenders=[("Ben", "Hills 1")], **setup)
    finish_week(game)
    attack_through(game)
    return game


def test_the_snowball_effect_spawns_one_more_disaster_on_a_shared_zone():
    game = _snowball_week()
    game.draw("Hailstorm")                 # Field 1, where the Blizzard lies: 2 active
    assert game.state["draws"] == [{"deck": "disasters", "why": "snowball"}]
    game.draw("Famine")
    assert [e["card"] for e in game.state["disasters"]] == ["Blizzard", "Hailstorm", "Famine"]


def test_no_snowball_beyond_three_active_disasters_counting_the_new_one_by_default():
    for reading, more in (("with-new", 0), ("before", 1)):
        game = _snowball_week(snowball_count=reading)
        game.adjust(disasters=[{"card": "Blizzard", "zone": "Field 1"}, {"card": "Flood", "zone": "Field 3"},
                               {"card": "Plague", "zone": "Field 2"}],
                    decks__disasters=[d for d in game.state["decks"]["disasters"] if d not in ("Flood", "Plague")])
        game.draw("Hailstorm")
        assert len(game.state["draws"]) == more, reading


def test_four_disasters_at_the_end_of_a_week_lose_the_game_for_everyone():
    game = to_week_one(4)
    assert len(game.state["disasters"]) == 3
    game.adjust(disasters=game.state["disasters"] + [{"card": "Plague", "zone": "Field 2"}],
                decks__disasters=[d for d in game.state["decks"]["disasters"] if d != "Plague"])
    finish_week(game)
    assert game.state["result"]["outcome"] == "lost" and "4 Disasters are active" in game.state["result"]["reason"]
    assert game.document()["over"]["why"].startswith("Everyone loses")


def test_a_monster_in_the_castle_at_the_end_of_the_week_loses_the_game():
    game = to_week_one(2, defenders=[("Ben", "Hills 4")])
    game.adjust(monsters=[{"card": "Frost Giant 1", "zone": "Castle"}] + game.state["monsters"][1:])
    finish_week(game)
    assert "a Monster is inside the Castle" in game.state["result"]["reason"]


def test_a_new_week_refreshes_actions_hand_size_and_music_tokens():
    game = to_week_one(2, monsters=("Rat Swarm 1", "Goblin Warchief 1", "Harpy 1"))
    game.adjust(boards__Ann__actions=3, boards__Ann__hand_size=5, boards__Ann__tokens=0,
                reason="a worked example: Ann lost tracks and played her music")
    _attack(game)
    board = game.state["boards"]["Ann"]
    assert (board["actions"], board["hand_size"], board["tokens"]) == (5, 7, 1)


@pytest.mark.parametrize("ability, before, lost", [
    ("lose-wood", {"wood": 2, "gold": 2}, {"wood": 1}),
    ("lose-food", {"food": 0, "gold": 2}, {"gold": 1}),
    ("lose-gold", {"gold": 1}, {"gold": 1}),
    ("lose-stone", {"stone": 0, "gold": 0}, {}),
    ("lose-food-stone-wood", {"food": 1, "stone": 0, "wood": 0, "gold": 1}, {"food": 1, "gold": 1})])
def test_each_resource_a_monster_takes_is_one_of_it_or_one_gold_as_far_as_gold_goes(ability, before, lost):
    board = {"gold": 0, "food": 0, "stone": 0, "wood": 0, **before}
    assert losses(board, LOSSES[ability]) == lost


def test_the_first_player_alone_moves_the_monsters_in_any_order_they_choose():
    """1.2: "The 1st player decides the order in which Monsters move"."""
    game = _attack(_week_two(("Frost Giant 1", "Goblin Warchief 1", "Banshee 1")))
    command = {"type": "move-monster", "monster": "Banshee 1"}
    assert RULES.acting_seats(game.state, command) == frozenset({game.state["first"]})
    assert set(game.state["attack"]["left"]) == {"Frost Giant 1", "Goblin Warchief 1", "Banshee 1"}
    game.do("move-monster", monster="Banshee 1")
    assert "Banshee 1" not in game.state["attack"]["left"]
