"""A session's story in a few sentences at the head of its chapter: who set out on what, the
turn it took (the moment the nine-trait rules rate the biggest swing, `domain.kernel.turning`),
what it cost the party and how the fighting went. The scenes follow, deed by deed. Only what
the reader saw counts: a move behind the screen is a shadow in the group's edition and weighs
nothing."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, count
from domain.kernel.turning import chapter_story, turning_point

from .. import events as k


def _pc(moment: Moment, name: str) -> bool:
    return (((moment.state or {}).get("characters") or {}).get(name) or {}).get("kind") == "pc"


def rate(moment: Moment) -> float:
    """How much a moment swung the session: a death above all, then a fight lost or fled, a
    character falling (one of the party more than a foe), a tribulation, a fight won, a contest
    settled, a roll that succeeded."""
    data = moment.data or {}
    if moment.kind == k.DIED:
        return 6.0 if _pc(moment, data["character"]) else 5.0
    if moment.kind == k.SEQUENCE_ENDED:
        return 2.0 if data.get("outcome") == "won" else 4.5
    if moment.kind == k.FELL:
        return 4.0 if _pc(moment, data["character"]) else 3.0
    if moment.kind == k.TRIBULATION_GAINED:
        return 2.5
    if moment.kind == k.OPPOSITION_SETTLED:
        return 1.0
    return 0.5 if moment.kind == k.TRAIT_ROLLED and data.get("success") else 0.0


def session_story(run: list[Moment], voice: Voice) -> str:
    """The stakes, the turn, the cost and the fighting of one session ('' when nothing swung it)."""
    started = run[0].data
    cast = and_list(character for _, character in started.get("cast") or []) or "the party"
    stakes = voice.say("story-stakes", title=started.get("title") or f"session {started['number']}", cast=cast,
                       number=started["number"])
    return chapter_story(run, rate, stakes, lambda moment: _turned(moment, voice),
                         lambda moment: _cost(run, moment, voice), _fighting(run, voice), [_standing(run, voice)])


def _standing(run: list[Moment], voice: Voice) -> str:
    """Where the party stood at the session's end: each character's Life Points."""
    characters = ((run[-1].state or {}).get("characters") or {}).values()
    life = [f"{c['name']} {c['life']['current']}" for c in characters
            if c.get("kind") == "pc" and isinstance(c.get("life"), dict) and "current" in c["life"]]
    return voice.say("story-standing", life=and_list(life)) if life else ""


# the turn in words, by the kind of moment that made it
TURNS = {
    k.SEQUENCE_ENDED: lambda d: {"won": "the party won a fight", "ran away": "someone ran and a fight broke off",
                                 "fell": "the party fell in a fight"}.get(d.get("outcome"), "a fight ended"),
    k.DIED: lambda d: f"{d['character']} died",
    k.FELL: lambda d: f"{d['character']} fell",
    k.TRIBULATION_GAINED: lambda d: f"{d['character']} was left {d['tribulation']} by {d.get('source') or 'misfortune'}",
    k.OPPOSITION_SETTLED: lambda d: f"{d['winner']} won out over {d['opponent']} on {d['trait']}",
    k.TRAIT_ROLLED: lambda d: f"{d['character']} managed to {d.get('purpose') or 'do the deed'}",
}


def _turned(moment: Moment, voice: Voice) -> str:
    return voice.say("story-turn", what=TURNS[moment.kind](moment.data))


def _cost(run: list[Moment], turn: Moment, voice: Voice) -> str:
    """The Life Points the party lost and the tribulations it took, the turning point's own
    left out (told there already)."""
    lost: dict[str, int] = {}
    for moment in run:
        data = moment.data or {}
        if moment.kind == k.LIFE_CHANGED and data.get("change", 0) < 0 and _pc(moment, data["character"]):
            lost[data["character"]] = lost.get(data["character"], 0) - data["change"]
    taken = [f"{m.data['character']} {m.data['tribulation']}" for m in run
             if m.kind == k.TRIBULATION_GAINED and m is not turn and _pc(m, m.data["character"])]
    if len(lost) > 1 and len(set(lost.values())) == 1:
        parts = [f"{and_list(lost)} {count(next(iter(lost.values())), 'Life Point')} each"]
    else:
        parts = [f"{name} {count(points, 'Life Point')}" for name, points in lost.items()]
    if not parts and not taken:
        return ""
    left = voice.say("story-left", taken=and_list(taken)) if taken else ""
    return voice.say("story-cost", lost=and_list(parts) or "no Life Points", left=left)


def _fighting(run: list[Moment], voice: Voice) -> str:
    """How the session's fights went: fights won and foes who fell (a foe whose fall was the
    turning point is told there)."""
    turn = turning_point(run, rate)
    told = turn.data.get("character") if turn is not None and turn.kind in (k.FELL, k.DIED) else None
    won = sum(1 for m in run if m.kind == k.SEQUENCE_ENDED and m.data.get("outcome") == "won")
    felled = list(dict.fromkeys(m.data["character"] for m in run if m.kind in (k.FELL, k.DIED)
                                and not _pc(m, m.data["character"]) and m.data["character"] != told))
    if not felled:
        return voice.say("story-won", fights=count(won, "fight")) if won else ""
    return voice.say("story-end", fights=count(won, "fight"), felled=and_list(felled))
