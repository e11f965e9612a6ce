"""The board, the players and the score for people to read (the `readings` hook): sentences
and tables under headings, read off the views."""
from __future__ import annotations

from .status import status
from .views import board, players, score


def _listed(items) -> str:
    return ", ".join(str(item) for item in items) or "none"


def board_reading(state: dict) -> list[dict]:
    view = board(state)
    links: dict[int, list[int]] = {}
    for a, b in view["bridges"]:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    lines = [status(state) + ".", f"Playing order: {_listed(view['order'])}.",
             f"Realm of Lost Souls: {view['realm']['total']} of {view['realm']['limit']}.",
             f"Readings: difference of {view['options']['difference']}, elimination from {view['options']['elimination']}."]
    rows = [[w["world"], w["controller"] or "nobody",
             _listed(f"{a['player']}'s army {a['army']} ({a['value']})" for a in w["armies"]),
             _listed(sorted(links.get(w["world"], [])))] for w in view["worlds"]]
    return [{"heading": "The game", "lines": lines},
            {"heading": "Worlds", "columns": ["World", "Held by", "Armies", "Bridges to"], "rows": rows}]


def players_reading(state: dict) -> list[dict]:
    rows = [[p["name"], p["seat"], _listed(f"army {a['army']} on world {a['world']} ({a['value']})" for a in p["armies"]),
             _listed(f"army {a['army']} ({a['value']})" for a in p["unplaced"]), p["supply"],
             f"{_listed(p['realm'])} (total {p['realm_total']})", _listed(p["worlds"]),
             "—" if p["first_roll"] is None else p["first_roll"]]
            for p in players(state)["players"]]
    return [{"heading": "Players", "columns": ["Player", "Seat", "Armies on worlds", "Not yet placed", "Dice in supply",
                                               "Realm of Lost Souls", "Worlds held", "First roll"], "rows": rows}]


def score_reading(state: dict) -> list[dict]:
    view = score(state)
    if view["over"]:
        lines = [f"The game is over: {view['reason']}.", f"Won by {' and '.join(view['winners']) or 'nobody'}."]
    elif view["scores"]:
        lines = ["If the game ended now" + (f" ({view['reason']})" if view.get("reason") else "")
                 + ", the points would be these."]
        if view["winners"]:
            lines.append(f"{' and '.join(view['winners'])} would win.")
    else:
        lines = ["No score yet."]
    rows = [[row["player"], _listed(row["worlds"]), row["realm_dice"], row["realm_total"], row["points"]]
            for row in view["scores"]]
    blocks = [{"heading": "Score", "lines": lines}]
    if rows:
        blocks.append({"heading": "Points", "columns": ["Player", "Worlds", "Realm dice", "Realm total", "Points"],
                       "rows": rows})
    return blocks


READINGS = {"board": board_reading, "players": players_reading, "score": score_reading}
