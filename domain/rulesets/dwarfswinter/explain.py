"""Why an event came out as it did (the `explain` hook): the rules that applied with their
inputs, for the numbers people ask about: a score and its parts, the tie-breaker and the
solitaire title; a monster's attack (in range once, however many dwarfs: no stacking; Gold
paid for what a player lacks); a hero's production (the zones counted and those blocked); a
Monster defeated or a Disaster overcome (what it took and what it gave)."""
from __future__ import annotations

from typing import Any

from domain.kernel import Because, Recorded
from domain.kernel.titles import ANY, Titles, title_from, whose, words

from . import components as k
from . import events as ev
from .board import near
from .rules.scoring import TITLES
from .state import count
from .words import amounts, listed

PARTS = ("monsters", "disasters", "heroes", "manufacturer", "militia", "legends", "bloodlust")


def explain(before: dict, event: Recorded) -> tuple[Because, ...]:
    why = REASONS.get(event.kind)
    return tuple(why(before or {}, dict(event.data))) if why else ()


def _ended(before: dict, data: dict) -> list[Because]:
    if data["outcome"] == "lost":
        return [Because("dwarfswinter.resolution.lost", f"Phase 4: {data['reason']}: everyone loses.",
                        {"week": data["week"], "disasters": len(before.get("disasters", []))})]
    found = [Because("dwarfswinter.score", _sum(row), {part: row[part] for part in (*PARTS, "total")})
             for row in data["scores"]]
    if data.get("tie_breaker"):
        found.append(Because("dwarfswinter.score.tie", f"Tied on VPs; {data['tie_breaker'].replace('_', ' ')} decided.",
                             {"tie_breaker": data["tie_breaker"]}))
    if len(data["scores"]) == 1:
        found.append(_title(data["scores"][0], data.get("title")))
    return found


def _sum(row: dict) -> str:
    parts = [f"{row[part]} ({part})" for part in PARTS if row[part]]
    return f"{row['player']}: {' + '.join(parts) or '0'} = {row['total']} VPs."


def _title(row: dict, earned: str | None) -> Because:
    """The solitaire chart, best title first: the first whose every threshold the score meets."""
    checked = [{"title": name, "vps": vps, "monsters": monsters, "disasters": disasters, "heroes": heroes,
                "track_at_7": track} for name, vps, monsters, disasters, heroes, track in TITLES]
    text = f"The solitaire chart: {earned} is the best title whose thresholds are all met." if earned \
        else "The solitaire chart: no title's thresholds are all met."
    return Because("dwarfswinter.solitaire.title", text,
                   {"vps": row["total"], "monsters": row["monsters_count"], "disasters": row["disasters_count"],
                    "heroes": row["heroes_acquired"], "chart": checked})


def _attacked(before: dict, data: dict) -> list[Because]:
    if data["ability"] not in k.IN_RANGE or not before:
        return []
    area = near(before, data["zone"])
    found = []
    for hit in data["effects"]:
        dwarfs = sum(count(before, hit["player"], place) for place in area)
        what = "an Action" if "actions" in hit else "1 Hand-Size" if "hand_size" in hit else \
            amounts(hit.get("lost", {})) or "nothing more"
        found.append(Because("dwarfswinter.ability.no-stacking",
                             f"{hit['player']} has {dwarfs} dwarf{'s' if dwarfs != 1 else ''} in or next to "
                             f"{data['zone']} and loses {what} once.", {"player": hit["player"], "dwarfs": dwarfs}))
        lacked = [r for r in k.LOSSES.get(data["ability"], ()) if r != "gold" and not hit.get("lost", {}).get(r)]
        if lacked and hit.get("lost", {}).get("gold"):
            found.append(Because("dwarfswinter.ability.gold", f"{hit['player']} had no {listed(lacked)}: "
                                 f"paid {hit['lost']['gold']} Gold instead.", {"player": hit["player"]}))
    return found


def _played(before: dict, data: dict) -> list[Because]:
    if data.get("produced_in") is None:
        return []
    return [Because("dwarfswinter.produce", f"Produces in {listed(data['produced_in']) or 'no zone'}"
                    + (f"; nothing in {listed(data['blocked'])}, blocked by a Monster or a Disaster"
                       if data["blocked"] else "") + f": {amounts(data['gained']) or 'nothing'}.",
                    {"zones": list(data["produced_in"]), "blocked": list(data["blocked"])})]


def _battle(before: dict, data: dict) -> list[Because]:
    reward = f" and {amounts(data['gained'])}" if data.get("gained") else ""
    return [Because("dwarfswinter.battle", f"{_pieces(data['dwarfs'])} in {data['zone']} and "
                    f"{amounts(data['paid']) or 'no resources'} paid: {data['vp']} VPs{reward}.",
                    {"dwarfs": dict(data["dwarfs"]), "paid": dict(data["paid"]), "vp": data["vp"]})]


def _pieces(dwarfs: dict) -> str:
    """{"dwarf": 2, "Ice Warrior": 1} as "2 Dwarfs and the Ice Warrior"."""
    return listed([f"{n} Dwarf{'s' if n != 1 else ''}" if kind == k.DWARF else f"the {kind}"
                   for kind, n in dwarfs.items()])


REASONS = {ev.GAME_ENDED: _ended, ev.MONSTER_ATTACKED: _attacked, ev.CARD_PLAYED: _played,
           ev.MONSTER_DEFEATED: _battle, ev.DISASTER_OVERCOME: _battle}


VALUE_TITLES: Titles = {
    ("table", ("players", ANY, "resources", ANY)): lambda name, resource: f"{whose(name)} {words(resource)}",
    ("table", ("players", ANY, ANY)): lambda name, part: f"{whose(name)} {words(part).lower()}",
    ("score", ("rows", ANY, "total")): lambda name: f"{whose(name)} score",
    ("score", ("rows", ANY, ANY)): lambda name, part: f"{whose(name)} VPs for {words(part).lower()}",
}


def value_title(view: str, path: tuple, document: Any) -> str | None:
    """A player's Gold, Wood...; a player's score and its parts (the rulebook's VPs)."""
    return title_from(VALUE_TITLES, view, path, document)
