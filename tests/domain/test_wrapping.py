"""Wrapping for pictures gives textwrap's lines, whatever the text."""
import textwrap

from hypothesis import given, settings, strategies as st

from domain.kernel.wrapping import wrap

WORDS = st.text(alphabet=st.sampled_from("ab -\t\n\u00a0é"), max_size=40)


@settings(max_examples=800, deadline=None)
@given(WORDS, st.integers(min_value=1, max_value=45), st.booleans())
def test_the_lines_are_textwraps(text, width, hyphens):
    assert wrap(text, width, hyphens) == textwrap.wrap(text, width, break_on_hyphens=hyphens)


def test_a_text_that_fits_is_one_line_and_nothing_is_no_line():
    assert wrap("Conditions: none", 38) == ["Conditions: none"]
    assert wrap("", 10) == [] and wrap("  ", 10) == []
    assert wrap("a long label that does not fit", 10) == textwrap.wrap("a long label that does not fit", 10)
