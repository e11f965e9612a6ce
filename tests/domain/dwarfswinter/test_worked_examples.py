"""The rulebook's worked examples, with their numbers."""
from __future__ import annotations

from domain.rulesets.dwarfswinter.rules.scoring import score, title

from .builders import RULES, finish_week, to_week_one


def _ended_with(game, player="Ann", **paths):
    game.adjust(**{f"{key}": value for key, value in paths.items()})
    return score(game.state, player)


def test_the_scoring_example_makes_35_vps():
    """Gold 7: 3 VPs; Stone 7: 2 VPs; 7 Dwarfs home: 3; heroes 3+2+2+2+1+3 = 13; disasters 3+3 and
    monsters 5+3 = 14; total 3+2+3+13+14 = 35 (Winning the Game, Scoring Example)."""
    game = to_week_one(2, defenders=[("Ben", "Hills 1")])
    heroes = ["Lumber Baron", "Woodsman", "Shepherd", "Quarryman", "Provisioner", "Treasurer"]
    row = _ended_with(game, boards__Ann__gold=7, boards__Ann__stone=7, boards__Ann__food=6, boards__Ann__wood=3,
                      decks_of__Ann=game.state["decks_of"]["Ann"] + heroes,
                      trophies__Ann={"monsters": ["Frost Giant 2", "Goblin Warchief 2"],
                                     "disasters": ["Avalanche", "Cave-in"]})
    assert row["manufacturer"] == 3 + 2
    assert row["militia"] == 3 and row["dwarfs_home"] == 7
    assert row["heroes"] == 13
    assert row["monsters"] + row["disasters"] == 14
    assert row["total"] == 35


def test_militia_needs_every_dwarf_home():
    game = to_week_one(2, defenders=[("Ben", "Hills 1")])
    assert score(game.state, "Ben")["militia"] == 0 and score(game.state, "Ann")["militia"] == 3


def test_bloodlust_adds_one_vp_per_different_type_of_monster_defeated():
    """BloodLust: 18 VPs from the monsters defeated and 3 extra VPs for three types."""
    monsters = {"monsters": ["Frost Giant 2", "Dragon 2", "Banshee 1", "Banshee 2"], "disasters": []}
    plain = to_week_one(2)
    lusty = to_week_one(2, bloodlust=True)
    assert _ended_with(plain, trophies__Ann=monsters)["monsters"] == 18
    row = _ended_with(lusty, trophies__Ann=monsters)
    assert (row["monsters"], row["bloodlust"]) == (18, 3)
    assert _ended_with(plain, trophies__Ann=monsters)["bloodlust"] == 0


def _told(game, kind: str) -> str:
    """The sentence of the last event of `kind`, as the table reads it."""
    at = max(i for i, recorded in enumerate(game.table.log) if recorded.kind == kind)
    return RULES.narrate(game.table.states[at - 1]["game"], game.table.log[at])


def _music_example():
    """Yellow (Ann) has Dwarfs in Forest 1 and Forest 3; red (Ben) one in Forest 2, where a
    Disaster lies; Ben holds the Trader. Ann plays the Drums."""
    game = to_week_one(2, monsters=("Goblin Warchief 1", "Banshee 1", "Dragon 1"), disasters=("Ice Storm",),
                       defenders=[("Ben", "Forest 2")])
    hand = ["Forest Guide", "Lumberjack", "Trader", "Farmer"]
    game.adjust(dwarfs__Ann={"home": {"dwarf": 5}, "Forest 1": {"dwarf": 1}, "Forest 3": {"dwarf": 1}},
                decks_of__Ben=game.state["decks_of"]["Ben"] + ["Trader"], hands__Ben=hand)
    game.do("play-music", player="Ann", instrument="Drums")
    return game


def test_the_play_music_example_for_two_players():
    game = _music_example()
    game.do("play-card", player="Ann", card="Lumberjack")
    assert game.state["boards"]["Ann"]["wood"] == 2 + 2          # two Dwarfs in different Forests: 2 Wood
    assert _told(game, "dwarfswinter/card-played") == \
        "Ann plays the Lumberjack to the Drums and produces 2 Wood from Forest 1 and Forest 3."
    game.do("play-card", player="Ann", card="Forest Guide", dwarf="Ann's dwarf in Forest 1", to="Mine 4")
    assert game.state["dwarfs"]["Ann"]["Mine 4"] == {"dwarf": 1} and "Forest 1" not in game.state["dwarfs"]["Ann"]
    game.do("finish-playing", player="Ann")
    assert game.state["music"]["current"] == "Ben"
    game.do("play-card", player="Ben", card="Forest Guide", dwarf="Ben's dwarf in Forest 2", to="Forest 1")
    game.do("play-card", player="Ben", card="Lumberjack")
    game.do("play-card", player="Ben", card="Trader", resource="stone")
    board = game.state["boards"]["Ben"]
    assert (board["wood"], board["stone"]) == (2 + 1, 2 + 1)
    game.do("finish-playing", player="Ben")
    assert game.state["music"] is None and game.state["hall"] == {"Drums": ["Ann"]}
    assert game.state["boards"]["Ann"]["spent"] == 1


def test_the_game_waits_for_ben_to_follow_the_music():
    game = _music_example()
    game.do("finish-playing", player="Ann")
    assert game.document("Ann")["waiting_for"] == [{"seat": "Ben", "why": "The game waits for Ben: Follow the music."}]
    assert game.document("Ben")["waiting_for"] == []
    assert {move["type"] for move in game.moves("Ben")} == {"play-card", "finish-playing"}
    assert game.moves("Ann") == []


def test_nothing_is_produced_in_a_zone_a_disaster_occupies():
    game = _music_example()
    game.do("finish-playing", player="Ann")
    events = game.do("play-card", player="Ben", card="Lumberjack")
    assert events[0].data["gained"] == {} and events[0].data["blocked"] == ["Forest 2"]
    assert _told(game, "dwarfswinter/card-played") == \
        "Ben plays the Lumberjack to the Drums, but no zone of theirs can produce (Forest 2 blocked)."


def test_a_frost_giant_with_two_of_your_dwarfs_in_range_costs_one_action_not_two():
    """Monsters Attack: "if you have 2 Dwarfs in zones affected by a Frost Giant you do not lose 2
    Actions, you only lose 1"."""
    game = to_week_one(2, monsters=("Frost Giant 1", "Goblin Warchief 1", "Banshee 1"),
                       defenders=[("Ben", "Mine 3")])
    game.adjust(dwarfs__Ann={"home": {"dwarf": 5}, "Forest 1": {"dwarf": 1}, "Field 1": {"dwarf": 1}})
    finish_week(game)
    assert game.state["step"] == "attack" and game.state["week"] == 2
    events = game.do("move-monster", monster="Frost Giant 1", to="Forest 1")
    attack = events[1]
    assert attack.data["effects"] == [{"player": "Ann", "in_range": True, "actions": -1}]
    assert game.state["boards"]["Ann"]["actions"] == 4 and game.state["boards"]["Ben"]["actions"] == 5


def test_each_solitaire_title_at_its_threshold_and_just_below():
    base = {"total": 0, "monsters_count": 0, "disasters_count": 0, "heroes_acquired": 0,
            "gold": 0, "food": 0, "stone": 0, "wood": 0}
    cases = [
        ("The Survivor", {"total": 25, "disasters_count": 4}, {"total": 24, "disasters_count": 4}),
        ("The Survivor", {"total": 25, "disasters_count": 4}, {"total": 25, "disasters_count": 3}),
        ("The Beast Hunter", {"total": 30, "monsters_count": 5}, {"total": 30, "monsters_count": 4}),
        ("The Knight of the Round Table", {"total": 35, "heroes_acquired": 7}, {"total": 34, "heroes_acquired": 7}),
        ("The Frost King", {"total": 40, "stone": 7}, {"total": 40, "stone": 6}),
        ("The Legend", {"total": 50, "monsters_count": 7, "disasters_count": 7},
         {"total": 50, "monsters_count": 7, "disasters_count": 6}),
    ]
    for name, reached, short in cases:
        assert title({**base, **reached}) == name
        assert title({**base, **short}) != name
    assert title({**base, "total": 100}) is None



def test_a_solitaire_player_at_the_survivors_threshold_earns_the_title_and_one_vp_less_does_not():
    """The Survivor: 25 VPs and 4+ Disasters overcome. Disasters 3+3+3+4 = 13, heroes acquired
    3+3+3 = 9, Militia 3: 25 VPs; the 4 starting resources earn no Manufacturer VPs."""
    game = to_week_one(1)
    starting = game.state["decks_of"]["Ann"]
    disasters = ["Avalanche", "Cave-in", "Flood", "Famine"]
    heroes = ["Lumber Baron", "Treasurer", "Granary Keeper"]
    row = _ended_with(game, decks_of__Ann=starting + heroes,
                      trophies__Ann={"monsters": [], "disasters": disasters})
    assert (row["disasters"], row["heroes"], row["militia"], row["manufacturer"]) == (13, 9, 3, 0)
    assert row["total"] == 25 and title(row) == "The Survivor"
    row = _ended_with(game, decks_of__Ann=starting + heroes[:2] + ["Moneylender"])
    assert row["total"] == 24 and title(row) is None


def test_legendary_dwarfs_are_worth_two_vps_each():
    game = to_week_one(2, legendary_classes=True, defenders=[("Ben", "Hills 1")])
    row = _ended_with(game, legends__Ann=["Ice Warrior", "Thunder King"],
                      dwarfs__Ann={"home": {"dwarf": 5, "Ice Warrior": 1, "Thunder King": 1}})
    assert row["legends"] == 4 and row["militia"] == 3 and row["total"] == 7


def test_nothing_is_produced_in_a_zone_a_monster_occupies():
    """Monster Abilities: "you cannot Produce resources of any kind in a zone occupied by a Monster"."""
    game = _music_example()
    game.adjust(monsters=game.state["monsters"] + [{"card": "Banshee 2", "zone": "Forest 3"}],
                reason="a worked example: a second Banshee stands in Forest 3")
    events = game.do("play-card", player="Ann", card="Lumberjack")
    assert events[0].data["blocked"] == ["Forest 3"] and game.state["boards"]["Ann"]["wood"] == 2 + 1
