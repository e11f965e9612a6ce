"""Phase 1 and 2 in the chronicle's words: each Monster's move and attack told as one sentence,
the new Monsters and the Disasters in one sentence each, and the hands chosen (by name only in
an edition whose reader may see them: another seat's choice is a shadow, left out)."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, capital, count

from .. import events as ev
from ..components import DWARF
from ..words import amounts, card_name
from .turns import place


def attack_words(data: dict) -> str:
    """What a monster's attack did, as a clause (", and cost Ann and Ben an Action"), or "":
    players hit alike are named together."""
    alike: dict[str, list[str]] = {}
    for hit in data.get("effects", []):
        player = hit["player"]
        if "home" in hit:
            alike.setdefault(f"sent home a {'dwarf' if hit['home'] == DWARF else hit['home']} of {{}}", []).append(player)
        elif "actions" in hit:
            alike.setdefault("cost {} an Action", []).append(player)
        elif "hand_size" in hit:
            alike.setdefault("cut the Hand-Size of {}", []).append(player)
        elif hit.get("lost"):
            alike.setdefault(f"took {amounts(hit['lost'])} from {{}}", []).append(player)
    hits = [clause.format(and_list(players)) for clause, players in alike.items()]
    return f", and {and_list(hits)}" if hits else ""


def tell_invasion(moments: list[Moment], before: dict, voice: Voice) -> list[str]:
    """The monsters' attacks in the order the 1st player chose, then the spawns and the Disasters."""
    said, spawned, struck = [], [], []
    moved: dict[str, dict] = {}
    for moment in moments:
        data, state = moment.data, moment.state or before
        if moment.kind == ev.MONSTER_MOVED:
            name = card_name(state, data["card"])
            if data["why"] == "push":
                said.append(voice.say("pushed", pusher=card_name(state, data["by"]), monster=name,
                                      start=place(data["from"]), end=place(data["to"])))
            elif data["why"] == "charge":
                said.append(voice.say("charged", monster=name, end=place(data["to"])))
            else:
                moved[data["card"]] = data
        elif moment.kind == ev.MONSTER_ATTACKED:
            name, step = card_name(state, data["card"]), moved.pop(data["card"], None)
            effect = attack_words(data)
            if step:
                said.append(voice.say("monster", monster=name, start=place(step["from"]), end=place(step["to"]),
                                      effect=effect))
            elif effect:
                said.append(voice.say("standing", monster=name, zone=place(data["zone"]), effect=effect))
        elif moment.kind == ev.DWARF_SENT_HOME:
            said.append(f"{data['player']} called a {'dwarf' if data['kind'] == DWARF else data['kind']} home "
                        f"from {data['zone']}.")
        elif moment.kind == ev.MONSTER_SPAWNED:
            spawned.append(f"{_a(card_name(state, data['card']))} in {place(data['zone'])}")
        elif moment.kind == ev.DISASTER_REVEALED:
            struck.append(_struck(data, card_name(state, data["card"])))
    if spawned:
        said.append(voice.say("spawned", count=capital(count(len(spawned), "monster")), monsters=and_list(spawned)))
    if struck:
        said.append(voice.say("disaster", disasters=and_list(struck)))
    return said


def _a(name: str) -> str:
    return f"{'an' if name[:1].upper() in 'AEIOU' else 'a'} {name}"


def _struck(data: dict, name: str) -> str:
    why = {"ogre": " (called by the Ogre King)", "nightmare": " (the Nightmare)", "snowball": " (the Snowball Effect)"}
    return f"the {name} in {place(data['zone'])}{why.get(data['why'], '')}"


def tell_preparation(moments: list[Moment], voice: Voice) -> list[str]:
    """The hands the reader may see (in one sentence), and who held fewer heroes than seven."""
    said = []
    hands = [f"{m.data['player']} took {and_list(m.data['cards'])}" for m in moments if m.kind == ev.HAND_CHOSEN]
    if hands:
        said.append(voice.say("hands", hands="; ".join(hands)))
    state = moments[-1].state if moments else None
    if state:
        smaller = [name for name in state["players"] if state["boards"][name]["hand_size"] < 7]
        if smaller:
            said.append(voice.say("smaller", players=and_list(smaller)))
    return said
