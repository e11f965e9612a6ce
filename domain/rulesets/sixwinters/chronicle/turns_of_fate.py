"""A year's story in a few sentences at the head of its chapter: what was at stake, the turn
the game took (the moment the rules rate the biggest swing, `domain.kernel.turning`), what it
cost and how it ended. The play itself follows, each scene told once."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice
from domain.kernel.turning import turning_point

from .moments import outcome_items
from .quiet import tk
from .scenes import scene_cost
from .text import and_list, condition_name


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


def year_story(game: list[Moment], result: str, voice: Voice) -> str:
    """The turn, the cost and the end of a year played at the table: 'The year turned when a
    threat roll of 4 against a pool of 2 left the game hanging by a thread. Keel took a
    Shattered condition. In the end the scenario failed.' ('' when play was not recorded move
    by move: no moment to weigh)."""
    moment = turning_point(game, rate)
    if moment is None:
        return ""
    told = [voice.say("turned", what=_what_happened(moment)), scene_cost([m for m in game if m is not moment], voice)]
    if result:
        told.append(voice.say("year_end", result=result))
    return " ".join(sentence for sentence in told if sentence)


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
