"""The Six Winters game state: {"catalog", "campaign", "table"} (briefing, state contract).

Helpers here give evolve a private copy of the campaign part to change, so the input
state is never touched, and read the shared multiset lists (decks hold card names; a
name may appear more than once, e.g. four War Machines).
"""

from __future__ import annotations

import copy
from collections import Counter

from domain.kernel import RuleViolation


def campaign_copy(game: dict) -> tuple[dict, dict]:
    """A new game dict whose campaign part is a deep copy the caller may change."""
    campaign = copy.deepcopy(game["campaign"])
    return {**game, "campaign": campaign}, campaign


def session(game: dict) -> dict | None:
    """The session under way (between Choose Spotlight Player and Store Game), or None."""
    return game["campaign"].get("session")


def remove_cards(pile: list, names: list) -> list:
    """The pile without one copy of each name (names must all be there)."""
    pile = list(pile)
    for name in names:
        pile.remove(name)
    return pile


def missing_cards(pile: list, names: list) -> list:
    """The names (with multiplicity) that the pile does not hold."""
    short = Counter(names) - Counter(pile)
    return sorted(short.elements())


def require_cards(pile: list, names: list, where: str, rule: str) -> None:
    """Refuse names the pile does not hold, e.g. a starting asset not in the archive."""
    short = missing_cards(pile, names)
    if short:
        raise RuleViolation(rule, f"{', '.join(short)} not in the {where}")


def players_characters(sess: dict) -> list:
    """The characters of this session, in player order."""
    return [sess["characters"][player] for player in sess["players"] if player in sess.get("characters", {})]
