"""A stored snapshot is read without encoding its state again, and a row that is not exactly
what the journal writes is still refused with what is wrong with it."""
from domain.kernel.canonical import plain_fingerprint
from journal.snapshots import encode, parse, quick_parse


def _state(position: int) -> dict:
    return {"meta": {"position": position}, "game": {"name": "Ann", "dice": [3, 5], "note": "Übung"}}


def test_a_written_row_reads_quickly_with_the_state_and_fingerprint_the_full_check_gives():
    data = encode(_state(12))
    state, found = quick_parse(12, data)
    assert state == parse(12, data)[0] == _state(12)
    assert found == plain_fingerprint(_state(12))


def test_a_row_edited_by_hand_is_left_to_the_full_check_which_says_what_is_wrong():
    data = encode(_state(12))
    spaced = data.replace(b'"dice":[3,5]', b'"dice": [3, 5]')
    assert quick_parse(12, spaced) is None
    assert parse(12, spaced) == (None, "the stored bytes are not in canonical form (edited by hand?)")
    changed = data.replace(b"[3,5]", b"[3,6]")
    assert quick_parse(12, changed) is None
    assert parse(12, changed)[1] == "the state differs from the fingerprint stored with it"
    assert quick_parse(13, data) is None and parse(13, data)[1] == "the row is not a snapshot of this position"
    assert quick_parse(12, data[:-1]) is None and quick_parse(12, b"") is None
