"""3.5 Defeat a Monster and 3.6 Overcome a Disaster: free actions on the player's turn, with
the required number of Dwarfs in its zone and the resources it asks. The Dwarfs used go back
to the player board, the card is kept for its VPs; a Disaster pays its Gold reward.

Legendary classes: the Ice Warrior counts as 2 Dwarfs against monsters; with the Earth
Guardian in a Disaster's zone the player pays 1 resource less (of their choice among those
asked). The player names the legendary dwarfs they use; regular dwarfs make up the rest.
"""
from __future__ import annotations

from itertools import combinations

from domain.kernel import Event, RuleViolation

from .. import components as k
from .. import events as ev
from ..guards import require_turn
from ..state import at, card, disaster_zone, monster_zone
from .effects import affordable, capped


def strength(legends, against_monster: bool) -> int:
    return sum(2 if legend == k.ICE_WARRIOR and against_monster else 1 for legend in legends)


def teams(present: dict, needed: int, against_monster: bool) -> list[tuple]:
    """Every set of legendary dwarfs that may join regular dwarfs to meet the need, with none
    of them left idle: (legends, regular dwarfs)."""
    legends = [kind for kind in k.LEGENDS if present.get(kind)]
    found = []
    for size in range(len(legends) + 1):
        for chosen in combinations(legends, size):
            power = strength(chosen, against_monster)
            idle = any(strength([c for c in chosen if c != one], against_monster) >= needed for one in chosen)
            regular = max(0, needed - power)
            if not idle and regular <= present.get(k.DWARF, 0):
                found.append((chosen, regular))
    return found


def _team(state: dict, player: str, zone: str, needed: int, legends: list, against_monster: bool) -> dict:
    present = at(state, player, zone)
    if len(set(legends)) != len(legends) or any(not present.get(legend) for legend in legends):
        raise RuleViolation("dwarfswinter.team.legend", f"{player} has no such legendary dwarf in {zone}")
    options = {tuple(sorted(chosen)): regular for chosen, regular in teams(present, needed, against_monster)}
    key = tuple(sorted(legends))
    if key not in options and options:
        teams_ = " or ".join(", ".join(chosen) or "regular dwarfs only" for chosen in options)
        raise RuleViolation("dwarfswinter.team.legends", f"name the legendary dwarfs that join in {zone}: {teams_}")
    if key not in options:
        have = sum(present.values())
        raise RuleViolation("dwarfswinter.team.size", f"{needed} Dwarfs are needed in {zone}; {player} has {have} "
                                                      f"there{' (with those legends)' if legends else ''}")
    team = {legend: 1 for legend in legends}
    if options[key]:
        team[k.DWARF] = options[key]
    return team


def _pay(state: dict, player: str, cost: dict, what: str) -> None:
    if not affordable(state["boards"][player], cost):
        asked = ", ".join(f"{n} {r}" for r, n in cost.items() if n) or "nothing"
        raise RuleViolation("dwarfswinter.team.resources", f"{what} asks {asked}; {player} has too little")


def _fought(state: dict, command: dict, key: str, against_monster: bool) -> tuple[str, dict, dict, dict]:
    """The zone, facts, team and asked resources of the monster or disaster a player takes on
    (3.5, 3.6): on their turn, with enough Dwarfs in its zone."""
    player = command["player"]
    require_turn(state, player, "defeating a monster" if against_monster else "overcoming a disaster")
    zone = (monster_zone if against_monster else disaster_zone)(state, key)
    facts = card(state, key)
    team = _team(state, player, zone, facts["dwarfs"], command.get("legends", []), against_monster)
    return zone, facts, team, {r: n for r, n in facts["resources"].items() if n}


def defeat_monster(state: dict, command: dict) -> list[Event]:
    player, key = command["player"], command["monster"]
    zone, facts, team, cost = _fought(state, command, key, True)
    _pay(state, player, cost, facts["name"])
    return [Event(ev.MONSTER_DEFEATED, {"player": player, "card": key, "zone": zone, "dwarfs": team, "paid": cost,
                                        "vp": facts["vp"]})]


def guardian_discounts(state: dict, player: str, zone: str, cost: dict) -> list[str]:
    """The resources the Earth Guardian may take 1 off (empty without the Guardian there)."""
    if not at(state, player, zone).get(k.EARTH_GUARDIAN):
        return []
    return [resource for resource, amount in cost.items() if amount]


def overcome_disaster(state: dict, command: dict) -> list[Event]:
    player, key = command["player"], command["disaster"]
    zone, facts, team, cost = _fought(state, command, key, False)
    discounts = guardian_discounts(state, player, zone, cost)
    discount = command.get("discount")
    if discounts and discount not in discounts:
        raise RuleViolation("dwarfswinter.guardian.discount", f"the Earth Guardian takes 1 off one of "
                                                              f"{', '.join(discounts)}: choose which")
    if not discounts and discount is not None:
        raise RuleViolation("dwarfswinter.guardian.absent", f"{player}'s Earth Guardian is not in {zone}")
    if discount:
        cost = {r: n - (1 if r == discount else 0) for r, n in cost.items() if n - (1 if r == discount else 0)}
    _pay(state, player, cost, facts["name"])
    board = {**state["boards"][player], **{r: state["boards"][player][r] - n for r, n in cost.items()}}
    gained = capped(board, {"gold": facts["gold"]})
    return [Event(ev.DISASTER_OVERCOME, {"player": player, "card": key, "zone": zone, "dwarfs": team, "paid": cost,
                                         "gained": gained, "vp": facts["vp"], **({"discount": discount} if discount
                                                                                 else {})})]
