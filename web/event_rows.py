"""One event of a timeline as people read it: the row of the replay, the history and the step.

The sentence for people; the kind, who and how behind "details" for auditors. A revealed
shuffle holds a die per card: the row shows the first DICE_SHOWN, the dice audit them all.
Written here rather than as a template macro: a replay page shows twenty rows, and calling the
macro twenty times was a quarter of the page's template (1.2 ms; these rows 0.3 ms).
"""
from __future__ import annotations

from markupsafe import Markup, escape

from journal.entries import DICE_SHOWN

from .render import die_face, replay_href

# what not everyone reads is marked so: the game master's tablet lies on the table (_log.html has the same)
PRIVATE_MARK = '<span class="private-mark" title="Not everyone at the table reads this">private</span>'


def event_row(item: dict, access, at: int | None = None) -> Markup:
    """The row of a timeline entry (web/timeline.py `entry`, with its `sentence` when told; a
    field it lacks reads as empty). Its parts are spaced as words are, for the details read
    as a line when opened."""
    position, sentence, text = item["position"], item.get("sentence"), item.get("text", "")
    marks = " ".join(["event", *(mark for mark, on in (("retracted", item.get("retracted")),
                                                        ("correction", item.get("correction")),
                                                        ("private", item.get("private")), ("here", position == at)) if on)])
    return Markup(
        f'<li class="{marks}" data-position="{escape(position)}">'
        f'<a class="pos" href="{escape(replay_href(access, position))}" aria-label="Replay from position '
        f'{escape(position)}">#{escape(position)}</a> {_dice(item.get("dice"), item.get("more_dice", 0))}'
        f'<span class="text">{escape(sentence or text)}</span> '
        + (f'{PRIVATE_MARK} ' if item.get("private") else "")
        + ('<span class="meta">undone</span> ' if item.get("retracted") else "")
        + f'<details class="event-details"><summary>Details</summary> <span class="type">{escape(item.get("type", ""))}'
        f'</span> <span class="meta">{_how(item)}</span>'
        + (f' <span class="raw">{escape(text)}</span>' if text and sentence else "")
        + "</details></li>")


def _dice(dice: list | None, more: int = 0) -> str:
    """The entry's dice (journal/entries.py keeps the first DICE_SHOWN) and how many more."""
    if not dice:
        return ""
    more += max(0, len(dice) - DICE_SHOWN)
    return ('<span class="dice">' + "".join(die_face(die) for die in dice[:DICE_SHOWN])
            + (f'<span class="more-dice">and {more} more dice</span>' if more > 0 else "") + "</span> ")


def _how(item: dict) -> str:
    """Who, how, when and what it undoes."""
    parts = [f"{escape(item.get('actor', ''))} · {escape(item.get('source', ''))}"]
    if item.get("when"):
        parts.append(f" · {escape(item['when'])}")
    if item.get("retracted"):
        parts.append(" · retracted")
    if item.get("retracts"):
        parts.append(f" · undoes #{escape(item['retracts'])}")
    return "".join(parts)
