"""The rulebook's worked examples, with their exact numbers."""
from tests.domain.ninetraits.builders import AUDI, BANDIT, CLAUD, LUIS, TEDDIE, bandit_fight, dice, die, in_session


def test_awareness_5_rolls_five_dice_and_one_six_succeeds():
    story = in_session(AUDI)
    story.rejects({"type": "roll-trait", "character": "Audi", "trait": "Awareness", "dice": dice(1, 2, 3, 4)},
                  "ninetraits.dice.count")
    [rolled] = story.when({"type": "roll-trait", "character": "Audi", "trait": "Awareness",
                           "purpose": "spot something hidden", "dice": dice(1, 2, 6, 3, 4)})
    assert rolled.data["pool"]["dice"] == 5
    assert (rolled.data["successes"], rolled.data["success"]) == (1, True)


def test_teddie_overexerts_from_2_3_5_to_6_3_6_and_scales_the_cliff():
    story = in_session(TEDDIE)
    [failed] = story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(2, 3, 5)})
    assert (failed.data["successes"], failed.data["success"]) == (0, False)
    events = story.when({"type": "overexert", "character": "Teddie", "dice": dice(6, 3, 6)})
    assert story.kinds(events) == ["overexerted"]
    assert (events[0].data["successes"], events[0].data["success"]) == (2, True)
    assert story.sheet("Teddie")["penalties"] == []


def test_a_failed_overexertion_with_might_5_leaves_four_might_dice_until_the_next_session():
    story = in_session({**TEDDIE, "might": 5})
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(1, 2, 3, 4, 5)})
    events = story.when({"type": "overexert", "character": "Teddie", "dice": dice(5, 4, 3, 2, 1)})
    assert story.kinds(events) == ["overexerted", "penalty-taken"]
    [rolled] = story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "roll": "app"})
    assert len(rolled.data["dice"]) == 4 and rolled.data["pool"]["penalty"] == 1
    story.when({"type": "end-session"})
    story.when({"type": "start-session"})
    [rolled] = story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "roll": "app"})
    assert len(rolled.data["dice"]) == 5


def test_swiftness_5_and_a_4_make_9_for_combat_flow():
    story = bandit_fight()
    assert story.game["combat"]["initiative"]["Claud"] == {"total": 9}


def test_the_bandit_fight_goes_claud_luis_audi_and_claud_deals_two_damage():
    story = bandit_fight()
    assert story.game["combat"]["order"] == [["Claud"], ["Luis"], ["Audi"], ["Bandit"]]
    assert story.game["combat"]["turn"]["characters"] == ["Claud"]
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    events = story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    assert events[0].data["successes"] == 2
    hit = [e for e in events if e.kind == "ninetraits/life-changed"]
    assert [(e.data["character"], e.data["change"], e.data["life"]) for e in hit] == [("Bandit", -2, 3)]
    story.when({"type": "end-turn", "character": "Claud"})
    assert story.game["combat"]["turn"]["characters"] == ["Luis"]
    [charm] = [e for e in story.when({"type": "roll-trait", "character": "Luis", "trait": "Charm",
                                      "purpose": "sweet-talk them into backing down", "dice": dice(2, 3)})]
    assert charm.data["success"] is False
    story.when({"type": "end-turn", "character": "Luis"})
    [swift] = story.when({"type": "roll-trait", "character": "Audi", "trait": "Swiftness",
                          "purpose": "zip behind them", "dice": dice(6, 3)})
    assert swift.data["success"] is True
    moved = story.when({"type": "move", "character": "Audi", "toward": "Bandit", "band": "Close"})
    assert moved[0].data["actions"] == 1
    assert story.view("combat")["distances"][5] == {"between": ["Audi", "Bandit"], "band": "Close"}


def test_with_the_opposed_defense_the_bandits_failed_dodge_lets_both_sixes_through():
    story = bandit_fight(defense="opposed")
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    assert story.game["pending"]["waiting"] == {"Bandit": ["Endurance", "Power", "Swiftness"]}
    events = story.when({"type": "resist", "character": "Bandit", "trait": "Swiftness", "dice": dice(3)})
    assert events[0].audience.seats == frozenset()     # the bandit's sheet is secret: so is its dodge
    assert [(e.data["character"], e.data["life"]) for e in events if e.kind.endswith("life-changed")] == [("Bandit", 3)]


def test_the_death_save_example_target_4_one_success_loses_a_life_point():
    story = bandit_fight()
    story.when({"type": "harm", "character": "Claud", "amount": 10})
    assert story.sheet("Claud")["dying"] and story.sheet("Claud")["life"]["current"] == 0
    assert [t["name"] for t in story.sheet("Claud")["tribulations"]] == ["Unconscious"]
    for name in ("Claud", "Luis", "Audi", "Bandit"):
        story.when({"type": "end-turn", "character": name})
    assert story.game["combat"]["rotation"] == 2
    assert story.game["combat"]["turn"]["duties"] == {"Claud": ["death-save"]}
    story.rejects({"type": "end-turn", "character": "Claud"}, "ninetraits.turn.start")
    events = story.when({"type": "death-save", "character": "Claud", "target": die(4), "dice": dice(6, 2, 1)})
    assert (events[0].data["successes"], events[0].data["saved"]) == (1, False)
    assert story.sheet("Claud")["life"]["current"] == -1


def test_the_bandit_fights_rolls_for_combat_flow_are_luis_7_claud_9_audi_5():
    story = bandit_fight()
    totals = {name: entry["total"] for name, entry in story.game["combat"]["initiative"].items()}
    assert (totals["Luis"], totals["Claud"], totals["Audi"]) == (7, 9, 5)
    assert [group for group in story.game["combat"]["order"] if group != ["Bandit"]] == [["Claud"], ["Luis"], ["Audi"]]
    assert story.view("combat")["turn"]["characters"] == ["Claud"]        # "Claud's in the lead, so they act first"


def test_deceiving_an_npc_is_charm_against_awareness_and_more_sixes_win():
    """"A player attempting to deceive an NPC could roll Charm, while the NPC rolls Awareness to
    see through the lie." Whoever rolls more 6s wins and gets to describe what happens."""
    story = in_session(LUIS)
    story.when({**BANDIT, "hidden": False})
    [rolled] = story.when({"type": "roll-opposed", "character": "Luis", "trait": "Charm", "opponent": "Bandit",
                           "purpose": "deceive the bandit", "dice": dice(6, 2)})
    assert rolled.data["opposing"] == ["Awareness", "Power"] and story.game["pending"]["waiting"] == {
        "Bandit": ["Awareness", "Power"]}
    events = story.when({"type": "resist", "character": "Bandit", "trait": "Awareness", "dice": dice(1, 3)})
    [settled] = [e for e in events if e.kind.endswith("opposition-settled")]
    assert (settled.data["successes"], settled.data["resistance"], settled.data["winner"]) == (1, 0, "Luis")
    story.when({"type": "roll-opposed", "character": "Luis", "trait": "Charm", "opponent": "Bandit",
                "purpose": "deceive the bandit again", "dice": dice(6, 2)})
    events = story.when({"type": "resist", "character": "Bandit", "trait": "Awareness", "dice": dice(6, 6)})
    assert [e.data["winner"] for e in events if e.kind.endswith("opposition-settled")] == ["Bandit"]


def test_the_wayfinders_examples_of_tribulations_are_declared_with_their_source():
    """"Failing an Endurance roll as debris crashes down upon you might inflict the Unconscious
    Tribulation"; "traveling through extreme heat can make you Tired"; "taking 5+ damage in one
    hit might cause Bleeding"; "a venomous snake bite might Poison you, a hypnotic gaze could
    Charm you, or an ice spell might leave you Frozen"."""
    story = in_session(CLAUD, LUIS, AUDI, TEDDIE)
    [failed] = story.when({"type": "roll-trait", "character": "Claud", "trait": "Endurance",
                           "purpose": "stay on my feet as the debris crashes down", "dice": dice(1, 2, 3)})
    assert failed.data["successes"] == 0
    declared = [("Claud", "Unconscious", "debris crashing down"), ("Luis", "Tired", "extreme heat"),
                ("Audi", "Bleeding", "5 damage in one hit"), ("Teddie", "Poisoned", "a venomous snake bite"),
                ("Luis", "Charmed", "a hypnotic gaze"), ("Audi", "Frozen", "an ice spell")]
    for name, tribulation, source in declared:
        [gained, *_] = story.when({"type": "afflict", "character": name, "tribulation": tribulation, "source": source})
        assert (gained.data["tribulation"], gained.data["source"]) == (tribulation, source)
    rows = {(row["name"], t["name"]): t for row in story.view("tribulations")["characters"] for t in row["tribulations"]}
    assert rows[("Claud", "Unconscious")]["fades_in"] is None and rows[("Luis", "Tired")]["fades_in"] is None
    assert rows[("Audi", "Bleeding")]["fades_in"] == 5 and rows[("Audi", "Frozen")]["recovery"] == ["Endurance"]
    assert story.sheet("Teddie")["life"]["current"] == 4          # Poisoned halves the current Life Points: 8 -> 4
    assert rows[("Luis", "Charmed")]["recovery"] == ["Awareness"]
    story.rejects({"type": "roll-trait", "character": "Audi", "trait": "Swiftness", "dice": dice(6, 6)},
                  "ninetraits.tribulation.no-actions")              # Frozen: "cannot move or take any actions"


def test_the_death_save_goes_on_until_the_character_stabilizes_at_1():
    """"This process continues until you either stabilize or perish": from the example's -1, two
    saves made (+1 each) bring Claud to 1: conscious again, but Tired."""
    story = bandit_fight()
    story.when({"type": "end-sequence", "outcome": "fell"})
    story.when({"type": "harm", "character": "Claud", "amount": 10})
    story.when({"type": "death-save", "character": "Claud", "target": die(4), "dice": dice(6, 2, 1)})
    assert story.sheet("Claud")["life"]["current"] == -1
    for target in (1, 2):
        story.when({"type": "death-save", "character": "Claud", "target": die(target), "dice": dice(6, 6, 1)})
    assert story.sheet("Claud")["life"]["current"] == 1 and story.sheet("Claud")["dying"] is False
    assert [t["name"] for t in story.sheet("Claud")["tribulations"]] == ["Tired"]
