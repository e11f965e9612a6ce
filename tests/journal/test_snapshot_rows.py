"""A stored snapshot is read without encoding its state again, and a row that is not exactly
what the journal writes is still refused with what is wrong with it. Rows are stored
compressed, with a check that makes every stored byte count; rows written before that are
their JSON, and still read."""
import zlib
from types import SimpleNamespace

from domain.kernel import fingerprints
from domain.kernel.fingerprints import fingerprint
from domain.kernel.json_text import canonical, plain_fingerprint
from journal.store.snapshots import CHECK, Snapshots, encode, parse, quick_parse, unpacked


def _state(position: int) -> dict:
    return {"meta": {"position": position}, "game": {"name": "Ann", "dice": [3, 5], "note": "Übung"}}


def _json_row(position: int) -> bytes:
    """A row as the journal wrote them before rows were compressed."""
    state = _state(position)
    return canonical({"fingerprint": plain_fingerprint(state), "position": position, "state": state})


def test_a_written_row_reads_quickly_with_the_state_and_fingerprint_the_full_check_gives():
    data = encode(_state(12))
    state, found = quick_parse(12, data)
    assert state == parse(12, data)[0] == _state(12)
    assert found == plain_fingerprint(_state(12))


def test_a_row_is_stored_compressed_and_a_row_of_json_written_before_still_reads():
    big = {"meta": {"position": 3}, "game": {"deck": ["Prismatic Lotus", "Frost Ward"] * 500}}
    data = encode(big)
    assert unpacked(data) == (_json_row_of(big), None) and len(data) < len(_json_row_of(big)) // 10
    assert quick_parse(3, data)[0] == parse(3, data)[0] == big
    before = _json_row(12)
    assert quick_parse(12, before)[0] == parse(12, before)[0] == _state(12)


def _json_row_of(state: dict) -> bytes:
    return canonical({"fingerprint": plain_fingerprint(state), "position": state["meta"]["position"], "state": state})


def test_every_byte_of_a_compressed_row_counts():
    data = encode(_state(12))
    for offset in range(len(data)):
        for mask in (0x01, 0x80, 0x5F):
            changed = bytearray(data)
            changed[offset] ^= mask
            assert quick_parse(12, bytes(changed)) is None, (offset, mask)
            assert parse(12, bytes(changed))[0] is None, (offset, mask)
    assert parse(12, data[:-1])[0] is None and parse(12, data + b"x")[0] is None and parse(12, b"")[0] is None
    # compressed bytes that inflate to the very same text (as a changed bit of deflate's padding
    # would) are refused too: the check is of the stored bytes, not of the text
    packed = data[:-CHECK]
    same = zlib.compress(zlib.decompress(packed), 9)
    assert same != packed and zlib.decompress(same) == zlib.decompress(packed)
    assert parse(12, same + data[-CHECK:]) == (None, "the stored bytes were changed (they do not match the check stored with them)")


def test_a_row_edited_by_hand_is_left_to_the_full_check_which_says_what_is_wrong():
    data = _json_row(12)
    spaced = data.replace(b'"dice":[3,5]', b'"dice": [3, 5]')
    assert quick_parse(12, spaced) is None
    assert parse(12, spaced) == (None, "the stored bytes are not in canonical form (edited by hand?)")
    changed = data.replace(b"[3,5]", b"[3,6]")
    assert quick_parse(12, changed) is None
    assert parse(12, changed)[1] == "the state differs from the fingerprint stored with it"
    assert quick_parse(13, data) is None and parse(13, data)[1] == "the row is not a snapshot of this position"
    assert quick_parse(12, data[:-1]) is None and quick_parse(12, b"") is None
    assert quick_parse(13, encode(_state(12))) is None and parse(13, encode(_state(12)))[1] == \
        "the row is not a snapshot of this position"


def _trusting(reference: dict):
    """Snapshots of a process that trusted a row of stream 'c' holding `reference` last."""
    snapshots = Snapshots(SimpleNamespace(store=None), cost=None)
    fingerprints.fingerprint(reference)
    snapshots._shared_from["c"] = id(reference)
    return snapshots


def test_a_second_row_is_trusted_sharing_what_it_has_in_common_with_the_row_trusted_before():
    reference = {"meta": {"position": 10}, "game": {"deck": [f"card {i}" for i in range(40)], "seats": [{"a": [1]}]}}
    row = {"meta": {"position": 20}, "game": {"deck": [f"card {i}" for i in range(40)], "seats": [{"a": [2]}]}}
    snapshots = _trusting(reference)
    trusted = snapshots._as_recorded(("c", 20), row, plain_fingerprint(row), fingerprint(row))
    assert trusted == row and trusted["game"]["deck"] is reference["game"]["deck"]
    forged = {**row, "game": {**row["game"], "seats": [{"a": [3]}]}}
    assert snapshots._as_recorded(("c", 20), forged, plain_fingerprint(forged), fingerprint(row)) is None


def test_a_row_equal_to_the_one_before_only_by_python_is_still_trusted_as_itself():
    """{"flag": 1} == {"flag": True}: sharing takes the part before; its fingerprint then differs
    from the recorded one, and the row's own state is checked instead (never set aside)."""
    reference = {"meta": {"position": 10}, "game": {"flag": True, "seats": [{"a": [1]}]}}
    row = {"meta": {"position": 20}, "game": {"flag": 1, "seats": [{"a": [1]}]}}
    trusted = _trusting(reference)._as_recorded(("c", 20), row, plain_fingerprint(row), fingerprint(row))
    assert trusted is row and fingerprint(trusted) == fingerprint(row)
