"""A year played move by move at the table: scenes in order, key moments found in the dice.

The timeline is built by hand from the table's event shapes (no database, no rules run),
so the narration is checked against exact outcomes.
"""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Paragraph, Quote, Table, Timeline
from domain.rulesets.sixwinters.campaign import events as ev
from domain.rulesets.sixwinters.chronicle import TELLERS, chronicle
from domain.rulesets.sixwinters.chronicle import tk

FIRST = {"name": "Impress the Keeper of Forbidden Lore", "location": "Parisa's Glen", "needed": 20}
SECOND = {"name": "Inscribe the Ritual of Cleaving", "location": "Arankh", "needed": 30}


def state(scene):
    return {"campaign": {"sheets": {}, "history": [], "ended": None}, "table": {"scene": scene} if scene else None}


def moments():
    log = [
        (ev.SESSION_STARTED, {"year": 1, "players": ["Ann", "Ben"]}, None),
        (ev.SCENARIO_CHOSEN, {"scenario": "The Order of the Blue Robe", "difficulty": "difficult"}, None),
        (ev.CHARACTERS_CHOSEN, {"characters": {"Ann": "Thea", "Ben": "Keel"}}, None),
        (ev.CHARACTERS_PLACED, {"locations": {"Thea": "Parisa's Glen", "Keel": "Parisa's Glen"}}, FIRST),
        (tk.EXPLODED, {"outcome": {"events": [{"character": "Thea", "stress": "psyche", "cause": "explosion"}] * 3}}, FIRST),
        (tk.OBSTACLE_ATTEMPTED, {"obstacle": "Miasma of Malevolence", "team": [{"character": "Keel"}],
                                 "outcome": {"progress": 4, "hindrance": 1, "stress": [6, 2], "result": "overcome",
                                             "events": [{"character": "Keel", "condition": {"name": "Wounded", "track": "body"}}]}}, FIRST),
        ("journal/noted", {"text": "The Keeper laughed at Keel's riddle.", "about": FIRST["name"]}, FIRST),
        (tk.SCENE_NARRATED, {"outcome": {"points": 21, "cards": [{"character": "Thea", "card": "Apples", "points": 9},
                                                                 {"character": "Keel", "card": "Miasma of Malevolence", "points": 12}],
                                         "events": [{"character": "Thea", "stress": "psyche"}]}}, SECOND),
        (tk.OBSTACLES_ACTIVATED, {"outcome": {"events": [{"threat": "Arankh"}, {"threat_roll": 5, "pool": 1}]}}, SECOND),
        ("sixwinters/table-omen-seen", {"omen": "a red moon"}, SECOND),
        (tk.GAME_ENDED, {"result": "lost", "reason": "the last threat token left the scenario card"}, SECOND),
        (ev.SCENARIO_ENDED, {"result": "failure", "summary": {"characters": {}}}, None),
    ]
    return [Moment(position=n, kind=kind, data=data, source="physical", actor="Ann", recorded_at="2026-11-22T10:00:00",
                   cmd=n, command=None, rolls=None, state=state(scene), by="Ann") for n, (kind, data, scene) in enumerate(log, 2)]


def book():
    return chronicle(Timeline("Blue Robe night", "sixwinters", moments()))


def section(title):
    return next(s for s in book().sections if s.title == title)


def texts(sec):
    return [b.text for b in sec.blocks if isinstance(b, (Paragraph, Quote))]


def test_scenes_are_told_in_order_with_their_locations_points_and_the_players_words():
    titles = [s.title for s in book().sections if s.level == 3]
    assert titles == [f"Scene: {FIRST['name']} at Parisa's Glen", f"Scene: {SECOND['name']} at Arankh"]
    first = section(titles[0])
    told = texts(first)
    assert told[0] == f"The first scene, {FIRST['name']}, waited at Parisa's Glen; it would take 20 points."
    assert "The Keeper laughed at Keel's riddle." in told
    assert told[-1] == f"{FIRST['name']} was done with 21 points against the 20 needed."
    cards = next(b for b in first.blocks if isinstance(b, Table))
    assert cards.rows == [["Thea", "Apples", 9], ["Keel", "Miasma of Malevolence", 12]]
    assert "The scene cost Thea four psyche stress." in told   # three explosions and the scene's own


def test_the_deeds_of_a_turn_are_one_paragraph_the_routine_a_summary():
    told = texts(section(f"Scene: {FIRST['name']} at Parisa's Glen"))
    assert ("Sorcery burst in Thea's hands three times. Keel swept Miasma of Malevolence aside at a single "
            "stroke (4 progress). Keel came away Wounded.") in told


def test_the_second_scene_opens_in_other_words_and_the_near_loss_is_told():
    told = texts(section(f"Scene: {SECOND['name']} at Arankh"))
    assert told[0] == f"Next the company turned to {SECOND['name']} at Arankh, a scene worth 30 points."
    assert "The threat roll came up 5 against a pool of 1, and the game hung by a thread." in told


def test_a_table_year_has_no_separate_list_of_dice_moments():
    assert "Moments in the dice" not in [s.title for s in book().sections]


def test_an_unknown_table_kind_is_still_told_and_the_loss_is_explained():
    told = texts(section(f"Scene: {SECOND['name']} at Arankh"))
    assert "Table omen seen (Ann) — omen: a red moon." in told
    assert "Threat gathered at Arankh." in told
    assert told[-1] == "There the game ended, lost: the last threat token left the scenario card."


def test_the_year_chapter_names_the_difficulty_and_who_played_whom():
    lead = texts(section("Year 1: The Order of the Blue Robe"))[0]
    assert lead == ("In year 1 Ann played Thea and Ben played Keel. "
                    "They took on The Order of the Blue Robe at the difficult level.")
    assert texts(section("Year 1: The Order of the Blue Robe"))[1].startswith("The year turned when ")   # its story
    placed = texts(section("Year 1: The Order of the Blue Robe"))[2]
    assert placed == "The characters took their places: Thea and Keel at Parisa's Glen."


def test_a_location_action_tells_what_it_did_to_which_obstacle():
    where = {"table": {"characters": {"Thea": {"location": "Arankh"}}}}
    moment = Moment(position=2, kind=tk.LOCATION_ACTION, data={"character": "Thea", "outcome": {"moved": "Miasma", "to": "Loomwood"}},
                    source="physical", actor="Ann", recorded_at="", cmd=2, command=None, rolls=None, state=where)
    told = TELLERS[tk.LOCATION_ACTION](moment)
    assert [b.text for b in told] == ["Thea used the action of Arankh and moved Miasma to Loomwood."]


def _game(log):
    """A year of the given table moments (kind, data, scene, turn) between its start and end."""
    opening = [(ev.SESSION_STARTED, {"year": 1, "players": ["Ann"]}, None, None),
               (ev.SCENARIO_CHOSEN, {"scenario": "The Order of the Blue Robe", "difficulty": "standard"}, None, None),
               (ev.CHARACTERS_CHOSEN, {"characters": {"Ann": "Thea"}}, None, None),
               (ev.CHARACTERS_PLACED, {"locations": {"Thea": "Parisa's Glen"}}, FIRST, 0)]
    closing = [(ev.SCENARIO_ENDED, {"result": "success", "summary": {"characters": {}}}, None, None)]
    made = []
    for n, (kind, data, scene, turn) in enumerate(opening + log + closing, 2):
        at = state(scene)
        if at["table"] is not None:
            at["table"]["turns_played"] = turn
        made.append(Moment(position=n, kind=kind, data=data, source="physical", actor="Ann",
                           recorded_at="2026-11-22T10:00:00", cmd=n, command=None, rolls=None, state=at))
    return chronicle(Timeline("Quick night", "sixwinters", made))


def _overcome(obstacle, progress=2):
    return (tk.OBSTACLE_ATTEMPTED, {"obstacle": obstacle, "team": [{"character": "Thea"}],
                                    "outcome": {"progress": progress, "result": "overcome"}})


def test_the_obstacles_a_team_overcame_in_one_turn_are_told_in_one_sentence():
    log = [(*_overcome("Quintim the Vile"), FIRST, 0), (*_overcome("Remote Influence"), FIRST, 0),
           (*_overcome("Field Work"), FIRST, 1)]
    scene = next(s for s in _game(log).sections if s.title.startswith("Scene:"))
    told = " ".join(texts(scene))
    assert "Thea overcame Quintim the Vile and Remote Influence." in told
    assert "Field Work" in told and told.count("Quintim the Vile") == 1


def test_a_game_won_by_its_last_scene_ends_in_that_scene():
    log = [(*_overcome("Quintim the Vile", progress=4), FIRST, 0),
           (tk.SCENE_NARRATED, {"outcome": {"points": 20, "cards": []}}, None, 0),
           (tk.GAME_ENDED, {"result": "won"}, None, 0)]
    book = _game(log)
    scenes = [s for s in book.sections if s.title.startswith("Scene:")]
    assert [s.title for s in scenes] == [f"Scene: {FIRST['name']} at Parisa's Glen"]
    assert texts(scenes[0])[-1] == "The game was won."
