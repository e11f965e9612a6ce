"""The obstacle decks and the progress deck are face down, but each top card's back is public
and drives the game: whatever the order of the cards below, a player is served the same
state, views, pictures and moves; an app shuffle's order is sealed in its event."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel import Viewer, reading
from domain.kernel.catalogs import catalog_of
from domain.kernel.hidden import face_down
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.kernel.moves import ruleset_document
from tests.domain.sixwinters_v19.builders import Story

ANN, SPECTATOR = Viewer.of("ann", "player", ["Ann"]), Viewer.of("sam", "viewer")
OWNER, AUDIT = Viewer.of("olga", "owner"), Viewer.auditor()


def served(game: dict, viewer: Viewer) -> str:
    return json.dumps({"state": reading.seen(V19, game, viewer),
                       "views": {name: reading.view(V19, name, game, viewer) for name in V19.views},
                       "pictures": {name: reading.picture(V19, name, game, viewer) for name in V19.pictures},
                       "moves": ruleset_document(V19, reading.seen(V19, game, viewer), viewer, position=0)}, sort_keys=True)


def reordered(game: dict, rnd) -> dict:
    """The same decks with every card below the public backs in another order: each obstacle
    pile keeps a card of its back's season on top, the progress deck keeps its stages stacked."""
    obstacles = {}
    for region, deck in game["decks"]["obstacles"].items():
        pile = list(deck["pile"])
        rnd.shuffle(pile)
        pile.sort(key=lambda card: catalog_of(game)["obstacles"][card]["season"] != deck["back"])
        obstacles[region] = {**deck, "pile": pile}
    progress = list(game["decks"]["progress"]["pile"])
    rnd.shuffle(progress)
    progress.sort(key=lambda card: catalog_of(game)["progress"][card]["stage"])
    decks = {"obstacles": obstacles, "progress": {**game["decks"]["progress"], "pile": progress}}
    return {**game, "decks": decks}


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(min_value=0, max_value=50))
def test_a_player_is_served_the_same_whatever_the_order_under_the_public_backs(rnd, seed):
    game = Story(seed=seed).start().game
    other = reordered(game, rnd)
    for viewer in (ANN, SPECTATOR, OWNER):
        assert served(game, viewer) == served(other, viewer)
    assert served(game, AUDIT) != served(other, AUDIT) or game["decks"] == other["decks"]


def test_the_top_backs_are_public_and_the_piles_read_as_their_cards_sorted():
    game = Story().start().game
    seen = reading.seen(V19, game, ANN)
    for region, deck in game["decks"]["obstacles"].items():
        assert seen["decks"]["obstacles"][region]["back"] == deck["back"] is not None
        assert seen["decks"]["obstacles"][region]["pile"] == face_down(deck["pile"])
    assert reading.view(V19, "board", game, ANN)["regions"][0]["deck"]["back"] == game["decks"]["obstacles"]["empire"]["back"]


def test_an_app_shuffles_order_is_withheld_from_readers_and_open_to_an_audit():
    story = Story().start()
    shuffle = next(e for e in story.table.log if e.kind.endswith("obstacle-decks-shuffled"))
    assert set(V19.face_down(shuffle)) == {"/order", "/shuffle_dice"}
    assert reading.readable(V19, shuffle, ANN).data["order"] == {"sealed": None}
    assert reading.readable(V19, shuffle, AUDIT).data["order"] == shuffle.data["order"]
    sentence = reading.sentence(V19, None, shuffle, ANN)
    assert "shuffled by the app" in sentence and all(card not in sentence for card in shuffle.data["order"]["empire"])


def test_the_game_end_reveals_the_orders():
    from domain.rulesets.sixwinters_v19 import events as ev
    assert V19.reveal_kinds == frozenset({ev.GAME_ENDED}) and ev.GAME_ENDED in V19.session_end_kinds


def test_a_hand_shuffled_deck_lists_its_possible_cards_and_never_an_order():
    story = Story()
    story.do("start-session", players=["Ann"])
    story.do("roll-starting-dice", roll="app")
    story.do("choose-characters", player="Ann", characters=["Thea", "Keel"])
    story.do("shuffle-obstacle-decks", backs=[{"region": "empire", "back": "winter"}, {"region": "redbank", "back": "fall"},
                                              {"region": "settled", "back": "spring"}])
    story.do("shuffle-progress-deck")
    (move,) = story.moves("draw-card", ANN)
    stage_one = sorted(c for c, p in catalog_of(story.game)["progress"].items() if p["stage"] == 1)
    assert move["fields"]["card"]["choices"] == stage_one
