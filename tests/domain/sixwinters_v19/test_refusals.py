"""Every rule the v19.3 ruleset can refuse a command by: each refusal names its rule, says why in
words, and leaves the campaign exactly as it was (Story.rejects compares the whole state).
The last test holds the list to the code: a rule the code can name and no test refuses by
fails it."""
from __future__ import annotations

import pathlib
import re

import pytest

from domain.kernel.catalogs import catalog_of
from tests.domain.sixwinters_v19.builders import Story, d6, dice

ROOT = pathlib.Path(__file__).resolve().parents[3]
HERE = pathlib.Path(__file__).resolve().parent
BACKS = [{"region": "empire", "back": "winter"}, {"region": "redbank", "back": "spring"},
         {"region": "settled", "back": "fall"}]


def _session(story: Story, players=("Ann", "Ben")) -> Story:
    story.do("start-session", players=list(players))
    story.do("roll-starting-dice", roll="app")
    return story


def _hand_shuffled(story: Story) -> Story:
    """Session Setup up to the progress draws, every deck shuffled by hand."""
    _session(story)
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.do("choose-characters", player="Ben", characters=["Menas"])
    story.do("shuffle-obstacle-decks", backs=BACKS)
    story.do("shuffle-progress-deck")
    return story


def _at_first_obstacles(story: Story) -> Story:
    """The first game's obstacles wait for the table to name the cards it draws."""
    _hand_shuffled(story)
    while story.step == "draw-progress":
        (move,) = story.moves("draw-card")
        story.do("draw-card", deck="progress", card=move["fields"]["card"]["choices"][0])
    for player in ("Ann", "Ben"):
        story.do("keep-progress-card", player=player, card=story.game["session"]["players"][player]["hand"][0])
    story.do("stage-progress-cards", cards=list(story.game["session"]["unchosen"]))
    assert story.step == "first-obstacles"
    return story


def _actions(**kw) -> Story:
    story = Story(**kw).start(places={"Thea": "Eastkeep", "Menas": "Eastkeep"})
    story.clear_obstacles()
    story.hand("Ann", 1, 2, 4, 4, 6)
    story.hand("Ben", 1, 3, 4, 5, 6)
    return story


def _session_end() -> Story:
    story = Story().start()
    story.adjust(("/session/turn/season", "fall"), ("/session/turn/second", True))
    for player in ("Ann", "Ben"):
        story.do("end-actions", player=player)
    story.do("refill", roll="app")
    assert story.step == "burn-obstacles"
    return story


# ---- Campaign Setup and Session Setup ----------------------------------------------------

def test_a_command_of_another_step_is_refused_naming_the_step():
    error = _actions().rejects("sixwinters_v19.step", "start-session", players=["Ann"])
    assert "the Actions phase" in error.message


def test_locations_of_a_region_are_drawn_once_and_named_four_different():
    story = Story(map="random")
    story.rejects("sixwinters_v19.locations.cards", "draw-locations", region="empire",
                  cards=["Eastkeep", "Whitehold", "Tollhouse"])
    story.rejects("sixwinters_v19.locations.cards", "draw-locations", region="empire",
                  cards=["Eastkeep", "Whitehold", "Tollhouse", "Lily Manor"])
    story.do("draw-locations", region="empire", cards=["Eastkeep", "Whitehold", "Tollhouse", "Ashen Gate"])
    story.rejects("sixwinters_v19.locations.drawn", "draw-locations", region="empire", roll="app")


def test_a_game_is_played_by_players_of_the_campaign():
    error = Story().rejects("sixwinters_v19.players", "start-session", players=["Ann", "Zed"])
    assert "Ann, Ben" in error.message


@pytest.mark.parametrize("pools, action_dice, rule", [
    ([{"resource": "support", "dice": dice("support", 1, 2)}, {"resource": "support", "dice": dice("support", 1, 2)}],
     [], "sixwinters_v19.dice.twice"),
    ([], [{"player": "Ann", "dice": dice("action", 1, 2, 3, 4, 5, 6, 6)}], "sixwinters_v19.dice.count"),
    ([{"resource": name, "dice": dice(name, *([3] * (2 if name == "support" else 1)))} for name in
      ("support", "technology", "espionage", "military", "diplomacy", "sorcery")], [], "sixwinters_v19.dice.players"),
])
def test_the_starting_dice_name_each_pool_and_each_player_once(pools, action_dice, rule):
    story = Story()
    story.do("start-session", players=["Ann"])
    story.rejects(rule, "roll-starting-dice", pools=pools, action_dice=action_dice)


def _starting_pools(kind_of=lambda name: name, sides=6):
    return [{"resource": name, "dice": [{"sides": sides, "kind": kind_of(name), "value": 3}] * (2 if name == "support" else 1)}
            for name in ("support", "technology", "espionage", "military", "diplomacy", "sorcery")]


def test_resource_dice_are_six_sided_dice_of_their_pools_colour():
    story = Story()
    story.do("start-session", players=["Ann"])
    ann = [{"player": "Ann", "dice": dice("action", 1, 2, 3, 4, 5, 6, 6)}]
    story.rejects("sixwinters_v19.dice.d6", "roll-starting-dice", pools=_starting_pools(sides=8), action_dice=ann)
    error = story.rejects("sixwinters_v19.dice.kind", "roll-starting-dice",
                          pools=_starting_pools(kind_of=lambda name: "military"), action_dice=ann)
    assert "support dice" in error.message
    story.do("roll-starting-dice", pools=_starting_pools(), action_dice=ann)


def test_a_player_chooses_characters_once():
    story = _session(Story())
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.rejects("sixwinters_v19.characters.chosen", "choose-characters", player="Ann", characters=["Menas"])


def test_a_hand_shuffle_takes_no_dice_and_an_app_shuffle_needs_them():
    story = _session(Story())
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.do("choose-characters", player="Ben", characters=["Menas"])
    story.rejects("sixwinters_v19.shuffle.dice", "shuffle-obstacle-decks", backs=BACKS,
                  shuffle_dice={"empire": [d6(1)]})


def test_the_cards_not_kept_are_all_staged():
    story = _hand_shuffled(Story())
    while story.step == "draw-progress":
        (move,) = story.moves("draw-card")
        story.do("draw-card", deck="progress", card=move["fields"]["card"]["choices"][0])
    for player in ("Ann", "Ben"):
        story.do("keep-progress-card", player=player, card=story.game["session"]["players"][player]["hand"][0])
    unchosen = story.game["session"]["unchosen"]
    story.rejects("sixwinters_v19.progress.stage", "stage-progress-cards", cards=unchosen[:1])


def test_a_card_is_drawn_from_the_deck_the_step_draws_from_with_the_back_it_can_show():
    story = _at_first_obstacles(Story())
    region = catalog_of(story.game)["progress"][story.game["session"]["obstacles_for"][0]]["obstacle"]["region"]
    other = next(r for r in ("empire", "redbank", "settled") if r != region)
    (move,) = story.moves("draw-card")
    card = move["fields"]["card"]["choices"][0]
    story.rejects("sixwinters_v19.draw.not-now", "draw-card", deck=other, card=card)
    story.rejects("sixwinters_v19.draw.not-now", "draw-card", deck="progress", card=card)
    showing = move["fields"]["back"]["cases"][card]["choices"]
    wrong = next(season for season in ("winter", "spring", "summer", "fall") if season not in showing) \
        if len(showing) < 4 else None
    error = story.rejects("sixwinters_v19.draw.back", "draw-card", deck=region, card=card, **({"back": wrong} if wrong else {}))
    assert "season now showing" in error.message
    story.do("draw-card", deck=region, card=card, back=showing[0])


def test_a_deck_the_app_shuffled_draws_itself():
    story = _hand_shuffled(Story())
    story.adjust(("/decks/progress/order", "app"))
    story.rejects("sixwinters_v19.draw.app-order", "draw-card", deck="progress",
                  card=story.game["decks"]["progress"]["pile"][0])


def test_an_obstacle_deck_is_reshuffled_only_when_empty_and_a_card_is_due():
    story = _actions()
    story.rejects("sixwinters_v19.reshuffle.not-now", "reshuffle-obstacle-deck", region="empire", back="winter")


# ---- Actions ---------------------------------------------------------------------------

def test_a_player_not_in_this_game_is_refused():
    _actions().rejects("sixwinters_v19.player", "end-actions", player="Cat")


def test_a_character_moves_to_another_location_in_play():
    story = _actions()
    story.rejects("sixwinters_v19.move.to", "move", character="Thea", to="Eastkeep", dice=[1])
    story.rejects("sixwinters_v19.move.to", "move", character="Thea", to="Moonwell", dice=[1, 2, 4])


def test_a_magic_gate_goes_from_one_gate_to_another():
    story = _actions()
    story.rejects("sixwinters_v19.move.gate", "move", character="Thea", to="Whitehold", via="gate", dice=[])


def test_a_trade_moves_a_pool_die_of_at_most_the_action_die():
    story = _actions()
    story.adjust(("/session/positions/Thea", "Ferry's Glenn"), ("/session/pools/support", [5]),
                 ("/characters/Thea/skills/rapport", 2))
    error = story.rejects("sixwinters_v19.trade.value", "trade", character="Thea", die=4, slot=0, value=5,
                          **{"from": "support", "to": "technology"})
    assert "at most 4" in error.message
    story.rejects("sixwinters_v19.trade.value", "trade", character="Thea", die=4, slot=0, value=3,
                  **{"from": "support", "to": "technology"})


def test_a_progress_die_is_an_asset_at_the_characters_location():
    story = _actions()
    story.adjust(("/session/cards", {"On Two Fronts": {"player": "Ann", "chain": []}}),
                 ("/session/players/Ann/card", "On Two Fronts"), ("/session/positions/Thea", "Dusk's Ayrie"))
    error = story.rejects("sixwinters_v19.progress.asset", "place-progress-die", character="Thea", card="On Two Fronts",
                          square="0,0", die={"resource": "military", "value": 3})
    assert "no military 3 asset at Dusk's Ayrie" in error.message


def test_a_wildcard_reward_is_chosen_only_when_owed_and_raises_a_track_with_room():
    story = _actions()
    story.rejects("sixwinters_v19.reward.none", "choose-reward", player="Ann", track="support")
    story.adjust(("/session/players/Ann/rewards", 1), ("/tracks/support/progress", 12))
    story.rejects("sixwinters_v19.reward.track", "choose-reward", player="Ann", track="support")
    story.do("choose-reward", player="Ann", track="diplomacy")


# ---- Overcome --------------------------------------------------------------------------

def _overcoming(story: Story) -> Story:
    story.place("Eastkeep", "Border Fort")
    return story


def test_an_approach_needs_action_dice_to_act_with():
    story = _overcoming(_actions())
    story.hand("Ann")
    story.rejects("sixwinters_v19.overcome.no-dice", "approach", character="Thea", obstacle="Border Fort", dice=[])


def test_defend_follows_an_approach_and_rerolls_exactly_the_teams_dice():
    story = _overcoming(_actions())
    story.rejects("sixwinters_v19.overcome.defend", "defend", rolls=[])
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    error = story.rejects("sixwinters_v19.overcome.rolls", "defend",
                          rolls=[{"player": "Ben", "dice": dice("action", 1, 2, 3, 4, 5)}])
    assert "Ann" in error.message
    story.rejects("sixwinters_v19.dice.count", "defend", rolls=[{"player": "Ann", "dice": dice("action", 1, 2)}])


def test_defend_dice_are_placed_once_by_a_team_player_after_defending():
    story = _overcoming(_actions())
    story.rejects("sixwinters_v19.overcome.place", "place-defend-dice", player="Ann", dice=[])
    story.do("approach", character="Thea", obstacle="Border Fort", dice=[4])
    story.do("defend", rolls=[{"player": "Ann", "dice": dice("action", 6, 6, 5, 5)}])
    story.rejects("sixwinters_v19.overcome.place", "place-defend-dice", player="Ben", dice=[])


# ---- Session End -----------------------------------------------------------------------

def test_session_end_burns_and_unlocks_only_cards_it_can_touch():
    story = _session_end()
    story.rejects("sixwinters_v19.burn.obstacle", "burn-obstacles", cards=["No Such Obstacle"])
    story.do("burn-obstacles", cards=[])
    in_deck = story.game["decks"]["obstacles"]["empire"]["pile"][0]
    story.rejects("sixwinters_v19.unlock.obstacle", "unlock-obstacles", cards=[in_deck])
    story.do("unlock-obstacles", cards=[])
    story.do("burn-locations")
    story.rejects("sixwinters_v19.recover", "recover-characters", characters=["Oniri"])
    story.rejects("sixwinters_v19.recover", "recover-characters", unlock=["Thea"])


# ---- hand corrections ------------------------------------------------------------------

def test_an_adjustment_leaves_the_fixed_parts_and_a_possible_table():
    story = _actions()
    story.rejects("sixwinters_v19.adjust.fixed", "adjust", reason="house rule",
                  changes=[{"path": "/options/trade_direction", "set": "both-ways"}])
    error = story.rejects("sixwinters_v19.adjust.impossible", "adjust", reason="a card",
                          changes=[{"path": "/tracks/support/progress", "set": 13}])
    assert "space 1 to 12" in error.message
    story.rejects("sixwinters_v19.adjust.impossible", "adjust", reason="a card",
                  changes=[{"path": "/characters/Thea/stress/body", "set": -1}])


@pytest.mark.parametrize("where, sentence", [
    ("/decks/obstacles/empire/discard", "Border Fort lies in the empire obstacle deck and the empire discard pile"),
    ("/set_aside/obstacles", "Border Fort lies in the set-aside obstacles and the empire obstacle deck"),
    ("/burned/obstacles", "Border Fort lies in the burned obstacles and the empire obstacle deck"),
])
def test_an_adjustment_cannot_leave_an_obstacle_in_two_places(where, sentence):
    story = _actions()
    assert "Border Fort" in story.game["decks"]["obstacles"]["empire"]["pile"]
    held = {"/decks/obstacles/empire/discard": story.game["decks"]["obstacles"]["empire"]["discard"],
            "/set_aside/obstacles": story.game["set_aside"]["obstacles"],
            "/burned/obstacles": story.game["burned"]["obstacles"]}[where]
    error = story.rejects("sixwinters_v19.adjust.cards", "adjust", reason="a card",
                          changes=[{"path": where, "set": [*held, "Border Fort"]}])
    assert sentence in error.message, error.message


def test_an_adjustment_cannot_put_a_card_on_the_board_that_still_lies_elsewhere_or_is_no_card():
    story = _actions()
    error = story.rejects("sixwinters_v19.adjust.cards", "adjust", reason="a card",
                          changes=[{"path": "/locations/Eastkeep/obstacles", "set": [{"card": "Border Fort", "dice": []}]}])
    assert "Border Fort lies in the empire obstacle deck and the board at Eastkeep" in error.message
    error = story.rejects("sixwinters_v19.adjust.cards", "adjust", reason="a card",
                          changes=[{"path": "/locations/Eastkeep/obstacles", "set": [{"card": "Dragon", "dice": []}]}])
    assert "'Dragon' in the board at Eastkeep is not an obstacle of the catalog" in error.message
    card = story.game["decks"]["progress"]["pile"][0]
    error = story.rejects("sixwinters_v19.adjust.cards", "adjust", reason="a card",
                          changes=[{"path": "/session/staging", "set": [card]}])
    assert f"{card} lies in the progress deck and the staging area" in error.message
    story.place("Eastkeep", "Border Fort")   # taken from the deck: one place


# ---- the list is the code's ------------------------------------------------------------

def rules_in_code() -> set[str]:
    source = "".join(path.read_text() for path in (ROOT / "domain" / "rulesets" / "sixwinters_v19").rglob("*.py"))
    return set(re.findall(r'"(sixwinters_v19\.[a-z0-9.-]*[a-z0-9])"', source))


def test_every_rule_the_code_can_name_is_refused_by_some_test():
    tested = "".join(path.read_text() for path in HERE.glob("test_*.py"))
    rules = rules_in_code()
    assert len(rules) > 50
    assert sorted(rule for rule in rules if f'"{rule}"' not in tested) == []
