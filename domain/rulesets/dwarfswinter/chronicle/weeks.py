"""A week as a chapter: the invasion, the hands, each turn and its feats, and the week's end
with the board as it stood; the players' notes are quoted where they were written."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Picture, Section
from domain.kernel.storytelling import Voice, capital, count

from .. import events as ev
from ..pictures.board import board_picture
from .invasion import tell_invasion, tell_preparation
from .notes import quoted
from .turns import Turn, tell_feat, tell_turn

INVASION = frozenset({ev.MONSTER_MOVED, ev.MONSTER_ATTACKED, ev.DWARF_SENT_HOME, ev.MONSTER_SPAWNED,
                      ev.DISASTER_REVEALED})


def _told_elsewhere(moment: Moment) -> bool:
    return moment.kind.startswith("dwarfswinter/")


def tell_week(section: Section, moments: list[Moment], voice: Voice, opening: bool = True) -> None:
    before = moments[0].state
    invasion = [m for m in moments if m.kind in INVASION and not _after(m, moments, ev.ACTIONS_BEGAN)]
    if opening:
        section.say(" ".join(tell_invasion(invasion, before, voice)))
    preparation = [m for m in moments if m.kind == ev.HAND_CHOSEN]
    prepared = [m for m in moments if m.kind in (ev.HAND_CHOSEN, ev.PREPARATION_BEGAN)]
    if prepared:
        section.say(" ".join(tell_preparation(preparation or prepared, voice)))
    turn, first = None, True
    for moment in moments:
        if moment.kind in (ev.ACTIONS_BEGAN, ev.TURN_ENDED) and moment.data.get("player"):
            if turn is not None and moment.kind == ev.TURN_ENDED:
                _tell(section, turn, voice, first, before["players"])
                first = False
            turn = Turn(moment.data["player"] if moment.kind == ev.ACTIONS_BEGAN else moment.data.get("next") or "")
        elif turn is not None and _told_elsewhere(moment):
            turn.gather(moment)
        elif not _told_elsewhere(moment):
            block = quoted(moment)
            if block is not None:
                section.add(block)
        if moment.kind in (ev.WEEK_ENDED, ev.GAME_ENDED):
            _resolution(section, moment, voice)
    if turn is not None and turn.player and (turn.placed or turn.instrument or turn.heroes or turn.feats):
        _tell(section, turn, voice, first, before["players"])


def _after(moment: Moment, moments: list[Moment], kind: str) -> bool:
    return any(m.kind == kind and m.position < moment.position for m in moments)


def _tell(section: Section, turn: Turn, voice: Voice, first: bool, players: list[str]) -> None:
    opener = voice.say("opener" if first else "next", player=turn.player)
    others = [name for name in players if name != turn.player]
    section.say(" ".join(tell_turn(turn, opener, voice, others)))
    for kind, data, state in turn.feats:
        section.say(tell_feat(kind, data, state, voice), "moment")


def _resolution(section: Section, moment: Moment, voice: Voice) -> None:
    state = moment.state
    if moment.kind == ev.WEEK_ENDED:
        active = len(state["disasters"])
        disasters = count(active, "Disaster") + " active" if active else "no Disaster active"
        alone = len(state["players"]) == 1
        section.say(voice.say("survived_alone" if alone else "survived", week=moment.data["week"],
                              winter=moment.data["winter"], first=moment.data["first"], player=state["players"][0],
                              disasters=disasters, disasters_cap=capital(disasters)))
    section.add(Picture(board_picture(state), caption=f"The board at the end of week {moment.data['week']}"))
