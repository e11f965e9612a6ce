"""The moves document a viewer reads: what they may do now, and whom the game waits for.

    {"position": n, "session": n | null, "over": null | {"why": sentence},
     "waiting_for": [{"seat": name, "why": sentence}], "moves": [MOVE, ...]}

The ruleset lists every move legal now, each with the seats that make it; this module keeps
those the viewer may make (kernel.seats: the owner and the game master make every move, a
player the moves of their own seats and of unbound seats but never those of the game
master's seat, a spectator none) and says which seats the game waits for among the rest. The setup document is {"fields": {...}}.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping

from .corrections import correction_moves
from ..seats import Bindings, free, game_master_seats
from ..viewers import Viewer
from .grammar import Field, Move

GROUPS_IN_WHY = 3


def offered(move: Move, viewer: Viewer, bindings: Bindings, chairs: frozenset[str] = frozenset()) -> bool:
    """The viewer may make this move: a seat of it is free to them (or it needs none);
    `chairs`: the game master's seats."""
    if viewer.gm:
        return True
    if viewer.role not in ("player", "owner"):
        return False
    return not move.seats or any(free(seat, bindings, viewer, chairs) for seat in move.seats)


def waiting_for(moves: Iterable[Move], viewer: Viewer, bindings: Bindings,
                chairs: frozenset[str] = frozenset()) -> list[dict]:
    """The seats with moves now that the viewer cannot make, each with what it is to do."""
    doing: dict[str, list[str]] = {}
    moves = list(moves)
    own = any(offered(move, viewer, bindings, chairs) for move in moves)
    for move in moves:
        if not move.seats or offered(move, viewer, bindings, chairs):
            continue
        for seat in sorted(move.seats):
            what = doing.setdefault(seat, [])
            if (move.group or move.label) not in what:
                what.append(move.group or move.label)
    return [{"seat": seat, "why": _why(seat, what, own)} for seat, what in doing.items()]


def _why(seat: str, what: list[str], own: bool) -> str:
    """"The game waits for Ben: Retreat." (or, when the viewer may move too, "Ben may also
    move: Retreat.")."""
    shown = ", ".join(what[:GROUPS_IN_WHY]) + (" and more" if len(what) > GROUPS_IN_WHY else "")
    return f"{seat} may also move: {shown}." if own else f"The game waits for {seat}: {shown}."


def moves_document(listed: Iterable[Move], viewer: Viewer, *, position: int, session: int | None = None,
                   over: str | None = None, bindings: Bindings | None = None,
                   chairs: frozenset[str] = frozenset()) -> dict:
    """The document for one viewer, from every move the ruleset lists at `position`
    (`chairs`: the game master's seats, whose moves only the game master makes)."""
    listed = list(listed)
    bindings = bindings or {}
    return {"position": position, "session": session, "over": None if over is None else {"why": over},
            "waiting_for": waiting_for(listed, viewer, bindings, chairs),
            "moves": [move.to_json() for move in listed if offered(move, viewer, bindings, chairs)]}


def ruleset_document(ruleset, game, viewer: Viewer, *, position: int, bindings: Bindings | None = None,
                     corrections: bool = False) -> dict:
    """The moves document of a campaign's game state for one viewer: the ruleset's moves, its
    session, and `over` once its result is known (a ruleset that lists no moves offers none);
    with `corrections`, also the corrections by taps the viewer may make: asked for while the
    table corrects, never made for the moves alone (one move for every value a group may set
    right is most of the work of a document)."""
    if game is None:
        return moves_document([], viewer, position=position, bindings=bindings)
    result = ruleset.result(game)
    listed = ruleset.moves(game, acting_viewer(ruleset, game, viewer, bindings or {})) \
        if ruleset.moves and result is None else []
    document = moves_document(listed, viewer, position=position, session=ruleset.session(game),
                              over=None if result is None else result.summary, bindings=bindings,
                              chairs=game_master_seats(ruleset, game))
    if corrections:
        document.update(_corrections(ruleset, game, viewer, bindings))
    return document


def _corrections(ruleset, game, viewer: Viewer, bindings: Bindings | None) -> dict:
    """{"corrections": [MOVE, ...]} for the corrections the viewer may make; {} when none."""
    offered = correction_moves(ruleset, game, None if viewer.gm else _own_seats(ruleset, game, viewer, bindings))
    return {"corrections": [move.to_json() for move in offered]} if offered else {}


def _own_seats(ruleset, game, viewer: Viewer, bindings: Bindings | None) -> frozenset[str]:
    """The seats whose things a player corrects: those they act for now (none for a spectator)."""
    if viewer.role != "player":
        return frozenset()
    return acting_viewer(ruleset, game, viewer, bindings or {}).seats


def acting_viewer(ruleset, game, viewer: Viewer, bindings: Bindings) -> Viewer:
    """The viewer as the moves hooks read it: `seats` holds every seat they may act for now
    (their own and the unbound ones, never the game master's; the owner and the game master
    act for all). A hook lists
    every move legal now, whoever makes it (the document keeps the viewer's and says whom the
    game waits for), and may narrow a choice that acts for a seat to these seats: the members
    of a shared step who save their own dice."""
    if viewer.gm:
        return viewer
    seats = [seat.id for seat in ruleset.seats(game)] if viewer.role in ("player", "owner") else []
    chairs = game_master_seats(ruleset, game)
    return replace(viewer, seats=frozenset(seat for seat in seats if free(seat, bindings, viewer, chairs)))


def ruleset_setup(ruleset, catalog: dict | None = None) -> dict:
    """The setup document of a ruleset: its setup fields for the catalog (none: no questions)."""
    return setup_document(ruleset.setup_fields(catalog) if ruleset.setup_fields else {})


def setup_document(fields: Mapping[str, Field]) -> dict:
    """The setup document: the questions of a new campaign, every option enumerated."""
    return {"fields": dict(fields)}
