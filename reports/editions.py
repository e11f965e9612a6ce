"""Editions of a chronicle: who the book is told for.

- "group": what every player saw (the default): private notes and rolls are left out,
  face-down cards stay face down;
- "seat:NAME": the group's edition plus what is private to that seat;
- "gm": everything the game master reads (private notes of every seat included; what is
  face down even to the game master stays face down until the rules reveal it). A game
  without a game master has no such reader: there "gm" is the owner's edition, everything.
Every book names its edition on its cover and in its file name (`Edition`), so a group's copy
and a full one are never mistaken for each other.
A site member may read the group's edition and their own seats'; the game master and the
owner any (`allowed`).
"""
from __future__ import annotations

from dataclasses import dataclass

import domain.rulesets as rulesets
from domain.kernel import Viewer
from domain.kernel.seats import game_master_seats
from domain.kernel.storytelling import and_list

from .chronicle import ReportError

GROUP, GM, SEAT = "group", "gm", "seat:"


@dataclass(frozen=True)
class Edition:
    """An edition in words: the line on the cover and the word in the file name."""

    cover: str
    stem: str


def edition_of(sight: tuple, chairs: frozenset) -> Edition:
    """The edition a reader's sight (`Viewer.sight`: audit, game master, seats) is told for;
    `chairs`: the game master's seats (none in a game without one)."""
    audit, gm, seats = sight
    if audit or (gm and not chairs):
        return Edition("The owner's edition: everything", "owner")
    if gm:
        return Edition("The game master's edition: everything the game master reads", "game-master")
    if seats:
        names = and_list(sorted(seats))
        return Edition(f"{names}'s edition: what the group saw and what was {names}'s own",
                       "seat-" + "-".join(sorted(seats)))
    return Edition("The group's edition: what every player saw", "group")


def viewer_for(edition: str, seats: list[str], chairs: frozenset | None = None) -> Viewer:
    """The viewer an edition is told for; ReportError naming the edition or the seat when it
    is not one of this campaign's (`seats`: the campaign's seat ids; `chairs`: the game
    master's among them, None when not known: "gm" in a game without one is the owner's edition)."""
    edition = (edition or GROUP).strip()
    if edition == GROUP:
        return Viewer(role="player")
    if edition == GM:
        return Viewer(role="gm" if chairs is None or chairs else "owner", gm=True)
    if edition.startswith(SEAT):
        seat = edition[len(SEAT):]
        if seat not in seats:
            raise ReportError(f"{seat or '(empty)'} is not a seat of this campaign; the seats: "
                              f"{', '.join(seats) or 'none yet'}")
        return Viewer(role="player", seats=frozenset({seat}))
    raise ReportError(f"edition must be group, gm or seat:NAME, not {edition!r}")


def allowed(edition: str, member: Viewer) -> bool:
    """Whether a site member may fetch an edition: the group's and their own seats' for a
    player or viewer; any for the game master and the owner."""
    edition = (edition or GROUP).strip()
    if member.gm or edition == GROUP:
        return True
    return edition.startswith(SEAT) and edition[len(SEAT):] in member.seats


def offered(member: Viewer, seats: list[str], chairs: frozenset = frozenset()) -> list[str]:
    """The editions a member may choose from, the group's first; a seat's edition for each
    player's seat (the game master's chair is not a player's: its book is "gm")."""
    every = [GROUP, *(SEAT + seat for seat in seats if seat not in chairs), GM]
    return [edition for edition in every if allowed(edition, member)]


def campaign_seats(journal, campaign: str) -> list[str]:
    """The seat ids of a campaign as it stands."""
    info = journal.campaign(campaign)
    game = journal.state(info.id).state["game"]
    return [seat.id for seat in rulesets.get(info.ruleset).seats(game)]


def campaign_chairs(journal, campaign: str) -> frozenset[str]:
    """The game master's seats of a campaign as it stands (none in a game without one)."""
    info = journal.campaign(campaign)
    return game_master_seats(rulesets.get(info.ruleset), journal.state(info.id).state["game"])
