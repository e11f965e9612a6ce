"""A year's story in a few sentences at the head of its chapter: what was at stake, the turn
the game took (the moment the rules rate the biggest swing, `domain.kernel.turning`), what it
cost and how it ended. The play itself follows, each scene told once."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, count
from domain.kernel.turning import chapter_story, turning_point

from ..campaign import events as ev
from .moments import outcome_items
from .quiet import tk
from .scenes import scene_cost
from .text import and_list, condition_name
from .year import Year


def rate(moment: Moment) -> float:
    """How much a moment of the table swung the game (Six Winters' own measure): the threat
    roll that nearly ended it above all, then a scene won, a condition taken, an obstacle
    overcome, sorcery exploding."""
    items = outcome_items((moment.data or {}).get("outcome"))
    close = any("threat_roll" in i and i["threat_roll"] > i.get("pool", 99) and i.get("pool", 99) <= 2 for i in items)
    if close:
        return 5.0
    if moment.kind == tk.SCENE_NARRATED:
        return 4.0
    conditions = sum(1 for i in items if i.get("condition") and i.get("character"))
    overcome = moment.kind == tk.OBSTACLE_ATTEMPTED and (moment.data.get("outcome") or {}).get("result") == "overcome"
    explosions = sum(1 for i in items if i.get("cause") == "explosion")
    return 3.0 * conditions + 2.0 * overcome + 0.5 * explosions


def year_story(year: Year, game: list[Moment], result: str, voice: Voice) -> str:
    """The stakes, the turn, the cost and the end of a year: 'The first scene, Impress the
    Keeper of Forbidden Lore at Parisa's Glen, asked for 20 points, with five dice in the threat
    pool. The year turned when a threat roll of 4 against a pool of 2 left the game hanging by a
    thread. Keel took a Shattered condition. In the end the scenario failed.' A year recorded
    as a summary, or only begun, tells what stood instead of a turn: the scenes completed, the
    conditions carried out of it, where the characters set out, that it is under way."""
    turn = turning_point(game, rate)
    said = _what_happened(turn) if turn is not None else ""
    return chapter_story(game, rate, _stakes(year, voice), lambda moment: voice.say("turned", what=said),
                         lambda moment: _cost(game, moment, said, voice),
                         voice.say("year_end", result=result) if result else "", _standing(year, game, result, voice))


def _stakes(year: Year, voice: Voice) -> str:
    scene, pool = year.data(ev.INITIAL_SCENE_PLACED), year.data(ev.SCENARIO_SET_UP).get("threat_pool")
    if not scene.get("scene") or pool is None:
        return ""
    return voice.say("story_stakes", scene=scene["scene"], location=scene.get("location") or "the map",
                     target=scene.get("target", "?"), pool=count(pool, "die", "dice"))


def _cost(game: list[Moment], turn: Moment | None, said: str, voice: Voice) -> str:
    """The conditions the year's moves gave, those the turning point told left out."""
    told = set(said.split(" and ")) | set(said.split(", "))
    rest = [m for m in game if m is not turn]
    return scene_cost(rest, voice, leave_out=told)


def _standing(year: Year, game: list[Moment], result: str, voice: Voice) -> list[str]:
    """True sentences of where the year stood, for a story with little else to tell."""
    summary = year.data(ev.SCENARIO_ENDED).get("summary") or {}
    scenes = [str(scene) for scene in summary.get("scenes_completed") or []]
    won = sum(1 for m in game if m.kind == tk.SCENE_NARRATED)
    carried = [f"{name} {and_list([condition_name(c) for c in sheet.get('conditions') or []])}"
               for name, sheet in (summary.get("characters") or {}).items() if sheet.get("conditions")]
    at: dict[str, list[str]] = {}
    for name, place in (year.data(ev.CHARACTERS_PLACED).get("locations") or {}).items():
        at.setdefault(place, []).append(name)
    placed = [f"{and_list(names)} from {place}" for place, names in at.items()]
    return [voice.say("story_scenes", scenes=count(len(scenes), "scene"), names=and_list(scenes)) if scenes else
            voice.say("story_won", scenes=count(won, "scene")) if won else "",
            voice.say("story_carried", carried=and_list(carried)) if carried else "",
            voice.say("story_placed", placed=and_list(placed)) if placed else "",
            "" if result or year.first(ev.SCENARIO_ENDED) else voice.say("story_underway", year=year.number)]


def _what_happened(moment: Moment) -> str:
    data, items = moment.data or {}, outcome_items((moment.data or {}).get("outcome"))
    for item in items:
        if "threat_roll" in item and item["threat_roll"] > item.get("pool", 99) and item.get("pool", 99) <= 2:
            return f"a threat roll of {item['threat_roll']} against a pool of {item['pool']} left the game hanging by a thread"
    if moment.kind == tk.SCENE_NARRATED:
        return f"a scene was won with {(data.get('outcome') or {}).get('points', '?')} points"
    taken = [f"{i['character']} took a {condition_name(i['condition'])} condition" for i in items
             if i.get("condition") and i.get("character")]
    if taken:
        return and_list(dict.fromkeys(taken))
    if moment.kind == tk.OBSTACLE_ATTEMPTED:
        team = and_list([t.get("character", "") for t in data.get("team") or []]) or "the party"
        return f"{team} overcame {data.get('obstacle', 'an obstacle')}"
    return "sorcery burst out of control"
