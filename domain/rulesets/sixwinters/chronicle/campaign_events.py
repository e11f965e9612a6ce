"""Tellers of the campaign's own events between games: the winter and setup at session start
(rulebook "Session Start") and the bookkeeping of "Session End" (skills, archive, burns,
threats, journals). Each takes a Moment and returns the blocks that tell it."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Quote, Table

from .text import and_list, para


def winter(m: Moment) -> list:
    choices = m.data.get("choices") or []
    said = [f"{c.get('character')} {'rested' if c.get('choice') == 'rest' else 'trained'}" for c in choices]
    return para(f"Winter passed. {and_list(said)}." if said else "Winter passed quietly.")


def setup(m: Moment) -> list:
    placed = [f"{o.get('name')} at {o.get('location')}" for o in m.data.get("obstacles") or []]
    return para(f"The scenario was set up with {m.data.get('threat_pool', '?')} threat tokens in the pool"
                + (f"; obstacles placed: {and_list(placed)}." if placed else "."))


def starting_dice(m: Moment) -> list:
    pending = m.data.get("pending") or {}
    return para(f"Sorcery flared as the dice were rolled: dice still owed at {and_list(list(pending))}.", "moment") if pending else []


def improved(m: Moment) -> list:
    rows = [[n, c.get("skill", "?"), c.get("from", "?"), c.get("to", "?")] for n, c in (m.data.get("improved") or {}).items()]
    return [Table(["Character", "Skill", "From", "To"], rows, caption="Skills improved", numeric=(2, 3))] if rows else []


def archived(m: Moment) -> list:
    names = [a.get("name", a) if isinstance(a, dict) else a for a in m.data.get("assets") or []]
    return para(f"Into the archive went {and_list(names)}.") if names else []


def decks(m: Moment) -> list:
    burned = m.data.get("burned") or {}
    cards = list(burned.get("assets", [])) + list(burned.get("obstacles", []))
    return para(f"Burned for good: {and_list(cards)}.") if cards else []


def threats(m: Moment) -> list:
    before, after = m.data.get("before") or {}, m.data.get("after") or {}
    rows = [[loc, before.get(loc, 0), after.get(loc, 0)] for loc in sorted(set(before) | set(after))
            if before.get(loc, 0) or after.get(loc, 0)]
    return [Table(["Location", "Threats before", "Threats after"], rows, caption="Threats", numeric=(1, 2))] if rows else []


def journals(m: Moment) -> list:
    entries = m.data.get("entries") or {}
    return [Quote(e.get("notes", "") if isinstance(e, dict) else str(e), by=name, about="the journal")
            for name, e in entries.items() if (e.get("notes") if isinstance(e, dict) else e)]
