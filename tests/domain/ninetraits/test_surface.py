"""The ruleset surface: sentences for every event kind, app-rolled dice, pictures, the
chronicle's two editions, the demo campaign, hand corrections, schemas."""
import json
import xml.etree.ElementTree as ET

import pytest
from marshmallow import ValidationError

from domain.kernel import RuleViolation, Viewer
from domain.kernel.chronicle import PRIVATE, Moment, Paragraph, Quote, Table, Timeline
from domain.kernel.changes import apply_changes
from domain.rulesets.ninetraits.events import KINDS
from domain.rulesets.ninetraits.narrate import SENTENCES
from tests.domain.ninetraits.builders import CLAUD, LUIS, NINE, Story, bandit_fight, dice, in_session

SVG = "{http://www.w3.org/2000/svg}"


def test_every_event_kind_has_its_own_sentence():
    assert [kind for kind in sorted(KINDS) if kind not in SENTENCES] == []


def played_demo() -> Story:
    script = NINE.demo()
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    for command in script["commands"]:
        story.when(command)
    return story


def test_the_demo_plays_two_sessions_with_a_fight_a_tribulation_and_a_death_save():
    story = played_demo()
    kinds = [event.kind.split("/")[1] for event in story.log]
    assert kinds.count("session-ended") == 2
    for kind in ("combat-entered", "sequence-ended", "tribulation-gained", "death-save-rolled", "overexerted",
                 "penalty-taken", "fell", "stabilized", "character-revealed", "note-revealed", "poison-worsened"):
        assert kind in kinds, kind
    assert story.sheet("Audi")["life"] == {"current": 3, "max": 6}
    assert story.sheet("Teddie")["penalties"] == []
    changes = story.view("journal")["sessions"][1]["changes"]
    assert {"character": "Audi", "change": "now Poisoned"} in changes
    for event in story.log:
        assert NINE.narrate(None, event).strip()


@pytest.mark.parametrize("command, count", [
    ({"type": "roll-trait", "character": "Claud", "trait": "Might"}, 4),
    ({"type": "roll-initiative", "character": "Claud"}, 1),
    ({"type": "roll-path-die", "character": "Claud"}, 1),
    ({"type": "heal", "healer": "Claud", "targets": ["Claud"]}, 2),
    ({"type": "death-save", "character": "Claud"}, 4),
])
def test_the_app_rolls_exactly_the_dice_a_roll_takes(command, count):
    story = bandit_fight() if command["type"] != "roll-initiative" else in_session(CLAUD, LUIS)
    if command["type"] == "roll-initiative":
        story.when({"type": "enter-combat", "combatants": ["Claud", "Luis"], "distance": "Near"})
    if command["type"] == "death-save":
        story.when({"type": "end-sequence", "outcome": "won"})
        story.when({"type": "harm", "character": "Claud", "amount": 10})
    prepared = NINE.prepare(story.game, story.load({**command, "roll": "app"}))
    found = [d for field in ("dice", "die", "target") for d in
             (prepared.get(field) if isinstance(prepared.get(field), list) else [prepared.get(field)]) if d]
    assert len(found) == count and all("value" not in d for d in found)
    if command["type"] == "roll-path-die":
        assert found[0]["sides"] == 4
    story.when({**command, "roll": "app"})


def test_dice_without_values_need_the_app_to_roll_them():
    story = in_session(CLAUD)
    with pytest.raises(RuleViolation) as caught:
        NINE.prepare(story.game, story.load({"type": "roll-trait", "character": "Claud", "trait": "Might",
                                             "dice": [{"sides": 6}, {"sides": 6}, {"sides": 6}, {"sides": 6}]}))
    assert caught.value.rule == "ninetraits.dice.missing"


def test_the_sheet_cards_draw_every_visible_character_and_escape_names():
    story = in_session({**CLAUD, "name": "<b>Claud & co</b>"}, LUIS)
    cards = NINE.cards["party"](story.game)
    assert list(cards) == ["<b>Claud & co</b>", "Luis"]
    for text in cards.values():
        assert ET.fromstring(text).get("data-name") in cards
    assert "<b>" not in cards["<b>Claud & co</b>"] and "&lt;b&gt;Claud &amp; co&lt;/b&gt;" in cards["<b>Claud & co</b>"]


def test_the_combat_tracker_draws_the_turn_order_and_a_square_per_pair():
    story = bandit_fight()
    root = ET.fromstring(NINE.pictures["combat"](story.game))
    assert len(root.findall(f".//{SVG}rect[@class='turn']")) == 4
    assert len(root.findall(f".//{SVG}rect[@class='distance']")) == 12
    assert ET.fromstring(NINE.pictures["combat"](in_session(CLAUD).game)).get("data-empty") == "true"


def book(story: Story, viewer: Viewer):
    moments = []
    for recorded, state in zip(story.log, story.states):
        shown = NINE.redact(state["game"], viewer)
        readable = recorded.audience.admits(viewer)
        moments.append(Moment(recorded.position, recorded.kind if readable else PRIVATE,
                              dict(recorded.data) if readable else {"sentence": NINE.shadow(recorded)},
                              "physical", "demo", "2026-05-01T20:00:00Z", recorded.position, None, None, shown))
    return NINE.chronicle(Timeline("The bandit road", "ninetraits", moments))


def quotes(chronicle) -> list[tuple[str, str]]:
    return [(b.text, b.by) for s in chronicle.sections for b in s.blocks if isinstance(b, Quote)]


def text_of(chronicle) -> str:
    return json.dumps([[getattr(b, "text", "") for b in s.blocks] for s in chronicle.sections])


def test_the_chronicle_tells_each_session_and_keeps_the_wayfinders_secrets_from_the_players():
    story = played_demo()
    players = book(story, Viewer.of("ann", "player", ["Claud"]))
    wayfinder = book(story, Viewer.of("mara", "gm"))
    titles = [s.title for s in players.sections]
    assert "Session 1: The Bandit Road" in titles and "Session 2: The Mayor's Brother" in titles
    assert "Combat Flow 1" in titles and titles[-1] == "The party"
    assert any(isinstance(b, Table) for s in players.sections for b in s.blocks)
    secret = ("The captain is the mayor's brother.", "The Wayfinder, for their eyes only")
    assert secret in quotes(wayfinder) and secret not in quotes(players)
    assert "mayor's brother" not in json.dumps(quotes(players))      # told only once revealed, as a sentence
    hidden = [[p.text for s in edition.sections for p in s.blocks if isinstance(p, Paragraph) and p.style == "aside"]
              for edition in (players, wayfinder)]
    assert hidden[0] and not hidden[1]     # the players read that the Wayfinder moved unseen; the Wayfinder, the moves
    assert all("Wayfinder" in line for line in hidden[0])
    moments = [b for s in wayfinder.sections for b in s.blocks if isinstance(b, Paragraph) and b.style == "moment"]
    assert any("Bandit fell Unconscious, dying." in b.text for b in moments)


def test_a_hand_correction_must_leave_a_readable_sheet():
    story = in_session(CLAUD)
    assert NINE.invariants(apply_changes(story.game, [{"path": "/characters/Claud/life/current", "set": 3}])) == []
    for change, rule in (({"path": "/characters/Claud/traits/Might", "set": 40}, "ninetraits.adjust.traits"),
                         ({"path": "/characters/Claud/life/current", "set": 11}, "ninetraits.adjust.life"),
                         ({"path": "/characters/Claud/tribulations", "set": [{"name": "Sleepy"}]},
                          "ninetraits.adjust.tribulations")):
        assert [broken.rule for broken in NINE.invariants(apply_changes(story.game, [change]))] == [rule]


def test_every_command_refuses_unknown_fields_and_the_setup_refuses_a_bad_sheet():
    for kind, schema in NINE.command_schemas.items():
        with pytest.raises(ValidationError):
            schema().load({"type": kind, "character": "Claud", "weather": "rain"})
    for setup in ({"characters": [{"name": "Claud", "might": 40}]}, {"characters": ["gm"]},
                  {"characters": ["Ann", "ann"]}, {"death_save": "maybe"}):
        with pytest.raises(ValidationError):
            NINE.setup_schema().load(setup)


def test_a_new_characters_name_is_numbered_when_taken():
    story = in_session(CLAUD)
    story.when({"type": "create-character", "name": "Claud", "kind": "npc"})
    story.when({"type": "create-character", "name": "gm", "kind": "npc"})
    story.when({"type": "create-character", "kind": "npc", "hidden": True})
    assert sorted(story.game["characters"]) == ["Claud", "Claud 2", "gm 2"]
    assert list(story.game["secret"]["characters"]) == ["Character 4"]
    story.rejects({"type": "create-character", "name": "Spy", "kind": "pc", "hidden": True},
                  "ninetraits.character.hidden")


def test_the_state_is_plain_json_throughout_the_demo():
    story = played_demo()
    for state in story.states:
        assert json.loads(json.dumps(state["game"])) == state["game"]


def test_a_sheet_is_written_by_its_owner_in_play():
    story = Story({"name": "Claud"})
    story.when({"type": "set-trait", "character": "Claud", "trait": "Might", "score": 5})
    story.when({"type": "set-life-maximum", "character": "Claud", "maximum": 9})
    story.when({"type": "set-path", "character": "Claud", "path": "Shieldbearer", "die": 6})
    story.when({"type": "write-note", "character": "Claud", "text": "Owes Luis a favour."})
    sheet = story.view("party")["characters"][0]
    assert (sheet["life"], sheet["path"], sheet["path_die"], sheet["notes"]) == \
        ({"current": 9, "max": 9}, "Shieldbearer", 6, ["Owes Luis a favour."])
    story.when({"type": "start-session"})
    story.rejects({"type": "roll-trait", "character": "Claud", "trait": "Charm", "dice": []}, "ninetraits.roll.no-dice")
    story.rejects({"type": "roll-trait", "character": "Nobody", "trait": "Charm", "dice": []},
                  "ninetraits.character.unknown")
    story.rejects({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(1, 2, 3, 4, 5)[:4]},
                  "ninetraits.dice.count")
