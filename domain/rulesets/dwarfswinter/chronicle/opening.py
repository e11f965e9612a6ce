"""Before the Winter: the clans and their colours, the 1st player, the variants played, the first
Hero Pool, the Impending Doom and the Defenders (Game Setup, steps A to K)."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Section
from domain.kernel.storytelling import Voice, and_list, capital, number

from .. import events as ev
from ..options import VARIANTS
from ..words import card_name


def tell_opening(section: Section, moments: list[Moment], voice: Voice) -> None:
    state = next((m.state for m in reversed(moments) if m.state), None)
    if not state:
        section.say("The Winter has not begun yet.", "lead")
        return
    players = state["players"]
    if len(players) == 1:
        section.say(voice.say("alone", player=players[0]), "lead")
    else:
        clans = and_list(f"{name} ({state['colours'][name]})" for name in players)
        section.say(voice.say("clans", count=capital(number(len(players))), players=clans) + " "
                    + voice.say("first", player=state["first"]), "lead")
    played = [VARIANTS[name].split(":")[0] for name, on in state["options"].items() if name in VARIANTS and on]
    if played:
        who = players[0] if len(players) == 1 else "They"
        section.say(voice.say("variants", who=who, variants=and_list(played)))
    said = []
    heroes = [m.data["card"] for m in moments if m.kind == ev.HERO_REVEALED]
    if heroes:
        said.append(voice.say("pool", heroes=and_list(f"the {hero}" for hero in heroes)))
    doom = [f"the {card_name(m.state, m.data['card'])} in {m.data['zone']}" for m in moments
            if m.kind == ev.DISASTER_REVEALED]
    if doom:
        said.append(voice.say("doom", disasters=and_list(doom)))
    placed: dict[str, list[str]] = {}
    for moment in moments:
        if moment.kind == ev.DWARF_PLACED and moment.data["by"] == "defender":
            placed.setdefault(moment.data["player"], []).append(moment.data["zone"])
    if placed:
        said.append(voice.say("defenders", placed="; ".join(f"{p} in {and_list(z)}" for p, z in placed.items())))
    section.say(" ".join(said))
