"""Settling a roll once everyone against it has rolled: an opposed roll ("Whoever rolls more 6s
wins"), a recovery from a Tribulation another character caused, an attack.

An attack or a recovery gets through only with more sixes than the resistance ("If you roll
more successes than they do"); in a plain opposed roll equal sixes leave nobody the winner, or
the one opposing, with the `opposed_ties` reading `resister`.
"""
from __future__ import annotations

from .. import events as k
from .attacks import settle_attack
from .life import end_tribulation
from .outcome import Outcome


def opposed_winner(state: dict, pending: dict) -> str | None:
    ours, theirs = pending["successes"], pending["resisted"][pending["against"]]
    if ours != theirs:
        return pending["by"] if ours > theirs else pending["against"]
    return pending["against"] if state["options"]["opposed_ties"] == "resister" else None


def settle(out: Outcome) -> None:
    pending = out.state["pending"]
    if pending["kind"] == "attack":
        settle_attack(out)
        return
    against = pending["against"]
    resistance = pending["resisted"][against]
    if pending["kind"] == "opposed":
        winner = opposed_winner(out.state, pending)
    else:
        winner = pending["by"] if pending["successes"] > resistance else against
    out.then(k.OPPOSITION_SETTLED, {"kind": pending["kind"], "character": pending["by"], "opponent": against,
                                    "trait": pending["trait"], "successes": pending["successes"],
                                    "resistance": resistance, "winner": winner,
                                    "tribulation": pending.get("tribulation")})
    if pending["kind"] == "recovery" and winner == pending["by"]:
        end_tribulation(out, pending["by"], pending["tribulation"], "recovered")
