"""The chapters of the book: "Before the first winter", then one chapter per year from its
session start (opening, the party, the game, moments in the dice, session end, the party
at year's end)."""
from __future__ import annotations

from domain.kernel.chronicle import Facts, Moment, Section, Timeline
from domain.kernel.group_voice import lead_chapter
from domain.kernel.luck import luck_section
from domain.kernel.storytelling import Voice, byline, ordinal
from domain.kernel.turning import story_paragraph

from ..campaign import events as ev

from .moments import key_moments
from .quiet import is_table
from .tellers import narrate
from .scenes import game_sections
from .session_end import session_end_section
from .sheets import map_picture, party_section
from .text import and_list, difficulty_words
from .turn_map import turn_map
from .turns_of_fate import year_story
from .year import Year


def prologue(timeline: Timeline, moments: list[Moment], played: list[str]) -> list[Section]:
    """The characters who went on to play, as they stood before the first session, and the
    starting map (characters who never played stay out of the book)."""
    start = moments[-1].state or {}
    section = Section("Before the first winter", style="chapter")
    if played:
        section.say(f"Before the first winter, {and_list(played)} "
                    f"{'was' if len(played) == 1 else 'were'} ready to ride out.", "lead")
    narrate(section, moments, {})
    party = party_section(start, {f"#{i}": n for i, n in enumerate(played)}, "The characters at the outset",
                          "The world map at the outset")
    if party.blocks and len(section.blocks) <= SHORT_PROLOGUE:   # no page of its own for a sentence or two
        section.style, section.blocks = "sheet", section.blocks + party.blocks
        return [section]
    return [s for s in (section, party) if s.blocks]


SHORT_PROLOGUE = 2   # blocks of a prologue printed on the page of the characters' sheets


# which way a die is lucky (+1 high, -1 low, 0 neither): an action die spends its face on
# the scene; a threat roll above the pool goes against the party. A resource die, a sorcery
# die among them, or a stress die cuts both ways and is never called lucky: a sorcery die
# that explodes (a 6) brings another die and a stress to each character there, and a low
# resource die is one an action die takes more easily
LUCKY = {"action": 1, "threat": -1}


def lucky(kind: str) -> int:
    return LUCKY.get(kind, 0)


def year_sections(timeline: Timeline, year: Year, voice: Voice, luck_voice: Voice | None = None) -> list[Section]:
    """The chapter of one year: opening, setup, party, game, moments, session end, the dice and
    luck of the session, the party and the map at the chapter's end."""
    cast = year.data(ev.CHARACTERS_CHOSEN).get("characters") or {}
    placed = year.first(ev.CHARACTERS_PLACED)
    ended = year.first(ev.SCENARIO_ENDED)
    open_at = placed.position if placed else year.moments[0].position
    end_at = ended.position if ended else None
    before = [m for m in year.moments if m.position <= open_at]
    game = [m for m in year.moments if m.position > open_at and (end_at is None or m.position < end_at)]
    after = [m for m in year.moments if end_at is not None and m.position >= end_at]
    sections = [_opening(year, cast, before, voice)]
    result = {"success": "succeeded", "failure": "failed"}.get((ended.data if ended else {}).get("result"), "")
    sections[0].blocks[1:1] = story_paragraph(year_story(year, game, result, voice)) + \
        [picture for picture in [turn_map(timeline, year.number, game)] if picture]
    lead_chapter(sections[0], year.moments)
    if placed is None:
        return sections
    sections.append(party_section(timeline.state_at(open_at), cast, "The party sets out",
                                  f"The world map as year {year.number} begins", _last_sheets(timeline, year)))
    sections += game_sections(timeline, year, game, after, voice)
    moments = [] if any(is_table(m.kind) for m in game) else key_moments(year)   # the story tells them
    if moments:
        sections.append(Section("Moments in the dice", level=2, blocks=moments))
    if after:
        sections.append(session_end_section(year, after, voice))
    luck = luck_section(year.moments, luck_voice, title=f"Dice and luck in year {year.number}", lucky=lucky)
    if luck:
        sections.append(luck)
    if after:
        sections.append(party_section(year.moments[-1].state or {}, cast, "The world at year's end",
                                      f"The world map as year {year.number} closes", sheets=False))
    elif game:
        picture = map_picture(game[-1].state, f"The world map as the story of year {year.number} pauses")
        if picture:
            sections.append(Section("Where the year stands", level=2, blocks=[picture]))
    return sections


def _last_sheets(timeline: Timeline, year: Year) -> dict | None:
    """The state the last chapter printed the sheets at: the last year's setting out, else
    the outset before the first winter (None when the book printed none)."""
    placed = [m for m in timeline.between(0, year.moments[0].position) if m.kind == ev.CHARACTERS_PLACED]
    if placed:
        return placed[-1].state
    first = next(iter(timeline), None)
    return timeline.state_before(year.moments[0].position) if first is not None and first.position < year.moments[0].position else None


def _opening(year: Year, cast: dict, moments: list[Moment], voice: Voice) -> Section:
    """Who played whom, the scenario and difficulty, the year at a glance, and the session start."""
    scenario = year.data(ev.SCENARIO_CHOSEN)
    spotlight = year.data(ev.SPOTLIGHT_CHOSEN).get("spotlight")
    name = scenario.get("scenario", "an unknown scenario")
    players = year.data(ev.SESSION_STARTED).get("players") or list(cast)
    section = Section(f"Year {year.number}: {name}", byline=byline(year.moments, players))
    who = [f"{p} played {c}" + (" (in the spotlight)" if p == spotlight else "") for p, c in cast.items()]
    section.say(voice.say("year_opens", year=year.number, nth=ordinal(year.number), scenario=name,
                          cast=and_list(who) or "the party rode out",
                          difficulty=difficulty_words(scenario.get("difficulty"))), "lead")
    setup, scene = year.data(ev.SCENARIO_SET_UP), year.data(ev.INITIAL_SCENE_PLACED)
    section.add(Facts([("Scenario", name), ("Difficulty", scenario.get("difficulty", "standard")),
                       ("Spotlight", spotlight or "-"), ("Threat pool", setup.get("threat_pool", "-")),
                       ("First scene", scene.get("scene", "-")), ("Scene location", scene.get("location", "-")),
                       ("Points needed", scene.get("target", "-"))], caption="The year at a glance"))
    narrate(section, moments, {}, voice)
    return section
