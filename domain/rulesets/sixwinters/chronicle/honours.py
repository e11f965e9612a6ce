"""The campaign's awards, read from the log at the end of the book (`domain.kernel.epilogue`):
which character overcame the most obstacles and completed the most assets, the luckiest roll
(judged by the rule's direction: an action die counts high, a threat roll low, a stress or
resource die, sorcery's included, is nobody's luck) and the longest run of obstacles overcome.
Every award goes to the characters the moves name, never to the account that recorded them.
A year recorded as a summary has no moves to read: only play recorded move by move counts."""
from __future__ import annotations

from domain.kernel.chronicle import Facts, Moment, Section
from domain.kernel.epilogue import awards, longest_run, luckiest, most

from ..campaign import events as ev
from .quiet import tk

# what a roll was for, in the game's words, by the kind of moment that rolled it
ROLLED_FOR = {ev.STARTING_DICE_ROLLED: "the starting dice", tk.REFRESHED: "the refresh",
              tk.OBSTACLES_ACTIVATED: "a threat roll", tk.MUSTERED: "mustering"}


def _team(moment: Moment) -> list[str]:
    return [str(member["character"]) for member in moment.data.get("team") or [] if member.get("character")]


def _overcame(moment: Moment) -> list[str]:
    if moment.kind != tk.OBSTACLE_ATTEMPTED or (moment.data.get("outcome") or {}).get("result") != "overcome":
        return []
    return _team(moment)


def _completed(moment: Moment) -> list[str]:
    done = moment.kind == tk.ASSET_BUILT and (moment.data.get("outcome") or {}).get("completed")
    return [moment.data["character"]] if done and moment.data.get("character") else []


def _tried(moment: Moment) -> list[tuple[str, bool]]:
    """An attempt on an obstacle is a try for each character of its team: it succeeded when
    the obstacle was overcome."""
    if moment.kind != tk.OBSTACLE_ATTEMPTED:
        return []
    overcome = (moment.data.get("outcome") or {}).get("result") == "overcome"
    return [(name, overcome) for name in _team(moment)]


def campaign_awards(moments: list[Moment], lucky) -> Facts | None:
    """The awards of a Six Winters campaign (None when nobody earned any)."""
    return awards([most(moments, _overcame, "Most obstacles overcome", "obstacle"),
                   most(moments, _completed, "Most assets completed", "asset"),
                   luckiest(moments, lucky, lambda moment: ROLLED_FOR.get(moment.kind, "")),
                   longest_run(moments, _tried, "Longest run of obstacles overcome", "obstacle")])


def awards_section(moments: list[Moment], lucky) -> Section | None:
    """The awards as the last part of a campaign still being played (an ended one's close its
    finale), on the page of the last chapter; None when nobody earned any."""
    block = campaign_awards(moments, lucky)
    return Section("Awards", level=2, blocks=[block]) if block else None
