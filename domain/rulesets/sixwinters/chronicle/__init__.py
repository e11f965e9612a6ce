"""The Six Winters chronicle: the campaign told year by year (the reports hook, docs/chronicle.md).

A year runs from its session start (rulebook "Session Start") to the next one. Its chapter
tells the scenario and the party, the winter, the setup, the game scene by scene (from the
live table's events, or from the session-end summary when play was recorded as summaries),
the moments found in the dice, and the session end ("Session End"); the party's sheets and
the world map are shown as they stood when the game opened and when the year closed. The
book ends with the campaign score and title ("Campaign End").

Written against the event kinds in campaign/events.py and game/events.py, and defensive: every
field is read with a default, and a kind it does not know is told by `narrate_unknown`.

The modules, by what they narrate: cover (title page), chapters (the prologue and each
year), sheets (character sheets and the map), scenes (the game), moments (moments in the
dice), session_end, campaign_end (the score), eras (a campaign of more years than a book holds
chapters, told a few years to a chapter), turns_of_fate (a year's story: its turning point,
cost and end); the tellers of single events are in
campaign_events and table_events, registered in tellers; quiet, year and text are shared.
"""
from __future__ import annotations

from domain.kernel.chronicle import Chronicle, Timeline
from domain.kernel.luck import luck_voice
from domain.kernel.storytelling import dates_of

from . import phrases
from .campaign_end import finale
from .chapters import lucky, prologue, year_sections
from .eras import era_sections, eras, too_many_for_chapters
from .honours import awards_section, campaign_awards
from .cover import cast_page, cover_facts, group, played_characters, subtitle
from .quiet import QUIET, is_table, tk
from .moments import key_moments, outcome_items
from .tellers import TELLERS, narrate
from .sheets import map_picture, party_section, sheet_card
from .year import Year, split_years

__all__ = ["chronicle", "TELLERS", "QUIET", "tk", "is_table", "outcome_items", "key_moments", "narrate",
           "party_section", "sheet_card", "year_sections", "split_years", "Year"]


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of a Six Winters campaign, or of one campaign year."""
    years, prologue_moments = split_years(timeline)
    final = timeline.final or {}
    ended = (final.get("campaign") or {}).get("ended")
    voice, dice_voice = phrases.voice(), luck_voice()
    told = [y for y in years if year is None or y.number == year]
    book = Chronicle(title=timeline.name or "A Six Winters campaign", subtitle=subtitle(years, ended, year),
                     group=group(told), dates=dates_of([m for y in told for m in y.moments]))
    book.facts = cover_facts(years, final, ended)
    book.picture = map_picture(final, "The world as the story ends")
    if year is None and prologue_moments:
        book.sections += prologue(timeline, prologue_moments, played_characters(years))
    book.sections += [page for page in [cast_page(told)] if page]
    if too_many_for_chapters(told):
        for era in eras(told):
            book.sections += era_sections(timeline, era, voice, lucky, dice_voice)
    else:
        for chapter in told:
            book.sections += year_sections(timeline, chapter, voice, dice_voice)
    last = year is None or (years and years[-1].number == year)
    if ended and last:
        book.sections.append(finale(final, ended))
        book.sections[-1].blocks += [block for block in [campaign_awards(list(timeline), lucky)] if block]
    elif last:
        book.sections += [page for page in [awards_section(list(timeline), lucky)] if page]
    return book
