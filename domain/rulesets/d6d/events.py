"""d6D event kinds and the facts each one records: every event carries its outcome, so
applying it is bookkeeping (kernel/decider.py).

The rules (rules/: setup, actions, battle, realm, scoring) compute values once, in decide;
nothing here re-applies a rule, so replay cannot drift when a rule reading changes.
"""
from __future__ import annotations

from domain.kernel import folding, on_a_copy

from .geometry import line
from .state import army

ARMIES_ROLLED = "d6d/armies-rolled"
OPENING_TIED = "d6d/opening-tied"
TIE_ROLLED = "d6d/tie-rolled"
FIRST_PLAYER_CHOSEN = "d6d/first-player-chosen"
ARMIES_PLACED = "d6d/armies-placed"
PLAY_BEGAN = "d6d/play-began"
ARMY_STRENGTHENED = "d6d/army-strengthened"
ARMY_RECRUITED = "d6d/army-recruited"
ARMY_MOVED = "d6d/army-moved"
BRIDGE_DRAWN = "d6d/bridge-drawn"
BATTLE_STARTED = "d6d/battle-started"
BATTLE_ROUND_FOUGHT = "d6d/battle-round-fought"
ARMY_DAMAGED = "d6d/army-damaged"
ARMY_DESTROYED = "d6d/army-destroyed"
SOUL_LOST = "d6d/soul-lost"
RETREATED = "d6d/retreated"
BATTLE_ENDED = "d6d/battle-ended"
TURN_PASSED = "d6d/turn-passed"
GAME_ENDED = "d6d/game-ended"


def _rolled(state, data):
    for number, die in zip((1, 2), data["dice"]):
        army(state, data["player"], number).update(at="hand", value=die["value"])
    state["opening"]["rolled"][data["player"]] = sum(d["value"] for d in data["dice"])


def _tied(state, data):
    state["phase"] = "tie"
    state["opening"]["tied"] = list(data["players"])


def _first_chosen(state, data):
    state["phase"] = "placing"
    state["opening"].update(order=list(data["order"]), tied=[])


def _placed(state, data):
    for number in data["armies"]:
        army(state, data["player"], number)["at"] = data["world"]
    state["opening"]["placed"].append(data["player"])


def _play_began(state, data):
    state["phase"] = "playing"
    state["turn"] = {"player": data["player"], "actions_left": 2, "number": 1}


def _spend_action(state):
    state["turn"]["actions_left"] -= 1


def _strengthened(state, data):
    army(state, data["player"], data["army"])["value"] = data["value"]
    _spend_action(state)


def _recruited(state, data):
    army(state, data["player"], data["army"]).update(at=data["world"], value=data["value"])
    _spend_action(state)


def _moved(state, data):
    army(state, data["player"], data["army"])["at"] = data["to"]
    _spend_action(state)


def _bridge_drawn(state, data):
    state["bridges"].append(line(data["from"], data["to"]))
    army(state, data["player"], data["army"])["value"] = data["value"]
    _spend_action(state)


def _battle_started(state, data):
    state["battle"] = {"world": data["world"], "attacker": data["attacker"],
                       "defender": data["defender"], "round": 0, "last": None}


def _round_fought(state, data):
    state["battle"].update(round=data["round"], last={
        "attacker": data["attacker"], "defender": data["defender"],
        "loser": data["loser"], "damage": data["damage"]})
    if data["damage"] > 0:
        state["pending"] = {"step": "damage", "player": data["loser"],
                            "amount": data["damage"], "world": data["world"]}


def _damaged(state, data):
    army(state, data["player"], data["army"])["value"] = data["value"]
    state["pending"] = None


def _destroyed(state, data):
    army(state, data["player"], data["army"])["at"] = "falling"
    state["pending"] = {"step": "realm", "player": data["player"], "army": data["army"]}


def _soul_lost(state, data):
    army(state, data["player"], data["army"]).update(at="realm", value=data["die"]["value"])
    state["pending"] = None


def _retreated(state, data):
    for number in data["armies"]:
        army(state, data["player"], number)["at"] = data["to"]


def _battle_ended(state, data):
    state["battle"] = None


def _turn_passed(state, data):
    state["turn"] = {"player": data["player"], "actions_left": 2, "number": data["number"]}


def _game_ended(state, data):
    state["phase"] = "over"
    state["result"] = {"reason": data["reason"], "scores": data["scores"], "winners": data["winners"]}


_FACTS = {
    ARMIES_ROLLED: _rolled, OPENING_TIED: _tied, TIE_ROLLED: lambda state, data: None,
    FIRST_PLAYER_CHOSEN: _first_chosen, ARMIES_PLACED: _placed, PLAY_BEGAN: _play_began,
    ARMY_STRENGTHENED: _strengthened, ARMY_RECRUITED: _recruited, ARMY_MOVED: _moved,
    BRIDGE_DRAWN: _bridge_drawn, BATTLE_STARTED: _battle_started, BATTLE_ROUND_FOUGHT: _round_fought,
    ARMY_DAMAGED: _damaged, ARMY_DESTROYED: _destroyed, SOUL_LOST: _soul_lost, RETREATED: _retreated,
    BATTLE_ENDED: _battle_ended, TURN_PASSED: _turn_passed, GAME_ENDED: _game_ended,
}
KINDS = frozenset(_FACTS)


# The state is small: each event changes a copy of it (the new state shares nothing with the event).
APPLIERS = {kind: on_a_copy(record) for kind, record in _FACTS.items()}
run = folding(APPLIERS)
