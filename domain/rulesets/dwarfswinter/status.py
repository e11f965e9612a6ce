"""Where a game of Dwarfs Winter stands, in one line for the list of campaigns: the week of the
Winter track, the phase by the rulebook's titles, and whose decision the game waits for; and
as the marks the replay jumps by. Only what the whole table knows (never a hand's cards)."""
from __future__ import annotations

from . import components as k
from .moves import waiting_seats
from .words import listed

PHASES = {"invasion": "Phase 1: Enemy Invasion", "preparation": "Phase 2: Preparation",
          "actions": "Phase 3: Actions", "resolution": "Phase 4: Resolution"}
SETUP_STEPS = {"shuffle": "Setup: shuffling the decks", "draws": "Setup: dealing the Hero Pool",
               "defenders": "Setup: the Defenders take their places"}


def status(state: dict) -> str:
    if not state:
        return ""
    if state.get("result"):
        return ended(state["result"], state["week"])
    if state["phase"] == "setup":
        return SETUP_STEPS.get(state["step"], "Setup")
    return " · ".join(part for part in (f"Week {state['week']} of {k.WEEKS}", PHASES.get(state["phase"], ""),
                                        doing(state)) if part)


def ended(result: dict, week: int) -> str:
    """The end in a few words: everyone lost, or who won with how many VPs (and the title)."""
    if result["outcome"] == "lost":
        return f"Lost in week {week}: {result['reason'].split(' at the end of')[0]}"
    best = max(row["total"] for row in result["scores"])
    title = f", {result['title']}" if result.get("title") else ""
    verb = "survives" if len(result["scores"]) == 1 else "wins" if len(result["winners"]) == 1 else "share victory"
    return f"Spring: {listed(result['winners'])} {verb} with {best} VPs{title}"


def doing(state: dict) -> str:
    """Whom the game waits for, and for what."""
    waiting = waiting_seats(state)
    step = state["step"]
    if state["draws"]:
        deck = k.DECK_WORDS.get(state["draws"][0]["deck"], "")
        return f"{listed(waiting)} draws a {deck} card".replace("  ", " ")
    if step == "attack":
        return "the Monsters attack" + (f": {listed(waiting)} sends a dwarf home" if state["attack"]["returns"] else "")
    if step == "choose":
        if not waiting:
            return ""
        return f"{listed(waiting)} still choosing {'a hand' if len(waiting) == 1 else 'their hands'}"
    if step == "turns" and state["turn"]:
        player = state["turn"]["player"]
        if state["music"]:
            music = state["music"]
            follower = music["current"]
            return (f"{player}'s turn, playing the {music['instrument']}" if follower == player
                    else f"{player}'s turn; {follower} follows the {music['instrument']}")
        left = max(0, state["boards"][player]["actions"] - state["boards"][player]["spent"])
        return f"{player}'s turn, {left} Action{'' if left == 1 else 's'} left"
    return ""


def marks(state: dict) -> dict[str, object]:
    """The replay's jumps: the week, its phase, and whose turn it is in Phase 3."""
    if not state or state["phase"] == "setup":
        return {"week": "Setup"} if state else {}
    found: dict[str, object] = {"week": f"Week {state['week']}", "phase": PHASES.get(state["phase"], "The end")}
    if state["turn"]:
        found["turn"] = f"Week {state['week']}: {state['turn']['player']}'s turn"
    return found
