"""The move-by-move account, kept apart from the story.

A chronicle's chapters tell the story; the account of every move is an appendix a reader
asks for (`journal chronicle --appendix`). A ruleset marks what belongs to the account: a
section whose style is `ACCOUNT` (a scene told move by move) and a paragraph whose style is
`ROLL` (one roll told on its own line, as `narrate_generic` tells a recorded roll). Without
the appendix a session's rolls are summed up on its dice page (`luck`), not listed.

Pure: it moves blocks between sections and makes no text of its own but the headings.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .chronicle import ROLL, Paragraph, Section

ACCOUNT = "account"     # a section that tells play move by move
APPENDIX_TITLE = "The play, move by move"


@dataclass
class Told:
    """A book's sections cut in two: the story, and the account of each chapter that has one."""

    story: list[Section] = field(default_factory=list)
    account: list[Section] = field(default_factory=list)


def is_account(block) -> bool:
    return isinstance(block, Paragraph) and block.style == ROLL


def split_account(sections: list[Section]) -> Told:
    """The story without the account, and the account gathered under each chapter's title."""
    told, chapter, moved = Told(), None, []

    def close() -> None:
        if chapter is not None and moved:
            told.account.append(Section(chapter.title, level=2, style="appendix"))
            told.account.extend(moved)

    for section in sections:
        if section.level == 1:
            close()
            chapter, moved = section, []
        if section.style == ACCOUNT:
            moved.append(replace(section, level=max(3, section.level), style="appendix"))
            continue
        kept, rolls = _without_rolls(section)
        if rolls:
            moved.append(Section("Rolls", level=3, blocks=rolls, style="appendix"))
        if kept.blocks or section.level == 1 or not rolls:
            told.story.append(kept)
    close()
    return told


def _without_rolls(section: Section) -> tuple[Section, list]:
    rolls = [block for block in section.blocks if is_account(block)]
    if not rolls:
        return section, []
    return replace(section, blocks=[block for block in section.blocks if not is_account(block)]), rolls


def appendix(told: Told) -> list[Section]:
    """The appendix chapter that prints the account, or nothing when there is none."""
    if not told.account:
        return []
    return [Section(APPENDIX_TITLE, style="appendix"), *told.account]
