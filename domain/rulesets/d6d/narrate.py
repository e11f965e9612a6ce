"""d6D events in words, one sentence per event, for the log, replay, API and the chronicle.

Plain text only; whoever shows it escapes it. Each sentence reads the event's data and the
game state right after the event.
"""
from __future__ import annotations

from domain.kernel import Recorded
from domain.kernel.ruleset import kind_sentence

from . import events as kinds
from .applying import run
from .state import realm_total


def _dice(dice: list[dict]) -> str:
    return " and ".join(str(die["value"]) for die in dice)


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _side(side: dict) -> str:
    return f"{side['player']} {side['die']['value']} + {side['bonus']} = {side['total']}"


def _rolled(d, state):
    return f"{d['player']} rolled {_dice(d['dice'])} on two army dice ({sum(x['value'] for x in d['dice'])})."


def _tied(d, state):
    return f"{_names(d['players'])} tied for the lowest roll at {d['total']}; the battle dice decide."


def _tie_rolled(d, state):
    return "Tie-break with the battle dice: " + ", ".join(f"{r['player']} {r['die']['value']}" for r in d["rolls"]) + "."


def _first(d, state):
    """Who goes first and the totals that decided it (the lowest goes first; a tie at the
    lowest was broken by the battle dice, told just before)."""
    totals = state["opening"]["rolled"]
    said = ", ".join(f"{name} {total}" for name, total in totals.items())
    low = totals.get(d["player"])
    tied = [name for name, total in totals.items() if total == low]
    why = (f"with the lowest total, {low} ({said})" if len(tied) == 1
           else f"from the tie at {low} ({said}), on the lower battle die")
    return f"{d['player']} goes first {why}; the turn order is {_names(d['order'])}." if totals \
        else f"{d['player']} goes first; the turn order is {_names(d['order'])}."


def _bridge(d, state):
    crossed = len(d["crossed"])
    crossing = f", crossing {crossed} line{'s' if crossed != 1 else ''}" if crossed else ""
    return (f"{d['player']} bridged world {d['from']} to world {d['to']}{crossing}; army {d['army']} paid "
            f"{d['cost']} and stands at {d['value']}.")


def _round(d, state):
    outcome = f"{d['loser']} loses {d['damage']}." if d["damage"] else "nobody loses."
    return f"Round {d['round']}: {_side(d['attacker'])} against {_side(d['defender'])}; {outcome}"


def _soul(d, state):
    return (f"{d['player']}'s army {d['army']} rolls a {d['die']['value']} into the Realm of Lost Souls "
            f"(now {realm_total(state)}).")


def _battle_ended(d, state):
    return f"The battle for world {d['world']} is over: {d['winner'] or 'nobody'} holds it."


def _ended(d, state):
    return f"The game ends: {d['reason']}. {_names(d['winners'])} {'wins' if len(d['winners']) == 1 else 'share the win'}."


# Sentences that only fill in the event's fields.
TEMPLATES = {
    kinds.ARMIES_PLACED: "{player} placed two armies on world {world}.",
    kinds.ARMY_STRENGTHENED: "{player} strengthened army {army} on world {world} by {gain}: it stands at {value}.",
    kinds.ARMY_RECRUITED: "{player} recruited army {army} on world {world} at strength {value}.",
    kinds.ARMY_MOVED: "{player} moved army {army} from world {from} to world {to}.",
    kinds.BATTLE_STARTED: "Battle for world {world}: {attacker} attacks, {defender} defends.",
    kinds.ARMY_DAMAGED: "{player}'s army {army} takes {amount} and is left at {value}.",
    kinds.ARMY_DESTROYED: "{player}'s army {army} on world {world} is destroyed.",
    kinds.RETREATED: "{player} retreated from world {from} to world {to}.",
    kinds.PLAY_BEGAN: "All armies are placed; {player} begins.",
    kinds.TURN_PASSED: "Turn {number}: {player} to play.",
}


def _filled(template: str):
    return lambda d, state: template.format(**d)


SENTENCES = {
    **{kind: _filled(template) for kind, template in TEMPLATES.items()},
    kinds.ARMIES_ROLLED: _rolled, kinds.OPENING_TIED: _tied, kinds.TIE_ROLLED: _tie_rolled,
    kinds.FIRST_PLAYER_CHOSEN: _first, kinds.BRIDGE_DRAWN: _bridge, kinds.BATTLE_ROUND_FOUGHT: _round,
    kinds.SOUL_LOST: _soul, kinds.BATTLE_ENDED: _battle_ended, kinds.GAME_ENDED: _ended,
}
HIGHLIGHTS = frozenset({kinds.BATTLE_STARTED, kinds.ARMY_DESTROYED, kinds.GAME_ENDED})


def told(kind: str, data: dict, after: dict) -> str | None:
    """The event in words, read with the state after it, or None for a kind that is not d6D's."""
    tell = SENTENCES.get(kind)
    return tell(data, after) if tell else None


def sentence(before: dict, event: Recorded) -> str:
    """The sentence hook (state before the event, as every ruleset's narrate reads it)."""
    after = run(before, [event]) if event.kind in SENTENCES else before
    return told(event.kind, dict(event.data), after) or kind_sentence(before, event)
