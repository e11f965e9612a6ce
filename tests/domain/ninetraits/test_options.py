"""Both readings of every contradiction or gap, as campaign options (docs/rules-notes.md, N1-N11)."""
import pytest

from tests.domain.ninetraits.builders import AUDI, CLAUD, LUIS, TEDDIE, Story, bandit_fight, dice, die, in_session


def dying_claud(**options) -> Story:
    story = in_session(CLAUD, **options)
    story.when({"type": "harm", "character": "Claud", "amount": 10})
    return story


@pytest.mark.parametrize("reading, life", [("match", 1), ("exceed", -1)])
def test_a_death_save_matching_the_target_gains_a_life_point_or_with_exceed_loses_one(reading, life):
    story = dying_claud(death_save=reading)
    story.when({"type": "death-save", "character": "Claud", "target": die(2), "dice": dice(6, 6, 1)})
    assert story.sheet("Claud")["life"]["current"] == life
    assert story.sheet("Claud")["dying"] == (life < 1)


def test_the_death_save_example_loses_a_life_point_under_both_readings():
    for reading in ("match", "exceed"):
        story = dying_claud(death_save=reading)
        story.when({"type": "death-save", "character": "Claud", "target": die(4), "dice": dice(6, 2, 1)})
        assert story.sheet("Claud")["life"]["current"] == -1


def test_a_successful_roll_is_not_overexerted_by_default():
    story = in_session(TEDDIE)
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(6, 3, 1)})
    story.rejects({"type": "overexert", "character": "Teddie", "dice": dice(6, 6, 6)}, "ninetraits.overexert.succeeded")


def test_for_more_successes_a_successful_roll_is_overexerted_and_adds_the_first_successes():
    story = in_session(TEDDIE, overexertion="for-more-successes")
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(6, 3, 1)})
    [event] = story.when({"type": "overexert", "character": "Teddie", "dice": dice(6, 6, 2)})
    assert (event.data["successes"], event.data["total"]) == (2, 3)


def test_overexertion_comes_at_once_or_not_at_all():
    story = in_session(TEDDIE, LUIS)
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(1, 2, 3)})
    story.when({"type": "roll-trait", "character": "Luis", "trait": "Charm", "dice": dice(1, 2)})
    story.rejects({"type": "overexert", "character": "Teddie", "dice": dice(6, 6, 6)}, "ninetraits.overexert.no-roll")
    story.rejects({"type": "overexert", "character": "Luis", "dice": dice(6)}, "ninetraits.dice.count")
    story.when({"type": "overexert", "character": "Luis", "dice": dice(2, 2)})
    story.rejects({"type": "overexert", "character": "Luis", "dice": dice(2, 2)}, "ninetraits.overexert.no-roll")


def shared_fight(**options) -> Story:
    """Luis and Teddie both total 7: a shared turn after Claud's."""
    story = in_session(CLAUD, LUIS, {**TEDDIE, "swiftness": 2}, **options)
    story.when({"type": "enter-combat", "combatants": ["Claud", "Luis", "Teddie"], "distance": "Near"})
    for name, value in (("Claud", 4), ("Luis", 4), ("Teddie", 5)):
        story.when({"type": "roll-initiative", "character": name, "die": die(value)})
    story.when({"type": "end-turn", "character": "Claud"})
    return story


@pytest.mark.parametrize("reading, bonus", [("everyone", 2), ("others", 1)])
def test_each_character_sharing_the_turn_gains_bonus_dice_counting_themself_or_only_the_others(reading, bonus):
    story = shared_fight(shared_bonus=reading)
    assert story.game["combat"]["turn"]["characters"] == ["Luis", "Teddie"]
    [rolled] = story.when({"type": "roll-trait", "character": "Luis", "trait": "Charm", "roll": "app"})
    assert len(rolled.data["dice"]) == 2 + bonus
    assert rolled.data["pool"]["bonus"] == [["shared turn", bonus]]


@pytest.mark.parametrize("reading, winner", [("stalemate", None), ("resister", "Luis")])
def test_equal_sixes_in_an_opposed_roll_leave_nobody_the_winner_or_the_resister(reading, winner):
    story = in_session(AUDI, LUIS, opposed_ties=reading)
    story.when({"type": "roll-opposed", "character": "Audi", "trait": "Awareness", "opponent": "Luis",
                "dice": dice(6, 1, 1, 1, 1)})
    assert story.game["pending"]["waiting"] == {"Luis": ["Subterfuge"]}
    story.rejects({"type": "resist", "character": "Luis", "trait": "Charm", "dice": dice(6, 1)}, "ninetraits.resist.trait")
    events = story.when({"type": "resist", "character": "Luis", "trait": "Subterfuge"})
    assert events[-1].data["winner"] == "Audi"       # Luis has no Subterfuge die: one 6 against none
    story.when({"type": "roll-opposed", "character": "Audi", "trait": "Power", "opponent": "Luis",
                "dice": dice(6, 2, 2)})
    assert story.game["pending"]["waiting"] == {"Luis": ["Endurance", "Power", "Swiftness"]}
    events = story.when({"type": "resist", "character": "Luis", "trait": "Swiftness", "dice": dice(6, 1, 1)})
    assert events[-1].data["winner"] == winner


def test_with_any_opposing_trait_the_opponent_may_roll_any_trait():
    story = in_session(AUDI, LUIS, opposing_table="any")
    story.when({"type": "roll-opposed", "character": "Audi", "trait": "Awareness", "opponent": "Luis",
                "dice": dice(6, 1, 1, 1, 1)})
    assert len(story.game["pending"]["waiting"]["Luis"]) == 9
    events = story.when({"type": "resist", "character": "Luis", "trait": "Charm", "dice": dice(6, 6)})
    assert events[-1].data["winner"] == "Luis"


@pytest.mark.parametrize("reading, life", [("none", 3), ("opposed", 5)])
def test_a_dodge_that_matches_the_sixes_stops_the_damage_only_with_the_opposed_defense(reading, life):
    story = bandit_fight(defense=reading)
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    if reading == "opposed":
        story.when({"type": "resist", "character": "Bandit", "trait": "Endurance", "dice": dice(6, 6)})
    assert story.sheet("Bandit")["life"]["current"] == life



@pytest.mark.parametrize("tribulation", ["Grappled", "Frozen", "Unconscious"])
def test_with_the_opposed_defense_a_target_who_can_take_no_action_cannot_dodge_the_damage(tribulation):
    """Grappled: "unable to Dodge, Counter, or take any action (other than Recovery Rolls)";
    Frozen and Unconscious take no action either, and Dodge and Endure are actions (Tired)."""
    story = bandit_fight(defense="opposed")
    story.when({"type": "afflict", "character": "Bandit", "tribulation": tribulation})
    before = story.sheet("Bandit")["life"]["current"]
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    events = story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    assert events[0].data["waiting"] == {}
    assert story.sheet("Bandit")["life"]["current"] == before - 2


def test_with_the_opposed_defense_a_grappled_target_still_resists_a_tribulation():
    """Resisting a Tribulation is a roll the rulebook asks of every target, not a Dodge."""
    story = bandit_fight(defense="opposed")
    story.when({"type": "afflict", "character": "Bandit", "tribulation": "Grappled"})
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "tribulation",
                "tribulation": "Enfeebled", "targets": ["Bandit"]})
    events = story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    assert list(events[0].data["waiting"]) == ["Bandit"]

def bleeding_fight(**options) -> Story:
    """Claud is Bleeding from the bandit during Claud's own turn in rotation 1."""
    story = bandit_fight(**options)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Frozen"})
    return story


def end_rotation(story: Story) -> None:
    for name in list(story.game["combat"]["turn"]["characters"]):
        story.when({"type": "end-turn", "character": name})
    while story.game["combat"]["turn"]["group"] != 0:
        for name in list(story.game["combat"]["turn"]["characters"]):
            if name not in story.game["combat"]["turn"]["done"]:
                story.when({"type": "end-turn", "character": name})


@pytest.mark.parametrize("reading, rotations", [("gained", 5), ("next", 6)])
def test_a_tribulation_gained_in_a_rotation_fades_after_five_counting_that_rotation_or_not(reading, rotations):
    story = bleeding_fight(fading=reading)
    for number in range(1, rotations + 1):
        assert any(t["name"] == "Frozen" for t in story.sheet("Claud")["tribulations"]), number
        end_rotation(story)
    assert not story.sheet("Claud")["tribulations"]
    assert story.game["combat"]["rotation"] == rotations + 1


@pytest.mark.parametrize("reading, left", [("rotations", ["Frozen"]), ("scene", [])])
def test_out_of_combat_a_tribulation_waits_for_rotations_or_fades_with_the_scene(reading, left):
    story = in_session(CLAUD, fading_outside_combat=reading)
    story.when({"type": "begin-scene", "title": "The ice cave"})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Frozen"})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Tired"})
    story.when({"type": "end-scene"})
    assert [t["name"] for t in story.sheet("Claud")["tribulations"]] == left + ["Tired"]


@pytest.mark.parametrize("reading, dice_now", [("each", 2), ("once", 3)])
def test_tired_and_enfeebled_halve_might_twice_or_once(reading, dice_now):
    story = in_session({**CLAUD, "might": 5}, halving=reading)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Tired"})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Enfeebled"})
    [rolled] = story.when({"type": "roll-trait", "character": "Claud", "trait": "Might", "roll": "app"})
    assert len(rolled.data["dice"]) == dice_now
    assert rolled.data["pool"]["halved_by"] == (["Tired", "Enfeebled"] if reading == "each" else ["Tired"])


@pytest.mark.parametrize("reading, after_cure", [("while", 7), ("once", 4)])
def test_poison_halves_the_life_points_and_gives_them_back_when_cured_or_not(reading, after_cure):
    story = in_session({**CLAUD, "life": 7}, poisoned_life=reading)
    events = story.when({"type": "afflict", "character": "Claud", "tribulation": "Poisoned"})
    assert story.sheet("Claud")["life"]["current"] == 4      # 7 halved, rounded up
    assert [e.data["cause"] for e in events if e.kind.endswith("life-changed")] == ["poison"]
    story.when({"type": "cure", "character": "Claud", "tribulation": "Poisoned"})
    assert story.sheet("Claud")["life"]["current"] == after_cure


@pytest.mark.parametrize("limit", [1, 2])
def test_with_a_limit_of_actions_a_far_move_needs_two_and_the_turn_refuses_more(limit):
    story = bandit_fight(actions_per_turn=limit)
    story.when({"type": "set-distance", "character": "Claud", "other": "Bandit", "band": "Far"})
    if limit == 1:
        story.rejects({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"},
                      "ninetraits.actions.none-left")
        story.when({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Near"})
    else:
        story.when({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"})
    story.rejects({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(1, 1, 1, 1)},
                  "ninetraits.actions.none-left")


def test_without_a_limit_actions_are_counted_not_refused():
    story = bandit_fight()
    story.when({"type": "set-distance", "character": "Claud", "other": "Bandit", "band": "Far"})
    story.when({"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"})
    story.when({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(1, 1, 1, 1)})
    assert story.view("combat")["turn"]["used"]["Claud"] == 3

