"""Sentences of sessions, Life Points, falling and death (narrate.py holds the rest)."""
from __future__ import annotations

from . import events as k
from .words import possessive

CAUSES = {
    "attack": "{character} takes {amount} damage from {by} ({old} → {life} Life Points).",
    "harm": "{character} takes {amount} damage ({old} → {life} Life Points).",
    "healing": "{character} regains {points} from {by_healing} ({old} → {life}).",
    "bleeding": "{character} bleeds: {points} lost ({old} → {life}).",
    "burning": "{character} burns: {amount} damage ({old} → {life} Life Points).",
    "poison": "The poison halves {owner} Life Points ({old} → {life}).",
    "poison ends": "Free of the poison, {owner} Life Points come back ({old} → {life}).",
    "death save": "{character} {direction} ({old} → {life} Life Points).",
}


def _life(d, before):
    amount = abs(d["change"])
    words = {"character": d["character"], "owner": possessive(d["character"]), "by": d.get("by") or "the attack",
             "by_healing": f"{possessive(d['by'])} care" if d.get("by") and d["by"] != d["character"] else "healing",
             "old": d["life"] - d["change"], "life": d["life"],
             "amount": amount, "points": f"{amount} Life Point{'s' if amount != 1 else ''}",
             "direction": "fights back from the edge, gaining 1 Life Point" if d["change"] > 0
             else "slips closer to the edge, losing 1 Life Point"}
    return CAUSES[d["cause"]].format(**words)


def _session_started(d, before):
    title = f": {d['title']}" if d["title"] else ""
    return f"Session {d['number']} begins{title}."


def _session_ended(d, before):
    summary = f" {d['summary']}" if d["summary"] else ""
    return f"Session {d['number']} ends.{summary}"


def _expired(d, before):
    lost = " and ".join(f"{p['trait']} die" if p["dice"] == 1 else f"{p['dice']} {p['trait']} dice"
                        for p in d["penalties"])
    return f"The session is over: {possessive(d['character'])} {lost} lost to Overexertion come back."


def _path(d, before):
    if not d["die"]:
        return f"{d['character']} follows {d['path'] or 'no Path'}, with no Path Die."
    return f"{d['character']} follows {d['path'] or 'a Path'}, with a d{d['die']} Path Die."


LIFE_SENTENCES = {
    k.LIFE_CHANGED: _life,
    k.FELL: lambda d, before: f"{d['character']} falls Unconscious at {d['life']} Life Points and is dying.",
    k.STABILIZED: lambda d, before: f"{d['character']} stabilizes at {d['life']} Life Point"
                                    f"{'s' if d['life'] != 1 else ''}: conscious again, but Tired.",
    k.DIED: lambda d, before: f"{d['character']} dies.",
    k.SESSION_STARTED: _session_started, k.SESSION_ENDED: _session_ended, k.PENALTIES_EXPIRED: _expired,
    k.PATH_SET: _path,
}
