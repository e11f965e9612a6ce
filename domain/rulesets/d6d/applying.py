"""Applying d6D's events: every event carries its outcome, so applying it is bookkeeping
(kernel/decider.py).

The rules (rules/: setup, actions, battle, realm, scoring) compute values once, in decide;
nothing here re-applies a rule, so replay cannot drift when a rule reading changes.
"""
from __future__ import annotations

from domain.kernel import folding, on_a_copy

from . import events as ev
from .geometry import line
from .state import army


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
    ev.ARMIES_ROLLED: _rolled, ev.OPENING_TIED: _tied, ev.TIE_ROLLED: lambda state, data: None,
    ev.FIRST_PLAYER_CHOSEN: _first_chosen, ev.ARMIES_PLACED: _placed, ev.PLAY_BEGAN: _play_began,
    ev.ARMY_STRENGTHENED: _strengthened, ev.ARMY_RECRUITED: _recruited, ev.ARMY_MOVED: _moved,
    ev.BRIDGE_DRAWN: _bridge_drawn, ev.BATTLE_STARTED: _battle_started, ev.BATTLE_ROUND_FOUGHT: _round_fought,
    ev.ARMY_DAMAGED: _damaged, ev.ARMY_DESTROYED: _destroyed, ev.SOUL_LOST: _soul_lost, ev.RETREATED: _retreated,
    ev.BATTLE_ENDED: _battle_ended, ev.TURN_PASSED: _turn_passed, ev.GAME_ENDED: _game_ended,
}

# The state is small: each event changes a copy of it (the new state shares nothing with the event).
APPLIERS = {kind: on_a_copy(record) for kind, record in _FACTS.items()}
run = folding(APPLIERS)
