"""The moves legal now, for each seat, with every choice enumerated (the moves document of
docs/moves.md): a command built by picking from a move's fields is accepted by decide.

Moves read the whole state (the truth the rules decide on); each names the seat that makes it,
and kernel.moves.moves_document keeps those the viewer may make: the Wayfinder (and the owner)
every move, a player their own character's and those of unbound seats, a viewer none. A
player's moves name only the characters players know of: nothing of the Wayfinder's secrets
is in them.
"""
from __future__ import annotations

from domain.kernel import RuleViolation, Viewer
from domain.kernel.moves import Move

from .. import guards
from ..state import GM, all_sheets, in_session, seat_of
from . import combat as fight
from . import rolls
from .fields import move, text
from .sheets import create_move, proposal_moves, reveal_moves, sheet_moves, tribulation_moves


def _session_moves(state: dict) -> list[dict]:
    if not in_session(state):
        return [move("start-session", "Start a session", "Session", title=text(120)),
                move("close-campaign", "Close the campaign", "Session", epilogue=text(2000))]
    found = [move("begin-scene", "Begin a scene", "Session", title=text(120))]
    if state["session"]["scene"]:
        found.append(move("end-scene", "End the scene", "Session"))
    elif not state["combat"] and not state["session"]["sheets"]:
        found.append(move("open-sheets", "Open a sheet step: players write their sheets until the next scene",
                          "Session"))
    return found + [move("end-session", "End the session", "Session", summary=text(2000))]


def _free_play(state: dict, name: str) -> list[dict]:
    """Out of Combat Flow: rolls, healing, recovery, rest, death saves, helping."""
    found = rolls.recover_moves(state, name) + rolls.rest_moves(state, name)
    sheet_ = next(s for s in all_sheets(state) if s["name"] == name)
    if sheet_["dying"]:
        found += rolls.death_save_moves(state, name)
    if not guards.blocked_by(sheet_):
        found += rolls.trait_moves(state, name) + rolls.opposed_moves(state, name) + rolls.heal_moves(state, name)
        found += rolls.path_moves(state, name) + rolls.wake_moves(state, name)
    return found


def _in_combat(state: dict) -> list[tuple[str, dict]]:
    combat = state["combat"]
    found = [(GM, m) for m in fight.wayfinder_moves(state)]
    if any(name not in combat["initiative"] for name in combat["combatants"]):
        return found + [(seat_of(state, m["fields"]["character"]["fixed"]), m) for m in fight.initiative_moves(state)]
    turn = combat["turn"]
    found += [(_seat(state, m["fields"]["character"]["fixed"]), m) for m in fight.charm_moves(state)]
    acting = [n for n in (turn["characters"] if turn else []) if n not in turn["done"]]
    for name in acting:
        found += [(seat_of(state, name), m) for m in fight.turn_moves(state, name)]
    for sheet_ in all_sheets(state):   # a roll out of turn (a reaction the Wayfinder asks for) uses no action
        if sheet_["name"] not in acting and not sheet_["dead"] and not guards.blocked_by(sheet_):
            found += [(seat_of(state, sheet_["name"]), m) for m in rolls.trait_moves(state, sheet_["name"])]
    return found


def seated(state: dict) -> list[tuple[str, dict]]:
    """(seat, move) for everything legal now."""
    if not state or state["closed"]:
        return []
    pending = state["pending"]
    if pending:
        listed = fight.attack_roll_moves(state) if pending["kind"] == "attack" and pending["stage"] == "roll" \
            else rolls.resist_moves(state)
        return [(seat_of(state, _actor(m)), m) for m in listed]
    found = []
    for sheet_ in all_sheets(state):
        found += [(seat_of(state, sheet_["name"]), m) for m in sheet_moves(state, sheet_)]
    found += [(GM, m) for m in [create_move(), *reveal_moves(state), *proposal_moves(state), *_session_moves(state)]]
    if not in_session(state):
        return found
    found += [(GM, m) for m in tribulation_moves(state)]
    found += [(seat_of(state, _actor(m)), m) for m in rolls.overexert_moves(state)]
    if state["combat"]:
        return found + _in_combat(state)
    found += [(GM, m) for m in fight.enter_moves(state)]
    for sheet_ in all_sheets(state):
        if not sheet_["dead"]:
            found += [(seat_of(state, sheet_["name"]), m) for m in _free_play(state, sheet_["name"])]
    return found


def _seat(state: dict, name: str) -> str:
    """The seat acting for `name`; the Wayfinder's for a name with no sheet."""
    try:
        return seat_of(state, name)
    except RuleViolation:
        return GM


def _actor(found: dict) -> str:
    fields = found["fields"]
    return next(fields[f]["fixed"] for f in ("character", "attacker", "healer", "helper") if f in fields)


def moves(state: dict, viewer: Viewer) -> list[Move]:
    """Every move legal now, each with the seat that makes it. The Wayfinder's chair is the game
    master's even when no one is bound to it: its moves (which name their secret characters
    and notes) are listed only for a viewer who reads the game master's secrets."""
    return [Move(m["type"], m["label"], m["fields"], m["group"], seats=frozenset({seat}))
            for seat, m in seated(state) if viewer.gm or seat != GM]


def session(state: dict) -> int | None:
    """The number of the session under way (the moves document's), None between sessions."""
    return state["session"]["number"] if state and in_session(state) else None
