"""Guiding questions (Scenes, "Guiding Questions ... are optional, but may be answered as part of
scoring assets and obstacles"): with a catalog imported from an export in the designer's V24
format, Narrate Scene offers the scene's questions and records the players' answers; the
built-in catalog has no questions, and its narrate move asks for none. The questions are our
own export's (tests/data/sixwinters-v24-like); the designer's real export, when
JOURNAL_DESIGNER_DATA names it (tests/designer_data.py), is checked to carry its questions too.
The project holds none of the designer's words."""
import random
from functools import cache
from pathlib import Path

import pytest

from domain.kernel.moves import build_command, random_picks
from domain.rulesets.sixwinters.catalog.importer import import_dir
from domain.rulesets.sixwinters.game.rules.opening import open_table
from domain.rulesets.sixwinters.game.views import table_view
from domain.rulesets.sixwinters.readings import table_reading
from tests.designer_data import designer_path
from tests.domain.sixwinters.game.builders import catalog, d, refused, run
from tests.domain.sixwinters.game.test_moves import moves_of
from tests.domain.sixwinters.game.test_scene_track import GLEN, at_scene

OURS = Path(__file__).resolve().parents[3] / "data" / "sixwinters-v24-like"
OUR_SCENE = "Win the Ferryman's Favour"        # the scene of our export whose questions are asked
FIRST = "Impress the Keeper of Forbidden Lore"
STRESS = [d(1, "psyche"), d(1, "psyche")]


@cache
def imported_questions() -> tuple[str, ...]:
    return tuple(import_dir(OURS)["scenes"][OUR_SCENE]["questions"])


def at_scene_with_questions(questions=None) -> dict:
    """The built-in first scene, ready to narrate, asking `questions` (default: our export's)."""
    cat = catalog()
    cat["scenes"][FIRST]["questions"] = list(imported_questions() if questions is None else questions)
    state = {"catalog": cat, "campaign": {}, "table": None}
    sheets = [{"action_dice": [1, 2, 3, 4], "name": name, "location": GLEN} for name in ("Keel", "Thea")]
    state["table"] = open_table(state, {"scenario": "The Order of the Blue Robe", "characters": sheets, "setup_draws": 0})
    for name, cards in at_scene()["table"]["characters"].items():
        for pile in ("overcome", "completed"):
            state["table"]["characters"][name][pile] = list(cards[pile])
    return state


def narrating(**extra) -> dict:
    return {"type": "table-narrate", "stress_dice": STRESS, "plays": [
        {"character": "Keel", "cards": ["Remote Influence", "Repeating Histories", "Imperial Violin"]},
        {"character": "Thea"}], **extra}


def test_the_imported_scene_carries_its_guiding_questions_onto_the_table():
    questions = list(imported_questions())
    assert questions == ["What do you offer the ferryman that coin cannot buy?"]
    assert at_scene_with_questions()["table"]["scenario_scenes"][0]["questions"] == questions


@pytest.fixture(scope="module")
def designer_v24() -> Path:
    return designer_path("data", "six-winters-v24", what="the designer's V24 card export")


def test_the_designers_first_scene_carries_its_guiding_questions_onto_the_table(designer_v24):
    questions = import_dir(designer_v24)["scenes"][FIRST]["questions"]
    assert questions
    state = at_scene_with_questions(questions)
    assert state["table"]["scenario_scenes"][0]["questions"] == questions
    assert moves_of(state, "table-narrate")[0]["fields"]["answers"]["each"]["question"]["choices"] == questions


def test_the_narrate_move_offers_each_question_once_and_any_built_from_it_is_accepted():
    state = at_scene_with_questions()
    move = moves_of(state, "table-narrate")[0]
    asked = move["fields"]["answers"]
    assert asked["each"]["question"]["choices"] == list(imported_questions()) and asked["min"] == 0
    assert asked["distinct"] == "question"
    answered = 0
    for seed in range(8):
        command = build_command(move, random_picks(move["fields"], random.Random(seed)))
        answered += bool(command.get("answers"))
        assert run(state, command)["table"]["scenes_completed"] == [FIRST]      # accepted
    assert answered


def test_the_answers_are_recorded_with_the_narrated_scene():
    state = at_scene_with_questions()
    question = imported_questions()[0]
    answers = [{"question": question, "answer": "We brought her the ledger from the tower."}]
    from domain.rulesets.sixwinters.game.decider import DECIDER
    [event, *_] = DECIDER.decide(state, DECIDER.schemas["table-narrate"]().load(narrating(answers=answers)))
    assert event.data["answers"] == answers
    after = run(state, narrating(answers=answers))
    assert after["table"]["scenes_completed"] == [FIRST]
    from domain.kernel import Recorded
    from domain.rulesets.sixwinters.game import narrate
    recorded = Recorded(event.kind, event.data, 1, "physical", "test", "t", event.version)
    sentence = narrate.SENTENCES[event.kind](state, recorded)
    assert sentence.endswith(f'Asked "{question}", the players answered: We brought her the ledger from the tower.')


def test_an_answer_to_a_question_the_scene_does_not_ask_or_answered_twice_is_refused():
    state = at_scene_with_questions()
    question = imported_questions()[0]
    refused(state, narrating(answers=[{"question": "Who are you?", "answer": "Nobody."}]), "not a guiding question")
    refused(state, narrating(answers=[{"question": question, "answer": "Once."}, {"question": question, "answer": "Twice."}]),
            "answered twice")
    refused(state, narrating(answers=[{"question": question, "answer": "   "}]), "blank")


def test_with_the_built_in_catalog_narrating_asks_no_questions():
    state = at_scene()
    assert all("answers" not in move["fields"] for move in moves_of(state, "table-narrate"))
    assert "questions" not in state["table"]["scenario_scenes"][0]
    refused(state, narrating(answers=[{"question": "Anything?", "answer": "No."}]), "its questions: none")


def test_the_chronicle_quotes_the_answers_as_the_players_own_words_after_the_scene_ends():
    from domain.kernel.chronicle import Moment, Paragraph, Quote
    from domain.rulesets.sixwinters.chronicle.phrases import voice
    from domain.rulesets.sixwinters.chronicle.story import Clock, tell_scene
    from domain.rulesets.sixwinters.game.events import SCENE_NARRATED
    question = imported_questions()[0]
    answer = {"question": question, "answer": "We brought her the oldest book in Arankh."}
    ended = Moment(7, SCENE_NARRATED, {"answers": [answer], "outcome": {"points": 24, "cards": []}},
                   "physical", "ann", "2026-03-12T20:00:00+00:00", 7, None, None, {"table": {}})
    blocks = tell_scene(voice(), Clock(), [ended], {"name": FIRST, "location": GLEN, "needed": 20}, 1)
    quotes = [b for b in blocks if isinstance(b, Quote)]
    assert [(q.text, q.about) for q in quotes] == [(answer["answer"], question)]
    done = next(i for i, b in enumerate(blocks) if isinstance(b, Paragraph) and "24" in b.text)
    assert blocks.index(quotes[0]) > done


def test_the_table_shows_the_scenes_background_and_questions_to_read_when_narrating():
    """Narrate Scene reads the scene's background text and its guiding questions: the table view
    shows them beside the scene in play (the built-in catalog's scenes have none)."""
    state = at_scene_with_questions()
    state["catalog"]["scenes"][FIRST]["background"] = import_dir(OURS)["scenes"][OUR_SCENE]["background"]
    shown = table_view(state)["scene_text"]
    assert shown["questions"] == list(imported_questions())
    assert shown["background"][0].startswith("Fog sat on the harbour") and len(shown["background"]) == 2
    said = [line for part in table_reading(state) for line in part.get("lines", [])]
    assert shown["background"][0] in said and f"Guiding question: {shown['questions'][0]}" in said
    plain = at_scene_with_questions([])
    assert table_view(plain)["scene_text"] == {"background": [], "questions": []}
