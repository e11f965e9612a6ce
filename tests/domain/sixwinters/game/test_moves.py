"""The table's tricky enumerations, each exact: teamwork (every team at an obstacle, every
split of defense and overcome dice), stash uses (one die per card not used this turn), the
assets each character may bring (the defending ones a move names, the helping ones of the
obstacle's skill), and scene scoring (every way to reach the points, no card wasted).
Every command built from these moves is accepted by the rules."""
from __future__ import annotations

import itertools
import random

from domain.kernel import Viewer
from domain.kernel.dice import walk_dice
from domain.kernel.moves import build_command
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.prepare import prepare
from domain.rulesets.sixwinters.game.moves.pools import split_fields, stash_uses
from domain.rulesets.sixwinters.game.moves.scene import scoring_plans
from domain.rulesets.sixwinters.game.rules.scene import card_points
from tests.domain.legal_play import every_command
from tests.domain.sixwinters.game.builders import open_game

OWNER = Viewer.of("olga", "owner")
GLEN = "Parisa's Glen"


def moves_of(state: dict, kind: str) -> list[dict]:
    return [move.to_json() for move in DECIDER.moves(state, OWNER) if move.type == kind]


def accepted(state: dict, move: dict, limit: int = 80) -> int:
    """Every command the move allows (up to `limit`) is decided without a refusal, the dice
    the app rolls given faces as the journal would."""
    rng = random.Random(len(move["label"]))
    commands = every_command(move, limit)
    for command in commands:
        loaded = prepare(state, DECIDER.schemas[command["type"]]().load(command))
        for die in walk_dice(loaded):
            die.setdefault("value", rng.randint(1, die["sides"]))
        DECIDER.decide(state, loaded)
    return len(commands)


def two_at_the_glen(keel: dict | None = None, fuscus: dict | None = None, **opening) -> dict:
    return open_game([{"name": "Keel", "location": GLEN, **(keel or {})},
                      {"name": "Fuscus", "location": GLEN, **(fuscus or {})}],
                     obstacles=[{"name": "Restless Dead", "location": GLEN}], **opening)


def test_every_team_of_the_characters_standing_at_an_obstacle_may_overcome_it():
    state = open_game([{"name": "Keel", "location": GLEN}, {"name": "Fuscus", "location": GLEN},
                       {"name": "Thea", "location": "Whitehold"}],
                      obstacles=[{"name": "Restless Dead", "location": GLEN}])
    moves = moves_of(state, "table-overcome")
    assert [move["label"] for move in moves] == [   # the characters in the order of their names
        "Fuscus overcomes Restless Dead at Parisa's Glen", "Keel overcomes Restless Dead at Parisa's Glen",
        "Fuscus and Keel overcome Restless Dead at Parisa's Glen"]
    team = moves[2]["fields"]["team"]
    assert (team["min"], team["max"], team["distinct"]) == (2, 2, "character")
    assert team["each"]["character"]["choices"] == ["Fuscus", "Keel"]
    assert moves[2]["fields"]["taker"] == {"choices": ["Fuscus", "Keel"], "min": 0, "max": 1, "many": False}
    assert "taker" not in moves[0]["fields"]
    assert all(accepted(state, move) > 10 for move in moves)


def test_the_overcome_dice_are_what_the_defense_left_of_the_characters_dice():
    fields = split_fields({"action_dice": [4, 4, 2]})
    assert fields["defense"]["choices"] == [[], [2], [4], [2, 4], [4, 4], [2, 4, 4]]
    assert fields["overcome"]["by"] == "defense"
    assert fields["overcome"]["cases"]["[4]"]["choices"] == [[], [2], [4], [2, 4]]
    assert fields["overcome"]["cases"]["[2,4,4]"]["choices"] == [[]]


def test_a_stash_use_is_one_die_of_each_card_not_used_this_turn():
    char = {"abilities": ["Workshop", "Move in Shadows", "Youthful Artificer"], "used": [],
            "ability_facts": {"Workshop": {"effect": {"op": "overcome-die"}},
                              "Move in Shadows": {"effect": {"op": "overcome-die"}},
                              "Youthful Artificer": {"effect": {"op": "split-die"}}},
            "stashes": {"Workshop": [{"type": "technology", "value": 3}, {"type": "technology", "value": 3}],
                        "Move in Shadows": [{"type": "espionage", "value": 5}]}}
    workshop, shadows = {"ability": "Workshop", "value": 3}, {"ability": "Move in Shadows", "value": 5}
    assert stash_uses(char, "overcome-die") == [[], [shadows], [workshop], [workshop, shadows]]
    assert stash_uses({**char, "used": ["Workshop"]}, "overcome-die") == [[], [shadows]]
    assert stash_uses(char, "defend") == [[]]


def test_stashed_dice_join_an_overcome_and_every_such_command_is_accepted():
    state = two_at_the_glen(keel={"abilities": ["Youthful Artificer", "Workshop"], "action_dice": [2, 5]})
    state["table"]["characters"]["Keel"]["stashes"] = {"Workshop": [{"type": "technology", "value": 4}]}
    (alone,) = [move for move in moves_of(state, "table-overcome") if move["label"].startswith("Keel overcomes")]
    stash = alone["fields"]["team"]["each"]["stash_overcome"]["cases"]["Keel"]["choices"]
    assert stash == [[], [{"ability": "Workshop", "value": 4}]]
    command = build_command(alone, {"team": [{"character": "Keel", "defense": [2], "overcome": [5],
                                              "stash_defense": [], "stash_overcome": stash[1], "assets": []}],
                                    "roll": "physical", "stress_dice": [6, 6]})
    (event,) = DECIDER.decide(state, DECIDER.schemas["table-overcome"]().load(command))
    spent = {change["path"]: change["set"] for change in event.data["changes"]}
    assert spent["/table/characters/Keel/stashes/Workshop"] == [] and spent["/table/characters/Keel/used"] == ["Workshop"]
    assert accepted(state, alone) > 10


def test_each_character_brings_only_their_own_assets_of_the_obstacles_skill():
    """Restless Dead is a combat obstacle: Keel's Aren's Platemail defends (one stress die fewer,
    a move of its own) and Stoutleaf Blade Polish foresees (moves of its own, `table-foresee`);
    Fuscus's Jugglepuff (lore) does not help."""
    state = two_at_the_glen(keel={"assets": ["Aren's Platemail", "Stoutleaf Blade Polish"]},
                            fuscus={"assets": ["Jugglepuff"]})
    team = [move for move in moves_of(state, "table-overcome") if move["label"].startswith("Fuscus and Keel")]
    assert [move["label"] for move in team] == [
        "Fuscus and Keel overcome Restless Dead at Parisa's Glen",
        "Fuscus and Keel overcome Restless Dead at Parisa's Glen, defended by Aren's Platemail"]
    plain, defended = team
    assets = defended["fields"]["team"]["each"]["assets"]["cases"]
    assert assets["Keel"]["choices"] == [["Aren's Platemail"]]
    assert assets["Fuscus"]["choices"] == [[]]
    assert plain["fields"]["team"]["each"]["assets"]["cases"]["Keel"]["choices"] == [[]]
    foresee = [move["label"] for move in moves_of(state, "table-foresee") if move["label"].startswith("Fuscus and Keel")]
    assert len(foresee) == 2 and all("Stoutleaf Blade Polish" in label for label in foresee)   # with or without Platemail
    stress = {move["label"]: move["fields"]["stress_dice"]["cases"]["physical"]["dice"]["min"] for move in team}
    assert list(stress.values()) == [2, 1]      # Restless Dead's two body stress, one fewer when defended
    assert accepted(state, defended) > 10 and accepted(state, plain) > 10


def brute_force_plans(table: dict, scene: dict) -> list[dict]:
    """Every set of cards reaching the points from which no card could be left out."""
    cards = [(card_points(table, char, key, scene["skills"])[0], name, key)
             for name, char in table["characters"].items() for key in char["completed"] + char["overcome"]]
    found = []
    for size in range(len(cards) + 1):
        for picked in itertools.combinations(cards, size):
            total = sum(points for points, _, _ in picked)
            if total >= scene["needed"] and all(total - points < scene["needed"] for points, _, _ in picked):
                plan: dict = {}
                for _, name, key in sorted(picked, key=lambda card: -card[0]):
                    plan.setdefault(name, []).append(key)
                found.append(plan)
    return found


def test_scene_scoring_lists_every_way_to_reach_the_points_with_no_card_wasted():
    state = two_at_the_glen(keel={"assets": ["Imperial Violin", "Shadow Walk", "50 Feet of Greenleaf Rope"]},
                            fuscus={"assets": ["Aren's Platemail", "Griddle Bok the Transmuter"]}, target=22)
    table = state["table"]
    scene = table["scene"]
    plans = scoring_plans(table, scene)
    assert sorted(map(repr, plans)) == sorted(map(repr, brute_force_plans(table, scene))) and len(plans) > 3
    for plan in plans:
        points = [card_points(table, table["characters"][name], key, scene["skills"])[0]
                  for name, keys in plan.items() for key in keys]
        assert sum(points) >= 22 and sum(points) - min(points) < 22
    moves = moves_of(state, "table-narrate")
    assert len(moves) == len(plans)
    assert moves[0]["label"].startswith("Narrate Impress the Keeper of Forbidden Lore: Keel plays ")
    for move in moves:
        assert accepted(state, move, limit=30) > 0


def test_no_scene_move_until_every_character_stands_at_the_scene():
    state = open_game([{"name": "Keel", "location": GLEN, "assets": ["Shadow Walk"]},
                       {"name": "Fuscus", "location": "Whitehold"}], target=5)
    assert moves_of(state, "table-narrate") == []
