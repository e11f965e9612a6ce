"""The views for people to read (the `readings` hook): sentences and tables under headings,
read off the views, so they never hold more than the reader may see."""
from __future__ import annotations

from .status import status
from .traits import TRAITS
from .views import combat, journal, party, secrets, tribulations
from .words import listed


def _life(row: dict) -> str:
    life = row["life"]
    if life["max"] is None:
        return "not written yet"
    words = f"{life['current']} of {life['max']}"
    return words + (", dead" if row["dead"] else ", dying" if row["dying"] else "")


def _troubles(row: dict) -> str:
    found = [t["name"] + (f" ({t['sense']})" if t["sense"] else "") for t in row["tribulations"]]
    found += [f"−{p['dice']} {p['trait']} until the next session" for p in row["penalties"]]
    return ", ".join(found) or "none"


def _dice(trait: dict) -> str:
    """The dice rolled now, with the score when they differ: "2 (of 5)"."""
    return str(trait["dice"]) if trait["dice"] == trait["score"] else f"{trait['dice']} (of {trait['score']})"


def party_reading(state: dict) -> list[dict]:
    view = party(state)
    rows = view["characters"]
    lines = [status(state) + ".", f"{view['wayfinder']} is the Wayfinder."]
    if not rows:
        return [{"heading": "The party", "lines": lines + ["Nobody has a sheet yet."]}]
    who = [[row["name"], row["player"] or ("the Wayfinder" if row["kind"] == "npc" else "—"), _life(row),
            _troubles(row), row["path"] + (f" (d{row['path_die']})" if row["path_die"] else "") if row["path"]
            else (f"d{row['path_die']}" if row["path_die"] else "—")] for row in rows]
    dice = [[row["name"], *[_dice(trait) for trait in row["traits"]]] for row in rows if not row["dead"]]
    return [{"heading": "The party", "lines": lines},
            {"heading": "Characters", "columns": ["Character", "Played by", "Life Points", "Tribulations", "Path"],
             "rows": who},
            {"heading": "Dice to roll now", "columns": ["Character", *TRAITS], "rows": dice}]


def combat_reading(state: dict) -> list[dict]:
    view = combat(state)
    if not view["active"]:
        fights = view["fights"]
        said = "Nobody is fighting." + (f" {fights} fight{'s' if fights != 1 else ''} so far." if fights else "")
        return [{"heading": "Combat Flow", "lines": [said]}]
    lines = [f"Combat Flow {view['sequence']}, " + (f"rotation {view['rotation']}." if view["rotation"]
                                                     else "rolling for initiative.")]
    if view["waiting_for_initiative"]:
        lines.append(f"Still to roll for Combat Flow: {listed(view['waiting_for_initiative'])}.")
    turn = view["turn"]
    if turn:
        lines.append(f"Turn: {listed(turn['characters'])}" + (f"; done: {listed(turn['done'])}." if turn["done"]
                                                               else "."))
    order = [[group["total"], listed(group["characters"]), "shared" if group["shared"] else "",
              "now" if group["current"] else ""] for group in view["order"]]
    blocks = [{"heading": "Combat Flow", "lines": lines}]
    if order:
        blocks.append({"heading": "Turn order", "columns": ["Total", "Characters", "Turn", "Now"], "rows": order})
    blocks.append({"heading": "Distances", "columns": ["Between", "Distance"],
                   "rows": [[" and ".join(d["between"]), d["band"]] for d in view["distances"]]})
    return blocks


def tribulations_reading(state: dict) -> list[dict]:
    rows = []
    for character in tribulations(state)["characters"]:
        for t in character["tribulations"]:
            left = t["fades_in"]
            fades = ("when rested" if not t["recovery"] else "when shaken off") if left is None else \
                f"fades in {left} rotation{'' if left == 1 else 's'}"
            rows.append([character["name"], t["name"] + (f" ({t['sense']})" if t["sense"] else ""),
                         t["source"] or "—", " or ".join(t["recovery"]) or "rest", fades])
        for p in character["penalties"]:
            rows.append([character["name"], f"−{p['dice']} {p['trait']} die", "Overexertion", "—",
                         "at the next session"])
    if not rows:
        return [{"heading": "Tribulations", "lines": ["Nobody suffers a Tribulation or a penalty now."]}]
    dying = [c["name"] for c in tribulations(state)["characters"] if c["dying"] and not c["dead"]]
    lines = [f"Dying: {listed(dying)}."] if dying else []
    return [{"heading": "Tribulations", "lines": lines,
             "columns": ["Character", "Tribulation", "Source", "Recovery", "Ends"], "rows": rows}]


def journal_reading(state: dict) -> list[dict]:
    sessions = journal(state)["sessions"]
    if not sessions:
        return [{"heading": "Sessions", "lines": ["No session has been played yet."]}]
    blocks = []
    for record in sessions:
        scenes = [s["title"] or f"scene {s['number']}" for s in record["scenes"]]
        lines = [f"Scenes: {listed(scenes)}." if scenes else "No scene begun."]
        lines.append(record["summary"] if record["summary"] else ("Under way." if not record["over"] else ""))
        lines += [(f"On {note['about']}: " if note.get("about") else "Note: ") + note["text"]
                  for note in record["notes"]]
        block = {"heading": f"Session {record['number']}" + (f": {record['title']}" if record["title"] else ""),
                 "lines": [line for line in lines if line]}
        if record["changes"]:
            block.update(columns=["Character", "What changed"],
                         rows=[[c["character"], c["change"]] for c in record["changes"]])
        blocks.append(block)
    return blocks


def secrets_reading(state: dict) -> list[dict]:
    if state.get("secret") is None:
        return [{"heading": "The Wayfinder's secrets",
                 "lines": ["The Wayfinder's characters and notes are theirs until they reveal them."]}]
    kept = secrets(state)
    lines = [f"Hidden characters: {listed([c['name'] for c in kept['characters']])}."
             if kept["characters"] else "No hidden characters."]
    block = {"heading": "The Wayfinder's secrets", "lines": lines}
    if kept["notes"]:
        block.update(columns=["Note", "About", "Text"],
                     rows=[[note["id"], note["about"] or "—", note["text"]] for note in kept["notes"]])
    return [block]


READINGS = {"party": party_reading, "combat": combat_reading, "tribulations": tribulations_reading,
            "journal": journal_reading, "secrets": secrets_reading}
