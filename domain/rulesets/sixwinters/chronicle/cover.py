"""The title page: the subtitle (the span of years and the final title) and the cover facts."""
from __future__ import annotations

from ..campaign import events as ev
from .year import Year


def subtitle(years: list[Year], ended, year) -> str:
    """Names the year of a one-year book, else the span of years and the title once won."""
    if year is not None:
        return f"Six Winters: the chronicle of year {year}"
    if not years:
        return "Six Winters: a campaign about to begin"
    span = f"year {years[0].number}" if len(years) == 1 else f"years {years[0].number} to {years[-1].number}"
    return f"Six Winters, {span}" + (f": {ended.get('title')}" if ended and ended.get("title") else "")


def cover_facts(years: list[Year], final: dict, ended) -> list:
    """Counts from the campaign history of the final state, so an unfinished book still has them."""
    history = (final.get("campaign") or {}).get("history") or []
    players = sorted({p for y in years for p in y.data(ev.SESSION_STARTED).get("players", [])})
    facts = [("Years played", len(history)), ("Players", ", ".join(players) or "-"),
             ("Scenarios won", sum(1 for h in history if h.get("result") == "success"))]
    if ended:
        facts += [("Campaign score", ended.get("total", "-")), ("Final title", ended.get("title", "-"))]
    return facts
