"""A year's story in a few sentences at the head of its chapter: where Red Bank's threat stood
as the year began, the turn it took (the moment v19.3 rates the biggest swing,
`domain.kernel.turning`), the threat it cost and how the year ended. The turns follow."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, count
from domain.kernel.turning import chapter_story

from .. import events as ev
from ..words import resource


def rate(moment: Moment) -> float:
    """How much a moment swung the year: a progress card completed (the more progress, the
    bigger), threat rising on several spaces at once, an obstacle overcome."""
    data = moment.data or {}
    if moment.kind == ev.PROGRESS_COMPLETED:
        return 2.0 + sum((data.get("progress") or {}).values()) / 2
    if moment.kind == ev.THREATS_RAISED:
        return 1.5 * len(data.get("raises") or []) - 1.0
    return 2.5 if moment.kind == ev.OBSTACLE_OVERCOME else 0.0


def year_story(moments: list[Moment], characters: list[str], voice: Voice) -> str:
    """The stakes, the turn, the cost and the end of one year ('' when nothing swung it)."""
    begun = next((m for m in moments if m.kind == ev.TURN_BEGAN), None)
    tracks = ((begun.state if begun else None) or {}).get("tracks") or {}
    stakes = ""
    if tracks:
        top = max(track["threat"] for track in tracks.values())
        highest = [resource(name) for name, track in tracks.items() if track["threat"] == top]
        highest = "every track" if len(highest) == len(tracks) else and_list(highest)
        stakes = voice.say("story-stakes", year=moments[0].data["year"], tracks=highest, threat=top,
                           characters=and_list(characters) or "the characters")
    return chapter_story(moments, rate, stakes, lambda moment: _turned(moment, voice),
                         lambda moment: _cost(moments, moment, voice), _outcome(moments, voice), [_standing(moments, voice)])


def _standing(moments: list[Moment], voice: Voice) -> str:
    """Where Red Bank's tracks stood at the year's end: the highest threat and where."""
    tracks = (moments[-1].state or {}).get("tracks") or {}
    if not tracks:
        return ""
    top = max(track["threat"] for track in tracks.values())
    highest = [resource(name) for name, track in tracks.items() if track["threat"] == top]
    return voice.say("story-standing", threat=top, tracks="every track" if len(highest) == len(tracks) else and_list(highest))


def _turned(moment: Moment, voice: Voice) -> str:
    data = moment.data
    if moment.kind == ev.PROGRESS_COMPLETED:
        gained = and_list(f"{resource(name)} by {n}" for name, n in (data.get("progress") or {}).items())
        what = f"{data['player']} completed {data['card']}" + (f", raising {gained}" if gained else "")
    elif moment.kind == ev.THREATS_RAISED:
        what = f"threat rose on {and_list(dict.fromkeys(resource(r['track']) for r in data['raises']))} at once"
    else:
        what = f"{and_list(data.get('team') or []) or 'the party'} overcame {data['obstacle']} at {data['location']}"
    return voice.say("story-turn", what=what)


def _cost(moments: list[Moment], turn: Moment, voice: Voice) -> str:
    """The threat the year added to Red Bank's tracks, a rise that was the turning point left out."""
    rises: dict[str, int] = {}
    for moment in moments:
        if moment.kind == ev.THREATS_RAISED and moment is not turn:
            for item in moment.data.get("raises") or []:
                rises[item["track"]] = rises.get(item["track"], 0) + 1
    if not rises:
        return ""
    told = and_list(f"{resource(name)} by {count(n, 'space')}" for name, n in rises.items())
    return voice.say("story-cost", rises=told)


def _outcome(moments: list[Moment], voice: Voice) -> str:
    ended = next((m for m in moments if m.kind == ev.GAME_ENDED), None)
    if ended is None:
        return ""
    done = ended.data.get("completed") or []
    return voice.say("story-end", turns=count(ended.data["turns"], "turn"),
                     completed=count(len(done), "progress card") + " completed" + (f" ({and_list(done)})" if done else ""))
