"""Drawings remembered by their arguments are drawn once per distinct content."""
from domain.kernel import remembered
from domain.kernel.caches import Bounded
from domain.kernel.remembered import by_content


def test_the_same_content_is_drawn_once_and_other_content_again(monkeypatch):
    weighs = len("<svg>Thea:2</svg>") + len(remembered._key(("Thea", {"move": 2})))
    monkeypatch.setattr(remembered, "bounded", lambda name: Bounded(2 * weighs))   # two drawings kept
    calls = []

    @by_content("sheet-drawings")
    def draw(name, sheet):
        calls.append(name)
        return f"<svg>{name}:{sheet['move']}</svg>"

    assert draw("Thea", {"move": 2}) == draw("Thea", {"move": 2}) == "<svg>Thea:2</svg>"
    assert draw("Thea", {"move": 3}) == "<svg>Thea:3</svg>"
    assert calls == ["Thea", "Thea"]
    draw("Keel", {"move": 1})          # the oldest of two kept is forgotten
    draw("Thea", {"move": 2})
    assert calls == ["Thea", "Thea", "Keel", "Thea"]


def test_the_very_same_objects_are_found_without_writing_their_json_again(monkeypatch):
    written = []
    real = remembered._key
    monkeypatch.setattr(remembered, "_key", lambda value: written.append(value) or real(value))

    @by_content("sheet-drawings")
    def draw(name, sheet):
        return f"<svg>{name}:{sheet['move']}</svg>"

    sheet = {"move": 2}                  # a part of a state no event changed: the same object at every position
    assert draw("Thea", sheet) == draw("Thea", sheet) == "<svg>Thea:2</svg>"
    assert len(written) == 1
    assert draw("Thea", {"move": 2}) == "<svg>Thea:2</svg>"     # an equal copy is found by its JSON
    assert len(written) == 2


def test_equal_arguments_share_a_key_however_their_parts_are_shared_and_the_order_drawn_counts():
    name = "Wounded" * 3
    shared = {"conditions": [name, name]}                   # one string met twice
    apart = {"conditions": ["Wounded" * 3, "".join(["Wounded"] * 3)]}   # two equal strings
    assert shared == apart and shared["conditions"][0] is shared["conditions"][1]
    assert apart["conditions"][0] is not apart["conditions"][1]
    assert remembered._key((shared,)) == remembered._key((apart,))
    assert remembered._key(({"a": 1, "b": 2},)) != remembered._key(({"b": 2, "a": 1},))   # drawn in another order
    assert remembered._key(({"a": 1},)) != remembered._key(({"a": True},))
    assert remembered._key(({"a": 1},)) != remembered._key(({"a": 1.0},))
