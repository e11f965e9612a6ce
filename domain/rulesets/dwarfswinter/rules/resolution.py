"""Phase 4: Resolution. With 4 or more active Disasters, or a Monster inside the Castle, at the
end of the week, everyone loses; otherwise the Winter token moves on and the 1st Player token
passes clockwise; after the 7th week the Winter is survived and the VPs are counted.

The game's end opens every hand chosen in secret (the rules never show them, but nothing is
left to hide): the log then proves each hero played came from its hand, and a copy of the
campaign without the secrets folds to the end."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, Reveal

from .. import components as k
from .. import events as ev
from ..state import next_player, solo
from .drawing import monster_in_castle
from .scoring import deciding, score, title, winners


def resolve(state: dict) -> Event:
    reasons = []
    if len(state["disasters"]) >= k.LOSING_DISASTERS:
        reasons.append(f"{len(state['disasters'])} Disasters are active")
    if monster_in_castle(state):
        reasons.append("a Monster is inside the Castle")
    if reasons:
        return Event(ev.GAME_ENDED, {"outcome": "lost", "week": state["week"],
                                     "reason": " and ".join(reasons) + f" at the end of week {state['week']}",
                                     "scores": [], "winners": [], "title": None}, source=DERIVED,
                     reveals=_hands(state))
    if state["week"] < k.WEEKS:
        return Event(ev.WEEK_ENDED, {"week": state["week"], "winter": state["week"] + 1,
                                     "first": next_player(state, state["first"])}, source=DERIVED)
    return final_score(state)


def final_score(state: dict) -> Event:
    rows = [score(state, name) for name in state["players"]]
    won = winners(rows)
    earned = title(rows[0]) if solo(state) else None
    return Event(ev.GAME_ENDED, {"outcome": "survived", "week": state["week"], "reason": "the Winter is survived",
                                 "scores": rows, "winners": won, "tie_breaker": deciding(rows),
                                 "title": earned}, source=DERIVED, reveals=_hands(state))


def _hands(state: dict) -> tuple[Reveal, ...]:
    return tuple(Reveal(at) for at in state["sealed_hands"] if at)
