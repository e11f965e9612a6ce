"""Secrets stay secret: a hand is chosen in secret and seen only by its seat; the decks' order
after an app shuffle is face down; each seat is listed only its own moves."""
from __future__ import annotations

from domain.kernel import Recorded, Viewer, reading

from .builders import RULES, Game, to_week_one

BEN = Viewer.of("ben", "player", ["Ben"])
ANN = Viewer.of("ann", "player", ["Ann"])
HAND = ["Sage", "Lumberjack", "Farmer", "Miner", "Prospector", "Forest Guide", "Field Guide"]


def _choosing():
    """With the Sage, each deck holds 8 heroes for a Hand-Size of 7: week 1 has a real choice."""
    return to_week_one(2, legendary_classes=True, defenders=[("Ben", "Hills 1")], choose=False)


def _recorded(event, position: int = 99) -> Recorded:
    return Recorded(event.kind, dict(event.data), position, "physical", "ann", "", seat=event.data.get("player"),
                    audience=event.audience)


def test_a_hand_is_chosen_in_a_private_event_and_others_read_only_its_shadow():
    game = _choosing()
    assert game.state["step"] == "choose"
    before = game.state
    event = game.do("choose-hand", player="Ann", cards=HAND)[0]
    recorded = _recorded(event)
    assert not event.audience.public and event.audience.seats == frozenset({"Ann"})
    assert reading.sentence(RULES, before, recorded, BEN) == "Ann chooses a hand of heroes in secret."
    assert "Lumberjack" in reading.sentence(RULES, before, recorded, ANN)
    assert reading.readable(RULES, recorded, BEN) is None


def test_another_seat_sees_a_hand_face_down_and_its_size_only():
    game = _choosing()
    game.do("choose-hand", player="Ann", cards=HAND)
    game.do("choose-hand", player="Ben", cards=HAND)
    table = reading.view(RULES, "table", game.state, BEN)
    hands = {row["name"]: row["hand"] for row in table["players"]}
    assert hands["Ben"] == HAND and hands["Ann"] == [None] * 7
    assert reading.view(RULES, "table", game.state, Viewer.of("olga", "owner"))["players"][0]["hand"] == HAND
    assert "Sage" not in str(reading.view(RULES, "table", game.state, Viewer.of("sam", "viewer"))["players"][0]["hand"])


def test_each_seat_is_listed_its_own_choice_only_and_a_spectator_none():
    game = _choosing()
    assert [m["fields"]["player"]["fixed"] for m in game.moves("Ann")] == ["Ann"]
    assert [m["fields"]["player"]["fixed"] for m in game.moves("Ben")] == ["Ben"]
    assert len(game.moves()) == 2
    assert game.document(viewer=Viewer.of("sam", "viewer"))["moves"] == []
    assert game.document("Ann")["waiting_for"] == [{"seat": "Ben", "why": "Ben may also move: Choose a hand."}]
    assert game.document(viewer=Viewer.of("sam", "viewer"))["waiting_for"] == [
        {"seat": "Ann", "why": "The game waits for Ann: Choose a hand."},
        {"seat": "Ben", "why": "The game waits for Ben: Choose a hand."}]


def test_the_choice_offers_the_whole_action_deck_at_hand_size():
    game = _choosing()
    cards = game.moves("Ann")[0]["fields"]["cards"]
    assert cards["min"] == cards["max"] == 7 and cards["many"] is True
    assert sorted(cards["choices"]) == sorted(game.state["decks_of"]["Ann"])


def test_a_forced_hand_is_public_and_needs_no_choice():
    game = to_week_one(2)
    began = [e for e in game.table.log if e.kind == "dwarfswinter/preparation-began"][-1]
    assert set(began.data["forced"]) == {"Ann", "Ben"} and began.audience.public


def test_the_decks_shuffled_by_the_app_are_face_down_until_drawn():
    game = Game(2)
    event = game.do("shuffle-decks", roll="app")[0]
    assert RULES.face_down(_recorded(event)) == ("/decks",)
    seen = reading.seen(RULES, game.state, ANN)
    assert seen["decks"]["monsters"] == sorted(game.state["decks"]["monsters"])
    assert RULES.reveal_kinds == frozenset({"dwarfswinter/game-ended"})


def test_a_hand_by_hand_shuffle_hides_nothing_and_names_each_card_drawn():
    game = Game(2)
    event = game.do("shuffle-decks", roll="physical")[0]
    assert RULES.face_down(_recorded(event)) == ()
    move = game.moves()[0]
    assert move["type"] == "draw-card" and len(move["fields"]["card"]["choices"]) == 28


def test_the_end_of_the_game_opens_every_hand_chosen_in_secret():
    """A lost game ends it too: four Disasters at the end of week 1."""
    game = _choosing()
    game.do("choose-hand", player="Ann", cards=HAND)
    game.do("choose-hand", player="Ben", cards=HAND)
    chosen = [e.position for e in game.table.log if e.kind == "dwarfswinter/hand-chosen"]
    assert len(chosen) == 2 and game.state["sealed_hands"] == chosen
    game.adjust(disasters=game.state["disasters"] + [{"card": "Plague", "zone": "Field 2"},
                                                     {"card": "Flood", "zone": "Field 3"},
                                                     {"card": "Famine", "zone": "Field 4"}])
    events = []
    while game.state["phase"] == "actions":
        events = game.do("end-turn", player=game.state["turn"]["player"])
    [ended] = [e for e in events if e.kind == "dwarfswinter/game-ended"]
    assert ended.data["outcome"] == "lost" and [reveal.at for reveal in ended.reveals] == chosen
    assert all(reveal.pointer == "" for reveal in ended.reveals)
