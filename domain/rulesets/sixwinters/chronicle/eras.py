"""A long campaign told as a book, not a log: when a campaign has more years than a book
holds chapters (`CHAPTERS`), its years are told in eras of several years each. An era's
chapter says what was played and won, tells each year in a few sentences (its opening, each
scene once, its result and its dice in one line), then the era's dice page and the party
as the era closes; the play move by move stays in the appendix."""
from __future__ import annotations

from math import ceil

from domain.kernel.account import ACCOUNT
from domain.kernel.chronicle import Section, Table, Timeline
from domain.kernel.luck import luck_line, luck_section
from domain.kernel.storytelling import Voice, and_list, byline, count

from ..campaign import events as ev
from .scenes import game_sections
from .sheets import map_picture
from .text import condition_name
from .year import Year

CHAPTERS = 12   # a campaign of more years than this is told in eras


def too_many_for_chapters(years: list[Year]) -> bool:
    """Whether the years are told in eras rather than a chapter each."""
    return len(years) > CHAPTERS


def eras(years: list[Year]) -> list[list[Year]]:
    """The years in runs of equal length, at most `CHAPTERS` runs (each year its own run
    when the campaign is short)."""
    size = max(1, ceil(len(years) / CHAPTERS))
    return [years[start:start + size] for start in range(0, len(years), size)]


def era_sections(timeline: Timeline, era: list[Year], voice: Voice, lucky, luck_voice: Voice) -> list[Section]:
    """The chapter of an era: the years in short, the era's dice, the party at its end."""
    first, last = era[0].number, era[-1].number
    moments = [m for year in era for m in year.moments]
    players = list(dict.fromkeys(p for year in era for p in year.data(ev.SESSION_STARTED).get("players") or []))
    span = f"years {first} to {last}" if last != first else f"year {first}"
    chapter = Section(span.capitalize(), byline=byline(moments, players))
    chapter.say(_era_lead(era), "lead")
    sections = [chapter]
    for year in era:
        sections += _year_in_short(timeline, year, voice, lucky)
    luck = luck_section(moments, luck_voice, title=f"Dice and luck in {span}", lucky=lucky)
    if luck:
        sections.append(luck)
    party = _party(era, timeline)
    if party:
        sections.append(party)
    return sections


def _party(era: list[Year], timeline: Timeline) -> Section | None:
    """The company as the era closes, a line per character (each sheet once a chapter, what
    changed over the era named), and the world map."""
    end, start = era[-1].moments[-1].state or {}, timeline.state_before(era[0].moments[0].position) or {}
    sheets = (end.get("campaign") or {}).get("sheets") or {}
    if not sheets:
        return None
    before = (start.get("campaign") or {}).get("sheets") or {}
    rows = [[name, sheet.get("title", ""), _stress(sheet), _conditions(sheet), _changed(sheet, before.get(name))]
            for name, sheet in sheets.items()]
    section = Section(f"The company after year {era[-1].number}", level=2, style="sheet")
    section.add(Table(["Character", "Title", "Psyche / body", "Conditions", f"Since year {era[0].number}"], rows,
                      caption="The character sheets as the years closed"))
    picture = map_picture(end, f"The world map as year {era[-1].number} closes")
    if picture:
        section.add(picture)
    return section


def _stress(sheet: dict) -> str:
    stress = sheet.get("stress") or {}
    return f"{stress.get('psyche', '-')} / {stress.get('body', '-')}"


def _conditions(sheet: dict) -> str:
    return ", ".join(condition_name(c) for c in sheet.get("conditions") or []) or "none"


def _changed(sheet: dict, before: dict | None) -> str:
    """What changed on a sheet over the era, in words: 'joined the company', the skills that
    rose, and the other parts of the sheet a player reads that changed."""
    if before is None:
        return "joined the company"
    skills, was = sheet.get("skills") or {}, before.get("skills") or {}
    rose = [f"{skill} {was.get(skill, 0)} to {value}" for skill, value in skills.items()
            if isinstance(value, int) and value > (was.get(skill) or 0)]
    parts = [words for key, words in SHEET_PARTS.items() if sheet.get(key) != before.get(key)]
    return and_list(rose + parts) or "unchanged"


SHEET_PARTS = {"stress": "stress", "conditions": "conditions", "abilities": "abilities",
               "reserve_actions": "reserve actions", "move": "movement"}   # the parts of a sheet a player reads


def _era_lead(era: list[Year]) -> str:
    """'Over these twelve years the party took on The Order of the Blue Robe and Two Eyes in
    One Face: three scenarios succeeded and nine failed.'"""
    scenarios = and_list(dict.fromkeys(y.data(ev.SCENARIO_CHOSEN).get("scenario") for y in era))
    results = [y.data(ev.SCENARIO_ENDED).get("result") for y in era]
    won, lost = results.count("success"), results.count("failure")
    tally = and_list([f"{count(won, 'scenario')} succeeded" if won else "",
                      f"{count(lost, 'scenario')} failed" if lost else ""])
    return (f"Over these {count(len(era), 'year')} the party took on {scenarios or 'the winters'}"
            + (f": {tally}." if tally else "."))


def _year_in_short(timeline: Timeline, year: Year, voice: Voice, lucky) -> list[Section]:
    """One year in a few sentences: each scene once, the result and the dice; its scenes move
    by move follow as the appendix's sections."""
    name = year.data(ev.SCENARIO_CHOSEN).get("scenario", "an unknown scenario")
    part = Section(f"Year {year.number}: {name}", level=3)
    placed, ended = year.first(ev.CHARACTERS_PLACED), year.first(ev.SCENARIO_ENDED)
    start = placed.position if placed else year.moments[-1].position
    game = [m for m in year.moments if m.position > start and (ended is None or m.position < ended.position)]
    after = [m for m in year.moments if ended is not None and m.position >= ended.position]
    told = game_sections(timeline, year, game, after, voice) if placed else []
    part.blocks += [block for section in told if section.style != ACCOUNT for block in section.blocks]
    result = {"success": "succeeded", "failure": "failed"}.get((ended.data if ended else {}).get("result"))
    if result:
        part.say(voice.say("scenario_result", result=result))
    part.say(luck_line(year.moments, lucky), "aside")
    return [part, *(section for section in told if section.style == ACCOUNT)]
