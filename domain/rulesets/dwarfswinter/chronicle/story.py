"""A week's story in a few sentences at the head of its chapter: what the clans faced as the
week began, the turn it took (the moment Dwarfs Winter rates the biggest swing,
`domain.kernel.turning`), what the Monsters' blows cost and who led the hunt by its end (or
how the Winter ended). The week itself follows, turn by turn."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, count
from domain.kernel.turning import chapter_story

from .. import events as ev
from ..words import amounts, card_name
from .invasion import attack_words
from .turns import place


def rate(moment: Moment) -> float:
    """How much a moment of the week swung the game: a Monster slain or a Disaster overcome
    (the more VPs, the bigger), a Monster's attack by the clans it struck, a Disaster's coming."""
    if moment.kind in (ev.MONSTER_DEFEATED, ev.DISASTER_OVERCOME):
        return 2.0 + moment.data.get("vp", 0) / 2
    if moment.kind == ev.MONSTER_ATTACKED:
        return float(len(moment.data.get("effects") or []))
    return 1.0 if moment.kind == ev.DISASTER_REVEALED else 0.0


def week_story(week: list[Moment], voice: Voice) -> str:
    """The stakes, the turn, the cost and the end of one week ('' when nothing swung it)."""
    state = week[0].state or {}
    monsters, disasters = len(state.get("monsters", [])), len(state.get("disasters", []))
    stakes = voice.say("week_stakes", week=week[0].data["week"], monsters=count(monsters, "Monster"),
                       disasters=count(disasters, "Disaster") if disasters else "no Disaster")
    return chapter_story(week, rate, stakes, lambda moment: _turned(moment, voice), lambda moment: _cost(week, moment, voice),
                         _outcome(week, voice), [_standing(week, voice)])


def _standing(week: list[Moment], voice: Voice) -> str:
    """What the board held as the week closed: the Monsters and Disasters still on it."""
    state = week[-1].state or {}
    monsters, disasters = len(state.get("monsters", [])), len(state.get("disasters", []))
    return voice.say("week_standing", monsters=count(monsters, "Monster"), disasters=count(disasters, "Disaster"))


def _turned(moment: Moment, voice: Voice) -> str:
    data, state = moment.data, moment.state
    if moment.kind == ev.MONSTER_DEFEATED:
        return voice.say("week_slain", player=data["player"], monster=card_name(state, data["card"]),
                         zone=place(data["zone"]), vp=data["vp"])
    if moment.kind == ev.DISASTER_OVERCOME:
        return voice.say("week_overcome", player=data["player"], disaster=card_name(state, data["card"]),
                         zone=place(data["zone"]), vp=data["vp"])
    if moment.kind == ev.MONSTER_ATTACKED:
        return voice.say("week_struck", monster=card_name(state, data["card"]), zone=place(data["zone"]),
                         effect=attack_words(data))
    return voice.say("week_disaster", disaster=card_name(state, data["card"]), zone=place(data["zone"]))


def _cost(week: list[Moment], turn: Moment, voice: Voice) -> str:
    """The Monsters' blows of the week summed up (dwarfs sent home, Actions and Hand-Size lost,
    the resources taken) and whom they struck; an attack that was the turning point is told
    there, so its blows are not counted again."""
    hits = [hit for m in week if m.kind == ev.MONSTER_ATTACKED and m is not turn for hit in m.data.get("effects") or []]
    if not hits:
        return ""
    lost: dict[str, int] = {}
    for hit in hits:
        for resource, number in (hit.get("lost") or {}).items():
            lost[resource] = lost.get(resource, 0) + number
    home = sum(1 for hit in hits if "home" in hit)
    actions = sum(1 for hit in hits if "actions" in hit)
    hands = sum(1 for hit in hits if "hand_size" in hit)
    blows = and_list([f"{_a_count(home, 'dwarf')} sent home" if home else "",
                      _a_count(actions, "Action") if actions else "",
                      f"{_a_count(hands, 'hero', 'heroes')} in hand" if hands else "",
                      amounts(lost) if lost else ""])
    struck = and_list(dict.fromkeys(hit["player"] for hit in hits))
    return voice.say("week_cost", blows=blows, players=struck) if blows else ""


def _a_count(number: int, noun: str, plural: str | None = None) -> str:
    return f"{'an' if noun[:1] in 'AEIOU' else 'a'} {noun}" if number == 1 else count(number, noun, plural)


def _outcome(week: list[Moment], voice: Voice) -> str:
    """How the Winter ended, when it ended this week; else who had slain and overcome the most."""
    state = week[-1].state or {}
    result = state.get("result")
    if result:
        if result["outcome"] == "lost":
            return voice.say("week_fell", reason=result["reason"])
        best = max(result["scores"], key=lambda row: row["total"])
        return voice.say("week_spring", winners=and_list(result["winners"]), vp=best["total"])
    trophies = {player: len(t["monsters"]) + len(t["disasters"]) for player, t in state.get("trophies", {}).items()}
    if not trophies or not max(trophies.values()):
        return ""
    most = max(trophies.values())
    if len(trophies) == 1:
        return voice.say("week_tally", players=and_list(trophies), trophies=count(most, "trophy", "trophies"))
    leaders = [player for player, n in trophies.items() if n == most]
    return voice.say("week_lead", players=and_list(leaders), trophies=count(most, "trophy", "trophies"))
