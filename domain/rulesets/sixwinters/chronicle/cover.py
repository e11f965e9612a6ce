"""The title page: the subtitle (the span of years and the final title) and the cover facts."""
from __future__ import annotations

from domain.kernel.cast import Role, cast_section
from domain.kernel.chronicle import Section

from ..campaign import events as ev
from .text import and_list
from .year import Year


def subtitle(years: list[Year], ended, year) -> str:
    """Names the year of a one-year book, else the span of years and the title once won."""
    if year is not None:
        return f"Six Winters: the chronicle of year {year}"
    played = [y for y in years if y.first(ev.SCENARIO_ENDED)]
    begun = [y for y in years if not y.first(ev.SCENARIO_ENDED)]
    if not played:
        return f"Six Winters: year {begun[0].number} under way" if begun else "Six Winters: a campaign about to begin"
    span = f"year {played[0].number}" if len(played) == 1 else f"years {played[0].number} to {played[-1].number}"
    under_way = f", year {begun[-1].number} under way" if begun else ""
    return f"Six Winters, {span}{under_way}" + (f": {ended.get('title')}" if ended and ended.get("title") else "")


def played_characters(years: list[Year]) -> list[str]:
    """The characters chosen to play in any year, in the order they first played."""
    names = [name for y in years for name in (y.data(ev.CHARACTERS_CHOSEN).get("characters") or {}).values()]
    return list(dict.fromkeys(names))


def cover_facts(years: list[Year], final: dict, ended) -> list:
    """Counts from the campaign history of the final state, so an unfinished book still has them."""
    history = (final.get("campaign") or {}).get("history") or []
    players = sorted({p for y in years for p in y.data(ev.SESSION_STARTED).get("players", [])})
    facts = [("Years played", len(history)), ("Players", ", ".join(players) or "-"),
             ("Scenarios won", sum(1 for h in history if h.get("result") == "success"))]
    if ended:
        facts += [("Campaign score", ended.get("total", "-")), ("Final title", ended.get("title", "-"))]
    return facts


def group(years: list[Year]) -> list[str]:
    """'Ann (Thea and Menas)': each player of the years told with the characters they played."""
    played: dict = {}
    for y in years:
        for player in y.data(ev.SESSION_STARTED).get("players", []):
            played.setdefault(player, [])
        for player, name in (y.data(ev.CHARACTERS_CHOSEN).get("characters") or {}).items():
            if name not in played.setdefault(player, []):
                played[player].append(name)
    return [f"{player} ({and_list(names)})" if names else player for player, names in played.items()]


def cast_page(years: list[Year]) -> Section | None:
    """Who played whom in the years told, each character once with every year it played
    (None before any character was chosen)."""
    roles = [Role(name, player, str(y.number)) for y in years
             for player, name in (y.data(ev.CHARACTERS_CHOSEN).get("characters") or {}).items()]
    return cast_section(roles, "The characters of this chronicle and the players who played them.", when="Years")
