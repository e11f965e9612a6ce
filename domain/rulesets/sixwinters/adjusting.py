"""What every Six Winters state keeps, an adjustment's included (docs/dev/sixwinters.md,
"Adjustments"): the invariants of the campaign level and those of the live game; and what
"Correct" at the table sets right by taps (`correctable`): threat tokens and the threat pool,
the characters' stress tracks, the map's threat tokens between games; and which of them a tap
on a picture picks (`correction_path`)."""
from __future__ import annotations

from domain.kernel.changes import join_pointer
from domain.kernel.moves.corrections import Correctable, ViewPaths, if_correctable, path_from
from domain.kernel.titles import ANY

from .campaign.adjusting import invariants as campaign_invariants
from .game.adjusting import invariants as table_invariants


# a value drawn on the table or the map -> where the state keeps it
VIEW_PATHS: ViewPaths = {
    ("table", ("characters", ANY, "psyche")): lambda name: join_pointer(["table", "characters", name, "psyche"]),
    ("table", ("characters", ANY, "body")): lambda name: join_pointer(["table", "characters", name, "body"]),
    ("map", ("locations", ANY, "threats")): lambda place: join_pointer(["campaign", "map", place, "threats"]),
}


def invariants(game: dict) -> list:
    """What every state keeps, an adjustment's included: a legal campaign, and a table that could
    lie in front of the players."""
    return campaign_invariants(game) + table_invariants(game)


def _counts(now: int, least: int = 0) -> tuple:
    """A count the rules bound only below: from `least` to a handful more than there are now."""
    return tuple(range(least, max(now + 6, 10) + 1))


def correctable(game: dict) -> list[Correctable]:
    """The live table's counts while a game is on it, else the campaign map's threat tokens; a
    character's stress is its player's own (their seat), the rest the whole table's."""
    table = game.get("table")
    if table and table.get("locations"):
        found = [Correctable("The table", "the threat pool", "/table/threat_pool", table["threat_pool"],
                             _counts(table["threat_pool"]))]
        found += [Correctable("Threat tokens", f"the threat tokens at {name}",
                              join_pointer(["table", "locations", name, "threats"]), place["threats"],
                              _counts(place["threats"])) for name, place in sorted(table["locations"].items())]
        player_of = {character: player for player, character in
                     (game["campaign"].get("session") or {}).get("characters", {}).items()}
        for name, char in sorted(table["characters"].items()):
            found += [Correctable(f"{name}'s stress", f"{name}'s {track} stress",
                                  join_pointer(["table", "characters", name, track]), char[track], _counts(char[track]),
                                  seat=player_of.get(name))
                      for track in ("psyche", "body")]
        return found
    return [Correctable("Threat tokens", f"the threat tokens at {name}", join_pointer(["campaign", "map", name, "threats"]),
                        place["threats"], _counts(place["threats"]))
            for name, place in sorted(game["campaign"]["map"].items()) if isinstance(place.get("threats"), int)]


def correction_path(game: dict, view: str, path: tuple, document) -> str | None:
    """A character's stress on the table picture; a location's threat tokens on the map between
    games (while a game is on the table the map's tokens wait for its end, and nothing corrects
    them by taps)."""
    return if_correctable(correctable(game), path_from(VIEW_PATHS, view, path, document))
