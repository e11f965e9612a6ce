"""A player's sheet in one form (the nine Traits, maximum Life Points, the Path Die), every
field picked, none typed; written freely between sessions, and during a session only through
the Wayfinder: a proposal they accept or decline, or a sheet step they open between scenes.
The sheet keeps what changed, and when."""
import re

from domain.kernel import Event, Viewer
from domain.kernel.moves import build_command, check_document, ruleset_document
from tests.domain.ninetraits.builders import CLAUD, LUIS, NINE, Story, bandit_fight, in_session
from tests.domain.ninetraits.test_refusals import claud_sheet

ANN = Viewer.of("ann", "player", ["Claud"])
WAYFINDER = Viewer.of("mara", "gm")
BOUND = {"Claud": "ann", "Luis": "ben", "gm": "mara"}


def moves_of(story: Story, viewer: Viewer) -> list[dict]:
    return check_document(ruleset_document(NINE, story.game, viewer, position=1, bindings=BOUND))["moves"]


def the_form(story: Story, viewer: Viewer = ANN) -> dict:
    return next(m for m in moves_of(story, viewer) if m["type"] == "write-sheet"
                and m["fields"]["character"]["fixed"] == "Claud")


def test_the_sheet_is_one_form_of_picks_starting_from_the_sheet_as_it_stands():
    story = Story(CLAUD, LUIS)
    form = the_form(story)
    fields = form["fields"]
    assert not [name for name, field in fields.items() if "text" in field or "texts" in field]
    assert fields["might"] == {"integer": [0, 12], "default": 4} and fields["sage"] == {"integer": [0, 12], "default": 0}
    assert fields["life"] == {"integer": [1, 99], "default": 10}
    assert fields["path_die"]["default"] == 4
    assert not {"set-trait", "set-life-maximum"} & {m["type"] for m in moves_of(story, ANN)}
    story.when(build_command(form, {"might": 5, "sage": 1}))      # creation and advancement: written at once
    sheet = story.sheet("Claud")
    assert (sheet["traits"]["Might"], sheet["traits"]["Sage"], sheet["traits"]["Swiftness"], sheet["path_die"]) == \
        (5, 1, 5, 4)
    assert sheet["changes"][-1]["changed"] == ["Might 4 → 5", "Sage 0 → 1"]
    assert sheet["changes"][-1]["session"] is None


def test_in_the_middle_of_a_fight_a_player_only_proposes_and_the_wayfinder_accepts():
    story = bandit_fight()
    story.rejects({"type": "set-trait", "character": "Claud", "trait": "Might", "score": 12}, "ninetraits.sheet.in-play")
    story.rejects({"type": "set-life-maximum", "character": "Claud", "maximum": 99}, "ninetraits.sheet.in-play")
    form = the_form(story)
    assert form["label"].startswith("Propose")
    events = story.when(build_command(form, {"might": 12, "life": 99}))
    assert story.kinds(events)[0] == "sheet-proposed"
    assert story.sheet("Claud")["traits"]["Might"] == 4 and story.sheet("Claud")["life"]["max"] == 10
    row = next(c for c in story.view("party")["characters"] if c["name"] == "Claud")
    assert row["proposal"]["changed"] == ["Might 4 → 12", "maximum Life Points 10 → 99"]
    assert not [m for m in moves_of(story, ANN) if m["type"] in ("accept-sheet", "decline-sheet")]
    accept = next(m for m in moves_of(story, WAYFINDER) if m["type"] == "accept-sheet")
    story.when(build_command(accept, {}))
    sheet = story.sheet("Claud")
    assert (sheet["traits"]["Might"], sheet["life"]["max"], story.game["proposals"]) == (12, 99, {})
    assert sheet["changes"][-1]["how"] == "accepted" and sheet["changes"][-1]["session"] == 1


def test_the_wayfinder_declines_a_proposal_and_the_sheet_stays_as_it_was():
    story = in_session(CLAUD, LUIS)
    story.when(claud_sheet(might=9))
    story.when({"type": "decline-sheet", "character": "Claud"})
    assert story.sheet("Claud")["traits"]["Might"] == 4 and story.game["proposals"] == {}
    story.rejects({"type": "accept-sheet", "character": "Claud"}, "ninetraits.sheet.no-proposal")


def test_the_sheet_step_lets_players_write_between_scenes_until_the_next_scene_begins():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "begin-scene", "title": "The gate"})
    assert "open-sheets" not in {m["type"] for m in moves_of(story, WAYFINDER)}
    story.when({"type": "end-scene"})
    story.when({"type": "open-sheets"})
    assert the_form(story)["label"] == "Write Claud's sheet"
    story.when({"type": "set-trait", "character": "Claud", "trait": "Sage", "score": 2})
    story.when(claud_sheet(might=6, sage=2))
    change = story.sheet("Claud")["changes"][-1]
    assert (change["changed"], change["how"], change["session"]) == (["Might 4 → 6"], "step", 1)
    story.when({"type": "begin-scene", "title": "The road again"})
    assert story.kinds(story.when(claud_sheet(might=7, sage=2)))[0] == "sheet-proposed"


def test_the_wayfinders_own_characters_are_written_at_any_moment():
    story = bandit_fight()
    bandit = story.sheet("Bandit")
    form = {trait.lower(): score for trait, score in bandit["traits"].items()}
    events = story.when({"type": "write-sheet", "character": "Bandit", **form, "might": 5, "life": 5})
    assert story.kinds(events)[0] == "sheet-written" and story.sheet("Bandit")["traits"]["Might"] == 5


def test_a_trait_written_in_play_by_an_older_revision_still_replays_and_shows_on_the_sheet():
    """Campaigns recorded before the sheet went through the Wayfinder hold `trait-set` and
    `life-maximum-set` events in the middle of a session: they replay as recorded."""
    story = in_session(CLAUD, LUIS)
    story._record(Event("ninetraits/trait-set", {"character": "Claud", "trait": "Might", "score": 12}))
    story._record(Event("ninetraits/life-maximum-set", {"character": "Claud", "max": 99, "current": 10}))
    sheet = story.sheet("Claud")
    assert (sheet["traits"]["Might"], sheet["life"]) == (12, {"current": 10, "max": 99})
    assert [c["changed"] for c in sheet["changes"]] == [["Might 4 → 12"], ["maximum Life Points 10 → 99"]]


def test_the_sheet_card_shows_the_last_change_and_when_and_a_proposal_waiting():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "open-sheets"})
    story.when(claud_sheet(might=6))
    story.when({"type": "begin-scene", "title": "The gate"})
    story.when(claud_sheet(might=6, sage=3))
    card = " ".join(re.findall(r">([^<>]+)</text>", NINE.cards["party"](story.game)["Claud"]))   # lines wrapped
    assert "Changed session 1 (sheet step): Might 4 → 6" in card
    assert "Proposed, waiting for the Wayfinder: Sage 0 → 3" in card


def test_a_sheet_the_poison_took_below_one_life_point_keeps_its_maximum_in_the_form():
    story = in_session({**CLAUD, "life": 1})
    story.when({"type": "afflict", "character": "Claud", "tribulation": "Poisoned"})
    story.when({"type": "end-session"})
    assert story.sheet("Claud")["life"]["max"] == 0   # the poison's toll
    form = the_form(story)   # the moves document is built (the form's range reached 1 only before)
    assert form["fields"]["life"] == {"integer": [0, 99], "default": 0}
    story.when(build_command(form, {"might": 5}))   # the rest of the sheet written, the maximum kept
    assert story.sheet("Claud")["traits"]["Might"] == 5 and story.sheet("Claud")["life"]["max"] == 0
    before = story.game
    refusal = story.rejects({**build_command(the_form(story), {"might": 6}), "life": -1}, "ninetraits.sheet.life")
    assert "0 to 99 on Claud's sheet" in str(refusal) and story.game == before
    story.when(build_command(the_form(story), {"life": 4}))   # a cure written on the sheet
    assert story.sheet("Claud")["life"]["max"] == 4
    assert the_form(story)["fields"]["life"]["integer"] == [1, 99]
