"""The chronicle of a v19.3 campaign (the reports hook): the campaign told as a book.

Before the first winter: the difficulty, where the threat stood, the starting map. Then a
chapter per year (a year runs from its session-started to the next), named for the characters
who played it and dated: its setup, a part per turn (year.py, turns.py), the year's end with
Red Bank's tracks, and the year's dice and luck page. When the sixth year is over, the end of
the campaign: the victory level, the tracks completed and those with advantage. A campaign
still under way prints as it stands. `year` keeps only that year's chapter.
"""
from __future__ import annotations

from domain.kernel.cast import Role, cast_section
from domain.kernel.chronicle import (NOT_NARRATED, Chronicle, ChronicleRefusal, Facts, Moment, Picture, Section, Table, Timeline,
                                     cut_where, narrate_generic, narrate_unknown)
from domain.kernel.luck import luck_section, luck_voice
from domain.kernel.storytelling import Voice, and_list, count, dates_of

from .. import events as ev
from ..pictures import tracks_picture
from ..words import DIFFICULTIES, RESOURCES, VICTORY_TRACKS, region, resource
from .honours import campaign_awards
from .phrases import OPENING, SESSION_END_WORDS, TEMPLATES
from .year import year_sections

# which way an action die is lucky: high ones take more from the pools and cover more faces;
# resource dice, source dice and defence rerolls are counted but never called lucky
LUCKY = {"action": 1}
BEFORE = (ev.LOCATIONS_DRAWN, ev.LOCATIONS_KEPT)


def _before(moments: list[Moment], state: dict | None) -> Section:
    """Campaign Setup: the difficulty and the threat it sets, the starting map, the players."""
    section = Section("Before the first winter")
    if state:
        threat = DIFFICULTIES[state["difficulty"]]
        section.say(f"Red Bank had six winters to stop the Autarch. {and_list(state['players'])} chose the "
                    f"{state['difficulty']} campaign, so every threat cube started on space {threat} of twelve "
                    f"and every progress cube on space one.", "lead")
        kind = "a random starting map" if state.get("map") == "random" else "the standard starting locations"
        section.say(f"They laid out {kind}.")
    for moment in moments:
        if moment.kind == ev.LOCATIONS_KEPT:
            d = moment.data
            section.say(f"In {region(d['region'])} they kept {and_list(d['locations'])}.")
        elif moment.kind not in BEFORE and moment.kind not in NOT_NARRATED:
            block = narrate_generic(moment) or narrate_unknown(moment)
            if block is not None:
                section.add(block)
    return section


def _campaign_end(state: dict, moment: Moment) -> Section:
    """Campaign End: the victory level, the tracks completed, the bonus the rulebook names
    without values (advantage, difficulty)."""
    d = moment.data
    section = Section("The end of the campaign")
    completed = [resource(n) for n in d["completed"]]
    missing = [resource(n) for n in VICTORY_TRACKS if n not in d["completed"]]
    said = (f"After six winters the campaign ended in {d['level']}: Red Bank completed "
            f"{and_list(completed)}" + (f", but not {and_list(missing)}." if missing else ".")) if completed else \
        f"After six winters the campaign ended in {d['level']}: none of Diplomacy, Support and Espionage was completed."
    section.say(said, "lead")
    ahead = [resource(n) for n in d["advantage"]]
    section.say(f"Red Bank ended with advantage in {and_list(ahead)}, at {d['difficulty']} difficulty; "
                f"the rulebook gives bonus points for both, without saying how many." if ahead else
                f"Red Bank ended with advantage in no track, at {d['difficulty']} difficulty.")
    section.add(Table(["Resource", "Progress", "Threat"],
                      [[resource(n), state["tracks"][n]["progress"], state["tracks"][n]["threat"]] for n in RESOURCES],
                      caption="Red Bank's tracks at the end of the campaign", numeric=(1, 2)))
    section.add(Facts([("Victory", d["level"]), ("Completed", and_list(completed) or "none"),
                       ("Advantage", and_list(ahead) or "none"), ("Difficulty", d["difficulty"])]))
    return section


def _cast(years: list[list]) -> Section | None:
    """Who played whom in the years told: each character once, with its players and years."""
    roles = [Role(name, moment.data.get("player", ""), str(told[0].data["year"])) for told in years
             for moment in told if moment.kind == ev.CHARACTERS_CHOSEN for name in moment.data.get("characters", [])]
    return cast_section(roles, "The characters of this chronicle and the players who played them.", when="Years")


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of a v19.3 campaign, or of one year of it."""
    moments = list(timeline)
    years = cut_where(moments, ev.SESSION_STARTED)[1:]
    if year is not None and not any(y[0].data["year"] == year for y in years):
        played = ", ".join(str(y[0].data["year"]) for y in years) or "none yet"
        raise ChronicleRefusal(f"year {year} has not been played in this campaign; years played: {played}")
    final = timeline.final
    voice, luck, memory = Voice({**TEMPLATES, **OPENING, **SESSION_END_WORDS}), luck_voice(), {}
    book = Chronicle(title=timeline.name or "A Six Winters campaign", subtitle=_subtitle(final, year),
                     group=list(final["players"]) if final else [], dates=dates_of(moments))
    if year is None:
        first = next((i for i, m in enumerate(moments) if m.kind == ev.SESSION_STARTED), len(moments))
        book.sections.append(_before(moments[:first], timeline.state_at(moments[0].position) if moments else None))
        book.sections += [page for page in [_cast(years)] if page]
    for told in years:
        if year is not None and told[0].data["year"] != year:
            continue
        book.sections += year_sections(told, voice, memory)
        page = luck_section(told, luck, title=f"Dice and luck in year {told[0].data['year']}", lucky=LUCKY.get)
        if page:
            book.sections.append(page)
    ended = next((m for m in moments if m.kind == ev.CAMPAIGN_ENDED), None)
    if ended is not None and year is None:
        book.sections.append(_campaign_end(ended.state, ended))
        book.sections[-1].blocks += [block for block in [campaign_awards(moments, LUCKY.get)] if block]
    if final:
        book.picture = Picture(tracks_picture(final), caption="Red Bank's tracks")
        book.facts = [("Years played", len(final["history"])), ("Difficulty", final["difficulty"]),
                      ("Result", final["result"]["level"] if final.get("result") else "under way")]
    return book


def _subtitle(final: dict | None, year: int | None) -> str:
    if year is not None:
        return f"Six Winters v19.3: Red Bank, year {year}"
    if not final:
        return "Six Winters v19.3: Red Bank"
    played = len(final["history"])
    if final.get("result"):
        return f"Six Winters v19.3: Red Bank, six years, {final['result']['level']}"
    going = f", year {final['year']} under way" if final.get("session") else ""
    return f"Six Winters v19.3: Red Bank, {count(played, 'year')} played{going}"
