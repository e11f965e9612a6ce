"""The views for people to read (the `readings` hook): sentences and tables under headings, read
off the views, so they show only what the views show (a deck's size and the back on its top
card, never its order)."""
from __future__ import annotations

from .options import BY_NAME
from .status import status
from .views import board, campaign, characters, progress, table, tracks
from .words import capital, counted, listed, region, resource, turn_words

SKILL_WORDS = {0: "—"}


def _dice(values) -> str:
    return ", ".join(str(v) for v in values) or "none"


def _asset(die: dict) -> str:
    return f"{resource(die['resource'])} {die['value']}"


def _back(back) -> str:
    if back is None:
        return "empty"
    if isinstance(back, dict):
        return f"stage {back['stage']}, {counted(back['stars'], 'star')}"
    return back


def _pile(deck: dict) -> str:
    """"winter on top of 5 cards", "empty"."""
    return f"{_back(deck['back'])} on top of {counted(deck['cards'], 'card')}" if deck["cards"] else "empty"


def _decks(view: dict) -> str:
    return "Obstacle decks: " + "; ".join(f"{region(r['region'])} {_pile(r['deck'])}" for r in view["regions"]) + "."


def _progress_deck(view: dict) -> str:
    return f"Progress deck: {_pile(view['deck'])}."


def table_reading(state: dict) -> list[dict]:
    """The game under way: where it stands, the decks' backs, each player and each pool."""
    view = table(state)
    now = [status(state) + "."]
    if not state.get("session"):
        return [{"heading": "No game under way", "lines": now + ["No game is under way at the table."]}]
    turn = view.get("turn")
    if turn:
        now.append(f"{turn_words(turn)}: {counted(turn['symbols'], turn['season'] + ' symbol')} showing, "
                   f"so {turn['event']} is in play.")
    now += [_decks(view), _progress_deck(view)]
    if view.get("staging"):
        now.append(f"Staging area, lowest first: {listed(view['staging'])}.")
    going = view.get("overcome")
    if going:
        now.append(f"{listed(going['team'])} {'is' if len(going['team']) == 1 else 'are'} overcoming "
                   f"{going['obstacle']} at {going['location']}.")
    blocks = [{"heading": "Now", "lines": now}]
    if view.get("players"):
        cards = {item["card"]: item for item in view["active"]}
        blocks.append({"heading": "Players", "columns": ["Player", "Characters", "Action dice", "Progress card", "Done"],
                       "rows": [[p["player"], listed(p["characters"]), _dice(p["dice"]),
                                 _card_words(cards.get(p["card"])), "yes" if p["passed"] else "no"]
                                for p in view["players"]]})
        blocks.append({"heading": "Resource pools", "columns": ["Pool", "Size", "Dice", "Slots taken"],
                       "rows": [[resource(name), t["pool_size"], _dice(view["pools"][name]), _dice(view["slots"][name])]
                                for name, t in view["tracks"].items()]})
    return blocks


def _card_words(item: dict | None) -> str:
    if not item:
        return "—"
    return f"{item['card']} ({counted(len(item['chain']), 'die', 'dice')} placed)"


def board_reading(state: dict) -> list[dict]:
    """The location board region by region: each deck's back, each location with its assets,
    obstacles and characters."""
    view = board(state)
    blocks = []
    for item in view["regions"]:
        deck = item["deck"]
        line = f"Obstacle deck: {_pile(deck)}; {counted(deck['discard'], 'card')} discarded."
        rows = [[capital(slot["slot"]), slot["location"] or "empty", resource(slot["resource"]),
                 listed(_asset(d) for d in slot["assets"]) if slot["assets"] else "—",
                 listed(_obstacle_words(o) for o in slot["obstacles"]) if slot["obstacles"] else "—",
                 listed(slot["characters"]) if slot["characters"] else "—"]
                for slot in item["slots"]]
        blocks.append({"heading": capital(region(item["region"])), "lines": [line],
                       "columns": ["Slot", "Location", "Resource slot", "Assets", "Obstacles", "Characters"],
                       "rows": rows})
    return blocks


def _obstacle_words(item: dict) -> str:
    placed = f" ({_dice(item['dice'])} on it)" if item["dice"] else ""
    return item["card"] + placed


def characters_reading(state: dict) -> list[dict]:
    """Each character's skills and stress, who plays them this year and where they stand."""
    view = characters(state)
    skills = sorted({skill for c in view["characters"] for skill in c["skills"]})
    rows = [[c["name"], c["player"] or ("locked" if c["locked"] else "—"), c["location"] or "—",
             c["stress"].get("psyche", 0), c["stress"].get("body", 0), *(c["skills"].get(s, 0) for s in skills)]
            for c in view["characters"]]
    return [{"heading": "Characters", "columns": ["Character", "Played by", "At", "Psyche", "Body",
                                                  *(s.capitalize() for s in skills)], "rows": rows}]


def campaign_reading(state: dict) -> list[dict]:
    """Where the campaign stands, the years played, what was burned and the readings chosen."""
    view = campaign(state)
    now = [status(state) + "."]
    result = view["result"]
    if result:
        now.append(f"{result['summary']}.")
    else:
        ahead = [resource(name) for name, t in tracks(state)["tracks"].items() if t["advantage"]]
        done = [resource(name) for name, t in tracks(state)["tracks"].items() if t["complete"]]
        now.append(f"Advantage in {listed(ahead) if ahead else 'no track'}; complete: {listed(done) if done else 'none'}.")
    blocks = [{"heading": "Now", "lines": now}]
    if view["years"]:
        blocks.append({"heading": "Years played", "columns": ["Year", "Turns", "Players", "Characters",
                                                              "Progress cards completed"],
                       "rows": [[y["year"], y["turns"], listed(y["players"]),
                                 listed(c for p in y["players"] for c in y["characters"].get(p, [])),
                                 listed(y["completed"]) if y["completed"] else "none"] for y in view["years"]]})
    burned = [f"{label}: {listed(names)}" for label, names in (("Progress cards", view["burned"]["progress"]),
                                                               ("Obstacles", view["burned"]["obstacles"]),
                                                               ("Locations", view["burned"]["locations"])) if names]
    if burned:
        blocks.append({"heading": "Burned", "lines": [line + "." for line in burned]})
    blocks.append({"heading": "Rule readings", "columns": ["Reading", "Chosen"],
                   "rows": [[BY_NAME[name].question if name in BY_NAME else name, str(value).replace("-", " ")]
                            for name, value in view["options"].items()]})
    return blocks


def progress_reading(state: dict) -> list[dict]:
    """The progress cards in play, the staging area and the deck's back, as sentences."""
    view = progress(state)
    lines = [f"{item['player']} works on {item['card']} (stage {item['stage']}, reward "
             f"{listed(resource(r) if r != 'wild' else 'any track' for r in item['reward'])}): "
             f"{counted(len(item['chain']), 'die', 'dice')} on its path." for item in view["active"]]
    lines.append(f"Staging area, lowest first: {listed(view['staging'])}." if view["staging"] else
                 "The staging area is empty.")
    lines.append(_progress_deck(view))
    if view["completed"]:
        lines.append(f"Completed so far: {listed(view['completed'])}.")
    return [{"heading": "Progress", "lines": lines}]


READINGS = {"table": table_reading, "board": board_reading, "characters": characters_reading,
            "campaign": campaign_reading, "progress": progress_reading}
