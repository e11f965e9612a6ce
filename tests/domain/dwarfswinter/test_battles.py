"""3.5 Defeat a Monster and 3.6 Overcome a Disaster, with the legendary dwarfs' powers."""
from __future__ import annotations

from tests.spec import When

from .builders import to_week_one


def _rejects(game, command: dict, rule: str):
    return When(game.table, command).then_rejects(rule)


def _facing(dwarfs: dict, legends=(), **boards):
    """Ann, on her turn, with dwarfs beside the Frost Giant (Forest 2: 2 Dwarfs, 2 Stone, 1 Food)
    and the Blizzard (Field 1: 1 Dwarf, 1 Wood and 1 Food, 1 Gold reward)."""
    game = to_week_one(2, defenders=[("Ben", "Hills 1")], legendary_classes=bool(legends))
    home = 7 - sum(n for kinds in dwarfs.values() for n in kinds.values())
    game.adjust(dwarfs__Ann={"home": {"dwarf": home}, **dwarfs}, legends__Ann=list(legends),
                **{f"boards__Ann__{key}": value for key, value in boards.items()})
    return game


def test_a_monster_is_defeated_with_its_dwarfs_and_resources_and_the_dwarfs_go_home():
    game = _facing({"Forest 2": {"dwarf": 3}}, stone=2, food=1)
    game.do("defeat-monster", player="Ann", monster="Frost Giant 1")
    assert game.state["dwarfs"]["Ann"] == {"home": {"dwarf": 6}, "Forest 2": {"dwarf": 1}}
    assert (game.state["boards"]["Ann"]["stone"], game.state["boards"]["Ann"]["food"]) == (0, 0)
    assert game.state["trophies"]["Ann"]["monsters"] == ["Frost Giant 1"]
    assert all(e["card"] != "Frost Giant 1" for e in game.state["monsters"])


def test_too_few_dwarfs_or_resources_are_refused_and_not_listed():
    game = _facing({"Forest 2": {"dwarf": 1}}, stone=2, food=1)
    _rejects(game, {"type": "defeat-monster", "player": "Ann", "monster": "Frost Giant 1"}, "dwarfswinter.team.size")
    game = _facing({"Forest 2": {"dwarf": 2}}, stone=1, food=1)
    _rejects(game, {"type": "defeat-monster", "player": "Ann", "monster": "Frost Giant 1"},
             "dwarfswinter.team.resources")
    assert "defeat-monster" not in game.kinds()


def test_the_ice_warrior_counts_as_two_dwarfs_against_monsters_only():
    game = _facing({"Forest 2": {"Ice Warrior": 1}}, legends=["Ice Warrior"])
    move = next(m for m in game.moves() if m["type"] == "defeat-monster")
    assert move["fields"]["legends"] == {"fixed": ["Ice Warrior"]}
    game.do("defeat-monster", player="Ann", monster="Frost Giant 1", legends=["Ice Warrior"])
    assert game.state["dwarfs"]["Ann"]["home"] == {"dwarf": 6, "Ice Warrior": 1}


def test_the_earth_guardian_takes_one_resource_off_a_disaster_of_the_players_choice():
    game = _facing({"Field 1": {"Earth Guardian": 1}}, legends=["Earth Guardian"], wood=0, food=1)
    move = next(m for m in game.moves() if m["type"] == "overcome-disaster")
    assert move["fields"]["discount"]["choices"] == ["wood"]
    _rejects(game, {"type": "overcome-disaster", "player": "Ann", "disaster": "Blizzard"}, "dwarfswinter.team.legends")
    _rejects(game, {"type": "overcome-disaster", "player": "Ann", "disaster": "Blizzard", "legends": ["Earth Guardian"]},
             "dwarfswinter.guardian.discount")
    done = game.do("overcome-disaster", player="Ann", disaster="Blizzard", legends=["Earth Guardian"],
                   discount="wood")[0]
    assert done.data["paid"] == {"food": 1} and done.data["gained"] == {"gold": 1}


def test_a_disaster_pays_its_gold_reward_up_to_seven():
    game = _facing({"Field 1": {"dwarf": 1}}, gold=7)
    done = game.do("overcome-disaster", player="Ann", disaster="Blizzard")[0]
    assert done.data["gained"] == {} and game.state["boards"]["Ann"]["gold"] == 7
    assert game.state["trophies"]["Ann"]["disasters"] == ["Blizzard"] and game.state["disasters"] == []


def test_defeating_is_a_free_action_on_the_players_own_turn_only():
    game = _facing({"Forest 2": {"dwarf": 2}}, stone=2, food=1)
    game.adjust(boards__Ann__spent=5)
    _rejects(game, {"type": "defeat-monster", "player": "Ben", "monster": "Frost Giant 1"}, "dwarfswinter.turn")
    game.do("defeat-monster", player="Ann", monster="Frost Giant 1")
    assert game.state["boards"]["Ann"]["spent"] == 5
