"""What an event did to an explained list, in a few words: each item it added or took, counted,
so a second condition of the same name reads as taken, not as the list reordered."""
from __future__ import annotations

from journal.projections.explaining import change_words

WOUNDED, SHATTERED = {"name": "Wounded", "track": "body"}, {"name": "Shattered", "track": "psyche"}


def test_a_second_item_like_one_already_there_reads_as_added():
    assert change_words([WOUNDED], [WOUNDED, WOUNDED]) == "+ Wounded"
    assert change_words([WOUNDED, SHATTERED, WOUNDED], [SHATTERED, WOUNDED]) == "− Wounded"


def test_the_same_items_in_another_order_read_as_reordered():
    assert change_words([WOUNDED, SHATTERED], [SHATTERED, WOUNDED]) == "reordered"
