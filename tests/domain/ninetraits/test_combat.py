"""Combat Flow: the order of turns, shared turns, distances and movement, attacks by style and
intent, the Path Die, healing, falling, dying and death."""
from domain.kernel import Viewer
from domain.rulesets import get
from tests.domain.ninetraits.builders import CLAUD, LUIS, bandit_fight, dice, die, in_session
from tests.domain.ninetraits.test_options import end_rotation, shared_fight

RULES, OWNER = get("ninetraits"), Viewer.of("olga", "owner")


def test_nobody_acts_before_everyone_has_rolled_for_combat_flow():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "enter-combat", "combatants": ["Claud", "Luis"], "distance": "Far"})
    story.when({"type": "roll-initiative", "character": "Claud", "die": die(1)})
    story.rejects({"type": "roll-initiative", "character": "Claud", "die": die(3)}, "ninetraits.initiative.rolled")
    story.rejects({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                   "targets": ["Luis"]}, "ninetraits.turn.not-yours")
    events = story.when({"type": "roll-initiative", "character": "Luis", "die": die(6)})
    assert story.kinds(events) == ["initiative-rolled", "rotation-began", "turn-began"]
    assert story.game["combat"]["order"] == [["Luis"], ["Claud"]]


def test_a_shared_turn_lets_its_characters_act_in_any_order_and_ends_when_both_have_ended():
    story = shared_fight()
    story.when({"type": "end-turn", "character": "Teddie"})
    assert story.game["combat"]["turn"]["characters"] == ["Luis", "Teddie"]
    story.rejects({"type": "end-turn", "character": "Teddie"}, "ninetraits.turn.not-yours")
    events = story.when({"type": "end-turn", "character": "Luis"})
    assert story.kinds(events) == ["turn-ended", "rotation-ended", "rotation-began", "turn-began"]


def test_a_character_unable_to_act_gives_some_of_the_turns_actions_and_the_rest_later():
    """Combat: "A player may also give some or all of their actions to another player"."""
    story = shared_fight(actions_per_turn=2)
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Grappled", "caused_by": "Claud"})
    story.rejects({"type": "give-actions", "character": "Luis", "to": "Teddie", "actions": 3}, "ninetraits.actions.count")
    [given] = [m for m in RULES.moves(story.game, OWNER) if m.type == "give-actions"]
    assert given.fields["actions"] == {"integer": [1, 2]}
    story.when({"type": "give-actions", "character": "Luis", "to": "Teddie", "actions": 1})
    turn = story.game["combat"]["turn"]
    assert turn["allowance"]["Teddie"] == 3 and "Luis" not in turn["done"]
    story.when({"type": "give-actions", "character": "Luis", "to": "Teddie"})
    turn = story.game["combat"]["turn"]
    assert turn["allowance"]["Teddie"] == 4 and "Luis" in turn["done"]


def test_a_character_unable_to_act_gives_the_turns_actions_to_the_one_sharing_it():
    story = shared_fight(actions_per_turn=1)
    story.rejects({"type": "give-actions", "character": "Luis", "to": "Teddie"}, "ninetraits.actions.can-act")
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Grappled", "caused_by": "Claud"})
    story.rejects({"type": "roll-trait", "character": "Luis", "trait": "Charm", "dice": dice(1, 1, 1, 1)},
                  "ninetraits.tribulation.no-actions")
    story.when({"type": "give-actions", "character": "Luis", "to": "Teddie"})
    assert story.game["combat"]["turn"]["allowance"]["Teddie"] == 2
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "roll": "app"})
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "roll": "app"})
    story.rejects({"type": "roll-trait", "character": "Teddie", "trait": "Might", "roll": "app"},
                  "ninetraits.actions.none-left")


def test_moving_costs_the_bands_crossed_and_changes_only_that_distance():
    story = bandit_fight()
    story.when({"type": "set-distance", "character": "Claud", "other": "Bandit", "band": "Far"})
    [moved] = story.when({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"})
    assert (moved.data["from"], moved.data["actions"]) == ("Far", 2)
    bands = {frozenset(d["between"]): d["band"] for d in story.view("combat")["distances"]}
    assert bands[frozenset({"Bandit", "Claud"})] == "Close" and bands[frozenset({"Claud", "Luis"})] == "Near"
    story.rejects({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"}, "ninetraits.move.same")
    [moved] = story.when({"type": "move", "character": "Claud", "toward": "Luis", "band": "Close"})
    assert moved.data["actions"] == 1


def test_an_attack_to_impose_a_tribulation_lands_only_with_more_sixes_than_the_resistance():
    story = bandit_fight()
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "tribulation",
                "tribulation": "Intimidated", "targets": ["Bandit"]})
    story.rejects({"type": "end-turn", "character": "Claud"}, "ninetraits.roll.pending")
    story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 1, 1, 1)})
    assert story.game["pending"]["waiting"] == {"Bandit": ["Endurance", "Power", "Swiftness"]}
    events = story.when({"type": "resist", "character": "Bandit", "trait": "Endurance", "dice": dice(6, 2)})
    assert [r["landed"] for r in events[-1].data["results"]] == [False]
    assert story.game["pending"] is None and not story.sheet("Bandit")["tribulations"]


def test_an_intimidated_target_cannot_attack_its_source_which_rolls_two_more_dice_against_it():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Bandit", "tribulation": "Intimidated", "caused_by": "Claud"})
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    [rolled, *_] = story.when({"type": "roll-attack", "attacker": "Claud", "roll": "app"})
    assert len(rolled.data["dice"]) == 4 + 2
    end_rotation(story)
    while story.game["combat"]["turn"]["characters"] != ["Bandit"]:
        story.when({"type": "end-turn", "character": story.game["combat"]["turn"]["characters"][0]})
    story.rejects({"type": "declare-attack", "attacker": "Bandit", "style": "melee", "intent": "damage",
                   "targets": ["Claud"]}, "ninetraits.attack.spared")


def test_several_targets_need_the_path_die_and_each_takes_the_same_damage():
    story = bandit_fight()
    story.rejects({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                   "targets": ["Bandit", "Audi"]}, "ninetraits.targets.count")
    story.when({"type": "roll-path-die", "character": "Claud", "die": die(2, sides=4)})
    story.rejects({"type": "roll-path-die", "character": "Claud", "die": die(2, sides=4)}, "ninetraits.path.rolled")
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit", "Audi"]})
    events = story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 1, 1, 1)})
    assert [(e.data["character"], e.data["change"]) for e in events if e.kind.endswith("life-changed")] == \
        [("Bandit", -1), ("Audi", -1)]


def test_healing_in_combat_reaches_only_allies_close_to_the_healer():
    story = bandit_fight()
    story.when({"type": "harm", "character": "Luis", "amount": 3})
    story.rejects({"type": "heal", "healer": "Claud", "targets": ["Luis"], "dice": dice(6, 6)}, "ninetraits.heal.close")
    story.when({"type": "move", "character": "Claud", "toward": "Luis", "band": "Close"})
    events = story.when({"type": "heal", "healer": "Claud", "targets": ["Luis"], "dice": dice(6, 6)})
    assert story.sheet("Luis")["life"]["current"] == 7 and events[-1].data["change"] == 2


def test_healing_never_goes_past_the_maximum():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "harm", "character": "Claud", "amount": 1})
    story.when({"type": "heal", "healer": "Luis", "targets": ["Claud"], "dice": dice(6, 6, 6)})
    assert story.sheet("Claud")["life"]["current"] == 10


def test_a_dying_character_healed_to_one_stabilizes_conscious_but_tired():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "harm", "character": "Claud", "amount": 12})
    assert story.sheet("Claud")["life"]["current"] == -2 and story.sheet("Claud")["dying"]
    story.rejects({"type": "recover", "character": "Claud", "tribulation": "Unconscious", "dice": dice(6, 6)},
                  "ninetraits.recover.dying")
    events = story.when({"type": "heal", "healer": "Luis", "targets": ["Claud"], "dice": dice(6, 6, 6)})
    assert story.kinds(events)[-2:] == ["life-changed", "stabilized"]
    assert [t["name"] for t in story.sheet("Claud")["tribulations"]] == ["Tired"]


def test_at_minus_five_a_character_dies_and_leaves_the_fight():
    story = bandit_fight()
    events = story.when({"type": "harm", "character": "Luis", "amount": 30})
    assert story.kinds(events) == ["life-changed", "died"]
    assert story.sheet("Luis")["life"]["current"] == -5 and story.sheet("Luis")["dead"]
    assert story.game["combat"]["order"] == [["Claud"], [], ["Audi"], ["Bandit"]]
    story.when({"type": "end-turn", "character": "Claud"})
    assert story.game["combat"]["turn"]["characters"] == ["Audi"]
    story.rejects({"type": "harm", "character": "Luis", "amount": 1}, "ninetraits.character.dead")


def test_a_character_dying_as_their_turn_starts_makes_the_death_save_before_anything_else():
    story = bandit_fight()
    story.when({"type": "end-turn", "character": "Claud"})
    story.when({"type": "harm", "character": "Audi", "amount": 7})
    story.when({"type": "end-turn", "character": "Luis"})
    assert story.game["combat"]["turn"]["duties"] == {"Audi": ["death-save"]}
    story.rejects({"type": "death-save", "character": "Luis", "target": die(1), "dice": dice(6, 6)},
                  "ninetraits.death.not-dying")
    story.when({"type": "death-save", "character": "Audi", "target": die(1), "dice": dice(6, 1)})
    assert story.sheet("Audi")["life"]["current"] == 1 and not story.sheet("Audi")["dying"]


def test_the_fight_goes_on_in_the_next_session_when_a_session_ends_mid_fight():
    story = bandit_fight()
    story.when({"type": "end-session"})
    story.rejects({"type": "end-turn", "character": "Claud"}, "ninetraits.session.closed")
    story.when({"type": "start-session"})
    story.when({"type": "end-turn", "character": "Claud"})
    assert story.game["combat"]["turn"]["characters"] == ["Luis"]
    story.when({"type": "end-sequence", "outcome": "ran away"})
    assert story.game["combat"] is None and story.game["sequences"] == 1


def test_a_fight_needs_two_living_characters_with_life_points_and_a_session():
    story = in_session(CLAUD, {"name": "Nobody"})
    story.rejects({"type": "enter-combat", "combatants": ["Claud", "Nobody"], "distance": "Near"},
                  "ninetraits.life.unset")
    story.rejects({"type": "enter-combat", "combatants": ["Claud", "Claud"], "distance": "Near"},
                  "ninetraits.combat.combatants")
    story.when({"type": "end-session"})
    story.rejects({"type": "enter-combat", "combatants": ["Claud", "Nobody"], "distance": "Near"},
                  "ninetraits.session.closed")





def test_a_fighter_who_dies_before_rolling_for_combat_flow_holds_nobody_up():
    story = in_session(CLAUD, LUIS, {**LUIS, "name": "Vera", "player": "Dee"})
    story.when({"type": "enter-combat", "combatants": ["Claud", "Luis", "Vera"], "distance": "Near"})
    story.when({"type": "roll-initiative", "character": "Claud", "die": die(2)})
    story.when({"type": "roll-initiative", "character": "Luis", "die": die(5)})
    events = story.when({"type": "harm", "character": "Vera", "amount": 13})
    assert story.kinds(events) == ["life-changed", "died", "rotation-began", "turn-began"]
    assert story.game["combat"]["order"] == [["Luis"], ["Claud"]] and story.game["combat"]["rotation"] == 1
