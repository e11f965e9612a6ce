"""The party's character sheets and the world map, as they stood at a given moment (the
sheets once a chapter, as a game opens, each marked with what changed since the last chapter's;
the map again when a year closes; see views.sheets_view)."""
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


def _skills_table(state: dict, skills: dict, was: dict | None = None) -> Table:
    """The skills as dots; a skill that moved since `was` (the last chapter's sheet) marked
    with what it was."""
    catalog = catalog_of(state) if state.get("catalog") else {}
    names = [(s.get("id"), s.get("name", s.get("id"))) for s in catalog.get("skills", [])]
    names = names or [(k, k) for k in skills]
    top = catalog.get("skill_max", 5)
    dots = [DOTS[0] * skills.get(i, 0) + DOTS[1] * max(0, top - skills.get(i, 0))
            + (f" (was {was.get(i, 0)})" if was is not None and was.get(i, 0) != skills.get(i, 0) else "") for i, _ in names]
    return Table([n.capitalize() for _, n in names], [dots], caption="Skills")


def _facts(sheet: dict, player: str) -> list[tuple[str, str]]:
    stress = sheet.get("stress") or {}
    conditions = [c.get("name", "") if isinstance(c, dict) else str(c) for c in sheet.get("conditions", [])]
    return [("Player", player if player and not player.startswith("#") else "-"),
            ("Psyche / body", f"{stress.get('psyche', '-')} / {stress.get('body', '-')}"),
            ("Movement", str(sheet.get("move", "-"))), ("Conditions", ", ".join(conditions) or "none"),
            ("Abilities", ", ".join(sheet.get("abilities", [])) or "none"),
            ("Reserve actions", ", ".join(sheet.get("reserve_actions", [])) or "none")]


def _sheet(state: dict | None, name: str) -> dict | None:
    return (((state or {}).get("campaign") or {}).get("sheets") or {}).get(name)


def sheet_card(state: dict, name: str, player: str = "", since: dict | None = None) -> Card:
    """A character sheet as it stands in `state` (campaign sheets; see views.sheets_view); with
    `since` (the state of the last chapter's sheet), each line that changed since is marked
    with what it was: "Conditions: Wounded (was none)"."""
    sheet = _sheet(state, name) or {}
    was = _sheet(since, name)
    before = dict(_facts(was, player)) if was is not None else {}
    facts = [(label, value + (f" (was {before[label]})" if label in before and before[label] != value else ""))
             for label, value in _facts(sheet, player)]
    skills = _skills_table(state, sheet.get("skills") or {}, (was.get("skills") or {}) if was is not None else None)
    return Card(name, [Facts(facts), skills], subtitle=sheet.get("title", ""))


def party_section(state: dict, cast: dict, title: str, caption: str, since: dict | None = None,
                  sheets: bool = True) -> Section:
    """Sheets of the cast ({player: character}; "" for no player), marked with their changes
    since the last chapter's (`since`), and the world map; the map alone without `sheets`."""
    section = Section(title, level=2, style="sheet" if sheets else "chapter")
    for player, name in cast.items() if sheets else ():
        section.add(sheet_card(state, name, player, since))
    picture = map_picture(state, caption)
    if picture:
        section.add(picture)
    return section
