"""Tribulations: gaining them (not twice), what each does, recovering with the Recovery Trait at
the start of the turn (opposed by whoever caused it), Bleeding and Burning, Tired's rest,
waking the Unconscious, and Poison's toll at each session's end."""
from tests.domain.ninetraits.builders import AUDI, CLAUD, LUIS, bandit_fight, dice, die, in_session
from tests.domain.ninetraits.test_options import end_rotation


def test_the_same_tribulation_is_not_taken_twice_but_different_ones_stack():
    story = in_session(CLAUD)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Bleeding", "source": "a rusty nail"})
    story.rejects({"type": "afflict", "character": "Claud", "tribulation": "Bleeding"}, "ninetraits.tribulation.already")
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Impaired", "sense": "Blinded"})
    assert [(t["name"], t["source"], t["sense"]) for t in story.sheet("Claud")["tribulations"]] == \
        [("Bleeding", "a rusty nail", None), ("Impaired", "the Wayfinder", "Blinded")]
    story.rejects({"type": "afflict", "character": "Claud", "tribulation": "Frozen", "sense": "Muted"},
                  "ninetraits.attack.sense")


def test_one_six_on_the_recovery_trait_shakes_off_a_tribulation_from_the_world():
    story = in_session(CLAUD)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Frozen"})
    story.rejects({"type": "recover", "character": "Claud", "tribulation": "Frozen", "trait": "Might",
                   "dice": dice(6, 6, 6, 6)}, "ninetraits.recover.trait")
    story.when({"type": "recover", "character": "Claud", "tribulation": "Frozen", "dice": dice(1, 2, 3)})
    assert story.sheet("Claud")["tribulations"]
    events = story.when({"type": "recover", "character": "Claud", "tribulation": "Frozen", "dice": dice(1, 6, 3)})
    assert story.kinds(events) == ["recovery-rolled", "tribulation-ended"]


def test_grappled_is_shaken_off_with_might_or_swiftness_against_the_grappler():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Grappled", "caused_by": "Luis"})
    story.when({"type": "recover", "character": "Claud", "tribulation": "Grappled", "trait": "Swiftness",
                "dice": dice(6, 6, 1, 1, 1)})
    assert story.game["pending"]["waiting"] == {"Luis": ["Might", "Power", "Subterfuge"]}
    events = story.when({"type": "resist", "character": "Luis", "trait": "Subterfuge"})
    assert story.kinds(events) == ["resisted", "opposition-settled", "tribulation-ended"]


def test_recovery_rolls_come_first_in_a_turn():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Charmed", "caused_by": "Bandit"})
    story.when({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(1, 1, 1, 1)})
    story.rejects({"type": "recover", "character": "Claud", "tribulation": "Charmed", "dice": dice(6, 6)},
                  "ninetraits.recover.start")


def test_bleeding_takes_a_life_point_as_the_turn_starts_and_one_per_other_action():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Bleeding", "caused_by": "Bandit"})
    events = story.when({"type": "end-turn", "character": "Claud"})
    assert [(e.data["character"], e.data["cause"], e.data["life"]) for e in events if e.kind.endswith("life-changed")] \
        == [("Luis", "bleeding", 7)]
    story.when({"type": "roll-trait", "character": "Luis", "trait": "Charm", "dice": dice(1, 1)})
    assert story.sheet("Luis")["life"]["current"] == 6


def test_a_recovery_roll_spent_on_bleeding_costs_no_extra_life_point():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Bleeding"})
    story.when({"type": "end-turn", "character": "Claud"})
    events = story.when({"type": "recover", "character": "Luis", "tribulation": "Bleeding", "dice": dice(1, 1, 1)})
    assert story.kinds(events) == ["recovery-rolled"] and story.sheet("Luis")["life"]["current"] == 7


def test_burning_is_rolled_on_a_d4_as_the_turn_starts():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Burning"})
    story.rejects({"type": "roll-burn", "character": "Luis", "die": die(3, sides=4)}, "ninetraits.burning.not-now")
    story.when({"type": "end-turn", "character": "Claud"})
    assert story.game["combat"]["turn"]["duties"] == {"Luis": ["burn"]}
    story.rejects({"type": "roll-trait", "character": "Luis", "trait": "Charm", "dice": dice(1, 1)},
                  "ninetraits.turn.start")
    story.rejects({"type": "roll-burn", "character": "Luis", "die": die(3)}, "ninetraits.dice.sides")
    story.when({"type": "roll-burn", "character": "Luis", "die": die(3, sides=4)})
    assert story.sheet("Luis")["life"]["current"] == 5 and story.game["combat"]["turn"]["duties"] == {"Luis": []}


def test_tired_and_unconscious_never_fade_and_tired_ends_after_its_rest():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Tired"})
    story.rejects({"type": "recover", "character": "Claud", "tribulation": "Tired", "dice": dice(6)},
                  "ninetraits.recover.tired")
    for _ in range(6):
        end_rotation(story)
    assert [t["name"] for t in story.sheet("Claud")["tribulations"]] == ["Tired"]
    story.when({"type": "rest", "character": "Claud", "die": die(2)})
    story.rejects({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                   "targets": ["Bandit"]}, "ninetraits.tired.resting")
    end_rotation(story)
    assert story.sheet("Claud")["tribulations"][0]["rest"] == {"needed": 2, "done": 1}
    end_rotation(story)
    assert not story.sheet("Claud")["tribulations"]
    assert [e.data["how"] for e in story.log if e.kind.endswith("tribulation-ended")] == ["rested"]


def test_out_of_combat_a_whole_scene_of_rest_ends_tired():
    story = in_session(CLAUD)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Tired"})
    events = story.when({"type": "rest", "character": "Claud"})
    assert [e.data["how"] for e in events] == ["rested"]


def test_helpers_add_an_awareness_die_to_wake_an_unconscious_character():
    story = in_session({**CLAUD, "awareness": 2}, LUIS, AUDI)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Unconscious", "source": "falling debris"})
    story.rejects({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(1, 1, 1, 1)},
                  "ninetraits.tribulation.no-actions")
    story.when({"type": "help-wake", "helper": "Luis", "character": "Claud"})
    story.rejects({"type": "help-wake", "helper": "Luis", "character": "Claud"}, "ninetraits.wake.helping")
    story.when({"type": "help-wake", "helper": "Audi", "character": "Claud"})
    [rolled, ended] = story.when({"type": "recover", "character": "Claud", "tribulation": "Unconscious",
                                  "dice": dice(1, 2, 6, 4)})
    assert rolled.data["pool"]["bonus"] == [["helping hands", 2]] and ended.data["how"] == "recovered"
    assert story.sheet("Claud")["assists"] == []


def test_poison_takes_a_maximum_life_point_at_each_sessions_end_until_cured():
    story = in_session({**CLAUD, "life": 3})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Poisoned"})
    assert story.sheet("Claud")["life"] == {"current": 2, "max": 3}
    events = story.when({"type": "end-session"})
    assert story.kinds(events) == ["poison-worsened", "session-ended"]
    assert story.sheet("Claud")["life"] == {"current": 2, "max": 2}
    story.when({"type": "start-session"})
    story.when({"type": "end-session"})
    story.when({"type": "start-session"})
    events = story.when({"type": "end-session"})
    assert story.kinds(events) == ["poison-worsened", "fell", "session-ended"]
    assert story.sheet("Claud")["life"] == {"current": 0, "max": 0} and story.sheet("Claud")["dying"]


def test_poisoned_and_enfeebled_halve_their_traits_dice_rounded_up():
    story = in_session({**CLAUD, "endurance": 5, "might": 3})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Poisoned"})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Enfeebled"})
    traits = {row["trait"]: row["dice"] for row in story.view("party")["characters"][0]["traits"]}
    assert (traits["Endurance"], traits["Might"], traits["Swiftness"]) == (3, 2, 5)


def test_a_cure_by_the_wayfinder_ends_a_tribulation_but_does_not_wake_the_dying():
    story = in_session(CLAUD)
    story.when({"type": "harm", "character": "Claud", "amount": 10})
    story.rejects({"type": "cure", "character": "Claud", "tribulation": "Unconscious"}, "ninetraits.recover.dying")
    story.rejects({"type": "cure", "character": "Claud", "tribulation": "Tired"}, "ninetraits.tribulation.none")


def test_a_roll_relying_upon_the_impaired_sense_fails_whatever_the_dice_show():
    """Impaired: "Any roll relying upon the impaired sense/ faculty automatically fails"; a roll
    relying on another sense, or on none named, counts its sixes."""
    story = in_session(CLAUD)
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Impaired", "sense": "Blinded"})
    [seen] = story.when({"type": "roll-trait", "character": "Claud", "trait": "Swiftness", "purpose": "aim at the door",
                         "relies_on": "sight", "dice": dice(6, 6, 1, 2, 3)})
    assert (seen.data["successes"], seen.data["success"], seen.data["impaired"]) == (0, False, "Blinded")
    [heard] = story.when({"type": "roll-trait", "character": "Claud", "trait": "Swiftness", "purpose": "dodge by ear",
                          "relies_on": "hearing", "dice": dice(6, 6, 1, 2, 3)})
    assert heard.data["successes"] == 2 and "impaired" not in heard.data
    [plain] = story.when({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(6, 1, 1, 1)})
    assert plain.data["successes"] == 1 and "relies_on" not in plain.data


def test_the_charmer_gives_one_command_a_rotation_and_the_next_rotation_another():
    """Charmed: "Each rotation, you must follow one reasonable command they give you"."""
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Charmed", "caused_by": "Bandit"})
    command = {"type": "charm-command", "character": "Bandit", "charmed": "Luis", "order": "Drop your sword."}
    story.rejects({**command, "character": "Claud"}, "ninetraits.charm.charmer")
    [given] = story.when(command)
    assert given.kind == "ninetraits/charm-commanded"
    story.rejects({**command, "order": "Open the gate."}, "ninetraits.charm.once")
    end_rotation(story)
    story.when({**command, "order": "Open the gate."})
