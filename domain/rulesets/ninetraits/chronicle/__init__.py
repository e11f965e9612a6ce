"""The chronicle (reports hook): the campaign as an adventure, a chapter per session.

Each session opens with who sat at the table and whom they played; then a part per scene,
the fights inside it told rotation by rotation, one paragraph per deed (a roll, an attack and
the wounds it left, a death save); the session's end, what changed on the sheets and its dice
and luck; at the end the party's sheets. The book is told for its reader: the players'
edition reads the Wayfinder's secrets as a line of what happened behind the screen, the
Wayfinder's edition has them, and a last chapter of what the Wayfinder still keeps.
"""
from __future__ import annotations

from domain.kernel.cast import Role, cast_section
from domain.kernel.chronicle import Chronicle, ChronicleRefusal, Picture, Section, Timeline
from domain.kernel.storytelling import and_list, dates_of

from ..cards import sheet_card
from ..views import party
from .chapters import secrets_section, sessions_of, tell_sessions
from .honours import honours_section


def _group(moments) -> list[str]:
    """Everyone who sat at the table in some session, in order of arrival."""
    found: list[str] = []
    for moment in moments:
        for name in moment.data.get("players", []) if moment.kind == "ninetraits/session-started" else []:
            if name not in found:
                found.append(name)
    return found


def _cast(final: dict) -> Section | None:
    """Who played whom: each player character once with its player, the Wayfinder named in the
    lead (None while nobody has a character)."""
    roles = [Role(row["name"], row["player"] or "") for row in party(final)["characters"] if row["kind"] == "pc"]
    return cast_section(roles, f"{final['wayfinder']} was the Wayfinder." if final.get("wayfinder") else "")


def _party(final: dict) -> Section | None:
    rows = [row for row in party(final)["characters"] if row["kind"] == "pc"]
    if not rows:
        return None
    section = Section("The party", style="sheet")
    section.say(f"The sheets of {and_list(row['name'] for row in rows)} as the story stands.", "lead")
    for index, row in enumerate(party(final)["characters"]):
        if row["kind"] == "pc":
            section.add(Picture(sheet_card(row, index), caption=f"{row['name']}'s sheet"))
    return section


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of a campaign: a chapter per session. A campaign counts sessions, not years:
    asking for a year is refused, not answered with an empty book."""
    if year is not None:
        raise ChronicleRefusal("a nine-trait campaign is told by sessions, not years: leave out the year")
    moments = list(timeline)
    final = moments[-1].state if moments else None
    gm = bool(final and final.get("secret") is not None)
    book = Chronicle(title=timeline.name or "A nine-trait campaign",
                     subtitle="The nine-trait d6 roleplaying game" + (", the Wayfinder's edition" if gm else ""),
                     group=_group(moments), dates=dates_of(moments))
    book.sections += [page for page in [_cast(final) if final else None] if page]
    book.sections.extend(tell_sessions(moments))
    if final:
        for extra in (honours_section(moments), _party(final), secrets_section(final) if gm else None):
            if extra is not None:
                book.sections.append(extra)
        book.facts = [("Wayfinder", final["wayfinder"]), ("Sessions", len(final["sessions"])),
                      ("Player characters", and_list(s["name"] for s in final["characters"].values()
                                                     if s["kind"] == "pc") or "-"),
                      ("Fights", final["sequences"])]
    if not book.sections:
        book.sections.append(Section("The story so far").say("Nothing has been played yet.", "lead"))
    return book


__all__ = ["chronicle", "sessions_of"]
