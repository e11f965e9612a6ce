"""The plain data a chronicle is made of: the blocks and sections of a book (reports/ prints
them) and a `Moment` of the timeline a ruleset reads. Kept apart from chronicle.py (the hook,
the timeline's fold, the shared narration) so that the modules chronicle.py itself reads, such
as the group's own words for a chapter (group_voice.py), build blocks without an import circle.
Plain text only: reports/ escapes it. See docs/chronicle.md."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Union


# ---- the blocks a section is made of -------------------------------------------------

@dataclass
class Paragraph:
    """Narrative prose, plain text."""

    text: str
    style: str = ""     # "", "lead" (opening paragraph), "aside" (small print), "moment" (highlight),
                        # "roll" (one roll, told only in the appendix: account.py)


@dataclass
class Quote:
    """A player's own words (a `journal/noted` note), quoted as written."""

    text: str
    by: str = ""        # the actor who wrote it
    about: str = ""     # what the note is about (a scene, a character...)


@dataclass
class Table:
    """Rows of plain cells; reports/ wraps long cells and repeats the header on new pages."""

    columns: list[str]
    rows: list[list[Any]]
    caption: str = ""
    numeric: tuple[int, ...] = ()   # indexes of columns to right-align


@dataclass
class Picture:
    """An SVG picture of a state (a ruleset's ``pictures[...]``), with a caption.

    style is a hint to the layout: "" (a full-width picture) or "dice" (a roll drawn as its
    dice, `dice_faces.py`, printed small beside what it tells)."""

    svg: str
    caption: str = ""
    style: str = ""


@dataclass
class Facts:
    """A short list of label/value pairs (a character sheet's header, a score box)."""

    items: list[tuple[str, Any]]
    caption: str = ""


@dataclass
class Card:
    """A boxed group kept on one page: a character sheet, a scenario card."""

    title: str
    blocks: list = field(default_factory=list)   # Paragraph, Facts, Table, Picture, Quote
    subtitle: str = ""


Block = Union[Paragraph, Quote, Table, Picture, Facts, Card]


@dataclass
class Section:
    """A chapter (level 1: new page, running header, TOC entry) or a part of one.

    level 2 appears in the table of contents under its chapter; level 3 does not.
    style is a hint to the layout: "chapter", "sheet" (a print-friendly character
    sheet page), "luck" (a session's dice page, `domain.kernel.luck`), "cast" (who played
    whom, `domain.kernel.cast`), "cover-note" or
    "appendix". A chapter that tells a session has a `byline` printed under its title: when
    it was played and by whom (`storytelling.byline`).
    """

    title: str
    level: int = 1
    blocks: list[Block] = field(default_factory=list)
    style: str = "chapter"
    byline: str = ""

    def add(self, block: Block | None) -> "Section":
        """Add a block (None skipped: a moment told elsewhere, such as the group's words)."""
        if block is not None:
            self.blocks.append(block)
        return self

    def say(self, text: str, style: str = "") -> "Section":
        """Add a paragraph (skips empty text so templates can be assembled freely)."""
        if text and text.strip():
            self.blocks.append(Paragraph(text.strip(), style))
        return self


# ---- the timeline a ruleset reads ----------------------------------------------------

@dataclass(frozen=True)
class Moment:
    """One live (not retracted) event with the game state right after it.

    `command` is the command dict on the first event of a command (None on the rest);
    `cmd` is the position of that first event, so events of one command group together.
    `rolls` lists the dice the app rolled for it (None when entered at the table).
    `by`: the person it is credited to, never the account that recorded it: the seat the
    event acted for, or for an event of no seat (a note, a roll) the seat its account last
    acted for (the game master's chair as "the game master"); '' when it sat for none (in a
    game of no seats, the account itself: `_sat_for`).
    """

    position: int
    kind: str
    data: dict
    source: str
    actor: str
    recorded_at: str
    cmd: int
    command: dict | None
    rolls: list | None
    state: Any
    by: str = ""
