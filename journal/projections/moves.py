"""What a reader may do now in a campaign (its moves document), and what changed since a
reader's document was made, for a command sent from a stale one.

The ruleset lists every move legal now on the whole state (it must be exact against the
rules, which see everything) and the kernel keeps those the reader may make
(domain/kernel/moves/document.py); docs/moves.md has the document. A client sends the
document's position back as the command's expected position: when anything was recorded
since, the command is refused with the sentences of what was, as the reader may read them.
"""
from __future__ import annotations

from dataclasses import dataclass

from domain.kernel import generic, generic_events, json_text
from domain.kernel.moves import ruleset_document, ruleset_setup, tapped
from domain.kernel.seats import Maker, NotYours, NotYourSeat, chairs_of, game_master_seats, take_back
from domain.kernel.viewers import Viewer
import domain.rulesets as registry

from ..errors import CommandRejected, ConflictError
from ..history.replay import read_intact
from ..recording.retraction import maker_of, original_group, redo_target, undo_target
from ..vaults.sealing import Head
from .telling import command_sentence, told

OPERATOR = Viewer.auditor("shell")   # the shell operates the whole table: every move
CHANGES_TOLD = 8


def moves_document(journal, campaign_id: str, viewer: Viewer | None = None, bindings: dict | None = None,
                   corrections: bool = False) -> dict:
    """The moves document of the campaign now, for `viewer` (the shell: every move), with the
    undo and the redo they may make now, and with `corrections` the corrections by taps they
    may make (docs/moves.md)."""
    stream = journal.stream_id(campaign_id)
    head = journal.heads.latest(stream, fresh=True)
    return {**_listed(journal, stream, head, viewer or OPERATOR, bindings or {}, corrections),
            **taking_back(journal, stream, head, viewer, bindings)}


def _listed(journal, stream, head, viewer: Viewer, bindings, corrections: bool = False) -> dict:
    """The ruleset's moves document at the head for `viewer`: it depends only on the state at
    the head position (which never changes) and on who reads it, so each process keeps the
    latest ones (bounded by their bytes) for the tablets that ask again and again; a session's
    start lists every choice of training, which is slow to list. Never change one."""
    key = (stream, head.position, viewer, tuple(sorted(bindings.items())), corrections)
    found = journal.moves_kept.get(key)
    if found is None:
        found = ruleset_document(journal.ruleset_of(stream), head.state["game"], viewer, position=head.position,
                                 bindings=bindings, corrections=corrections)
        journal.moves_kept.put(key, found, len(json_text.spaced(found)))
    return found


def taking_back(journal, stream, head, viewer: Viewer | None = None, bindings: dict | None = None) -> dict:
    """{"undo": MOVE or null, "redo": MOVE or null}: "Undo: <the sentence of the command it
    undoes>" and, after an undo, "Redo: <the sentence of the command it brings back>", each a
    `retract` naming its command, offered when the reader may make it: when they could have
    made the command (domain/kernel/seats.py `take_back`)."""
    offered = {}
    chairs = game_master_seats(journal.ruleset_of(stream), head.state["game"])
    for key, found in _taken_back(journal, stream, head).items():
        offered[key] = None
        if found is None or not may_retract(found.maker, found.about, viewer, bindings, chairs):
            continue
        offered[key] = {"type": "retract", "label": _label(journal, stream, key, found, viewer or OPERATOR),
                        "fields": {"position": {"fixed": found.cmd}}}
    return offered


def _label(journal, stream, key: str, found: "TakenBack", viewer: Viewer) -> str:
    """"Undo: <the move tapped>" (a generic command: its sentence); of a private command, "Undo
    your private note" (or "the private roll"): a tablet lies on the table, so its button never
    repeats what only its reader may read (the log, marked private, holds it)."""
    if found.maker.private:
        whose = "your" if viewer.user and viewer.user == found.maker.actor else "the"
        return f"{key.capitalize()} {whose} private {generic_events.NOUNS.get(found.maker.kind, 'move')}"
    named = tapped_label(journal, stream, found.about) or command_sentence(journal.parts, stream, found.about, viewer)
    return f"{key.capitalize()}: {named}"


def tapped_label(journal, stream, cmd: int) -> str:
    """The label of the move the command at `cmd` was made from, as the moves listed before it
    named it ("Ann takes the spotlight in year 1"), or "" (a generic command, or one no move
    listed). The sentence of its first event may tell a follow-on the player never tapped
    ("Year 1 begins"), so undo names the move. Worked out once per command."""
    key = (stream, "tapped", cmd)
    found = journal.parts.told.get(key)
    if found is None:
        group = original_group(journal.store, stream, cmd)
        command = next((env["command"] for env in group if env.get("command")), None)
        found = ""
        if command and command.get("type") not in generic.SCHEMAS:
            rules, first = journal.ruleset_of(stream), group[0]["cmd"]
            before = Head(journal.parts.replayer.state_at(stream, rules, first - 1), "")
            move = tapped(_listed(journal, stream, before, OPERATOR, {})["moves"], command)
            found = move["label"] if move else ""
        journal.parts.told.put(key, found)
    return found


@dataclass(frozen=True)
class TakenBack:
    """What an undo or a redo retracts (`cmd`), the command it takes back or brings back
    (`about`) and who made that command."""

    cmd: int
    about: int
    maker: Maker


def _taken_back(journal, stream, head) -> dict:
    """The undo and the redo at the head: they depend only on the events up to it, so each
    position's are worked out once (with the sentences, in `journal.parts.told`)."""
    key = (stream, "taking back", head.position)
    found = journal.parts.told.get(key)
    if found is None:
        found = {}
        for name, cmd in (("undo", undo_target(journal.store, stream, head)),
                          ("redo", redo_target(journal.store, stream, head))):
            first = read_intact(journal.store, stream, after=cmd - 1, upto=cmd)[0] if cmd else None
            about = first and (cmd if name == "undo" else first["retracts"])
            found[name] = first and TakenBack(cmd, about, maker_of(journal.store, stream, about))
        journal.parts.told.put(key, found)
    return found


def may_retract(maker: Maker, position: int, viewer: Viewer | None, bindings: dict | None,
                chairs: frozenset[str] = frozenset()) -> bool:
    """Whether the reader may retract the command at `position` that `maker` made: the shell
    always; a member when they could have made it (`take_back`: a viewer never; `chairs`, the
    game master's seats, are the game master's alone)."""
    if viewer is None:
        return True
    try:
        take_back(maker, position, bindings or {}, viewer, chairs=chairs)
    except (NotYourSeat, NotYours):
        return False
    return True


def setup_document(ruleset: str, catalog: dict | None = None) -> dict:
    """The questions of a new campaign of `ruleset` ({"fields": {...}}), for a card catalog."""
    try:
        rules = registry.get(ruleset)
    except registry.UnknownRuleset as error:
        raise CommandRejected("campaign.ruleset", str(error)) from None
    try:
        return ruleset_setup(rules, catalog)
    except ValueError as error:      # a catalog whose campaigns cannot be set up by choices alone
        raise CommandRejected("setup.catalog", str(error)) from None


def seat_reader(journal, campaign_id: str, seat: str) -> tuple[Viewer, dict]:
    """The shell reading as the player at `seat`: (viewer, bindings) in which every other seat
    is someone else's, so the document holds that seat's moves and those for no seat. The
    game master's seat reads as the game master."""
    rules = journal.ruleset_of(campaign_id)
    found = rules.seats(journal.state(campaign_id).state["game"])
    seats = [each.id for each in found]
    if seat not in seats:
        raise CommandRejected("moves.seat", f"no seat {seat!r} in this campaign; the seats: {', '.join(seats) or 'none yet'}")
    role = "gm" if seat in chairs_of(found) else "player"
    return Viewer.of(seat, role, [seat]), {name: name for name in seats}


def what_changed(journal, campaign_id: str, since: int, viewer: Viewer | None = None) -> list[str]:
    """The sentences of the events recorded after position `since`, as `viewer` may read them
    (the last CHANGES_TOLD of them, after a count of the others)."""
    head = journal.head(campaign_id)
    if since >= head:
        return []
    first = max(since + 1, head - CHANGES_TOLD + 1)
    earlier = [f"{first - since - 1} earlier event(s) were recorded."] if first > since + 1 else []
    return earlier + [text for _, text in told(journal.parts, campaign_id, first, head, viewer or OPERATOR)]


def stale(journal, campaign_id: str, error: ConflictError, viewer: Viewer | None = None) -> ConflictError:
    """The conflict of a command sent from a stale document, telling what changed since."""
    if error.expected is None or error.actual is None or error.expected > error.actual:
        return error
    return ConflictError(error.campaign_id, error.expected, error.actual,
                         changes=what_changed(journal, campaign_id, error.expected, viewer))
