"""One sentence per event of the live game, in the rulebook's words, for the log, replay and API.

Each sentence reads the event (the players' input and the rule's outcome) and the table as
it was just before it. Plain text; whoever shows it escapes it.
"""
from __future__ import annotations

from domain.kernel import EventDoesNotApply, Recorded
from domain.kernel.words import a_or_an

from . import events as ev
from .applying import apply


def and_list(items) -> str:
    items = [str(item) for item in items if item]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""


def _items(event: Recorded) -> list[dict]:
    outcome = event.data.get("outcome") or {}
    return [item for item in outcome.get("events", []) if isinstance(item, dict)]


def _stress(event: Recorded) -> str:
    """' Thea took 2 psyche stress.' from the outcome's stress items."""
    taken: dict[tuple, int] = {}
    for item in _items(event):
        if item.get("character") and isinstance(item.get("stress"), str):
            key = (item["character"], item["stress"])
            taken[key] = taken.get(key, 0) + 1
    said = [f"{who} took {count} {track} stress" for (who, track), count in taken.items()]
    said += [_condition(item) for item in _items(event) if item.get("character") and item.get("condition")]
    said += [f"{item['character']} played {item['card']} and recovered {item['amount']} {item['recovered']}"
             for item in _items(event) if item.get("recovered")]
    return f" {'; '.join(said)}." if said else ""


def _condition(item: dict) -> str:
    """'Keel took the condition Wounded (body now starts at 3)' (the house effect, R12)."""
    condition = item["condition"]
    name = condition.get("name") if isinstance(condition, dict) else condition
    lowered = "".join(f" ({track} now starts at {level})" for track, level in (item.get("lowered") or {}).items())
    return f"{item['character']} took the condition {name}{lowered}"


def _explosions(event: Recorded) -> str:
    count = sum(1 for item in _items(event) if item.get("cause") == "explosion")
    return "" if not count else f" Sorcery exploded {'once' if count == 1 else f'{count} times'}."


def _table(before) -> dict:
    return (before or {}).get("table") or {}


def placed(before, event: Recorded) -> str:
    return f"{event.data['character']} starts the game at {event.data['location']}."


def _face(die) -> str:
    return str(die.get("value", "?")) if isinstance(die, dict) else str(die)


def opening_rolled(before, event: Recorded) -> str:
    """Setup's first roll, each die with its kind and owner: each character's action dice and
    each location's resource dice (a bare row of faces would not say whose is which)."""
    hands = [f"{name} {and_list(map(_face, dice))}" for name, dice in (event.data.get("action_dice") or {}).items() if dice]
    placed = [f"{die.get('type') or die.get('kind')} {_face(die)} at {where}"
              for where, dice in (event.data.get("resources") or {}).items() for die in dice if isinstance(die, dict)]
    said = (f" Action dice: {'; '.join(hands)}." if hands else "") + (f" Resource dice: {and_list(placed)}." if placed else "")
    return "The first resource dice and action dice were rolled." + said + _explosions(event) + _stress(event)


def moved(before, event: Recorded) -> str:
    how = {"port": " from port to port", "gate": " through the magic gates"}.get(event.data.get("via"), "")
    return f"{event.data['character']} moved{how} to {event.data['to']}." + _stress(event)


def mustered(before, event: Recorded) -> str:
    who, mode = event.data["character"], event.data.get("mode", "resource")
    where = _table(before).get("characters", {}).get(who, {}).get("location", "their location")
    did = {"reroll-action": "rerolled unspent action dice",
           "reroll-resources": f"rerolled the resource dice at {where}"}.get(
        mode, f"brought a new {event.data.get('resource') or 'resource'} die to {where}")
    return f"{who} mustered and {did}." + _explosions(event) + _stress(event)


def exploded(before, event: Recorded) -> str:
    return "The sorcery dice owed by explosions were rolled." + _explosions(event) + _stress(event)


def asset_taken(before, event: Recorded) -> str:
    return f"{event.data['character']} took {event.data['asset']} from the staging area."


def asset_built(before, event: Recorded) -> str:
    assets = and_list(dict.fromkeys(place["asset"] for place in event.data.get("place", [])))
    done = (event.data.get("outcome") or {}).get("completed") or []
    completed = f" and completed {and_list(done)}" if done else ""
    return f"{event.data['character']} placed resource dice on {assets}{completed}."


def obstacle_attempted(before, event: Recorded) -> str:
    outcome = event.data.get("outcome") or {}
    team = and_list(member["character"] for member in event.data.get("team", []))
    verdict = {"overcome": "overcame", "hindered": "hindered"}.get(outcome.get("result"), "pushed against")
    return (f"{team} {verdict} {event.data['obstacle']}: {outcome.get('progress', 0)} progress, "
            f"{outcome.get('hindrance', 0)} hindrance." + _stress(event))


def stress_foreseen(before, event: Recorded) -> str:
    """'Keel used Stoutleaf Blade Polish: Drauga the Vicious's stress dice show 6, 2 and 1.'"""
    out = event.data.get("outcome") or {}
    shown = and_list(str(v) for v in out.get("stress", [])) or "nothing (no die to roll)"
    return (f"{event.data['foresight']['character']} used {event.data['foresight']['asset']}: "
            f"{event.data['obstacle']}'s stress dice show {shown} before the dice are allocated.")


def scene_narrated(before, event: Recorded) -> str:
    scene = (_table(before).get("scene") or {}).get("name", "The scene")
    points = (event.data.get("outcome") or {}).get("points", "?")
    return f"{scene} was completed with {points} points." + _stress(event) + _answers(event)


def _answers(event: Recorded) -> str:
    """' Asked "How ...?", the players answered: ...' for each guiding question answered."""
    return "".join(f' Asked "{a["question"]}", the players answered: {a["answer"]}'
                   for a in event.data.get("answers") or [])


def scene_committed(before, event: Recorded) -> str:
    """'Keel committed Remote Influence and Apples to the scene: 18 of 20 points.'"""
    out = event.data.get("outcome") or {}
    cards = and_list(event.data.get("cards", []))
    return (f"{event.data['character']} committed {cards} to the scene: {out.get('score', '?')} of "
            f"{out.get('needed', '?')} points." + _stress(event))


def traded(before, event: Recorded) -> str:
    given = (event.data.get("give") or [{}])[0].get("type", "resource")
    gained = (event.data.get("outcome") or {}).get("gained", "new")
    return f"{event.data['character']} traded two {given} dice for {a_or_an(gained)} die."


def ability_used(before, event: Recorded) -> str:
    return f"{event.data['character']} used {event.data['ability']}." + _stress(event)


def stashed(before, event: Recorded) -> str:
    die = event.data.get("die") or {}
    if event.data.get("unload"):
        return f"{event.data['character']} unloaded {a_or_an(str(die.get('type')))} {die.get('value')} from {event.data['card']}."
    return f"{event.data['character']} stashed {a_or_an(str(die.get('type')))} {die.get('value')} on {event.data['card']}."


def location_action(before, event: Recorded) -> str:
    where = _table(before).get("characters", {}).get(event.data["character"], {}).get("location", "the location")
    return f"{event.data['character']} took the action of {where}." + _stress(event)


def actions_ended(before, event: Recorded) -> str:
    saved = {name: values for name, values in (event.data.get("save") or {}).items() if values}
    kept = f" {'; '.join(f'{name} saved {and_list(values)} for momentum' for name, values in saved.items())}." if saved else ""
    return "The actions step ended." + kept


def refreshed(before, event: Recorded) -> str:
    unlocked = [f"{item['character']} unlocked {item['unlocked']}" for item in _items(event) if item.get("unlocked")]
    more = f" {'; '.join(unlocked)}." if unlocked else ""
    return "Characters and resources were refreshed." + more + _explosions(event) + _stress(event)


def assets_drawn(before, event: Recorded) -> str:
    drawn = (event.data.get("outcome") or {}).get("drawn") or []
    return f"{and_list(drawn)} came into the staging area." if drawn else "The asset deck was empty: no new asset."


def _obstacles_at(table: dict) -> dict[str, list[str]]:
    """Each obstacle card in play -> the locations it stands at, in the order they activate
    (lowest numbered location first), whatever order a copy of the table keeps its keys in."""
    found: dict[str, list[str]] = {}
    ordered = sorted((table.get("locations") or {}).items(), key=lambda kv: (kv[1].get("index", 0), kv[0]))
    for where, loc in ordered:
        for obs in loc.get("obstacles") or []:
            found.setdefault(obs["name"], []).append(where)
    return found


def _obstacle_changes(before, event: Recorded) -> list[str] | None:
    """What the activation did to the obstacles on the map (Activate Obstacles: move, then the
    effect, after which an obstacle is discarded), read off the table before and after. An event
    of a version read through an outcome record, told without its record: None (not known here)."""
    try:
        after = apply(before, event)
    except (KeyError, EventDoesNotApply):
        return None
    was, now = _obstacles_at(_table(before)), _obstacles_at(_table(after))
    said = []
    for name, places in was.items():
        there = now.get(name, [])
        if len(places) == 1 and len(there) == 1 and places != there:
            said.append(f"{name} moved from {places[0]} to {there[0]}")
        elif len(there) < len(places):
            said.append(f"{name} took effect and was discarded")
    return said


def obstacles_activated(before, event: Recorded) -> str:
    """Activate Obstacles: where each obstacle went, what it left, the threat and stress it caused."""
    threats = [item["threat"] for item in _items(event) if isinstance(item.get("threat"), str)]
    rolls = [str(item["threat_roll"]) for item in _items(event) if "threat_roll" in item]
    changed = _obstacle_changes(before, event) if _table(before) else []
    said = (f" Threat gathered at {and_list(threats)}." if threats else "") + \
           (f" Threat rolls: {and_list(rolls)}." if rolls else "")
    head = ("The obstacles activated." if changed is None else
            f"The obstacles activated: {'; '.join(changed)}." if changed else "The obstacles activated; none moved.")
    return head + said + _stress(event)


def obstacles_placed(before, event: Recorded) -> str:
    placed = (event.data.get("outcome") or {}).get("placed") or []
    said = and_list(f"{item['obstacle']} at {item['location']}" for item in placed)
    return f"New obstacles came into play: {said}." if said else "No new obstacle came into play."


def time_advanced(before, event: Recorded) -> str:
    if (event.data.get("outcome") or {}).get("season_ended"):
        return "The season ended."
    return f"Turn {_table(before).get('turn', 0) + 1} began."


def effect_resolved(before, event: Recorded) -> str:
    item = (event.data.get("outcome") or {}).get("resolved") or {}
    how = " by hand" if event.data.get("by_hand") else ""
    return f"The {item.get('what', 'pending effect')} of {item.get('source', 'the game')} was resolved{how}."


def game_ended(before, event: Recorded) -> str:
    reason = f" ({event.data['reason']})" if event.data.get("reason") else ""
    return f"The game was {event.data.get('result', 'over')}{reason}."


SENTENCES = {
    ev.PLACED: placed, ev.OPENING_ROLLED: opening_rolled, ev.MOVED: moved, ev.MUSTERED: mustered,
    ev.EXPLODED: exploded, ev.ASSET_TAKEN: asset_taken, ev.ASSET_BUILT: asset_built,
    ev.OBSTACLE_ATTEMPTED: obstacle_attempted, ev.SCENE_NARRATED: scene_narrated, ev.STRESS_FORESEEN: stress_foreseen, ev.SCENE_COMMITTED: scene_committed, ev.TRADED: traded,
    ev.ABILITY_USED: ability_used, ev.STASHED: stashed, ev.LOCATION_ACTION: location_action,
    ev.ACTIONS_ENDED: actions_ended, ev.REFRESHED: refreshed, ev.ASSETS_DRAWN: assets_drawn,
    ev.OBSTACLES_ACTIVATED: obstacles_activated, ev.OBSTACLES_PLACED: obstacles_placed,
    ev.TIME_ADVANCED: time_advanced, ev.EFFECT_RESOLVED: effect_resolved, ev.GAME_ENDED: game_ended,
}
