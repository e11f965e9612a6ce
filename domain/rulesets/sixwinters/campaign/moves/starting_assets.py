"""Session Start step 7 (years 2-6), Choose Starting Assets, as moves: archived assets that
start completed, at most the matching skill minus two per skill (rules/session_start.py).

Two characters drawing on the one archive could ask for its last copy of a card together;
such a card is offered to one character per move: a move where nobody takes contested cards,
and one per character who may take them first."""
from __future__ import annotations

from collections import Counter

from domain.kernel.moves import Move, by, choices, each, sub_multisets

from ..rules import facts
from .steps import playing

MAX_PICKS = 200


def _limits(catalog: dict, campaign: dict, name: str) -> dict:
    skills, offset = campaign["sheets"][name]["skills"], facts.limit(catalog, "starting_asset_skill_offset", 2)
    return {skill: max(0, skills.get(skill, 0) - offset) for skill in facts.skill_ids(catalog)}


def _gifts(campaign: dict, name: str) -> list:
    return [g for g in campaign["session"].get("gifts", []) if g["character"] == name]


def picks(catalog: dict, campaign: dict, name: str, cards: list) -> list[list[str]]:
    """Every set of the given archived cards the character may start with (at least one)."""
    limits, gifts = _limits(catalog, campaign, name), _gifts(campaign, name)
    found = []
    for size in range(1, min(len(cards), sum(limits.values()) + len(gifts)) + 1):
        for pick in _sized(cards, size):
            if _allowed(catalog, limits, gifts, pick):
                found.append(pick)
                if len(found) >= MAX_PICKS:
                    return found
    return found


def _sized(cards: list, size: int):
    return sub_multisets(cards, size, size)


def _allowed(catalog: dict, limits: dict, gifts: list, pick: list) -> bool:
    counts = Counter(facts.asset(catalog, card)["skill"] for card in pick)
    over = {skill: n - limits.get(skill, 0) for skill, n in counts.items() if n > limits.get(skill, 0)}
    if not over:
        return True
    fitting = [g for g in gifts if any(facts.matches_gift(catalog, card, g) for card in pick
                                       if facts.asset(catalog, card)["skill"] in over)]
    return sum(over.values()) <= len(fitting)


def starting_asset_moves(catalog: dict, campaign: dict) -> list[Move]:
    archive = Counter(campaign["archive"])
    names = playing(campaign)
    wanted = {name: [card for card in archive if picks(catalog, campaign, name, [card])] for name in names}
    interested = Counter(card for cards in wanted.values() for card in set(cards))
    contested = {card for card, count in interested.items() if count > 1 and archive[card] < count}
    share = {card: archive[card] // count for card, count in interested.items() if card not in contested}
    moves = [_move(catalog, campaign, wanted, share, contested, None)]
    for first in names:
        if contested & set(wanted[first]):
            share_first = {**share, **{card: archive[card] for card in contested}}
            moves.append(_move(catalog, campaign, wanted, share_first, contested, first))
    return [move for move in moves if move is not None]


def _move(catalog, campaign, wanted, share, contested, first):
    """`share`: the copies of each card one character may take in this move."""
    options = {}
    for name, cards in wanted.items():
        allowed = [c for c in cards if c not in contested or name == first]
        pool = [c for c in allowed for _ in range(share[c])]
        found = picks(catalog, campaign, name, pool) if pool else []
        if found:
            options[name] = found
    label = "Choose the starting assets" if first is None else f"{first} chooses starting assets first"
    if not options:
        return Move("choose-starting-assets", "Nobody starts with an archived asset", group="Session Start") \
            if first is None else None
    member = {"character": choices(list(options)),
              "assets": by("character", {name: choices(found) for name, found in options.items()})}
    return Move("choose-starting-assets", label, group="Session Start",
                fields={"assets": each(member, min=0, max=len(options), distinct="character")})
