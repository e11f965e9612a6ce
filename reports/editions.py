"""Editions of a chronicle: who the book is told for.

- "group": what every player saw (the default): private notes and rolls are left out,
  face-down cards stay face down;
- "seat:NAME": the group's edition plus what is private to that seat;
- "gm": everything the game master reads (private notes of every seat included; what is
  face down even to the game master stays face down until the rules reveal it).
A site member may read the group's edition and their own seats'; the game master and the
owner any (`allowed`).
"""
from __future__ import annotations

import domain.rulesets as rulesets
from domain.kernel import Viewer

from .chronicle import ReportError

GROUP, GM, SEAT = "group", "gm", "seat:"


def viewer_for(edition: str, seats: list[str]) -> Viewer:
    """The viewer an edition is told for; ReportError naming the edition or the seat when it
    is not one of this campaign's (`seats`: the campaign's seat ids)."""
    edition = (edition or GROUP).strip()
    if edition == GROUP:
        return Viewer(role="player")
    if edition == GM:
        return Viewer(role="gm", gm=True)
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


def offered(member: Viewer, seats: list[str]) -> list[str]:
    """The editions a member may choose from, the group's first."""
    every = [GROUP, *(SEAT + seat for seat in seats), GM]
    return [edition for edition in every if allowed(edition, member)]


def campaign_seats(journal, campaign: str) -> list[str]:
    """The seat ids of a campaign as it stands."""
    info = journal.campaign(campaign)
    game = journal.state(info.id).state["game"]
    return [seat.id for seat in rulesets.get(info.ruleset).seats(game)]
