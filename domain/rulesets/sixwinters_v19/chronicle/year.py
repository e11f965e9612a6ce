"""A year of a v19.3 campaign told as a chapter: who played whom, how the table was laid (the
decks' public backs, the progress cards kept and staged, the first obstacles, where the
characters set out), a part per turn (turns.py), and the year's end: the game's result, Red
Bank's tracks and what Session End changed."""
from __future__ import annotations

from domain.kernel.chronicle import (NOT_NARRATED, Moment, Picture, Section, Table, cut_where, narrate_generic,
                                     narrate_unknown)
from domain.kernel.group_voice import lead_chapter
from domain.kernel.storytelling import Voice, and_list, byline, capital, count
from domain.kernel.turning import story_paragraph

from .. import events as ev
from ..pictures import tracks_picture
from ..words import RESOURCES, SLOTS, region, resource, turn_words
from .story import year_story
from .turns import TurnTeller

SETUP_QUIET = (ev.STARTING_DICE_ROLLED, ev.PROGRESS_DECK_SHUFFLED, ev.PROGRESS_CARD_DRAWN,
               ev.PROGRESS_CARD_STAGED, ev.OBSTACLE_SKIPPED, ev.CHARACTERS_CHOSEN, ev.PROGRESS_CARD_KEPT,
               ev.PROGRESS_CARDS_STAGED, ev.OBSTACLE_PLACED, ev.CHARACTER_PLACED, ev.OBSTACLE_DECKS_SHUFFLED,
               ev.OBSTACLE_DECK_RESHUFFLED, ev.SESSION_STARTED)
ENDS = (ev.GAME_ENDED, ev.CAMPAIGN_ENDED)    # the year's end part; the campaign's end chapter
SESSION_END = (ev.OBSTACLES_BURNED, ev.OBSTACLES_UNLOCKED, ev.OBSTACLE_DECKS_GATHERED, ev.LOCATIONS_BURNED,
               ev.LOCATIONS_UNLOCKED, ev.CHARACTERS_RECOVERED, ev.YEAR_ADVANCED)


def year_sections(moments: list[Moment], voice: Voice, memory: dict) -> list[Section]:
    """The chapter of one year (from its session-started to the next) and its turns' parts."""
    start = moments[0].data
    players = list(start["players"])
    chapter = Section(f"Year {start['year']}", byline=byline(moments, players))
    first_turn = next((i for i, m in enumerate(moments) if m.kind == ev.TURN_BEGAN), len(moments))
    ended = next((i for i, m in enumerate(moments) if m.kind == ev.GAME_ENDED), len(moments))
    cast = _opening(chapter, moments[:first_turn], voice)
    characters = [c for player in players for c in cast.get(player, [])]
    chapter.title = f"Year {start['year']}" + (f": {and_list(characters)}" if characters else "")
    story = year_story(moments, characters, voice)
    chapter.blocks[1:1] = story_paragraph(story)
    lead_chapter(chapter, moments)
    sections = [chapter]
    for turn in cut_where(moments[first_turn:ended], ev.TURN_BEGAN)[1:]:
        d = turn[0].data
        part = Section(f"{turn_words({'number': d['turn'], 'season': d['season'], 'second': d['second']})}", level=2)
        TurnTeller(voice, part, {c: p for p, chars in cast.items() for c in chars}, memory).tell(turn)
        sections.append(part)
    if ended < len(moments):
        sections.append(_year_end(moments[ended:], voice))
    return [s for s in sections if s.blocks or s is chapter]


def _opening(chapter: Section, moments: list[Moment], voice: Voice) -> dict[str, list[str]]:
    """Session Setup in a few sentences; the players' notes and corrections where they were made.
    Returns who played which characters."""
    chosen: dict[str, list[str]] = {}
    for moment in moments:
        if moment.kind == ev.CHARACTERS_CHOSEN:
            chosen[moment.data["player"]] = list(moment.data["characters"])
    start = moments[0].data
    players = list(start["players"])
    if len(players) == 1 and chosen.get(players[0]):
        chapter.say(voice.say("solo", year=start["year"], player=players[0], characters=and_list(chosen[players[0]])),
                    "lead")
    else:
        cast = and_list(f"{p} playing {and_list(chosen.get(p, [])) or 'no character yet'}" for p in players)
        chapter.say(voice.say("players", year=start["year"], cast=cast), "lead")
    for moment in moments:
        if moment.kind == ev.OBSTACLE_DECKS_SHUFFLED:
            backs = and_list(f"{b or 'nothing'} for {region(r)}" for r, b in moment.data["backs"].items())
            how = "by the app" if moment.data["method"] == "app" else "by hand"
            chapter.say(voice.say("backs", how=how, backs=backs))
        elif moment.kind not in SETUP_QUIET and moment.kind not in NOT_NARRATED:
            block = narrate_generic(moment) or narrate_unknown(moment)
            if block is not None:
                chapter.add(block)
    _cards(chapter, moments, voice)
    placed = [m.data for m in moments if m.kind == ev.CHARACTER_PLACED]
    if placed:
        chapter.say(voice.say("placed", places=_places(placed)))
    return chosen


def _cards(chapter: Section, moments: list[Moment], voice: Voice) -> None:
    kept = [m.data for m in moments if m.kind == ev.PROGRESS_CARD_KEPT]
    staged = [c for m in moments if m.kind == ev.PROGRESS_CARDS_STAGED for c in m.data["cards"]]
    staged += [m.data["card"] for m in moments if m.kind == ev.PROGRESS_CARD_STAGED]
    if kept:
        began = capital(and_list(f"{k['player']} began with {k['card']}" for k in kept))
        chapter.say(voice.say("cards", kept=began, staged=and_list(staged) or "nothing"))
    first = [m.data for m in moments if m.kind == ev.OBSTACLE_PLACED and m.data["purpose"] == "first-game"]
    if first:
        chapter.say(voice.say("first-obstacles", obstacles=and_list(f"{d['obstacle']} to {d['location']}" for d in first)))


def _places(placed: list[dict]) -> str:
    """"Keel and Menas at Lily Manor", "Thea at Eastkeep and Keel at Whitehold"."""
    by_place: dict[str, list[str]] = {}
    for d in placed:
        by_place.setdefault(d["location"], []).append(d["character"])
    return and_list(f"{and_list(chars)} at {place}" for place, chars in by_place.items())


def _year_end(moments: list[Moment], voice: Voice) -> Section:
    ended = moments[0]
    d = ended.data
    section = Section(f"The end of year {d['year']}", level=2)
    completed = f"{count(len(d['completed']), 'progress card')} completed" + \
        (f" ({and_list(d['completed'])})" if d["completed"] else "")
    section.say(voice.say("year-end", year=d["year"], turns=count(d["turns"], "turn"), completed=completed), "lead")
    state = ended.state or {}
    if state.get("tracks"):
        section.add(_tracks_table(state, d["threat_start"]))
    for moment in moments[1:]:
        if moment.kind in SESSION_END:
            text = session_end_words(moment, voice)
            if text:
                section.say(text)
        elif moment.kind not in NOT_NARRATED and moment.kind != ev.CAMPAIGN_ENDED:
            block = narrate_generic(moment) or narrate_unknown(moment)
            if block is not None:
                section.add(block)
    if state.get("tracks"):
        section.add(Picture(tracks_picture(state), caption=f"Red Bank's tracks at the end of year {d['year']}"))
    return section


def _tracks_table(state: dict, threat_start: dict) -> Table:
    rows = [[resource(n), state["tracks"][n]["progress"], threat_start.get(n, state["tracks"][n]["threat"]),
             state["tracks"][n]["threat"]] for n in RESOURCES]
    return Table(["Resource", "Progress", "Threat at the start", "Threat at the end"], rows,
                 caption="Red Bank's tracks as the year ends", numeric=(1, 2, 3))


def session_end_words(moment: Moment, voice: Voice) -> str:
    """Session End, each step in one sentence or none when it changed nothing."""
    d, kind = moment.data, moment.kind
    if kind == ev.OBSTACLES_BURNED and d["cards"]:
        return voice.say("burned-obstacles", cards=and_list(i["card"] for i in d["cards"]), were=_were(d["cards"]))
    if kind == ev.OBSTACLES_UNLOCKED and d["cards"]:
        return voice.say("unlocked-obstacles", cards=and_list(
            f"{i['card']} into the {region(i['region']).removeprefix('the ')} deck" for i in d["cards"]))
    if kind == ev.LOCATIONS_BURNED and d["locations"]:
        return voice.say("burned-locations", locations=and_list(d["locations"]), were=_were(d["locations"]))
    if kind == ev.LOCATIONS_UNLOCKED and d["places"]:
        return voice.say("unlocked-locations", places=and_list(
            f"{p['location']} at the {SLOTS[p['slot']]} of {region(p['region'])}" for p in d["places"]))
    if kind == ev.CHARACTERS_RECOVERED and d["characters"]:
        unlocked = f", and {and_list(d['unlocked'])} joined the cast" if d["unlocked"] else ""
        return voice.say("recovered", characters=and_list(d["characters"]), unlocked=unlocked)
    if kind == ev.CHARACTERS_RECOVERED and d["unlocked"]:
        return voice.say("unlocked-characters", characters=and_list(d["unlocked"]))
    if kind == ev.YEAR_ADVANCED:
        burned = f", and stage {and_list(d['stages'])} of the progress cards was burned" if d["stages"] else ""
        return voice.say("year", year=d["year"], burned=burned)
    return ""


def _were(items: list) -> str:
    return "was" if len(items) == 1 else "were"
