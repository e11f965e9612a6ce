"""The party's character sheets and the world map, as they stood at a given moment
(shown when a game opens and when a year closes; see views.sheets_view)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of
from domain.kernel.chronicle import Card, Facts, Picture, Section, Table

from ..campaign.pictures import PICTURES

DOTS = ("\u25cf", "\u25cb")   # filled / empty skill dot, as on the character sheet


def map_picture(state: dict | None, caption: str) -> Picture | None:
    """The world map of `state`, or None when there is no campaign to draw yet."""
    try:
        return Picture(PICTURES["map"](state), caption) if state and state.get("campaign") else None
    except (KeyError, TypeError, ValueError):  # a half-built state must not sink the whole book
        return None


def _skills_table(state: dict, skills: dict) -> Table:
    catalog = catalog_of(state) if state.get("catalog") else {}
    names = [(s.get("id"), s.get("name", s.get("id"))) for s in catalog.get("skills", [])]
    names = names or [(k, k) for k in skills]
    top = catalog.get("skill_max", 5)
    dots = [DOTS[0] * skills.get(i, 0) + DOTS[1] * max(0, top - skills.get(i, 0)) for i, _ in names]
    return Table([n.capitalize() for _, n in names], [dots], caption="Skills")


def sheet_card(state: dict, name: str, player: str = "") -> Card:
    """A character sheet as it stands in `state` (campaign sheets; see views.sheets_view)."""
    sheet = ((state.get("campaign") or {}).get("sheets") or {}).get(name, {})
    stress = sheet.get("stress") or {}
    conditions = [c.get("name", "") if isinstance(c, dict) else str(c) for c in sheet.get("conditions", [])]
    facts = [("Player", player if player and not player.startswith("#") else "-"), ("Psyche / body", f"{stress.get('psyche', '-')} / {stress.get('body', '-')}"),
             ("Movement", sheet.get("move", "-")), ("Conditions", ", ".join(conditions) or "none"),
             ("Abilities", ", ".join(sheet.get("abilities", [])) or "none"),
             ("Reserve actions", ", ".join(sheet.get("reserve_actions", [])) or "none")]
    return Card(name, [Facts(facts), _skills_table(state, sheet.get("skills") or {})], subtitle=sheet.get("title", ""))


def party_section(state: dict, cast: dict, title: str, caption: str) -> Section:
    """Sheets of the cast ({player: character}; "" for no player) and the world map."""
    section = Section(title, level=2, style="sheet")
    for player, name in cast.items():
        section.add(sheet_card(state, name, player))
    picture = map_picture(state, caption)
    if picture:
        section.add(picture)
    return section
