"""A state's secrets declared once: face-down piles read as their cards sorted, a seat's
hand only by that seat and the game master, the game master's own by nobody else, what a
private event made by its audience alone."""
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.kernel import (GAME_MASTER, Audience, FaceDown, GameMasterOnly, PerAudience, PerSeat, Recorded, Viewer,
                           kept_for, redactor)
from domain.kernel.json_text import canonical
from domain.kernel.hidden import covers, expand, face_down

STATE = {"regions": [{"deck": ["c", "a", "b"]}, {"deck": ["z", "y"]}], "hands": {"Ann": ["1", "2"], "Ben": ["3"]},
         "npcs": {"Ogre": {"might": 5}}, "score": 3}
REDACT = redactor(FaceDown("/regions/*/deck"), PerSeat("/hands"), GameMasterOnly("/npcs"))
ANN = Viewer.of("ann", "player", ["Ann"])


def test_a_face_down_pile_shows_what_it_holds_but_not_in_which_order():
    seen = REDACT(STATE, ANN)
    assert [region["deck"] for region in seen["regions"]] == [["a", "b", "c"], ["y", "z"]]
    assert REDACT(STATE, Viewer.of("gus", "gm"))["regions"][0]["deck"] == ["a", "b", "c"]


def test_a_hand_is_read_by_its_seat_and_the_game_master_and_seen_face_down_by_others():
    assert REDACT(STATE, ANN)["hands"] == {"Ann": ["1", "2"], "Ben": [None]}
    assert REDACT(STATE, Viewer.of("sam", "viewer"))["hands"] == {"Ann": [None, None], "Ben": [None]}
    assert REDACT(STATE, Viewer.of("gus", "gm"))["hands"] == STATE["hands"]


def test_the_game_masters_own_is_gone_for_players_and_an_audit_sees_everything():
    assert REDACT(STATE, ANN)["npcs"] is None and REDACT(STATE, ANN)["score"] == 3
    assert REDACT(STATE, Viewer.of("olga", "owner"))["npcs"] == STATE["npcs"]
    assert REDACT(STATE, Viewer.auditor()) is STATE


def _private(audience: Audience, text: str, parts: dict | None = None) -> dict:
    event = Recorded("journal/noted", {"text": text}, 1, "physical", "gina", "", audience=audience)
    return kept_for(parts, event, lambda part: {**part, "notes": [*part.get("notes", []), text]})


def test_what_a_private_event_made_is_read_by_its_audience_alone():
    parts = _private(GAME_MASTER, "the heir is false")
    parts = _private(Audience(seats=frozenset({"Ann", "Ben"})), "meet at the mill", parts)
    parts = _private(GAME_MASTER, "the ford", parts)
    assert parts == {"gm": {"notes": ["the heir is false", "the ford"]}, '["Ann","Ben"]': {"notes": ["meet at the mill"]}}
    state = {"score": 3, "private": parts}
    redact = redactor(PerAudience("/private"))
    assert redact(state, ANN) == {"score": 3, "private": {'["Ann","Ben"]': {"notes": ["meet at the mill"]}}}
    assert redact(state, Viewer.of("cat", "player", ["Cat"]))["private"] == {}
    assert redact(state, Viewer.of("sam", "viewer"))["private"] == {}
    assert redact(state, Viewer.of("gus", "gm")) is state and redact(state, Viewer.auditor()) is state
    assert all(Audience.from_key(key).key == key for key in parts)


def test_redacting_copies_only_what_it_hides_and_never_changes_the_state():
    before = repr(STATE)
    seen = REDACT(STATE, ANN)
    assert repr(STATE) == before
    assert seen["regions"][0] is not STATE["regions"][0] and seen["hands"] is not STATE["hands"]
    assert redactor(FaceDown("/hands/Ann"))(STATE, ANN)["npcs"] is STATE["npcs"]


def test_wildcards_name_every_key_and_changes_under_or_above_a_hidden_path_touch_it():
    assert list(expand(STATE, "/regions/*/deck")) == ["/regions/0/deck", "/regions/1/deck"]
    assert list(expand(STATE, "/missing/*")) == []
    assert covers("/table/obstacle_deck", "/table/obstacle_deck") and covers("/table/obstacle_deck", "/table")
    assert covers("/regions/*/deck", "/regions/3/deck/0") and not covers("/table/obstacle_deck", "/table/obstacle_discard")


def test_readers_who_may_read_the_same_share_one_redaction_and_the_others_do_not():
    piles_only = redactor(FaceDown("/regions/*/deck"))
    shown = piles_only(STATE, ANN)
    assert piles_only(STATE, Viewer.of("ben", "player", ["Ben"])) is shown   # no seat's secret: one reading
    assert piles_only(STATE, Viewer.of("gus", "gm")) is shown
    assert REDACT(STATE, ANN)["hands"]["Ben"] == [None]                       # a seat's secret: one each
    assert REDACT(STATE, Viewer.of("ben", "player", ["Ben"]))["hands"] == {"Ann": [None, None], "Ben": ["3"]}
    assert REDACT(STATE, ANN)["hands"]["Ann"] == ["1", "2"]


def test_a_pile_already_in_order_and_what_a_reader_may_read_anyway_are_not_copied():
    state = {"deck": ["a", "b"], "npcs": {"Ogre": {}}, "hands": {"Ann": ["1"]}}
    assert redactor(FaceDown("/deck"))(state, ANN) is state
    assert redactor(GameMasterOnly("/npcs"), PerSeat("/hands"))(state, Viewer.of("gus", "gm")) is state


def test_the_sorted_piles_remembered_are_bounded_by_their_cards(monkeypatch):
    from domain.kernel import hidden
    from domain.kernel.caches import Bounded
    monkeypatch.setattr(hidden, "_piles", Bounded(10 * hidden.CARD_BYTES))
    piles = [[str(n), "0"] for n in range(1, 20)]
    assert [hidden.face_down(pile) for pile in piles] == [["0", str(n)] for n in range(1, 20)]
    assert hidden.face_down(piles[-1]) is hidden.face_down(piles[-1])
    assert hidden._piles.size <= 10 * hidden.CARD_BYTES and len(hidden._piles) == 5


SEGMENTS = st.lists(st.sampled_from(["table", "tab", "obstacle_deck", "0", "a~1b", "", "*"]), max_size=4)


@given(SEGMENTS, SEGMENTS)
def test_a_path_covers_a_pointer_when_they_agree_segment_by_segment_as_far_as_the_shorter_goes(path, pointer):
    pointer = [part for part in pointer if part != "*"]
    agree = all(want in ("*", got) for want, got in zip(path, pointer))
    assert covers("".join("/" + part for part in path), "".join("/" + part for part in pointer)) == agree


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=8), st.text(alphabet='ab "\\\n\u00e9 ', max_size=6)), max_size=12))
def test_a_pile_of_names_is_shown_in_the_order_of_their_canonical_json(names):
    assert face_down(list(names)) == sorted(names, key=canonical)


def test_a_pile_of_other_cards_is_shown_in_the_order_of_their_canonical_json():
    pile = [{"name": "b"}, "a", {"name": "a b"}, 3]
    assert face_down(pile) == sorted(pile, key=canonical)
