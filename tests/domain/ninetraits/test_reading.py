"""Reading a nine-trait campaign: the status line, the replay's marks, the readings, the sheet
cards with what they explain, the combat tracker laid out for a tablet and a phone, and why a
roll took the dice it took; none of them names what the Wayfinder keeps hidden."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from domain.kernel import Recorded, Viewer, reading
from tests.domain.ninetraits.builders import (AUDI, BANDIT, CLAUD, LUIS, NINE, Story, bandit_fight, dice,
                                              in_session)

SVG = "{http://www.w3.org/2000/svg}"
PLAYER, WAYFINDER, SPECTATOR = Viewer.of("ann", "player", ["Claud"]), Viewer.of("mara", "gm"), Viewer.of("vic", "viewer")


def seen(story: Story, viewer: Viewer = SPECTATOR) -> dict:
    return reading.seen(NINE, story.game, viewer)


def test_the_status_line_says_where_the_campaign_stands_as_the_game_counts_it():
    story = Story(CLAUD, LUIS)
    assert NINE.status(seen(story)) == "Before the first session · Claud and Luis"
    story.when({"type": "start-session", "title": "The Bandit Road"})
    story.when({"type": "begin-scene", "title": "The cliff"})
    assert NINE.status(seen(story)) == "Session 1: The Bandit Road · scene 1: The cliff"
    fight = bandit_fight()
    assert NINE.status(seen(fight)) == "Session 1: The road · Combat Flow 1, rotation 1 · Claud's turn"
    fight.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "tribulation",
                "tribulation": "Intimidated", "targets": ["Bandit"]})
    assert NINE.status(seen(fight)).endswith("Claud's turn · Claud's attack waits for its roll")
    fight.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 6, 1, 2)})
    assert NINE.status(seen(fight)).endswith("Claud's attack waits for Bandit to resist")
    story.when({"type": "end-session"})
    assert NINE.status(seen(story)) == "After session 1, The Bandit Road · Claud and Luis"
    story.when({"type": "close-campaign", "epilogue": "They retired."})
    assert NINE.status(seen(story)) == "The campaign is closed after 1 session"


def test_the_replay_jumps_to_each_session_scene_and_rotation():
    fight = bandit_fight()
    assert NINE.marks(seen(fight)) == {"session": "Session 1: The road", "fight": "Combat Flow 1, rotation 1"}
    story = in_session(CLAUD)
    story.when({"type": "begin-scene", "title": "The cliff"})
    assert NINE.marks(seen(story)) == {"session": "Session 1: The road", "scene": "Scene 1: The cliff"}


def test_a_roll_of_a_hidden_character_is_told_without_its_name_to_the_players():
    story = in_session(CLAUD, LUIS)
    story.when(BANDIT)
    story.when({"type": "roll-opposed", "character": "Bandit", "trait": "Awareness", "opponent": "Luis",
                "dice": dice(6, 1)})
    assert NINE.status(seen(story, PLAYER)) == "Session 1: The road · a hidden character's roll waits for Luis to resist"
    assert NINE.status(seen(story, WAYFINDER)).endswith("Bandit's roll waits for Luis to resist")
    for name, read in NINE.readings.items():
        assert "Bandit" not in str(read(seen(story, PLAYER))), name
    for name in NINE.views:
        assert "Bandit" not in str(reading.view(NINE, name, story.game, PLAYER)), name
    [resist] = [m for m in NINE.moves(story.game, Viewer.of("ben", "player", ["Luis"])) if m.type == "resist"]
    assert "Bandit" not in resist.label


def test_the_readings_tell_the_party_the_fight_and_the_tribulations_in_sentences_and_tables():
    fight = bandit_fight()
    fight.when({"type": "afflict", "character": "Claud", "tribulation": "Tired", "source": "the long road"})
    party = NINE.readings["party"](seen(fight))
    assert party[0]["lines"][0] == "Session 1: The road · Combat Flow 1, rotation 1 · Claud's turn."
    characters = {row[0]: row for row in party[1]["rows"]}
    assert characters["Claud"][1:4] == ["Ann", "10 of 10", "Tired"]
    dice_now = {row[0]: row for row in party[2]["rows"]}
    assert party[2]["columns"][4] == "Might" and dice_now["Claud"][4] == "2 (of 4)"   # Tired halves: 4 -> 2
    combat = NINE.readings["combat"](seen(fight))
    order = next(block for block in combat if block["heading"] == "Turn order")
    assert order["rows"][0] == [9, "Claud", "", "now"] and order["rows"][1][:2] == [7, "Luis"]
    distances = next(block for block in combat if block["heading"] == "Distances")
    assert ["Claud and Bandit", "Near"] in distances["rows"]
    troubles = NINE.readings["tribulations"](seen(fight))[0]
    assert troubles["rows"] == [["Claud", "Tired", "the long road", "rest", "when rested"]]
    assert NINE.readings["secrets"](seen(fight, PLAYER))[0]["lines"] == [
        "The Wayfinder's characters and notes are theirs until they reveal them."]


def test_each_sheet_card_marks_the_values_it_explains_in_the_party_view():
    fight = bandit_fight()
    fight.when({"type": "afflict", "character": "Claud", "tribulation": "Tired", "source": "the long road"})
    cards = NINE.cards["party"](seen(fight, PLAYER))
    assert list(cards) == ["Claud", "Luis", "Audi"]       # the Bandit fights, but its sheet is the Wayfinder's
    root = ET.fromstring(cards["Claud"])
    pointers = [g.get("data-pointer") for g in root.iter(f"{SVG}g") if g.get("data-pointer")]
    assert pointers[0] == "/characters/0/life/current" and "/characters/0/traits/3/dice" in pointers
    view = reading.view(NINE, "party", fight.game, PLAYER)
    assert view["characters"][0]["traits"][3] == {"trait": "Might", "score": 4, "dice": 2}
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', "".join(cards.values()))]
    assert min(sizes) >= 13          # legible three to a row on a tablet and one to a row on a phone


def test_the_combat_tracker_is_laid_out_again_for_a_phone_with_the_same_fighters_to_tap():
    fight = bandit_fight()
    wide, narrow = NINE.pictures["combat"](seen(fight)), NINE.narrow_pictures["combat"](seen(fight))
    assert ET.fromstring(wide).get("width") == "560" and ET.fromstring(narrow).get("width") == "360"
    chosen = [sorted(re.findall(r'data-choice="([^"]+)"', svg)) for svg in (wide, narrow)]
    assert chosen[0] == chosen[1] == ["Audi", "Bandit", "Claud", "Luis"]
    for svg in (wide, narrow):
        assert min(float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)) >= 14
    quiet = NINE.pictures["combat"](seen(in_session(CLAUD)))
    assert ET.fromstring(quiet).get("data-empty") == "true"


def test_why_a_roll_took_its_dice_and_a_death_save_came_out_as_it_did():
    story = in_session({**CLAUD, "might": 5})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Tired", "source": "the long road"})
    story.when({"type": "roll-trait", "character": "Claud", "trait": "Might", "dice": dice(2, 3, 5)})
    event = story.log[-1]
    [why] = NINE.explain(story.states[-2]["game"], Recorded(event.kind, event.data, 9, "physical", "", ""))
    assert why.rule == "ninetraits.pool" and why.text == "Might 5, halved by Tired (rounded up): three dice"
    fight = bandit_fight()
    initiative = next(e for e in fight.log if e.kind == "ninetraits/initiative-rolled" and e.data["character"] == "Claud")
    [why] = NINE.explain(None, Recorded(initiative.kind, initiative.data, 1, "physical", "", ""))
    assert why.text == "a d6 of 4 plus Swiftness 5 makes 9: the highest total acts first"


def test_a_death_save_is_explained_by_the_reading_the_campaign_plays():
    for reading_, outcome in (("match", "gains"), ("exceed", "loses")):
        story = in_session(AUDI, death_save=reading_)
        story.when({"type": "harm", "character": "Audi", "amount": 7})
        story.when({"type": "death-save", "character": "Audi", "target": {"sides": 6, "value": 1, "kind": "death-target"},
                    "dice": dice(6, 2)})
        event = next(e for e in story.log if e.kind == "ninetraits/death-save-rolled")
        before = story.states[[e.position for e in story.log].index(event.position) - 1]["game"]
        *_, why = NINE.explain(before, Recorded(event.kind, event.data, 1, "physical", "", ""))
        assert why.rule == "ninetraits.death-save" and f"Audi {outcome} 1 Life Point" in why.text


def test_the_table_opens_on_the_partys_sheets_two_to_a_row_on_a_tablet_and_one_on_a_phone():
    story = in_session(CLAUD, LUIS, AUDI)
    story.when(BANDIT)
    assert list(NINE.pictures)[0] == "party"     # the board's first picture: what the table opens on
    wide = ET.fromstring(NINE.pictures["party"](seen(story, PLAYER)))
    narrow = ET.fromstring(NINE.narrow_pictures["party"](seen(story, PLAYER)))
    for picture, columns in ((wide, 2), (narrow, 1)):
        cards = picture.findall(f"{SVG}g/{SVG}svg")
        assert [card.get("data-name") for card in cards] == ["Claud", "Luis", "Audi"]   # not the hidden Bandit
        lefts = {card_group.get("transform").split()[0] for card_group in picture.findall(f"{SVG}g[@data-view]")}
        assert len(picture.findall(f"{SVG}g[@data-view]")) == 3 and picture.find(f"{SVG}g[@class='legend']") is not None
        assert len(lefts) == columns
        assert min(float(t.get("font-size")) for t in picture.iter(f"{SVG}text")) >= 13
    told = ET.fromstring(NINE.pictures["party"](seen(story, WAYFINDER)))
    assert "Bandit" in [card.get("data-name") for card in told.findall(f"{SVG}g/{SVG}svg")]
