"""Every event in one sentence of the rulebook's words (the log, replay, API and chronicle read
them). A sentence reads only the event and the state before it, as its reader may see them:
a deck's order is never read (it may be withheld)."""
from __future__ import annotations

from domain.kernel import Recorded, generic
from domain.kernel.words import kind_words

from . import events as ev
from .words import SLOTS, a, capital, counted, deck_of, listed, number, possessive, region, resource


def _dice(values) -> str:
    return ", ".join(map(str, values)) or "none"


def _now(back) -> str:
    """"now shows fall", "is now empty": the back a deck shows after a card left it."""
    return "is now empty" if back is None else "now " + _back(back)


def _back(back) -> str:
    if back is None:
        return "is empty"
    if isinstance(back, dict):
        return f"shows stage {back['stage']}, {counted(back['stars'], 'star')}"
    return f"shows {back}"


def _pick(event: Recorded, *variants: str) -> str:
    return variants[event.position % len(variants)]


def _square(key: str) -> str:
    row, col = key.split(",")
    return f"row {int(row) + 1}, column {int(col) + 1}"


def _setup(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.LOCATIONS_DRAWN:
        return f"Four locations of {region(d['region'])} are drawn: {listed(d['cards'])}."
    if kind == ev.LOCATIONS_KEPT:
        placed = listed(f"{name} at the {slot}" for name, slot in zip(d["locations"], SLOTS))
        extra = [f"{card} attached to {name}" for name, cards in d["attached"].items() for card in cards]
        return f"{capital(region(d['region']))} is set up: {placed}" + (f"; {listed(extra)}." if extra else ".")
    if kind == ev.SESSION_STARTED:
        if len(d["players"]) == 1:
            return f"Year {d['year']} begins: {d['players'][0]} plays solo, with two characters and seven action dice."
        return f"Year {d['year']} begins: {listed(d['players'])} take up the defence of Red Bank."
    if kind == ev.STARTING_DICE_ROLLED:
        pools = "; ".join(f"{resource(n)} {_dice(v)}" for n, v in d["pools"].items())
        hands = "; ".join(f"{p} {_dice(v)}" for p, v in d["action_dice"].items())
        return f"The resource pools are filled ({pools}) and the action dice rolled ({hands})."
    if kind == ev.CHARACTERS_CHOSEN:
        return f"{d['player']} chooses {listed(d['characters'])}."
    if kind == ev.OBSTACLE_DECKS_SHUFFLED:
        how = "by the app" if d["method"] == "app" else "by hand"
        shown = "; ".join(f"{region(r)} {_back(b)}" for r, b in d["backs"].items())
        return f"The obstacle decks are shuffled {how} and placed: {shown}."
    if kind == ev.PROGRESS_DECK_SHUFFLED:
        return (f"The progress deck is built from {counted(len(d['cards']), 'card')}, each stage shuffled apart, "
                f"lowest on top; it {_back(d['back'])}.")
    if kind == ev.PROGRESS_CARD_DRAWN:
        return f"{d['player']} draws {d['card']} (the progress deck {_now(d['back'])})."
    if kind == ev.PROGRESS_CARD_KEPT:
        return _pick(event, f"{d['player']} starts with {d['card']}.", f"{d['player']} chooses {d['card']} to start with.")
    if kind == ev.PROGRESS_CARDS_STAGED:
        if not d["cards"]:
            return "No card is left to stage."
        return f"The cards not chosen go to the progress staging area, from the bottom: {listed(d['cards'])}."
    if kind == ev.CHARACTER_PLACED:
        return _pick(event, f"{d['character']} takes up a place at {d['location']}.",
                     f"{d['character']} is placed at {d['location']}.")
    return None


def _table(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.OBSTACLE_PLACED:
        lead = {"first-game": f"For {d['progress']}", "new": "New obstacle", "surge": "Obstacle surge"}[d["purpose"]]
        tail = f"; {d['progress']} is discarded" if d["purpose"] != "first-game" else ""
        return (f"{lead}: {d['obstacle']} comes into play at {d['location']}{tail}; "
                f"{deck_of(d['region'])} {_now(d['back'])}.")
    if kind == ev.OBSTACLE_SKIPPED:
        return f"No obstacle comes into play{' for ' + d['progress'] if d['progress'] else ''}: {d['why']}."
    if kind == ev.OBSTACLE_DECK_RESHUFFLED:
        return f"{capital(possessive(region(d['region'])))} discards are shuffled into a new deck; it {_back(d['back'])}."
    if kind == ev.PROGRESS_CARD_STAGED:
        return f"{d['card']} fills the top of the staging area (the progress deck {_now(d['back'])})."
    return None


def _turn(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.TURN_BEGAN:
        which = f"the second turn of {d['season']}" if d["second"] else d["season"]
        return (f"Turn {d['turn']}, {which}: {number(d['symbols'])} {d['season']} "
                f"symbol{'s' if d['symbols'] != 1 else ''} showing, so {d['event']} comes into play.")
    if kind == ev.POOLS_REFILLED:
        added = "; ".join(f"{resource(n)} +{_dice(v)}" for n, v in d["pools"].items() if v) or "no pool needs dice"
        return f"Refill: {added}; fresh action dice for {listed(d['action_dice'])}."
    if kind == ev.LOCATIONS_ACTIVATED:
        return _activation(d)
    if kind == ev.THREATS_RAISED:
        return _threats(d)
    if kind == ev.THREAT_TRACK_CHOSEN:
        return f"Sorcery's threat is at its last space: the players raise the {d['track']} threat to {d['threat']}."
    if kind == ev.TIME_ADVANCED:
        to = d["to"]
        if to is None:
            return "The season time marker returns to the first winter: the game is over."
        return f"Time advances to {'the second turn of ' + to['season'] if to['second'] else to['season']}."
    if kind == ev.GAME_ENDED:
        done = f"{counted(len(d['completed']), 'progress card')} completed"
        return f"Year {d['year']} ends after {counted(d['turns'], 'turn')}, {done}."
    return None


def _activation(d) -> str:
    if not d["activated"]:
        return "Activation: no location activates."
    parts = []
    for item in d["activated"]:
        with_obstacles = f" with {listed(item['obstacles'])}" if item["obstacles"] else ""
        parts.append(f"{item['location']}{with_obstacles}")
    sources = "; ".join(f"{s['location']} adds {a(s['resource'])} {s['value']}" for s in d["sources"])
    return f"Activation: {listed(parts)} activate{'s' if len(parts) == 1 else ''}" + (f"; {sources}." if sources else ".")


def _threats(d) -> str:
    rises = {}
    for item in d["raises"]:
        rises.setdefault(item["track"], []).append(item["for"])
    if not rises and not d["owed"]:
        return "Threats: no resource shows three or more threat icons; no threat rises."
    parts = []
    for track, reasons in rises.items():
        over = [r for r in reasons if r != track]
        why = f" (overflow from {listed(over)})" if over else f" ({d['icons'][track]} {track} icons)"
        parts.append(f"{track} +{len(reasons)} to {d['threats'][track]}{why}")
    owed = f"; the players choose where {number(d['owed'])} more go" if d["owed"] else ""
    return f"Threats rise: {'; '.join(parts)}{owed}."


def _action(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.CHARACTER_MOVED:
        if d["via"] == "gate":
            return f"{d['character']} steps through the magic gate from {d['from']} to {d['to']}, taking one psyche stress."
        how = "sails" if d["via"] == "port" else _pick(event, "travels", "moves")
        return f"{d['character']} {how} from {d['from']} to {d['to']} for {counted(len(d['dice']), 'action die', 'action dice')} ({_dice(d['dice'])})."
    if kind == ev.ASSET_CREATED:
        got = listed(f"{d['resource']} {v}" for v in d["taken"])
        return (f"{d['character']} puts {a(d['die'])} on slot {d['slot']} of the {d['resource']} pool: {got} "
                f"{'becomes an asset' if len(d['taken']) == 1 else 'become assets'} at {d['location']}.")
    if kind == ev.TRADE_MADE:
        return (f"{d['character']} trades with {a(d['die'])} on slot {d['slot']} of the {d['pool']} pool: "
                f"{a(d['from'])} {d['value']} becomes {d['to']}.")
    if kind == ev.PROGRESS_DIE_PLACED:
        return (f"{d['character']} places the {d['die']['resource']} {d['die']['value']} from {d['location']} on "
                f"{d['card']} ({_square(d['square'])}).")
    if kind == ev.PROGRESS_COMPLETED:
        raised = listed(f"{n} progress rises to {v}" for n, v in d["progress"].items())
        wild = f"; {d['player']} chooses {number(d['wild'])} track{'s' if d['wild'] > 1 else ''} for the wildcard" if d["wild"] else ""
        return f"{d['card']} is completed: its dice are discarded and {raised or 'no track rises'}{wild}."
    if kind == ev.REWARD_CHOSEN:
        return f"{d['player']}'s wildcard raises {d['track']} progress to {d['progress']}."
    if kind == ev.PROGRESS_CARD_TAKEN:
        return f"{d['player']} takes {d['card']} from the staging area."
    return _overcome(before, event, d)


def _overcome(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.OBSTACLE_APPROACHED:
        going = (before.get("session") or {}).get("overcome") if before else None
        verb = "joins the approach to" if going else "approaches"
        return f"{d['character']} {verb} {d['obstacle']} at {d['location']}, placing {_dice(d['dice']) if d['dice'] else 'no dice'}."
    if kind == ev.OBSTACLE_DEFENDED:
        rolls = "; ".join(f"{p} rerolls {_dice(v)}" for p, v in d["rolls"].items()) or "no dice are left to reroll"
        if d["success"]:
            return f"Defend: {rolls}, and the team defends."
        hurt = listed(f"{c} {', '.join(f'{n} {k}' for k, n in s.items())}" for c, s in d["stress"].items())
        return f"Defend: {rolls}; the defence fails" + (f" and the attack lands: {hurt} stress." if hurt else ".")
    if kind == ev.DEFEND_DICE_PLACED:
        return f"{d['player']} places {_dice(d['dice']) if d['dice'] else 'no defend dice'} on the obstacle."
    if kind == ev.OBSTACLE_OVERCOME:
        return _pick(event, f"{d['obstacle']} is overcome and goes to {possessive(region(d['region']))} discard pile.",
                     f"The team overcomes {d['obstacle']}; it is discarded to {possessive(region(d['region']))} pile.")
    if kind == ev.OVERCOME_ENDED:
        return f"{d['obstacle']} holds; the dice stay on it, {_dice(d['open'])} still open."
    if kind == ev.SKILLS_RAISED:
        if not d["characters"]:
            return "Nobody raises a skill."
        return listed(f"{c}'s {d['skill']} rises to {d['values'][c]}" for c in d["characters"]) + "."
    if kind == ev.LOCATION_ACTION_TAKEN:
        return f"{d['character']} spends {a(d['die'])} for the action of {d['location']}: {d['action']}"
    if kind == ev.ACTIONS_ENDED:
        left = f", leaving {counted(len(d['dice']), 'action die', 'action dice')} unused" if d["dice"] else ""
        return f"{d['player']} is done for this turn{left}."
    return None


def _session_end(before, event, d) -> str | None:
    kind = event.kind
    if kind == ev.OBSTACLES_BURNED:
        return f"Burn Obstacles: {listed(i['card'] for i in d['cards'])} burned." if d["cards"] else \
            "Burn Obstacles: no obstacle is burned."
    if kind == ev.OBSTACLES_UNLOCKED:
        if not d["cards"]:
            return "Unlock New Obstacles: no obstacle joins the decks."
        return "Unlock New Obstacles: " + listed(f"{i['card']} joins {deck_of(i['region'])}"
                                                 + (" (its threat track reached its difficulty)" if i["why"] == "threat" else "")
                                                 for i in d["cards"]) + "."
    if kind == ev.OBSTACLE_DECKS_GATHERED:
        return "Shuffle Obstacle Decks: the discards return to their decks (" + \
            ", ".join(f"{region(r)} {n}" for r, n in d["returned"].items()) + ")."
    if kind == ev.LOCATIONS_BURNED:
        return f"Burn Locations: {listed(d['locations'])} burned." if d["locations"] else "Burn Locations: none."
    if kind == ev.LOCATIONS_UNLOCKED and d.get("threat"):
        return listed(_threat_location(p) for p in d["places"]) + "."
    if kind == ev.LOCATIONS_UNLOCKED:
        return "Unlock New Locations: " + listed(f"{p['location']} takes the {SLOTS[p['slot']]} slot of {region(p['region'])}"
                                                 for p in d["places"]) + "."
    if kind == ev.CHARACTERS_RECOVERED:
        verb = "recovers" if len(d["characters"]) == 1 else "recover"
        rec = f"{listed(d['characters'])} {verb} their stress" if d["characters"] else "nobody recovers"
        return f"Recover Unlocked Characters: {rec}" + (f"; {listed(d['unlocked'])} unlocked." if d["unlocked"] else ".")
    if kind == ev.YEAR_ADVANCED:
        burned = f"; stage {listed(d['stages'])} progress cards are burned" if d["stages"] else ""
        return f"Advance Year: year {d['year']} lies ahead{burned}."
    if kind == ev.CAMPAIGN_ENDED:
        return f"The campaign is over: {d['summary']}."
    return None


def _threat_location(place: dict) -> str:
    """A threat location comes into play during a game (option threat_locations "at-once")."""
    spot = f"the {SLOTS[place['slot']]} slot of {region(place['region'])}"
    said = f"Its threat track at the last space, {place['location']} comes into play in {spot}"
    if place.get("replaces"):
        said += f", in place of {place['replaces']}"
        if place["discarded"]:
            said += f" (its obstacles {listed(place['discarded'])} discarded)"
    if place["attached"]:
        said += f", with {listed(place['attached'])}"
    return said


def _journal(before, event, d) -> str | None:
    if event.kind == generic.NOTED:
        return f"Note{' on ' + d['about'] if d.get('about') else ''}: {d['text']}"
    if event.kind == generic.ADJUSTED:
        card = f" for {d['card']}" if d.get("card") else ""
        return f"Adjusted by hand{card}: {d['reason']}"
    if event.kind == generic.ROLLED:
        return f"Rolled {_dice(die['value'] for die in d['dice'])}{' for ' + d['purpose'] if d.get('purpose') else ''}."
    return None


TELLERS = (_setup, _table, _turn, _action, _session_end, _journal)


def sentence(before, event: Recorded) -> str:
    """The event in one sentence."""
    data = dict(event.data)
    for teller in TELLERS:
        text = teller(before, event, data)
        if text is not None:
            return text
    return kind_words(event.kind) + "."


narrate = sentence
