"""Every rule the nine-trait game can refuse a command with: a command that breaks it is refused
through the whole pipeline (schema, prepare, decide) naming that rule, and the state is left
exactly as it was (Story.rejects compares the whole campaign state before and after). The last
test holds the table to the code: a new rule without a case here fails."""
from __future__ import annotations

import pathlib
import re

import pytest

from domain.kernel import Viewer
from domain.kernel.seats import NotYourSeat, seat_for
from tests.domain.ninetraits.builders import AUDI, CLAUD, LUIS, NINE, TEDDIE, Story, bandit_fight, dice, die, in_session
from tests.domain.ninetraits.test_options import shared_fight

PACKAGE = pathlib.Path(__file__).parents[3] / "domain" / "rulesets" / "ninetraits"


def given(*commands, start=lambda: in_session(CLAUD, LUIS, AUDI)):
    """A story made by `start`, then the commands."""
    def build() -> Story:
        story = start()
        for command in commands:
            story.when(command)
        return story
    return build


def fight(*commands, **options):
    return given(*commands, start=lambda: bandit_fight(**options))


def afflict(name, tribulation, **more):
    return {"type": "afflict", "character": name, "tribulation": tribulation, **more}


def claud_sheet(**changes):
    """Claud's sheet in one form, as written at setup, with `changes`."""
    traits = {trait: CLAUD.get(trait, 0) for trait in ("awareness", "charm", "endurance", "might", "power", "sage",
                                                      "subterfuge", "survival", "swiftness")}
    return {"type": "write-sheet", "character": "Claud", **traits, "life": CLAUD["life"],
            "path_die": CLAUD["path_die"], **changes}


def might(*values):
    return {"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(*values)}


def adjust(path, value):
    return {"type": "adjust", "reason": "a correction", "changes": [{"path": path, "set": value}]}


CLOSED = given({"type": "end-session"}, {"type": "close-campaign"})
CASES = {
    "ninetraits.campaign.closed": (CLOSED, {"type": "start-session"}),
    "ninetraits.session.closed": (given(start=lambda: Story(CLAUD)), might(1, 2, 3, 4)),
    "ninetraits.session.open": (given(), {"type": "start-session"}),
    "ninetraits.scene.none": (given(), {"type": "end-scene"}),
    "ninetraits.roll.pending": (given({"type": "roll-opposed", "character": "Audi", "trait": "Power",
                                       "opponent": "Luis", "dice": dice(6, 1, 1)}), might(1, 2, 3, 4)),
    "ninetraits.character.unknown": (given(), {**might(1, 2, 3, 4), "character": "Nobody"}),
    "ninetraits.character.dead": (given({"type": "harm", "character": "Luis", "amount": 13}), afflict("Luis", "Bleeding")),
    "ninetraits.character.hidden": (given(), {"type": "create-character", "name": "Spy", "kind": "pc", "hidden": True}),
    "ninetraits.character.revealed": (given(), {"type": "reveal-character", "character": "Claud"}),
    "ninetraits.life.unset": (given(start=lambda: in_session({"name": "Zed"})),
                              {"type": "harm", "character": "Zed", "amount": 1}),
    "ninetraits.dice.count": (given(), might(1, 2)),
    "ninetraits.dice.sides": (given(), {**might(), "dice": [{"sides": 8, "value": 3, "kind": "might"}] * 4}),
    "ninetraits.dice.missing": (given(), {**might(), "dice": [{"sides": 6, "kind": "might"}] * 4}),
    "ninetraits.roll.no-dice": (given(), {**might(), "trait": "Charm", "dice": []}),
    "ninetraits.roll.secret": (given(), {**might(1, 2, 3, 4), "audience": "gm"}),
    "ninetraits.overexert.no-roll": (given(), {"type": "overexert", "character": "Claud", "dice": dice(1, 2, 3, 4)}),
    "ninetraits.overexert.succeeded": (given(might(6, 2, 3, 4)),
                                       {"type": "overexert", "character": "Claud", "dice": dice(1, 2, 3, 4)}),
    "ninetraits.opposed.self": (given(), {"type": "roll-opposed", "character": "Claud", "trait": "Might",
                                          "opponent": "Claud", "dice": dice(1, 2, 3, 4)}),
    "ninetraits.resist.nothing": (given(), {"type": "resist", "character": "Luis", "trait": "Endurance",
                                            "dice": dice(1, 2)}),
    "ninetraits.resist.trait": (given({"type": "roll-opposed", "character": "Audi", "trait": "Power",
                                       "opponent": "Luis", "dice": dice(6, 1, 1)}),
                                {"type": "resist", "character": "Luis", "trait": "Charm", "dice": dice(1, 2)}),
    "ninetraits.combat.none": (given(), {"type": "end-turn", "character": "Claud"}),
    "ninetraits.combat.under-way": (fight(), {"type": "enter-combat", "combatants": ["Claud", "Luis"],
                                              "distance": "Near"}),
    "ninetraits.combat.combatants": (given(), {"type": "enter-combat", "combatants": ["Claud", "Claud"],
                                               "distance": "Near"}),
    "ninetraits.combat.not-fighting": (given({"type": "enter-combat", "combatants": ["Claud", "Luis"],
                                              "distance": "Near"}),
                                       {"type": "roll-initiative", "character": "Audi", "die": die(3)}),
    "ninetraits.initiative.rolled": (given({"type": "enter-combat", "combatants": ["Claud", "Luis"],
                                            "distance": "Near"},
                                           {"type": "roll-initiative", "character": "Claud", "die": die(3)}),
                                     {"type": "roll-initiative", "character": "Claud", "die": die(3)}),
    "ninetraits.turn.not-yours": (fight(), {"type": "end-turn", "character": "Luis"}),
    "ninetraits.turn.start": (fight(afflict("Luis", "Burning"), {"type": "end-turn", "character": "Claud"}),
                              {"type": "end-turn", "character": "Luis"}),
    "ninetraits.tribulation.no-actions": (given(afflict("Claud", "Frozen")), might(1, 2, 3, 4)),
    "ninetraits.actions.none-left": (fight(might(1, 2, 3, 4), actions_per_turn=1), might(1, 2, 3, 4)),
    "ninetraits.actions.can-act": (given(start=shared_fight), {"type": "give-actions", "character": "Luis",
                                                               "to": "Teddie"}),
    "ninetraits.actions.shared": (given(afflict("Luis", "Grappled", caused_by="Claud"), start=shared_fight),
                                  {"type": "give-actions", "character": "Luis", "to": "Claud"}),
    "ninetraits.charm.charmer": (fight(afflict("Luis", "Charmed", caused_by="Bandit")),
                                 {"type": "charm-command", "character": "Claud", "charmed": "Luis", "order": "Sit."}),
    "ninetraits.charm.once": (fight(afflict("Luis", "Charmed", caused_by="Bandit"),
                                    {"type": "charm-command", "character": "Bandit", "charmed": "Luis", "order": "Sit."}),
                              {"type": "charm-command", "character": "Bandit", "charmed": "Luis", "order": "Stand."}),
    "ninetraits.actions.count": (given(afflict("Luis", "Grappled", caused_by="Claud"), start=shared_fight),
                                 {"type": "give-actions", "character": "Luis", "to": "Teddie", "actions": 2}),
    "ninetraits.distance.pair": (fight(), {"type": "set-distance", "character": "Claud", "other": "Claud",
                                           "band": "Close"}),
    "ninetraits.move.same": (fight(), {"type": "move", "character": "Claud", "toward": "Bandit", "band": "Near"}),
    "ninetraits.tired.resting": (fight(afflict("Claud", "Tired"), {"type": "rest", "character": "Claud", "die": die(3)}),
                                 {"type": "move", "character": "Claud", "toward": "Bandit", "band": "Close"}),
    "ninetraits.path.no-die": (given(), {"type": "roll-path-die", "character": "Luis", "die": die(2)}),
    "ninetraits.path.rolled": (given({"type": "roll-path-die", "character": "Claud", "die": die(3, 4)}),
                               {"type": "roll-path-die", "character": "Claud", "die": die(3, 4)}),
    "ninetraits.targets.count": (fight(), {"type": "declare-attack", "attacker": "Claud", "style": "melee",
                                           "intent": "damage", "targets": ["Bandit", "Luis"]}),
    "ninetraits.attack.target": (fight(), {"type": "declare-attack", "attacker": "Claud", "style": "melee",
                                           "intent": "damage", "targets": ["Claud"]}),
    "ninetraits.attack.tribulation": (fight(), {"type": "declare-attack", "attacker": "Claud", "style": "melee",
                                                "intent": "tribulation", "targets": ["Bandit"]}),
    "ninetraits.attack.sense": (fight(), {"type": "declare-attack", "attacker": "Claud", "style": "melee",
                                          "intent": "tribulation", "tribulation": "Impaired", "targets": ["Bandit"]}),
    "ninetraits.attack.spared": (fight(afflict("Claud", "Charmed", caused_by="Bandit")),
                                 {"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                                  "targets": ["Bandit"]}),
    "ninetraits.attack.undeclared": (fight(), {"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 6, 1, 1)}),
    "ninetraits.heal.close": (fight(), {"type": "heal", "healer": "Claud", "targets": ["Luis"], "dice": dice(6, 1)}),
    "ninetraits.tribulation.already": (given(afflict("Claud", "Bleeding")), afflict("Claud", "Bleeding")),
    "ninetraits.tribulation.by": (given(), afflict("Claud", "Bleeding", caused_by="Claud")),
    "ninetraits.tribulation.none": (given(), {"type": "cure", "character": "Claud", "tribulation": "Bleeding"}),
    "ninetraits.recover.tired": (given(afflict("Claud", "Tired")),
                                 {"type": "recover", "character": "Claud", "tribulation": "Tired", "dice": dice(6)}),
    "ninetraits.recover.trait": (given(afflict("Claud", "Bleeding")),
                                 {"type": "recover", "character": "Claud", "tribulation": "Bleeding", "trait": "Might",
                                  "dice": dice(6, 1, 1, 1)}),
    "ninetraits.recover.dying": (given({"type": "harm", "character": "Claud", "amount": 10}),
                                 {"type": "recover", "character": "Claud", "tribulation": "Unconscious",
                                  "dice": dice(6, 1)}),
    "ninetraits.recover.start": (fight(afflict("Claud", "Charmed"), might(1, 2, 3, 4)),
                                 {"type": "recover", "character": "Claud", "tribulation": "Charmed", "dice": dice(6, 1)}),
    "ninetraits.wake.helping": (given(afflict("Luis", "Unconscious"),
                                      {"type": "help-wake", "helper": "Claud", "character": "Luis"}),
                                {"type": "help-wake", "helper": "Claud", "character": "Luis"}),
    "ninetraits.burning.not-now": (fight(), {"type": "roll-burn", "character": "Claud", "die": die(2, 4)}),
    "ninetraits.death.not-dying": (given(), {"type": "death-save", "character": "Claud", "target": die(3),
                                             "dice": dice(1, 1, 1)}),
    "ninetraits.death.not-now": (fight({"type": "harm", "character": "Luis", "amount": 8}),
                                 {"type": "death-save", "character": "Luis", "target": die(3), "dice": dice(1, 1)}),
    "ninetraits.sheet.in-play": (given(), {"type": "set-trait", "character": "Claud", "trait": "Might", "score": 12}),
    "ninetraits.sheet.unchanged": (given(), claud_sheet()),
    "ninetraits.sheet.life": (given(), claud_sheet(life=0)),   # below 1 only where the poison left a sheet
    "ninetraits.sheet.no-proposal": (given(), {"type": "accept-sheet", "character": "Claud"}),
    "ninetraits.sheet.in-scene": (given({"type": "begin-scene", "title": "The gate"}), {"type": "open-sheets"}),
    "ninetraits.sheet.step-open": (given({"type": "open-sheets"}), {"type": "open-sheets"}),
    "ninetraits.note.empty": (given(), {"type": "write-note", "character": "Claud", "text": "   "}),
    "ninetraits.note.unknown": (given(), {"type": "reveal-note", "note": 5}),
    "ninetraits.adjust.traits": (given(), adjust("/characters/Claud/traits/Might", 40)),
    "ninetraits.adjust.life": (given(), adjust("/characters/Claud/life/current", 11)),
    "ninetraits.adjust.tribulations": (given(), adjust("/characters/Claud/tribulations", [{"name": "Sleepy"}])),
    "ninetraits.adjust.characters": (given(), adjust("/characters/Claud/name", "Luis")),
    "ninetraits.adjust.count": (given(), adjust("/sequences", -1)),
}


@pytest.mark.parametrize("rule", sorted(CASES))
def test_a_command_breaking_the_rule_is_refused_naming_it_and_nothing_changes(rule):
    start, command = CASES[rule]
    story = start()
    refused = story.rejects(command, rule)
    assert str(refused).strip()


def test_every_rule_the_code_can_name_has_a_refusal_case():
    named = set()
    for path in PACKAGE.rglob("*.py"):
        named |= set(re.findall(r'(?:RuleViolation|Broken|not_below_zero)\(\s*"(ninetraits\.[a-z.-]+)"', path.read_text()))
    assert named == set(CASES)


def test_a_player_acts_only_for_their_own_character_and_the_wayfinder_for_every_seat():
    story = bandit_fight()
    bound = {"Claud": "ann", "Luis": "ben", "Audi": "cat", "gm": "mara"}
    ann, mara = Viewer.of("ann", "player", ["Claud"]), Viewer.of("mara", "gm")
    luis_rolls = {"type": "roll-trait", "character": "Luis", "trait": "Charm"}
    with pytest.raises(NotYourSeat) as refused:
        seat_for(NINE.acting_seats(story.game, luis_rolls), bound, ann)
    assert refused.value.rule == "seat.bound" and refused.value.seat == "Luis"
    with pytest.raises(NotYourSeat):
        seat_for(NINE.acting_seats(story.game, {"type": "set-trait", "character": "Audi"}), bound, ann)
    with pytest.raises(NotYourSeat):
        seat_for(NINE.acting_seats(story.game, {"type": "reveal-character", "character": "Bandit"}), bound, ann)
    assert seat_for(NINE.acting_seats(story.game, {"type": "set-trait", "character": "Claud"}), bound, ann) == "Claud"
    assert seat_for(NINE.acting_seats(story.game, luis_rolls), bound, mara) == "Luis"
    assert seat_for(NINE.acting_seats(story.game, {"type": "end-session"}), bound, mara) == "gm"


def test_a_refused_teddie_keeps_his_penalty_and_his_last_roll():
    """A refusal in the middle of the cliff example changes nothing that the next command reads."""
    story = in_session(TEDDIE)
    story.when({"type": "roll-trait", "character": "Teddie", "trait": "Might", "dice": dice(2, 3, 5)})
    story.rejects({"type": "overexert", "character": "Teddie", "dice": dice(6, 3)}, "ninetraits.dice.count")
    [event] = story.when({"type": "overexert", "character": "Teddie", "dice": dice(6, 3, 6)})
    assert event.data["successes"] == 2
