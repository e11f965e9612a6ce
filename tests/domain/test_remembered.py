"""Drawings remembered by their arguments are drawn once per distinct content."""
from domain.kernel import remembered
from domain.kernel.remembered import by_content


def test_the_same_content_is_drawn_once_and_other_content_again(monkeypatch):
    monkeypatch.setattr(remembered, "KEPT", 2)
    calls = []

    @by_content
    def draw(name, sheet):
        calls.append(name)
        return f"<svg>{name}:{sheet['move']}</svg>"

    assert draw("Thea", {"move": 2}) == draw("Thea", {"move": 2}) == "<svg>Thea:2</svg>"
    assert draw("Thea", {"move": 3}) == "<svg>Thea:3</svg>"
    assert calls == ["Thea", "Thea"]
    draw("Keel", {"move": 1})          # the oldest of two kept is forgotten
    draw("Thea", {"move": 2})
    assert calls == ["Thea", "Thea", "Keel", "Thea"]
