"""Winning the Game: VPs from defeated Monsters, overcome Disasters, Heroes in the Action deck,
Manufacturer (each resource at 7), Militia (every Dwarf back on the player board: 3 VPs), the
Legendary dwarfs (2 VPs each) and BloodLust (1 per different type of Monster defeated); the
tie-breakers in the rulebook's order; the solitaire titles."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from .. import components as k
from ..state import card, home, total_dwarfs

# The solitaire chart: (title, VPs, monsters, disasters, heroes acquired, a track at 7)
TITLES = (
    ("The Legend", 50, 7, 7, 0, False),
    ("The Frost King", 40, 0, 0, 0, True),
    ("The Knight of the Round Table", 35, 0, 0, 7, False),
    ("The Beast Hunter", 30, 5, 0, 0, False),
    ("The Survivor", 25, 0, 4, 0, False),
)
TIE_BREAKERS = ("total", "dwarfs_home", "heroes", "gold", "food", "stone", "wood", "disasters_count", "monsters_count")


def acquired(state: dict, player: str) -> list[str]:
    """Heroes the player acquired (the starting heroes and the Sage were dealt, not acquired)."""
    return [key for key in state["decks_of"][player] if key in catalog_of(state)["heroes"]]


def score(state: dict, player: str) -> dict:
    board, trophies = state["boards"][player], state["trophies"][player]
    values = catalog_of(state)["board"]["manufacturer"]
    monsters = [card(state, key) for key in trophies["monsters"]]
    row = {
        "player": player,
        "monsters": sum(m["vp"] for m in monsters),
        "disasters": sum(card(state, key)["vp"] for key in trophies["disasters"]),
        "heroes": sum(card(state, key)["vp"] for key in state["decks_of"][player]),
        "manufacturer": sum(values[r] for r in k.RESOURCES if board[r] >= k.RESOURCE_MAX),
        "militia": k.MILITIA_VP if home(state, player) == total_dwarfs(state, player) else 0,
        "legends": k.LEGEND_VP * len(state["legends"][player]),
        "bloodlust": len({m["name"] for m in monsters}) if state["options"]["bloodlust"] else 0,
        "dwarfs_home": home(state, player),
        "monsters_count": len(monsters), "disasters_count": len(trophies["disasters"]),
        "heroes_acquired": len(acquired(state, player)),
        **{r: board[r] for r in k.RESOURCES},
    }
    row["total"] = sum(row[part] for part in ("monsters", "disasters", "heroes", "manufacturer", "militia",
                                              "legends", "bloodlust"))
    return row


def ranking_key(row: dict) -> tuple:
    return tuple(row[name] for name in TIE_BREAKERS)


def winners(rows: list[dict]) -> list[str]:
    """The most VPs, then each tie-breaker in turn; still tied: the players share victory."""
    best = max(ranking_key(row) for row in rows)
    return [row["player"] for row in rows if ranking_key(row) == best]


def deciding(rows: list[dict]) -> str | None:
    """The tie-breaker that settled the winner (None when the VPs alone did, or nothing did)."""
    best = max(rows, key=ranking_key)
    rivals = [row for row in rows if row is not best and row["total"] == best["total"]]
    if not rivals:
        return None
    for name in TIE_BREAKERS[1:]:
        rivals = [row for row in rivals if row[name] == best[name]]
        if not rivals:
            return name
    return None


def title(row: dict) -> str | None:
    """The best title of the solitaire chart the score earns, or None."""
    track = any(row[r] >= k.RESOURCE_MAX for r in k.RESOURCES)
    for name, vps, monsters, disasters, heroes, needs_track in TITLES:
        if row["total"] >= vps and row["monsters_count"] >= monsters and row["disasters_count"] >= disasters \
                and row["heroes_acquired"] >= heroes and (track or not needs_track):
            return name
    return None
