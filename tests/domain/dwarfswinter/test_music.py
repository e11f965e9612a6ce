"""3.4 Play Music and the heroes' abilities: matching cards, followers clockwise, two-dwarf heroes,
solitaire's free music, the readings of the placing limit."""
from __future__ import annotations

from tests.spec import When

from .builders import to_week_one


def _rejects(game, command: dict, rule: str):
    return When(game.table, command).then_rejects(rule)


def _drums(players=2, hand=None, **setup):
    game = to_week_one(players, defenders=[("Ben", "Forest 4")] if players == 2 else None, **setup)
    if hand:
        game.adjust(hands__Ann=hand, decks_of__Ann=sorted(set(game.state["decks_of"]["Ann"]) | set(hand)))
    return game


def test_music_is_played_once_per_turn_on_an_instrument_nobody_played():
    game = _drums()
    game.do("play-music", player="Ann", instrument="Drums")
    _rejects(game, {"type": "end-turn", "player": "Ann"}, "dwarfswinter.music.under-way")
    game.do("finish-playing", player="Ann")
    game.do("finish-playing", player="Ben")
    assert "play-music" not in game.kinds("Ann")
    _rejects(game, {"type": "play-music", "player": "Ann", "instrument": "Horn"}, "dwarfswinter.music.token")
    game.do("end-turn", player="Ann")
    _rejects(game, {"type": "play-music", "player": "Ben", "instrument": "Drums"}, "dwarfswinter.music.played")


def test_only_cards_matching_the_music_are_played_by_whoever_plays_now():
    game = _drums()
    game.do("play-music", player="Ann", instrument="Drums")
    cards = {m["fields"]["card"]["fixed"] for m in game.moves("Ann") if m["type"] == "play-card"}
    assert cards == {"Lumberjack", "Forest Guide"}
    _rejects(game, {"type": "play-card", "player": "Ann", "card": "Farmer"}, "dwarfswinter.card.music")
    _rejects(game, {"type": "play-card", "player": "Ben", "card": "Lumberjack"}, "dwarfswinter.music.order")
    game.do("play-card", player="Ann", card="Lumberjack")
    _rejects(game, {"type": "play-card", "player": "Ann", "card": "Lumberjack"}, "dwarfswinter.card.hand")


def test_solitaire_plays_three_instruments_a_turn_for_free():
    game = to_week_one(1)
    for instrument in ("Drums", "Horn", "Harp"):
        game.do("play-music", player="Ann", instrument=instrument)
        game.do("finish-playing", player="Ann")
    assert game.state["boards"]["Ann"]["spent"] == 0 and game.state["boards"]["Ann"]["tokens"] == 0
    assert "play-music" not in game.kinds()


def test_solitaire_music_once_per_turn_as_the_other_reading():
    game = to_week_one(1, solo_music="once-per-turn")
    game.do("play-music", player="Ann", instrument="Drums")
    game.do("finish-playing", player="Ann")
    _rejects(game, {"type": "play-music", "player": "Ann", "instrument": "Horn"}, "dwarfswinter.music.once")


def test_moving_two_different_dwarfs_takes_two_steps_and_never_the_same_dwarf_twice():
    game = _drums(hand=["Ranger", "Lumberjack"])
    game.adjust(dwarfs__Ann={"home": {"dwarf": 6}, "Forest 1": {"dwarf": 1}})
    game.do("play-music", player="Ann", instrument="Drums")
    game.do("play-card", player="Ann", card="Ranger", dwarf="Ann's dwarf in Forest 1", to="Forest 2")
    step = game.moves()[0]
    assert step["type"] == "continue-card"
    assert step["fields"]["dwarf"]["choices"] == ["Ben's dwarf in Forest 4"]
    _rejects(game, {"type": "continue-card", "player": "Ann", "dwarf": "Ann's dwarf in Forest 2", "to": "Forest 1"},
             "dwarfswinter.card.dwarf")
    _rejects(game, {"type": "finish-playing", "player": "Ann"}, "dwarfswinter.card.unfinished")
    game.do("continue-card", player="Ann", dwarf="Ben's dwarf in Forest 4", to="Forest 1")
    assert game.state["effect"] is None and game.state["dwarfs"]["Ben"]["Forest 1"] == {"dwarf": 1}


def test_place_or_move_up_to_two_may_stop_after_one():
    game = _drums(hand=["Pathfinder"])
    game.do("play-music", player="Ann", instrument="Flute")
    game.do("play-card", player="Ann", card="Pathfinder", dwarf="Ann's dwarf on the player board", to="Mine 4")
    game.do("continue-card", player="Ann")
    assert game.state["effect"] is None and game.state["dwarfs"]["Ann"]["Mine 4"] == {"dwarf": 1}


def test_a_heros_placements_share_the_turns_limit_unless_the_other_reading_is_chosen():
    for reading, allowed in (("limited", False), ("free", True)):
        game = _drums(hand=["Pathfinder"], card_places=reading)
        game.do("place-dwarf", player="Ann", zone="Mine 4")
        game.do("play-music", player="Ann", instrument="Flute")
        move = next(m for m in game.moves() if m["type"] == "play-card")
        places = move["fields"]["to"]["cases"]["Ann's dwarf on the player board"]["choices"]
        assert ("Mine 4" in places) is allowed, reading


def test_a_hero_bought_by_card_does_not_use_the_once_per_turn_acquisition():
    game = _drums(hand=["Quartermaster"])
    game.adjust(boards__Ann__gold=4)
    game.do("acquire-hero", player="Ann", hero="Pathfinder")
    game.draw("Smith")
    game.do("play-music", player="Ann", instrument="Horn")
    game.do("play-card", player="Ann", card="Quartermaster", hero="Woodsman")
    assert game.state["boards"]["Ann"]["gold"] == 4 - 1 - 2
    assert "Woodsman" in game.state["decks_of"]["Ann"] and game.state["turn"]["acquired"] == 1


def test_trades_gains_and_the_tracks_cap_at_seven():
    game = _drums(hand=["Baker", "Shepherd", "Farmer"])
    game.adjust(boards__Ann__food=6)
    game.do("play-music", player="Ann", instrument="Horn")
    baked = game.do("play-card", player="Ann", card="Baker")[0]
    assert baked.data["paid"] == {"wood": 1} and baked.data["gained"] == {"food": 1}
    assert game.state["boards"]["Ann"]["food"] == 7 and game.state["boards"]["Ann"]["wood"] == 1


def test_the_sage_upgrades_a_dwarf_at_home_for_two_gold():
    game = _drums(hand=["Sage"], legendary_classes=True)
    game.do("play-music", player="Ann", instrument="Flute")
    move = next(m for m in game.moves() if m["type"] == "play-card")
    assert move["fields"]["legend"]["choices"] == ["Ice Warrior", "Earth Guardian", "Thunder King"]
    game.do("play-card", player="Ann", card="Sage", legend="Ice Warrior")
    assert game.state["dwarfs"]["Ann"]["home"] == {"dwarf": 6, "Ice Warrior": 1}
    assert game.state["boards"]["Ann"]["gold"] == 0 and game.state["legends"]["Ann"] == ["Ice Warrior"]


def test_a_veteran_sends_a_dwarf_home_for_three_gold():
    game = _drums(hand=["Veteran"])
    game.adjust(dwarfs__Ann={"home": {"dwarf": 6}, "Mine 1": {"dwarf": 1}})
    game.do("play-music", player="Ann", instrument="Flute")
    game.do("play-card", player="Ann", card="Veteran", dwarf="Ann's dwarf in Mine 1")
    assert game.state["boards"]["Ann"]["gold"] == 5 and game.state["dwarfs"]["Ann"]["home"] == {"dwarf": 7}
