"""Sealed values: the log holds a commitment where a secret was; an opening proves the value
once it is revealed, and a changed value or salt does not match."""
from domain.kernel import Opening
from domain.kernel.secrets import (HIDDEN, commitment, is_placeholder, placeholders, seal, unseal, withhold)

SALT_A, SALT_B = "11" * 32, "22" * 32
DATA = {"method": "app", "deck": ["B", "A", "C"], "table": {"deck": ["A"], "count": 1}}


def test_sealing_replaces_each_value_by_its_commitment_and_keeps_the_values_apart():
    public, values = seal(DATA, ["/deck", "/table/deck"], {"/deck": SALT_A, "/table/deck": SALT_B})
    assert values == {"/deck": ["B", "A", "C"], "/table/deck": ["A"]}
    assert public["deck"] == {"sealed": commitment(["B", "A", "C"], SALT_A)} and public["method"] == "app"
    assert public["table"]["count"] == 1 and is_placeholder(public["table"]["deck"])
    assert DATA["deck"] == ["B", "A", "C"], "the input is untouched"
    assert unseal(public, values) == DATA


def test_an_outer_secret_holds_the_inner_placeholder_so_each_value_is_stored_once():
    public, values = seal(DATA, ["", "/deck"], {"": SALT_A, "/deck": SALT_B})
    assert is_placeholder(public) and is_placeholder(values[""]["deck"])
    assert unseal(public, values) == DATA
    assert placeholders(values[""]) == [("/deck", commitment(["B", "A", "C"], SALT_B))]


def test_an_opening_matches_its_commitment_and_nothing_else():
    sealed = commitment(["B", "A", "C"], SALT_A)
    assert Opening(3, "/deck", ["B", "A", "C"], SALT_A).matches(sealed)
    assert not Opening(3, "/deck", ["A", "B", "C"], SALT_A).matches(sealed)
    assert not Opening(3, "/deck", ["B", "A", "C"], SALT_B).matches(sealed)
    assert Opening.from_json(Opening(3, "/deck", ["B"], SALT_A).to_json()) == Opening(3, "/deck", ["B"], SALT_A)


def test_a_value_recorded_in_the_clear_is_withheld_from_readers_and_missing_pointers_are_ignored():
    shown = withhold(DATA, ["/deck", "/nowhere/at/all"])
    assert shown["deck"] == HIDDEN and shown["table"] == DATA["table"]
