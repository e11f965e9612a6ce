"""Rulebook "Game End" and "Scoring"."""
from __future__ import annotations

from ..geometry import WORLD_IDS
from ..state import controlled, names, on_board, player, realm_dice, realm_limit, realm_total

POINTS_PER_WORLD = 3
POINTS_PER_LOST_ARMY = -1


def end_reason(state: dict) -> str | None:
    """Why the game ends now, or None.

    Elimination has two readings (setup option "elimination", docs/d6d.md):
    "board" - a player has no army on any world; "all" - all six of a player's
    army dice lie in the Realm of Lost Souls. With "all", a player with no army on a world
    never acts again (no world to recruit on), so the game also ends when one player alone
    has armies on the worlds: nothing else could ever end it.
    """
    for name in names(state):
        if len(controlled(state, name)) == len(WORLD_IDS):
            return f"{name} controls all worlds"
    for name in names(state):
        if eliminated(state, name):
            return f"all of {name}'s armies are destroyed"
    standing = [name for name in names(state) if on_board(state, name)]
    if not standing:
        return "no army is left on any world"
    if len(standing) == 1 and len(names(state)) > 1:
        return f"only {standing[0]} has armies left on the worlds"
    if realm_total(state) >= realm_limit(state):
        return f"the Realm of Lost Souls holds {realm_total(state)} (limit {realm_limit(state)})"
    return None


def eliminated(state: dict, name: str) -> bool:
    if state["options"]["elimination"] == "all":
        return all(die["at"] == "realm" for die in player(state, name)["armies"])
    return not on_board(state, name)


def scores(state: dict) -> list[dict]:
    """3 points per controlled world, -1 per army die in the Realm."""
    table = []
    for name in names(state):
        worlds, lost = controlled(state, name), realm_dice(state, name)
        table.append({"player": name, "worlds": worlds, "realm_dice": len(lost), "realm_total": sum(lost),
                      "points": POINTS_PER_WORLD * len(worlds) + POINTS_PER_LOST_ARMY * len(lost)})
    return table


def winners(table: list[dict]) -> list[str]:
    """Highest score; a tie goes to the lowest Realm total; still tied, they share the win."""
    best = max(row["points"] for row in table)
    top = [row for row in table if row["points"] == best]
    lowest = min(row["realm_total"] for row in top)
    return [row["player"] for row in top if row["realm_total"] == lowest]
