"""3.4 Play Music: 1 Action (solitaire: free) to put a Music Token on an instrument nobody
has played this week; the player plays any matching cards from their hand, then each other
player, clockwise, may follow with matching cards of their own. Once per turn (solitaire:
once per token, or once per turn with the option solo_music "once-per-turn").
A monster with the "silence" ability forbids the instrument of its zone."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..board import instrument_type, instruments, zone_type
from ..guards import no_effect_waiting, require_playing, require_turn, spend
from ..state import card, clockwise_from, solo


def silenced(state: dict) -> set[str]:
    """Instruments a monster's ability forbids: the instrument of the zone it stands in."""
    found = set()
    for entry in state["monsters"]:
        if card(state, entry["card"])["ability"] == "silence":
            kind = zone_type(state, entry["zone"])
            found |= {name for name in instruments(state) if instrument_type(state, name) == kind}
    return found


def free_instruments(state: dict) -> list[str]:
    taken = silenced(state) | set(state["hall"])
    return [name for name in instruments(state) if name not in taken]


def may_play_music(state: dict, player: str) -> bool:
    """The player may still play an instrument this turn (tokens, once per turn, Actions)."""
    board, turn = state["boards"][player], state["turn"]
    once = not solo(state) or state["options"]["solo_music"] == "once-per-turn"
    if board["tokens"] < 1 or (once and turn["music"]):
        return False
    return solo(state) or board["actions"] - board["spent"] >= 1


def play_music(state: dict, command: dict) -> list[Event]:
    player, instrument = command["player"], command["instrument"]
    require_turn(state, player, "playing music")
    board = state["boards"][player]
    if board["tokens"] < 1:
        raise RuleViolation("dwarfswinter.music.token", f"{player}'s Music Tokens are all in the Music Hall")
    if state["turn"]["music"] and (not solo(state) or state["options"]["solo_music"] == "once-per-turn"):
        raise RuleViolation("dwarfswinter.music.once", "music is played only once per turn")
    cost = 0 if solo(state) else 1
    spend(state, player, cost, "playing music")
    if instrument not in instruments(state):
        raise RuleViolation("dwarfswinter.music.instrument", f"the Music Hall has no {instrument!r}")
    if instrument in state["hall"]:
        raise RuleViolation("dwarfswinter.music.played", f"the {instrument} already hold a Music Token this week")
    if instrument in silenced(state):
        raise RuleViolation("dwarfswinter.music.silenced", f"a monster keeps the {instrument} from being played")
    order = clockwise_from(state, player)[1:]
    return [Event(ev.MUSIC_PLAYED, {"player": player, "instrument": instrument, "cost": cost, "order": order})]


def finish_playing(state: dict, command: dict) -> list[Event]:
    """The player plays no more cards to this music: the next player clockwise may follow."""
    player = command["player"]
    music = require_playing(state, player)
    no_effect_waiting(state)
    players = [music["leader"], *music["order"]]
    at = players.index(player)
    if at + 1 < len(players):
        return [Event(ev.MUSIC_FOLLOWED, {"player": player, "next": players[at + 1],
                                          "instrument": music["instrument"]})]
    return [Event(ev.MUSIC_ENDED, {"player": player, "instrument": music["instrument"], "leader": music["leader"]})]
