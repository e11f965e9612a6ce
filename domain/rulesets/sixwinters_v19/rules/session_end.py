"""Session End. The rulebook lists the steps (Burn Obstacles, Unlock New Obstacles, Shuffle
Obstacle Decks, Burn Locations, Unlock New Locations, Recover Unlocked Characters, Advance
Year) but leaves their procedure TBD: each step records what the group did, choosing among
the cards and characters it could touch. Two rules are stated elsewhere and applied: threat
obstacles come into play "at the end of a session if the ... threat track is increased at or
above the obstacle difficulty" (option `threat_obstacles`), and lower progress stages are
burned over the campaign (the group names the stages at Advance Year)."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import at_step
from ..state import in_play, obstacle, progress_card, where
from ..words import REGIONS, SLOTS, region as region_name
from .board import candidates, empty_slots
from .steps import step


def _each_once(chosen: list, allowed) -> bool:
    """Whether every card or location the group chose is one it may choose, named once."""
    return set(chosen) <= set(allowed) and len(set(chosen)) == len(chosen)


def burnable_obstacles(state: dict) -> dict[str, str]:
    """card -> where it is: on a location, in a deck or in a discard pile."""
    found = {}
    for name in in_play(state):
        for item in state["locations"][name]["obstacles"]:
            found[item["card"]] = f"location:{name}"
    for region in REGIONS:
        deck = state["decks"]["obstacles"][region]
        for pile in ("pile", "discard"):
            for card in deck[pile]:
                found[card] = f"{pile}:{region}"
    return found


def burn_obstacles(state: dict, command: dict) -> list[Event]:
    at_step(state, "burn-obstacles", "Burning obstacles")
    places = burnable_obstacles(state)
    cards = list(command.get("cards") or [])
    if not _each_once(cards, places):
        unknown = [card for card in cards if card not in places]
        raise RuleViolation("sixwinters_v19.burn.obstacle", f"{', '.join(unknown) or 'a card'}: not an obstacle in "
                                                            "play, in a deck or discarded (or named twice)")
    return [Event(ev.OBSTACLES_BURNED, {"cards": [{"card": c, "from": places[c]} for c in cards],
                                        "stage": "unlock-obstacles"})]


def threat_obstacles_due(state: dict) -> list[str]:
    """Set-aside threat obstacles whose track stands at or above their difficulty (and, by
    default, rose during this game)."""
    start = (state["history"][-1] if state["history"] else {}).get("threat_start") or {}
    due = []
    for card in state["set_aside"]["obstacles"]:
        facts = obstacle(state, card)
        if facts["entry"] != "threat":
            continue
        level = state["tracks"][facts["threat_track"]]["threat"]
        rose = level > start.get(facts["threat_track"], level) or state["options"]["threat_obstacles"] == "at-or-above"
        if rose and level >= facts["difficulty"]:
            due.append(card)
    return due


def unlock_obstacles(state: dict, command: dict) -> list[Event]:
    at_step(state, "unlock-obstacles", "Unlocking obstacles")
    due = threat_obstacles_due(state)
    chosen = list(command.get("cards") or [])
    if not _each_once(chosen, [*due, *state["set_aside"]["obstacles"]]):
        raise RuleViolation("sixwinters_v19.unlock.obstacle", "unlock obstacles set aside, each once")
    extra = [card for card in chosen if card not in due]
    cards = [{"card": c, "region": obstacle(state, c)["region"], "why": "threat"} for c in due] + \
            [{"card": c, "region": obstacle(state, c)["region"], "why": "chosen"} for c in extra]
    return [Event(ev.OBSTACLES_UNLOCKED, {"cards": cards, "stage": "gather-decks"})]


def gather_decks(state: dict) -> Event:
    """Shuffle Obstacle Decks: each region's discards go back into its deck (shuffled next game)."""
    counts = {region: len(state["decks"]["obstacles"][region]["discard"]) for region in REGIONS}
    return Event(ev.OBSTACLE_DECKS_GATHERED, {"returned": counts, "stage": "burn-locations"}, source=DERIVED)


def burnable_locations(state: dict, region: str) -> tuple[list[str], int]:
    """A region's locations in play, and how many may burn: no more than it has set aside to
    unlock in their place (so the board keeps its nine locations)."""
    names = [name for name in state["board"][region] if name]
    return names, min(len(names), len(candidates(state, region)))


def burn_locations(state: dict, command: dict) -> list[Event]:
    at_step(state, "burn-locations", "Burning locations")
    names = []
    for region in REGIONS:
        chosen = list(command.get(region) or [])
        allowed, most = burnable_locations(state, region)
        if not _each_once(chosen, allowed) or len(chosen) > most:
            raise RuleViolation("sixwinters_v19.burn.location", f"{region_name(region)} burns at most {most} of its "
                                                                f"locations (one per location set aside to replace it)")
        names += chosen
    return [Event(ev.LOCATIONS_BURNED, {"locations": names, "regions": {n: where(state, n)[0] for n in names},
                                        "stage": "unlock-locations"})]


def unlock_location(state: dict, command: dict) -> list[Event]:
    at_step(state, "unlock-locations", "Unlocking a location")
    region, slot, name = command["region"], SLOTS.index(command["slot"]), command["location"]
    if (region, slot) not in empty_slots(state) or name not in candidates(state, region):
        raise RuleViolation("sixwinters_v19.unlock.location", f"fill an empty slot of {region_name(region)} with one of "
                                                              f"{', '.join(candidates(state, region)) or 'no location'}")
    attached = [c for c in catalog_of(state)["locations"][name]["obstacles"] if c in state["set_aside"]["obstacles"]]
    return [Event(ev.LOCATIONS_UNLOCKED, {"places": [{"region": region, "slot": slot, "location": name,
                                                      "attached": attached}]})]


def recover_characters(state: dict, command: dict) -> list[Event]:
    at_step(state, "recover-characters", "Recovering characters")
    recovered, unlocked = list(command.get("characters") or []), list(command.get("unlock") or [])
    sheets = state["characters"]
    if not all(name in sheets and not sheets[name]["locked"] for name in recovered) \
            or not all(name in sheets and sheets[name]["locked"] for name in unlocked):
        raise RuleViolation("sixwinters_v19.recover", "recover unlocked characters; unlock locked ones")
    return [Event(ev.CHARACTERS_RECOVERED, {"characters": recovered, "unlocked": unlocked, "stage": "advance-year"})]


def stages_left(state: dict) -> list[int]:
    return sorted({progress_card(state, card)["stage"] for card in state["progress_cards"]})


def advance_year(state: dict, command: dict) -> list[Event]:
    at_step(state, "advance-year", "Advancing the year")
    stages = sorted(set(command.get("burn_stages") or []))
    if not set(stages) <= set(stages_left(state)) or len(stages) >= max(1, len(stages_left(state))):
        raise RuleViolation("sixwinters_v19.burn.stage", f"burn some of the stages {stages_left(state)}, keeping one")
    burned = [card for card in state["progress_cards"] if progress_card(state, card)["stage"] in stages]
    last = state["year"] >= 6
    return [Event(ev.YEAR_ADVANCED, {"year": state["year"] + 1 if not last else state["year"], "stages": stages,
                                     "burned": burned, "stage": "campaign-end" if last else "start-session"})]


__all__ = ["step"]
