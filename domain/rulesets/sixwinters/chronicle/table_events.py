"""Tellers of the live table's events, move by move: obstacle attempts, assets built, threats
and threat rolls, sorcery, stress and conditions, scenes scored, seasons turning and the
game's end. Each takes a Moment and returns the blocks that tell it."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Table

from .moments import outcome_items
from .text import and_list, condition_name, para, worth


def scene_done(m: Moment) -> list:
    out = m.data.get("outcome") or {}
    rows = [[c.get("character", ""), c.get("card", ""), c.get("points", 0)] for c in out.get("cards", [])]
    blocks = para(f"The scene was completed with {out.get('points', '?')} points.", "moment")
    if rows:
        blocks.append(Table(["Character", "Card played", "Points"], rows, caption="Cards played", numeric=(2,)))
    return blocks + _stress_lines(out)


def committed(m: Moment) -> list:
    """'Keel committed Remote Influence for 6 points to the scene: 18 of 20.'"""
    out = m.data.get("outcome") or {}
    cards = and_list([worth(c.get('card', ''), c.get('points', 0)) for c in out.get("cards", [])])
    return para(f"{m.data.get('character', 'A character')} committed {cards} to the scene: "
                f"{out.get('score', '?')} of {out.get('needed', '?')}.") + _stress_lines(out)


def foreseen(m: Moment) -> list:
    out, use = m.data.get("outcome") or {}, m.data.get("foresight") or {}
    shown = " ".join(map(str, out.get("stress", []))) or "none"
    return para(f"{use.get('character', 'A character')} used {use.get('asset', 'an asset')} to see "
                f"{m.data.get('obstacle', 'the obstacle')}'s stress dice first: {shown}.", "aside")


def attempt(m: Moment) -> list:
    out = m.data.get("outcome") or {}
    team = and_list([t.get("character", "") for t in m.data.get("team") or []])
    verdict = {"overcome": "overcame", "hindered": "hindered"}.get(out.get("result"), "pushed against")
    return para(f"{team} {verdict} {m.data.get('obstacle', 'an obstacle')}: {out.get('progress', 0)} progress, "
                f"{out.get('hindrance', 0)} hindrance; stress dice {' '.join(map(str, out.get('stress', []))) or 'none'}.") \
        + _stress_lines(out)


def _stress_lines(out: dict) -> list:
    """'Thea took 3 psyche stress; Keel took a Wounded condition.' from an outcome's items."""
    taken, said = {}, []
    for item in outcome_items(out):
        who = item.get("character")
        if who and isinstance(item.get("stress"), str):
            taken[(who, item["stress"])] = taken.get((who, item["stress"]), 0) + 1
        elif who and item.get("condition"):
            lowered = "".join(f" (their {track} now starting at {level})" for track, level in (item.get("lowered") or {}).items())
            said.append(f"{who} took a {condition_name(item['condition'])} condition{lowered}")
    said = [f"{who} took {n} {track} stress" for (who, track), n in taken.items()] + said
    return para(f"{'; '.join(said)}.", "aside") if said else []


def sorcery(m: Moment) -> list:
    booms = sum(1 for i in outcome_items(m.data.get("outcome")) if i.get("cause") == "explosion")
    if not booms:
        return []
    return para(f"Sorcery exploded {'once' if booms == 1 else f'{booms} times'}.", "moment") + _stress_lines(m.data.get("outcome") or {})


def threat_events(m: Moment) -> list:
    """Threat tokens placed (surges included) and threat rolls against the pool."""
    items = outcome_items(m.data.get("outcome"))
    places = [i["threat"] for i in items if isinstance(i.get("threat"), str)]
    rolls = [f"a threat roll of {i['threat_roll']} against a pool of {i.get('pool', '?')}"
             for i in items if "threat_roll" in i]
    said = ([f"threat gathered at {and_list(places)}"] if places else []) + rolls
    text = "; ".join(said)
    return para(f"{text[:1].upper()}{text[1:]}.") if said else []


def built(m: Moment) -> list:
    done = (m.data.get("outcome") or {}).get("completed")
    names = done if isinstance(done, list) else [done]
    return para(f"{m.data.get('character', 'Someone')} completed {and_list(names)}.") if done else []


def _season(game) -> str:
    """' to summer' from the table after the turn, or '' when it cannot tell."""
    table = (game or {}).get("table") or {}
    try:
        return f" to {table['seasons'][table['season']]['name']}"
    except (KeyError, IndexError, TypeError):
        return ""


def game_over(m: Moment) -> list:
    reason = f" ({m.data['reason']})" if m.data.get("reason") else ""
    return para(f"The game was {m.data.get('result', 'over')}{reason}.", "moment")


def location_action(m: Moment) -> list:
    """A location's own action: which obstacle it discarded, moved or pulled, and any stress."""
    out = m.data.get("outcome") or {}
    where = ((m.state or {}).get("table") or {}).get("characters", {}).get(m.data.get("character"), {}).get("location")
    done = [f"discarded {out['discarded']}" if out.get("discarded") else "",
            f"moved {out['moved']} to {out.get('to')}" if out.get("moved") else "",
            f"pulled {out['pulled']} from {out.get('from')}" if out.get("pulled") else ""]
    place = f" of {where}" if where else ""
    return para(f"{m.data.get('character', 'A character')} used the action{place}"
                + (f" and {and_list(done)}." if any(done) else ".")) + _stress_lines(out)


def time_advanced(m: Moment) -> list:
    ended = (m.data.get("outcome") or {}).get("season_ended")
    return para(f"The season turned{_season(m.state)}.", "aside") if ended else []
