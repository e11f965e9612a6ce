"""The table, the board and the score for people to read (the `readings` hook): sentences and
tables under headings, read from the state as the viewer may see it (another seat's hand is
face down: its cards are counted, never named)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from . import components as k
from .board import zone_type, zones
from .moves import waiting_seats
from .rules.music import silenced
from .state import HOME, card, solo
from .status import status
from .views import scores
from .words import amounts, effect_words, listed

SCORE_PARTS = {"monsters": "Monsters", "disasters": "Disasters", "heroes": "Heroes", "manufacturer": "Manufacturer",
               "militia": "Militia", "legends": "Legends", "bloodlust": "BloodLust"}
OPTIONAL_PARTS = {"legends": "legendary_classes", "bloodlust": "bloodlust"}   # shown when the option is on


def table_reading(state: dict) -> list[dict]:
    blocks = [{"heading": "The week", "lines": _week_lines(state)}]
    if state["monsters"]:
        blocks.append({"heading": "Monsters", "columns": ["Monster", "Zone", "Dwarfs needed", "Resources needed",
                                                          "VPs", "Ability"],
                       "rows": [[card(state, e["card"])["name"], e["zone"], card(state, e["card"])["dwarfs"],
                                 amounts(card(state, e["card"])["resources"]), card(state, e["card"])["vp"],
                                 k.ABILITIES[card(state, e["card"])["ability"]]] for e in state["monsters"]]})
    if state["disasters"]:
        blocks.append({"heading": f"Disasters ({len(state['disasters'])} active; {k.LOSING_DISASTERS} lose the game)",
                       "columns": ["Disaster", "Zone", "Dwarfs needed", "Resources needed", "Gold reward", "VPs"],
                       "rows": [[card(state, e["card"])["name"], e["zone"], card(state, e["card"])["dwarfs"],
                                 amounts(card(state, e["card"])["resources"]), card(state, e["card"]).get("gold", 0),
                                 card(state, e["card"])["vp"]] for e in state["disasters"]]})
    if any(state["pool"]):
        blocks.append({"heading": "Hero Pool", "columns": ["Cost", "Hero", "Music", "VPs", "Ability"],
                       "rows": [[f"{cost} Gold", hero or "empty", *(_hero(state, hero) if hero else ["", "", ""])]
                                for hero, cost in zip(state["pool"], catalog_of(state)["board"]["pool_costs"])]})
    blocks.append({"heading": "Music Hall", "columns": ["Instrument", "Zone type", "Music Tokens"],
                   "rows": [[entry["name"], entry["zone_type"], _tokens(state, entry["name"])]
                            for entry in catalog_of(state)["board"]["instruments"]]})
    blocks.append({"heading": "Players", "columns": ["Player", "Gold", "Food", "Stone", "Wood", "Actions left",
                                                     "Hand-Size", "Dwarfs at home"],
                   "rows": [_player_row(state, name) for name in state["players"]]})
    blocks.append({"heading": "Hands, dwarfs and trophies",
                   "lines": [_hand_line(state, name) for name in state["players"]]})
    return blocks


def _week_lines(state: dict) -> list[str]:
    lines = [status(state) + "."]
    if state["week"]:
        lines.append(f"{state['first']} holds the 1st Player token.")
    waiting = waiting_seats(state)
    if waiting and not state.get("result"):
        lines.append(f"The game waits for {listed(waiting)}.")
    decks = state["decks"]
    lines.append(f"Left in the decks: {len(decks['monsters'])} Monsters, {len(decks['disasters'])} Disasters, "
                 f"{len(decks['heroes'])} Heroes.")
    return lines


def _hero(state: dict, key: str) -> list:
    facts = card(state, key)
    return [facts["music"], facts["vp"], effect_words(facts["effect"])]


def _tokens(state: dict, instrument: str) -> str:
    players = state["hall"].get(instrument, [])
    blocked = " (silenced by a Monster)" if instrument in silenced(state) else ""
    return (listed(players) if players else "free") + blocked


def _player_row(state: dict, name: str) -> list:
    board = state["boards"][name]
    first = " (1st player)" if name == state["first"] and state["week"] else ""
    actions = f"{max(0, board['actions'] - board['spent'])} of {board['actions']}"
    return [f"{name}{first}", board["gold"], board["food"], board["stone"], board["wood"], actions,
            board["hand_size"], sum(state["dwarfs"][name].get(HOME, {}).values())]


def _hand_line(state: dict, name: str) -> str:
    hand = state["hands"][name]
    seen = [key for key in hand if key is not None]
    if not hand:
        held = "holds no hand"
    elif len(seen) == len(hand):
        held = f"holds {listed(seen)}"
    else:
        held = f"holds {len(hand)} heroes, face down"
    played = state["played"][name]
    trophies = state["trophies"][name]
    out = [f"{sum(kinds.values())} in {where}" for where, kinds in state["dwarfs"][name].items()
           if where != HOME and sum(kinds.values())]
    legends = sorted(kind for kinds in state["dwarfs"][name].values() for kind, n in kinds.items()
                     if kind != k.DWARF and n)
    parts = [f"{name} {held}", f"has {len(state['decks_of'][name])} heroes in the Action deck",
             f"has dwarfs {listed(out)}" if out else "has no dwarf on the board"]
    if legends:
        parts.append(f"has the legendary {listed(legends)}")
    if played:
        parts.append(f"played {listed(played)} this week")
    if trophies["monsters"]:
        parts.append(f"defeated {listed([card(state, key)['name'] for key in trophies['monsters']])}")
    if trophies["disasters"]:
        parts.append(f"overcame {listed([card(state, key)['name'] for key in trophies['disasters']])}")
    return "; ".join(parts) + "."


def board_reading(state: dict) -> list[dict]:
    rows = []
    for name, zone in zones(state).items():
        dwarfs = [f"{player} {sum(state['dwarfs'][player].get(name, {}).values())}" for player in state["players"]
                  if sum(state["dwarfs"][player].get(name, {}).values())]
        rows.append([name, zone_type(state, name), listed(sorted(zone["adjacent"])), listed(dwarfs) or "none",
                     listed([card(state, e["card"])["name"] for e in state["monsters"] if e["zone"] == name]) or "none",
                     listed([card(state, e["card"])["name"] for e in state["disasters"] if e["zone"] == name])
                     or "none"])
    title = catalog_of(state).get("title") or "The board"
    return [{"heading": title, "lines": ["Monsters move one zone closer to the Castle each week; no zone with a "
                                         "Monster or a Disaster produces."]},
            {"heading": "Zones", "columns": ["Zone", "Type", "Next to", "Dwarfs", "Monsters", "Disasters"],
             "rows": rows}]


def score_reading(state: dict) -> list[dict]:
    view = scores(state)
    result = state.get("result")
    if result and result["outcome"] == "lost":
        return [{"heading": "Score", "lines": [f"Everyone loses: {result['reason']}."]}]
    if view["final"]:
        lines = [status(state) + "."]
        if result.get("tie_breaker"):
            lines.append(f"The tie was broken by {result['tie_breaker'].replace('_', ' ')}.")
    else:
        lines = ["If the Winter ended now, the VPs would be these."]
    if solo(state):
        lines.append(f"Solitaire title: {view['title']}." if view.get("title") else
                     "No solitaire title yet: The Survivor needs 25 VPs and 4 Disasters overcome.")
    parts = [part for part in SCORE_PARTS if state["options"].get(OPTIONAL_PARTS.get(part, ""), True)]
    rows = [[row["player"], *(row[part] for part in parts), row["total"]] for row in view["rows"]]
    columns = ["Player", *(SCORE_PARTS[part] for part in parts), "Total"]
    return [{"heading": "Score", "lines": lines}, {"heading": "Victory Points", "columns": columns, "rows": rows}]


READINGS = {"table": table_reading, "board": board_reading, "score": score_reading}
