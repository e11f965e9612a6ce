"""Phase 1: Enemy Invasion. 1.1 Refresh Tracks; 1.2 Monsters Attack (the 1st player picks
each monster in turn: it moves 1 zone closer to the Castle, then its ability applies);
1.3 Monster Reinforcements; 1.4 Reveal a Disaster (Nightmare: 2 in weeks 3, 5 and 7)."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import components as k
from .. import events as ev
from ..applying import run
from ..board import toward
from ..guards import require_step
from ..pieces import lookup, pieces
from ..state import card, monster_zone, require_player
from .abilities import effects, in_range
from .drawing import queued


def begin_week(state: dict, week: int) -> Event:
    """1.1 Refresh Tracks: Hand-Size 7, Actions 5, Music Tokens back from the Music Hall."""
    refresh = {"actions": k.ACTIONS, "hand_size": k.HAND_SIZE, "spent": 0}
    return Event(ev.WEEK_BEGAN, {"week": week, "first": state["first"], "refresh": refresh,
                                 "tokens": 3 if len(state["players"]) == 1 else 1,
                                 "left": [entry["card"] for entry in state["monsters"]]}, source=DERIVED)


def _step_to(state: dict, key: str, start: str, given: str | None, field: str) -> str | None:
    """The zone a monster steps into from `start`: the one way, or the one the 1st player names."""
    ways = toward(state, start)
    if not ways:
        if given is not None:
            raise RuleViolation("dwarfswinter.monster.castle", f"{key} is in the Castle and moves no further")
        return None
    if given is None and len(ways) == 1:
        return ways[0]
    if given not in ways:
        raise RuleViolation("dwarfswinter.monster.path", f"{field}: {key} moves from {start} to one of "
                                                         f"{', '.join(ways)}")
    return given


def move_monster(state: dict, command: dict) -> list[Event]:
    """1.2: the chosen monster moves 1 zone closer to the Castle, then attacks."""
    require_step(state, "invasion", "attack", "moving a monster")
    attack, key = state["attack"], command["monster"]
    if attack["push"] or attack["returns"]:
        raise RuleViolation("dwarfswinter.attack.unfinished", "first finish the last monster's ability")
    if key not in attack["left"]:
        raise RuleViolation("dwarfswinter.monster.moved", f"{key!r} is not a monster still to move this week")
    start = monster_zone(state, key)
    events = []
    to = _step_to(state, key, start, command.get("to"), "to")
    if to is not None:
        events.append(Event(ev.MONSTER_MOVED, {"card": key, "from": start, "to": to, "why": "attack"}))
    else:
        to = start
    if card(state, key)["ability"] == "charge" and toward(state, to) and in_range(run(state, events), to):
        further = _step_to(state, key, to, command.get("charge_to"), "charge_to")
        events.append(Event(ev.MONSTER_MOVED, {"card": key, "from": to, "to": further, "why": "charge"}))
        to = further
    elif command.get("charge_to") is not None:
        raise RuleViolation("dwarfswinter.monster.charge", f"{key} takes no second step")
    return events + [_attacked(run(state, events), key, to)]


def _attacked(state: dict, key: str, zone: str) -> Event:
    found, choosing = effects(state, key, zone)
    push = card(state, key)["ability"] == "push-monster" and bool(pushable(state, key))
    return Event(ev.MONSTER_ATTACKED, {"card": key, "zone": zone, "ability": card(state, key)["ability"],
                                       "effects": found, "push": push, "returns": choosing})


def pushable(state: dict, pusher: str) -> list[str]:
    """Other monsters that can still move closer to the Castle."""
    return [entry["card"] for entry in state["monsters"] if entry["card"] != pusher and toward(state, entry["zone"])]


def push_monster(state: dict, command: dict) -> list[Event]:
    """"Choose one other Monster and move it once": 1 zone closer, without its ability."""
    require_step(state, "invasion", "attack", "moving another monster")
    pusher, key = state["attack"]["push"], command["monster"]
    if not pusher:
        raise RuleViolation("dwarfswinter.push.none", "no monster's ability moves another monster now")
    if key not in pushable(state, pusher):
        raise RuleViolation("dwarfswinter.push.monster", f"{key!r} is not another monster that can move")
    start = monster_zone(state, key)
    to = _step_to(state, key, start, command.get("to"), "to")
    return [Event(ev.MONSTER_MOVED, {"card": key, "from": start, "to": to, "why": "push", "by": pusher})]


def send_home(state: dict, command: dict) -> list[Event]:
    """"Each player returns 1 Dwarf from this Monster's zone": the player picks which."""
    require_step(state, "invasion", "attack", "returning a dwarf")
    player = command["player"]
    require_player(state, player)
    attack = state["attack"]
    if player not in attack["returns"]:
        raise RuleViolation("dwarfswinter.home.none", f"{player} has no dwarf to return now")
    zone = attack["zone"]
    piece = lookup(pieces(state, [player], [zone]), command["dwarf"], "dwarfswinter.home.dwarf",
                   f"one of {player}'s dwarfs in {zone}")
    return [Event(ev.DWARF_SENT_HOME, {"player": player, "zone": zone, "kind": piece.kind})]


def call_reinforcements(state: dict) -> Event:
    """1.3: draw monsters until the board holds 2 (1 player), 3 (2) or 4 (3-4)."""
    wanted = k.MONSTERS_BY_PLAYERS[len(state["players"])] - len(state["monsters"])
    return Event(ev.REINFORCEMENTS_CALLED, {"draws": queued(state, "monsters", "reinforcement", wanted)},
                 source=DERIVED)


def call_disasters(state: dict) -> Event:
    """1.4: one Disaster; two in weeks 3, 5 and 7 with Nightmare."""
    nightmare = state["options"]["nightmare"] and state["week"] in k.NIGHTMARE_WEEKS
    return Event(ev.DISASTERS_CALLED, {"draws": queued(state, "disasters", "nightmare" if nightmare else "week",
                                                       2 if nightmare else 1)}, source=DERIVED)


def need_returns(state: dict) -> list[str]:
    return list(state["attack"]["returns"]) if state["attack"] else []
