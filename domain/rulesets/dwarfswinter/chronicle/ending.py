"""The last chapter: Spring (the Victory Points of each clan, the winner and the tie-breaker that
settled it, the solitaire title earned and what the next one asks) or the fall of the Castle."""
from __future__ import annotations

from domain.kernel.chronicle import Picture, Section, Table
from domain.kernel.storytelling import Voice, and_list

from ..options import VARIANTS
from ..pictures.players import players_picture
from ..readings import score_reading
from ..rules.scoring import TITLES
from ..state import solo


def tell_end(section: Section, state: dict, voice: Voice) -> None:
    result = state["result"]
    if result["outcome"] == "lost":
        who = f"{state['players'][0]} lost" if solo(state) else "Everyone lost together"
        section.say(f"The Winter won: {result['reason']}. {who}.", "lead")
        section.add(Picture(players_picture(state), caption="The clans when the Castle fell"))
        return
    rows = sorted(result["scores"], key=lambda row: -row["total"])
    best = rows[0]
    if solo(state):
        section.say(f"Spring came, and {best['player']} had survived the Winter with {best['total']} VPs.", "lead")
        section.say(_title_words(result, best))
    else:
        winners = and_list(result["winners"])
        verb = "won" if len(result["winners"]) == 1 else "shared the victory"
        section.say(f"Spring came at last: the clans had survived the Winter, and {winners} {verb} with "
                    f"{best['total']} VPs.", "lead")
        if result.get("tie_breaker"):
            section.say(f"The VPs were tied; {result['tie_breaker'].replace('_', ' ')} settled it.")
    table = score_reading(state)[-1]
    section.add(Table(table["columns"], table["rows"], caption="Victory Points",
                      numeric=tuple(range(1, len(table["columns"])))))
    who = f"{state['players'][0]}'s board" if solo(state) else "The clans' boards"
    section.add(Picture(players_picture(state), caption=f"{who} in Spring"))


def _title_words(result: dict, row: dict) -> str:
    """The solitaire title earned with what it asks, and what the next title up asks that the
    score lacked (TITLES runs from the best)."""
    earned, names = result.get("title"), [t[0] for t in TITLES]
    if earned:
        said = f"The solitaire chart named {row['player']} {earned}: {_asks(TITLES[names.index(earned)])}."
    else:
        said = "The score earned no title on the solitaire chart."
    above = names.index(earned) - 1 if earned else len(TITLES) - 1
    if above >= 0:
        target = TITLES[above]
        said += f" {target[0]} asks for {_asks(target)}; {row['player']} had {_had(target, row)}."
    return said


def _asks(title: tuple) -> str:
    _, vps, monsters, disasters, heroes, track = title
    parts = [f"{vps} VPs", f"{monsters} Monsters defeated" if monsters else "",
             f"{disasters} Disasters overcome" if disasters else "", f"{heroes} Heroes acquired" if heroes else "",
             "a resource track at 7" if track else ""]
    return and_list(parts)


def _had(title: tuple, row: dict) -> str:
    _, _, monsters, disasters, heroes, track = title
    parts = [f"{row['total']} VPs", f"{row['monsters_count']} Monsters" if monsters else "",
             f"{row['disasters_count']} Disasters" if disasters else "",
             f"{row['heroes_acquired']} Heroes" if heroes else "",
             ("a track at 7" if any(row[r] >= 7 for r in ("gold", "food", "stone", "wood")) else "no track at 7")
             if track else ""]
    return and_list(parts)


def facts(state: dict) -> list[tuple[str, object]]:
    result = state.get("result")
    found = [("Players", and_list(state["players"])), ("Weeks", state["week"])]
    variants = [VARIANTS[name].split(":")[0] for name, on in state["options"].items() if name in VARIANTS and on]
    if variants:
        found.append(("Variants", and_list(variants)))
    if not result:
        found.append(("Result", "the Winter goes on"))
    elif result["outcome"] == "lost":
        found.append(("Result", "everyone lost"))
    else:
        found.append(("Result", f"{and_list(result['winners'])} won"))
        if result.get("title"):
            found.append(("Title", result["title"]))
    return found
