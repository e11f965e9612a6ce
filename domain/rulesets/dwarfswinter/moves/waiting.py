"""Whose decision the game waits on, in sentences ("Waiting for Ann to follow the music"),
and the end of the game."""
from __future__ import annotations

from ..rules.drawing import drawer
from ..components import DECK_WORDS


def over(state: dict) -> dict | None:
    result = (state or {}).get("result")
    if not result:
        return None
    if result["outcome"] == "lost":
        return {"why": f"Everyone loses: {result['reason']}."}
    return {"why": f"The Winter is survived; {', '.join(result['winners'])} "
                   f"{'win' if len(result['winners']) > 1 else 'wins'}."}


def _wait(seat: str, why: str) -> dict:
    return {"seat": seat, "why": f"Waiting for {seat} to {why}."}


def waiting_for(state: dict) -> list[dict]:
    if not state or state["phase"] == "over":
        return []
    if state["draws"]:
        deck = DECK_WORDS[state["draws"][0]["deck"]]
        return [_wait(drawer(state), f"name the card drawn from the {deck} deck")] \
            if state["shuffle"] == "physical" else []
    step = state["step"]
    if step == "defenders":
        return [_wait(state["defenders"][0][0], "place a defender")]
    if step == "attack":
        attack = state["attack"]
        if attack["returns"]:
            return [_wait(name, "choose which dwarf goes home") for name in attack["returns"]]
        why = "choose the monster that moves once" if attack["push"] else "move the next monster"
        return [_wait(state["first"], why)]
    if step == "choose":
        return [_wait(name, "choose a hand") for name in state["players"] if name not in state["chosen"]]
    if step == "turns" and state["turn"]:
        music = state["music"]
        if music is None:
            return [_wait(state["turn"]["player"], "take their turn")]
        if music["current"] == music["leader"]:
            return [_wait(music["current"], f"play cards to the {music['instrument']}")]
        return [_wait(music["current"], f"follow the music (the {music['instrument']})")]
    return []
