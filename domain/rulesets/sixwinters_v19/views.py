"""Views of a v19.3 campaign (JSON-ready, read from the state as the viewer may see it): the
table as it stands, the resource tracks, the location board, the progress cards in play,
the character sheets and the campaign's years. Decks show their size and the back on top,
never their order (hidden.py takes the order out before a view is made)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from .guards import STEP_WORDS
from .rules.steps import step
from .state import advantage, complete, pool_size, progress_card, session_players
from .words import REGIONS, RESOURCES, SLOTS, TRACK_SPACES, turn_words


def tracks(state: dict) -> dict:
    """Progress and threat on each twelve-space track, by resource in trade order, the pool size
    printed under the progress marker, advantage and completion."""
    return {"tracks": {name: {**state["tracks"][name], "pool_size": pool_size(state, name),
                              "advantage": advantage(state, name), "complete": complete(state, name),
                              "spaces": TRACK_SPACES} for name in RESOURCES}}


def board(state: dict) -> dict:
    """The location board: per region its three slots, the deck's back, counts of its piles."""
    session = state.get("session") or {}
    positions = session.get("positions", {})
    regions = []
    for region in REGIONS:
        deck = state["decks"]["obstacles"][region]
        slots = []
        for index, name in enumerate(state["board"][region]):
            place = state["locations"].get(name) if name else None
            slots.append({"slot": SLOTS[index], "resource": catalog_of(state)["board"][region][index], "location": name,
                          "assets": place["assets"] if place else [], "obstacles": place["obstacles"] if place else [],
                          "characters": sorted(c for c, at in positions.items() if at == name)})
        regions.append({"region": region, "slots": slots, "deck": {"cards": len(deck["pile"]), "back": deck["back"],
                                                                   "discard": len(deck["discard"])}})
    return {"regions": regions}


def progress(state: dict) -> dict:
    """Progress cards in play with the dice on their paths, the staging area bottom first, and the
    progress deck's back."""
    session = state.get("session") or {}
    deck = state["decks"]["progress"]
    active = [{"card": card, "player": held["player"], "chain": held["chain"],
               "reward": progress_card(state, card)["reward"], "stage": progress_card(state, card)["stage"]}
              for card, held in sorted(session.get("cards", {}).items())]
    return {"active": active, "staging": list(session.get("staging", [])),
            "deck": {"cards": len(deck["pile"]), "back": deck["back"], "discard": len(deck["discard"])},
            "completed": list(state["completed"])}


def characters(state: dict) -> dict:
    session = state.get("session") or {}
    players = {c: p for p, seat in session.get("players", {}).items() for c in seat["characters"]}
    return {"characters": [{"name": name, "locked": sheet["locked"], "skills": sheet["skills"], "stress": sheet["stress"],
                            "player": players.get(name), "location": session.get("positions", {}).get(name)}
                           for name, sheet in sorted(state["characters"].items())]}


def campaign(state: dict) -> dict:
    """The campaign: the year on the wheel of years, the years played (the site offers each
    year's chronicle from them), the readings chosen, what was burned, the result."""
    return {"year": state["year"], "difficulty": state["difficulty"], "players": state["players"],
            "options": state["options"], "catalog": catalog_of(state).get("title", ""), "years": state["history"],
            "result": state["result"], "burned": state["burned"]}


def table(state: dict) -> dict:
    """Everything on the table now, for the site's table page: its plain values first (the year,
    the step in words, the turn on the wheel of seasons, the seasonal event) are its headline."""
    session = state.get("session")
    now = step(state)
    out = {"year": state["year"], "step": STEP_WORDS.get(now, now.replace("-", " "))}
    if session and session["turn"]:   # the headline: the time marker and the seasonal event in play
        out.update(season=turn_words(session["turn"]), seasonal_event=session["turn"]["event"])
    out.update(**tracks(state), **board(state), **progress(state))
    if session:
        out.update(turn=session["turn"], pools=session["pools"], slots=session["slots"],
                   players=[{"player": p, **{k: session["players"][p][k] for k in ("characters", "dice", "passed", "card")}}
                            for p in session_players(state)],
                   overcome=session["overcome"])
    return out


VIEWS = {"table": table, "tracks": tracks, "board": board, "progress": progress, "characters": characters,
         "campaign": campaign}
