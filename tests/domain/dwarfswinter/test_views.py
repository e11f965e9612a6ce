"""Views and pictures are read per viewer: they render for every seat and a spectator at every
moment of a game, another seat's hand changes nothing a viewer sees, and the table view names
the seats the game waits for, as the moves do."""
from __future__ import annotations

import copy

from domain.kernel import Viewer, reading
from domain.rulesets.dwarfswinter.moves import legal, waiting_seats

from .builders import RULES, to_week_one
from tests.spec import Table as Spec

BEN = Viewer.of("ben", "player", ["Ben"])
ANN = Viewer.of("ann", "player", ["Ann"])
SPECTATOR = Viewer.of("sam", "viewer")


def _everything(state: dict, viewer: Viewer) -> dict:
    return {**{f"view {name}": reading.view(RULES, name, state, viewer) for name in RULES.views},
            **{f"picture {name}": reading.picture(RULES, name, state, viewer) for name in RULES.pictures}}


def test_every_view_and_picture_renders_for_each_seat_at_every_moment_of_the_demo():
    script = RULES.demo()
    table = Spec(RULES, script["setup"])
    viewers = [Viewer.of(name.lower(), "player", [name]) for name in script["setup"]["players"]] + [SPECTATOR]
    during_music = 0
    for command in script["commands"]:
        table.run(command)
        game = table.state["game"]
        during_music += bool(game["music"])
        for viewer in viewers:
            seen = _everything(game, viewer)
            assert seen["view table"]["waiting_for"] == sorted({s for move in legal(game) for s in move.seats})
            assert all(svg.startswith("<svg") for name, svg in seen.items() if name.startswith("picture"))
    assert during_music > 50


def _ben_follows():
    """Ann plays the Drums; Ben holds five heroes and follows."""
    game = to_week_one(2, defenders=[("Ben", "Forest 2")])
    game.adjust(hands__Ann=["Lumberjack", "Farmer", "Forest Guide"],
                hands__Ben=["Forest Guide", "Lumberjack", "Miner", "Farmer", "Prospector"])
    game.do("play-music", player="Ann", instrument="Drums")
    game.do("finish-playing", player="Ann")
    return game


def test_another_seats_hand_changes_nothing_the_viewer_sees():
    game = _ben_follows()
    other = copy.deepcopy(game.state)
    other["hands"]["Ann"] = ["Miner", "Prospector", "Field Guide"]
    for viewer in (BEN, SPECTATOR):
        assert _everything(game.state, viewer) == _everything(other, viewer)
    assert _everything(game.state, ANN) != _everything(other, ANN)


def test_the_players_picture_shows_the_viewers_own_hand_and_the_others_face_down():
    game = _ben_follows()
    picture = reading.picture(RULES, "players", game.state, BEN)
    assert picture.count("A hero, face down") == 3
    for key in game.state["hands"]["Ben"]:
        assert f">{key}</text>" in picture
    picture = reading.picture(RULES, "players", game.state, ANN)
    assert picture.count("A hero, face down") == 5 and ">Lumberjack</text>" in picture


def test_the_table_waits_for_the_follower_whatever_the_viewer():
    game = _ben_follows()
    for viewer in (ANN, BEN, SPECTATOR):
        assert reading.view(RULES, "table", game.state, viewer)["waiting_for"] == ["Ben"]
    assert waiting_seats(game.state) == ["Ben"]
