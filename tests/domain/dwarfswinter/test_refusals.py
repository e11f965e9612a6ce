"""Every rule a command can break: the command is refused naming that rule, and the state (and
the log) are left exactly as they were. A last test reads the ruleset's source for every rule
it can raise and finds each one here."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from domain.kernel import RuleViolation
from tests.spec import Table, When

from .builders import RULES, Game, finish_week, to_week_one

SOURCE = Path(__file__).resolve().parents[3] / "domain" / "rulesets" / "dwarfswinter"
ANN = "Ann"


# ---- the moments a refusal is tried at ----

def fresh():
    return Game(2)


def drawing():
    """A shuffle by hand: the table names the four heroes of the Pool first."""
    game = Game(2)
    game.do("shuffle-decks", roll="physical")
    return game


def by_app():
    """The app shuffled: the order settles every draw, none is named (a draw put back by hand)."""
    game = Game(3)
    game.do("shuffle-decks", roll="app")
    game.adjust(draws=[{"deck": "heroes", "why": "pool"}])
    return game


def defenders():
    game = Game(4, first="Cid")
    game.do("shuffle-decks", roll="physical")
    game.draw("Woodsman", "Trader", "Pathfinder", "Quartermaster", "Avalanche", "Cave-in")
    return game


def choosing():
    """With the Sage each Action deck holds 8 heroes for a Hand-Size of 7."""
    return to_week_one(2, legendary_classes=True, defenders=[("Ben", "Hills 1")], choose=False)


def chosen():
    game = choosing()
    deck = game.state["decks_of"][ANN]
    game.do("choose-hand", player=ANN, cards=deck[:7])
    return game


def ann_turn(**setup):
    """Week 1, Ann's turn: her seven starting heroes in hand, a dwarf in Forest 1 and Mine 4."""
    game = to_week_one(2, defenders=[("Ben", "Hills 1")], **setup)
    game.adjust(dwarfs__Ann={"home": {"dwarf": 5}, "Forest 1": {"dwarf": 1}, "Mine 4": {"dwarf": 1}})
    return game


def no_actions():
    game = ann_turn()
    game.adjust(boards__Ann__spent=5)
    return game


def nobody_home():
    game = ann_turn()
    game.adjust(dwarfs__Ann={"Forest 1": {"dwarf": 6}, "Mine 4": {"dwarf": 1}})
    return game


def placed_twice():
    game = ann_turn()
    game.do("place-dwarf", player=ANN, zone="Field 2")
    return game


def acquired():
    game = ann_turn()
    game.do("acquire-hero", player=ANN, hero="Trader")
    game.draw("Cook")
    return game


def poor():
    game = ann_turn()
    game.adjust(boards__Ann__gold=0)
    return game


def drums(**hand):
    """Ann plays the Drums; Ben follows with his own hand."""
    game = ann_turn(**hand)
    game.adjust(hands__Ann=["Lumberjack", "Forest Guide", "Trader", "Farmer", "Ranger"],
                decks_of__Ann=game.state["decks_of"][ANN] + ["Trader", "Ranger"])
    game.do("play-music", player=ANN, instrument="Drums")
    return game


def ranger_half_done():
    """The Ranger moved one dwarf in a Forest; its second, different dwarf is owed."""
    game = drums()
    game.adjust(dwarfs__Ann={"home": {"dwarf": 4}, "Forest 1": {"dwarf": 1}, "Forest 4": {"dwarf": 1},
                             "Mine 4": {"dwarf": 1}})
    game.do("play-card", player=ANN, card="Ranger", dwarf="Ann's dwarf in Forest 1", to="Forest 2")
    assert game.state["effect"]
    return game


def music_spent():
    """Ann's only Music Token is on the Drums; Ben has followed."""
    game = drums()
    game.do("finish-playing", player=ANN)
    game.do("finish-playing", player="Ben")
    return game


def music_again():
    game = music_spent()
    game.adjust(boards__Ann__tokens=1, reason="a token found under the board")
    return game


def ben_played_drums():
    game = ann_turn()
    game.adjust(hall={"Drums": ["Ben"]})
    return game


def flute_sage():
    game = ann_turn(legendary_classes=True)
    game.adjust(hands__Ann=["Sage", "Prospector"])
    game.do("play-music", player=ANN, instrument="Flute")
    return game


def fighting():
    """Ann has one dwarf by the Blizzard (Field 1: 1 dwarf, 1 Wood and 1 Food) and one by the Frost
    Giant (Forest 2: 2 dwarfs)."""
    game = ann_turn()
    game.adjust(dwarfs__Ann={"home": {"dwarf": 5}, "Field 1": {"dwarf": 1}, "Forest 2": {"dwarf": 1}})
    return game


def attacking():
    """Week 2's attack: the Frost Giant (two ways closer), the Goblin Warchief, the Banshee."""
    game = to_week_one(2, monsters=("Frost Giant 1", "Goblin Warchief 1", "Banshee 1"),
                       defenders=[("Ben", "Hills 1")])
    finish_week(game)
    assert (game.state["week"], game.state["step"]) == (2, "attack")
    return game


def frost_giant_moved():
    game = attacking()
    game.do("move-monster", monster="Frost Giant 1", to="Mine 4")
    return game


def warchief_pushing():
    game = attacking()
    game.do("move-monster", monster="Goblin Warchief 1", to="Field 2")
    assert game.state["attack"]["push"]
    return game


def in_the_castle():
    game = attacking()
    game.adjust(monsters__2__zone="Castle", reason="the Banshee reached the Castle")
    return game


def dragon_asks():
    """The Dragon sends home one dwarf of each player in its zone; Ben has two kinds there."""
    game = to_week_one(2, monsters=("Dragon 1", "Banshee 1", "Rat Swarm 1"), defenders=[("Ben", "Hills 2")],
                       legendary_classes=True)
    game.adjust(dwarfs__Ben={"home": {"dwarf": 4}, "Hills 2": {"dwarf": 2, "Ice Warrior": 1}},
                legends__Ben=["Ice Warrior"])
    finish_week(game)
    game.do("move-monster", monster="Dragon 1", to="Hills 2")
    assert game.state["attack"]["returns"] == ["Ben"]
    return game


def over():
    script = RULES.extra_demos()[0]
    game = Game.__new__(Game)
    game.table = Table(RULES, script["setup"])
    for command in script["commands"]:
        game.run(command)
    assert game.state["phase"] == "over"
    return game


def _play(card: str, **fields) -> dict:
    return {"type": "play-card", "player": ANN, "card": card, **fields}


def _adjust(path: str, value) -> dict:
    return {"type": "adjust", "reason": "a correction", "changes": [{"path": path, "set": value}]}


CASES = [
    # setup and drawing
    ("dwarfswinter.shuffle.dice", fresh,
     {"type": "shuffle-decks", "monster_dice": [{"sides": 6, "kind": "shuffle", "value": 2}]}),
    ("dwarfswinter.draw.waiting", drawing, {"type": "place-defender", "player": "Ben", "zone": "Forest 1"}),
    ("dwarfswinter.draw.card", drawing, {"type": "draw-card", "card": "Dragon 1"}),
    ("dwarfswinter.draw.none", ann_turn, {"type": "draw-card", "card": "Woodsman"}),
    ("dwarfswinter.draw.ordered", by_app, {"type": "draw-card", "card": "Woodsman"}),
    ("dwarfswinter.defenders.order", defenders, {"type": "place-defender", "player": ANN, "zone": "Forest 1"}),
    ("dwarfswinter.zone.unknown", defenders, {"type": "place-defender", "player": "Dee", "zone": "Forest 9"}),
    ("dwarfswinter.step", fresh, {"type": "end-turn", "player": ANN}),
    ("dwarfswinter.game.over", over, {"type": "end-turn", "player": ANN}),
    # Phase 1
    ("dwarfswinter.monster.path", attacking, {"type": "move-monster", "monster": "Frost Giant 1", "to": "Field 1"}),
    ("dwarfswinter.monster.moved", frost_giant_moved, {"type": "move-monster", "monster": "Frost Giant 1"}),
    ("dwarfswinter.monster.charge", attacking,
     {"type": "move-monster", "monster": "Banshee 1", "charge_to": "Castle"}),
    ("dwarfswinter.monster.castle", in_the_castle,
     {"type": "move-monster", "monster": "Banshee 1", "to": "Field 1"}),
    ("dwarfswinter.monster.absent", fighting, {"type": "defeat-monster", "player": ANN, "monster": "Dragon 2"}),
    ("dwarfswinter.attack.unfinished", warchief_pushing, {"type": "move-monster", "monster": "Banshee 1"}),
    ("dwarfswinter.push.none", attacking, {"type": "push-monster", "monster": "Banshee 1"}),
    ("dwarfswinter.push.monster", warchief_pushing, {"type": "push-monster", "monster": "Goblin Warchief 1"}),
    ("dwarfswinter.home.none", dragon_asks, {"type": "send-home", "player": ANN, "dwarf": "Ann's dwarf in Hills 2"}),
    ("dwarfswinter.home.dwarf", dragon_asks, {"type": "send-home", "player": "Ben", "dwarf": "Ben's dwarf in Mine 1"}),
    # Phase 2
    ("dwarfswinter.hand.size", choosing, {"type": "choose-hand", "player": ANN, "cards": ["Sage", "Lumberjack"]}),
    ("dwarfswinter.hand.card", choosing, {"type": "choose-hand", "player": ANN, "cards": [
        "Sage", "Lumberjack", "Farmer", "Miner", "Prospector", "Forest Guide", "Woodsman"]}),
    ("dwarfswinter.hand.twice", choosing, {"type": "choose-hand", "player": ANN, "cards": [
        "Sage", "Sage", "Farmer", "Miner", "Prospector", "Forest Guide", "Field Guide"]}),
    ("dwarfswinter.hand.chosen", chosen, {"type": "choose-hand", "player": ANN, "cards": [
        "Sage", "Lumberjack", "Farmer", "Miner", "Prospector", "Forest Guide", "Field Guide"]}),
    ("dwarfswinter.player.unknown", choosing, {"type": "choose-hand", "player": "Zed", "cards": ["Sage"]}),
    # Phase 3: actions
    ("dwarfswinter.turn", ann_turn, {"type": "place-dwarf", "player": "Ben", "zone": "Forest 1"}),
    ("dwarfswinter.actions.none", no_actions, {"type": "place-dwarf", "player": ANN, "zone": "Forest 2"}),
    ("dwarfswinter.place.none", nobody_home, {"type": "place-dwarf", "player": ANN, "zone": "Forest 2"}),
    ("dwarfswinter.place.same-zone", placed_twice, {"type": "place-dwarf", "player": ANN, "zone": "Field 2"}),
    ("dwarfswinter.move.dwarf", ann_turn, {"type": "move-dwarf", "player": ANN, "dwarf": "Ann's dwarf in Mine 3",
                                           "to": "Field 2"}),
    ("dwarfswinter.move.adjacent", ann_turn, {"type": "move-dwarf", "player": ANN, "dwarf": "Ann's dwarf in Forest 1",
                                              "to": "Castle"}),
    ("dwarfswinter.acquire.pool", ann_turn, {"type": "acquire-hero", "player": ANN, "hero": "Treasurer"}),
    ("dwarfswinter.acquire.gold", poor, {"type": "acquire-hero", "player": ANN, "hero": "Trader"}),
    ("dwarfswinter.acquire.once", acquired, {"type": "acquire-hero", "player": ANN, "hero": "Woodsman"}),
    # Phase 3: music and heroes
    ("dwarfswinter.music.instrument", ann_turn, {"type": "play-music", "player": ANN, "instrument": "Lute"}),
    ("dwarfswinter.music.played", ben_played_drums, {"type": "play-music", "player": ANN, "instrument": "Drums"}),
    ("dwarfswinter.music.token", music_spent, {"type": "play-music", "player": ANN, "instrument": "Horn"}),
    ("dwarfswinter.music.once", music_again, {"type": "play-music", "player": ANN, "instrument": "Horn"}),
    ("dwarfswinter.music.under-way", drums, {"type": "place-dwarf", "player": ANN, "zone": "Forest 2"}),
    ("dwarfswinter.music.none", ann_turn, _play("Lumberjack")),
    ("dwarfswinter.music.order", drums, {"type": "play-card", "player": "Ben", "card": "Lumberjack"}),
    ("dwarfswinter.card.hand", drums, _play("Woodsman")),
    ("dwarfswinter.card.music", drums, _play("Farmer")),
    ("dwarfswinter.card.field", drums, _play("Lumberjack", resource="wood")),
    ("dwarfswinter.card.resource", drums, _play("Trader", resource="gold")),
    ("dwarfswinter.card.dwarf", drums, _play("Forest Guide", dwarf="Ann's dwarf in Mine 4", to="Forest 2")),
    ("dwarfswinter.card.unfinished", ranger_half_done, _play("Lumberjack")),
    ("dwarfswinter.card.step", drums, {"type": "continue-card", "player": ANN}),
    ("dwarfswinter.card.legend", flute_sage, _play("Sage")),
    # Phase 3: free actions
    ("dwarfswinter.disaster.absent", fighting, {"type": "overcome-disaster", "player": ANN, "disaster": "Flood"}),
    ("dwarfswinter.team.size", fighting, {"type": "defeat-monster", "player": ANN, "monster": "Frost Giant 1"}),
    ("dwarfswinter.team.legend", fighting, {"type": "overcome-disaster", "player": ANN, "disaster": "Blizzard",
                                            "legends": ["Ice Warrior"]}),
    ("dwarfswinter.guardian.absent", fighting, {"type": "overcome-disaster", "player": ANN, "disaster": "Blizzard",
                                                "discount": "wood"}),
    # the table's corrections
    ("dwarfswinter.adjust.resource", ann_turn, _adjust("/boards/Ann/gold", 8)),
    ("dwarfswinter.adjust.actions", ann_turn, _adjust("/boards/Ann/actions", 2)),
    ("dwarfswinter.adjust.hand", ann_turn, _adjust("/boards/Ann/hand_size", 8)),
    ("dwarfswinter.adjust.dwarfs", ann_turn, _adjust("/dwarfs/Ann/home/dwarf", -1)),
    ("dwarfswinter.adjust.tokens", ann_turn, _adjust("/boards/Ann/tokens", 4)),
    ("dwarfswinter.adjust.cards", ann_turn, _adjust("/trophies/Ann/monsters", ["Dragon 1"])),
]

# rules whose every case needs a moment of its own (tested where the moment is built)
ELSEWHERE = {
    "dwarfswinter.team.legends": "test_battles.py",
    "dwarfswinter.team.resources": "test_battles.py",
    "dwarfswinter.guardian.discount": "test_battles.py",
    "dwarfswinter.music.silenced": "test_invasion.py",
}


@pytest.mark.parametrize("rule, moment, command", CASES, ids=[case[0] for case in CASES])
def test_the_command_is_refused_naming_its_rule_and_nothing_changes(rule, moment, command):
    game = moment()
    logged = len(game.table.log)
    refusal = When(game.table, command).then_rejects(rule)
    assert refusal.message and len(game.table.log) == logged


@pytest.mark.parametrize("setup, rule", [
    ({"players": []}, "dwarfswinter.setup.players"),
    ({"players": ["Ann", "Ben", "Cid", "Dee", "Eve"]}, "dwarfswinter.setup.players"),
    ({"players": ["Ann", " Ann"]}, "dwarfswinter.setup.players"),
    ({"players": ["Ann", "Ben"], "first": "Cid"}, "dwarfswinter.setup.first")])
def test_a_setup_the_rules_refuse_names_its_rule(setup, rule):
    with pytest.raises(RuleViolation) as refused:
        RULES.initial_state(setup)
    assert refused.value.rule == rule


def test_every_rule_the_ruleset_can_raise_is_refused_here_or_named_where_it_is():
    raised = set()
    for path in SOURCE.rglob("*.py"):
        if path.name == "explain.py":   # explanations name the rule a value follows, nothing is refused there
            continue
        raised |= set(re.findall(r'"(dwarfswinter\.[a-z-]+(?:\.[a-z-]+)?)"', path.read_text()))
    covered = {case[0] for case in CASES} | {"dwarfswinter.setup.players", "dwarfswinter.setup.first"}
    here = Path(__file__).parent
    for rule, where in ELSEWHERE.items():
        assert f'"{rule}"' in (here / where).read_text(), (rule, where)
    assert raised - covered - set(ELSEWHERE) == set()
