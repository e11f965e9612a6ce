"""Why an event came out as it did (the `explain` hook): the rule that applied and the numbers
it read, for the events people ask about. Threat rose by the icons beyond two on the obstacles
in play (and spilled over to the next track in trade order); a track rose by a completed card's
reward; the seasonal event, the activated locations and a season's second turn followed the
season symbols on the decks' backs; a defence needed a die of 3 or less, or a 1; the victory
level counted the completed Diplomacy, Support and Espionage tracks."""
from __future__ import annotations

from typing import Any

from domain.kernel import Because, Recorded
from domain.kernel.titles import ANY, Titles, title_from, words
from domain.kernel.catalogs import catalog_of

from . import events as ev
from .rules.overcome import skill_for
from .state import backs, obstacle, pool_size, symbols
from .words import RESOURCES, TRACK_SPACES, VICTORY_TRACKS, listed, possessive, region, resource


def _threats(before: dict, d: dict) -> tuple[Because, ...]:
    reasons = []
    for name in RESOURCES:
        icons = d["icons"][name]
        rises = max(0, icons - 2)
        reasons.append(Because("sixwinters_v19.threats.icons",
                               f"{resource(name)}: {icons} threat icons on the obstacles in play, "
                               f"{rises} beyond two", {"resource": name, "icons": icons, "raises": rises}))
    for item in d["raises"]:
        if item["track"] != item["for"]:
            reasons.append(Because("sixwinters_v19.threats.overflow",
                                   f"the {resource(item['for'])} threat track was on space {TRACK_SPACES}, so "
                                   f"{resource(item['track'])}, next in trade order, rose instead",
                                   {"for": item["for"], "track": item["track"]}))
    if d["owed"]:
        reasons.append(Because("sixwinters_v19.threats.choice", f"past Sorcery the players choose where "
                                                                f"{d['owed']} more go", {"owed": d["owed"]}))
    return tuple(reasons)


def _completed(before: dict, d: dict) -> tuple[Because, ...]:
    reward = d.get("reward") or catalog_of(before)["progress"][d["card"]]["reward"]
    return tuple(Because("sixwinters_v19.progress.reward",
                         f"{d['card']} shows {'a wildcard: the players pick a track' if icon == 'wild' else resource(icon)}",
                         {"card": d["card"], "reward": icon,
                          **({"from": before["tracks"][icon]["progress"]} if icon != "wild" else {})})
                 for icon in reward)


def _turn(before: dict, d: dict) -> tuple[Because, ...]:
    shown = backs(before)
    decks = listed(f"{region(name)} {back or 'empty'}" for name, back in shown.items())
    return (Because("sixwinters_v19.seasonal-event",
                    f"{d['symbols']} {d['season']} symbols showed on the obstacle decks' backs ({decks}), so card "
                    f"{d['symbols']} of {d['season']}: {d['event']}",
                    {"season": d["season"], "symbols": d["symbols"], "backs": shown}),)


def _activated(before: dict, d: dict) -> tuple[Because, ...]:
    words = {"spring": "the top location", "summer": "the middle location", "fall": "the bottom location",
             "winter": "all three locations"}
    return tuple(Because("sixwinters_v19.activation.back",
                         f"{region(r)} shows {b}: {words[b]}" if b else f"{possessive(region(r))} deck is empty: nothing",
                         {"region": r, "back": b}) for r, b in d["regions"].items())


def _advanced(before: dict, d: dict) -> tuple[Because, ...]:
    turn = d["from"]
    if turn["second"]:
        return (Because("sixwinters_v19.time.second", "a season has two turns at most", {"season": turn["season"]}),)
    showing = symbols(before, turn["season"])
    said = (f"{showing} {turn['season']} symbols showed, so the season's second turn was played" if showing else
            f"no {turn['season']} symbol showed, so the season had one turn")
    return (Because("sixwinters_v19.time.second", said, {"season": turn["season"], "symbols": showing}),)


def _refilled(before: dict, d: dict) -> tuple[Because, ...]:
    return tuple(Because("sixwinters_v19.refill.size",
                         f"{resource(name)}: {len(before['session']['pools'][name])} dice in the pool, size "
                         f"{pool_size(before, name)} under the progress marker on space {before['tracks'][name]['progress']}",
                         {"resource": name, "in_pool": len(before["session"]["pools"][name]),
                          "size": pool_size(before, name)})
                 for name in RESOURCES if d["pools"].get(name))


def _defended(before: dict, d: dict) -> tuple[Because, ...]:
    going = before["session"]["overcome"]
    card = obstacle(before, going["obstacle"])
    reasons = []
    for character in going["team"]:
        skill = skill_for(before, character, going["obstacle"])
        needs = 3 if skill >= card["difficulty"] else 1
        reasons.append(Because("sixwinters_v19.defend.threshold",
                               f"{character}'s {card['skill']} is {skill} against difficulty {card['difficulty']}: "
                               f"a die of {needs} or less defends", {"character": character, "skill": skill,
                                                                     "difficulty": card["difficulty"], "needs": needs}))
    return tuple(reasons)


def _ended(before: dict, d: dict) -> tuple[Because, ...]:
    return (Because("sixwinters_v19.victory.level",
                    f"{len(d['completed'])} of Diplomacy, Support and Espionage complete: {d['level']}",
                    {"completed": d["completed"], "level": d["level"]}),
            *(Because("sixwinters_v19.victory.track",
                      f"{resource(name)}: progress on space {before['tracks'][name]['progress']}, threat on space "
                      f"{before['tracks'][name]['threat']}; complete only with the progress cube alone on space "
                      f"{TRACK_SPACES}", {"resource": name, **before["tracks"][name]}) for name in VICTORY_TRACKS))


EXPLAINED = {ev.THREATS_RAISED: _threats, ev.PROGRESS_COMPLETED: _completed, ev.TURN_BEGAN: _turn,
             ev.LOCATIONS_ACTIVATED: _activated, ev.TIME_ADVANCED: _advanced, ev.POOLS_REFILLED: _refilled,
             ev.OBSTACLE_DEFENDED: _defended, ev.CAMPAIGN_ENDED: _ended}


def explain(before: dict, event: Recorded) -> tuple[Because, ...]:
    reason = EXPLAINED.get(event.kind)
    return reason(before, dict(event.data)) if reason and before else ()



VALUE_TITLES: Titles = {
    ("tracks", ("tracks", ANY, ANY)): lambda track, part: f"{words(track)} {words(part).lower()}",
}


def value_title(view: str, path: tuple, document: Any) -> str | None:
    """A track's progress, threat and pool size, as the board names them."""
    return title_from(VALUE_TITLES, view, path, document)
