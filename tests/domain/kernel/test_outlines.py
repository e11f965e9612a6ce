"""A picture of a moment outlines what the moment changed, as the replay does: a thing whose
words, marks or colours changed, not one the layout only moved; the outline is a copy of the
thing's own frame, so no word is added to the picture."""
from __future__ import annotations

from domain.kernel.outlines import changed, outlined


def _picture(b_text: str, shift: int = 0) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg">'
            f'<g data-name="A"><rect x="1" y="{2 + shift}" width="3" height="4"/><text y="{9 + shift}">A</text></g>'
            f'<g data-name="B"><rect x="5" y="2" width="3" height="4" rx="2"/><text>{b_text}</text></g></svg>')


def test_a_thing_whose_words_changed_is_changed_and_one_the_layout_moved_is_not():
    assert changed(_picture("B 1"), _picture("B 2", shift=7)) == ["B"]
    assert changed(_picture("B 1"), _picture("B 1", shift=7)) == []


def test_the_outline_is_the_things_frame_drawn_again_unfilled_and_a_name_not_drawn_is_passed_over():
    svg = outlined(_picture("B"), ["B", "Z"])
    assert '<rect x="5" y="2" width="3" height="4" rx="2" fill="none"' in svg
    assert svg.count("change-outline") == 1 and svg.count("<text") == 2
