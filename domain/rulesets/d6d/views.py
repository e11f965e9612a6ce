"""d6D views: JSON pictures of the sheet, the players' boards and the score."""
from __future__ import annotations

from .geometry import WORLD_IDS
from .rules.scoring import end_reason, scores, winners
from .state import armies_on, controlled, controller, names, player, realm_dice, realm_limit, realm_total, sheet, supply


def board(state: dict) -> dict:
    """The sheet: worlds with their armies, bridges, whose turn, actions left, the battle."""
    places = sheet(state)
    worlds = [{"world": world, "x": places[world][0], "y": places[world][1],
               "controller": controller(state, world),
               "armies": [{"player": name, "army": die["army"], "value": die["value"]}
                          for name, die in armies_on(state, world)]}
              for world in WORLD_IDS]
    turn = state["turn"]
    return {"phase": state["phase"], "worlds": worlds, "bridges": state["bridges"],
            "turn": dict(turn) if turn else None,
            "actions_left": turn["actions_left"] if turn else None,
            "battle": state["battle"], "pending": state["pending"],
            "realm": {"total": realm_total(state), "limit": realm_limit(state)},
            "order": state["opening"]["order"] or names(state),
            "result": state["result"], "options": state["options"]}


def players(state: dict) -> dict:
    """Each player's board: armies on worlds, dice in supply, dice in the Realm of Lost Souls."""
    rows = []
    for seat, name in enumerate(names(state), start=1):
        armies = player(state, name)["armies"]
        rows.append({"name": name, "seat": seat,
                     "armies": [{"army": d["army"], "world": d["at"], "value": d["value"]}
                                for d in armies if isinstance(d["at"], int)],
                     "unplaced": [{"army": d["army"], "value": d["value"]} for d in armies if d["at"] == "hand"],
                     "supply": len(supply(state, name)),
                     "realm": realm_dice(state, name), "realm_total": sum(realm_dice(state, name)),
                     "worlds": controlled(state, name),
                     "first_roll": state["opening"]["rolled"].get(name)})
    return {"players": rows, "turn": state["turn"]}


def score(state: dict) -> dict:
    """The final score once the game is over; until then the score if it ended now."""
    if state["result"]:
        return {"over": True, **state["result"]}
    table = scores(state) if state["players"] else []
    return {"over": False, "reason": end_reason(state) if state["phase"] == "playing" else None,
            "scores": table, "winners": winners(table) if table and state["phase"] == "playing" else []}


VIEWS = {"board": board, "players": players, "score": score}
