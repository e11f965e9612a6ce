"""A campaign's seats and who sits in them: the ruleset names the seats (from the campaign's
state), the accounts store binds them to members (domain/kernel/seats.py has the rule a bound
seat follows). The API, the members page and `journal seat` all go through here."""
from __future__ import annotations

from domain.kernel.seats import game_master_seats

from .accounts import AccountStore

ELSEWHERE = "another player"   # a table guest's reading of every seat but its own: taken


class SeatError(ValueError):
    """A binding that cannot be made: an unknown seat (404) or a user who cannot sit (400)."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def seat_ids(journal, campaign_id: str) -> list[str]:
    """The seats the campaign's ruleset names now (a game may name a seat only once its player is chosen)."""
    rules = journal.ruleset_of(campaign_id)
    return [seat.id for seat in rules.seats(journal.state(campaign_id).state["game"])]


def seat_list(journal, store: AccountStore, campaign_id: str) -> list[dict]:
    """[{"seat", "user"}] in the ruleset's order; "user" is None for an unbound seat."""
    bound = store.bindings(campaign_id)
    return [{"seat": seat, "user": bound.get(seat)} for seat in seat_ids(journal, campaign_id)]


def bind(journal, store: AccountStore, campaign_id: str, seat: str, user_name: str | None) -> dict:
    """Bind `seat` to the member called `user_name`, or unbind it (None); returns the seat."""
    seats = seat_ids(journal, campaign_id)
    if seat not in seats:
        raise SeatError(404, f"no seat {seat!r} in this campaign; the seats: {', '.join(seats) or 'none yet'}")
    user_id = None
    if user_name is not None:
        member = next((m for m in store.members(campaign_id) if m["name"] == user_name), None)
        if member is None:
            raise SeatError(400, f"{user_name!r} is not a member of this campaign: invite them first")
        if member["role"] == "viewer":
            raise SeatError(400, f"{user_name} is a viewer of this campaign: make them a player to give them a seat")
        user_id = member["id"]
    store.bind(campaign_id, seat, user_id)
    return {"seat": seat, "user": user_name}


def seats_of(store: AccountStore, campaign_id: str, user_name: str) -> list[str]:
    """The seats bound to one member."""
    return sorted(seat for seat, name in store.bindings(campaign_id).items() if name == user_name)


def joinable(journal, campaign_id: str, seat: str) -> str:
    """The seat a join link may hand out: one the ruleset names, not the game master's (a game
    master is made on the members page); else SeatError."""
    seats = seat_ids(journal, campaign_id)
    if seat not in seats:
        raise SeatError(404, f"no seat {seat!r} in this campaign; the seats: {', '.join(seats) or 'none yet'}")
    rules = journal.ruleset_of(campaign_id)
    if seat in game_master_seats(rules, journal.state(campaign_id).state["game"]):
        raise SeatError(400, f"the seat {seat!r} is the game master's: make a member game master on the members "
                             "page instead of handing it out")
    return seat


def guest_bindings(journal, campaign_id: str, bound: dict, seat: str) -> dict:
    """The bindings as a table guest at `seat` acts under them: every other seat is taken, so
    the guest plays its own seat only, never an unbound one."""
    return {**{other: bound.get(other) or ELSEWHERE for other in seat_ids(journal, campaign_id)},
            seat: bound.get(seat)}
