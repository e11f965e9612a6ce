"""Views (JSON-ready, from the state as the viewer may see it): the party sheet, the combat
tracker, the Tribulations, the session journal, and the Wayfinder's secrets (empty for players)."""
from __future__ import annotations

from .applying.table import pair, snapshot
from .pools import pool
from .state import all_sheets, named
from .status import status
from .traits import TRAITS
from .tribulations import FADE_AFTER, TRIBULATIONS


def tribulation_row(entry: dict) -> dict:
    facts = TRIBULATIONS[entry["name"]]
    rest = entry.get("rest")
    return {"name": entry["name"], "sense": entry["sense"], "source": entry["source"], "by": entry["by"],
            "affliction": facts.affliction, "recovery": list(facts.recovery),
            "rotations": entry["rotations"], "fades_in": FADE_AFTER - entry["rotations"] if facts.fades else None,
            "resting": rest}


def character_row(state: dict, found: dict) -> dict:
    name = found["name"]
    return {"name": name, "kind": found["kind"], "player": found["player"], "path": found["path"],
            "path_die": found["path_die"], "life": dict(found["life"]), "dying": found["dying"], "dead": found["dead"],
            "traits": [{"trait": trait, "score": found["traits"][trait], "dice": pool(state, name, trait).dice}
                       for trait in TRAITS],
            "tribulations": [tribulation_row(t) for t in found["tribulations"]],
            "penalties": [dict(p) for p in found["penalties"]], "notes": list(found["notes"]),
            "changes": [dict(change) for change in found["changes"]], "proposal": _proposal(state, name)}


def _proposal(state: dict, name: str) -> dict | None:
    """A change the character's player proposed, waiting for the Wayfinder."""
    found = state["proposals"].get(name)
    return {"changed": list(found["changed"]), "at": found["at"]} if found else None


def party(state: dict) -> dict:
    """Every character the viewer may see, player characters first; `now`: where the campaign
    stands in words (the table page's status line)."""
    sheets = sorted(all_sheets(state), key=lambda s: (s["kind"] != "pc", s["number"]))
    return {"now": status(state), "wayfinder": state["wayfinder"], "session": dict(state["session"]),
            "closed": state["closed"],
            "characters": [character_row(state, s) for s in sheets], "options": dict(state["options"])}


def combat(state: dict) -> dict:
    """The combat tracker: the initiative order, whose turn it is, distances, what waits."""
    fight = state["combat"]
    if not fight:
        return {"active": False, "fights": state["sequences"], "pending": _pending(state)}
    turn = fight["turn"] or {}
    initiative = fight["initiative"]
    order = [{"characters": group, "total": initiative[group[0]]["total"] if group and group[0] in initiative else None,
              "shared": len(group) > 1, "current": turn.get("group") == index}
             for index, group in enumerate(fight["order"])]
    names = fight["combatants"]
    return {"active": True, "sequence": fight["sequence"], "rotation": fight["rotation"],
            "combatants": names, "waiting_for_initiative": [n for n in names if n not in initiative],
            "initiative": {name: entry["total"] for name, entry in initiative.items()}, "order": order,
            "turn": {"characters": turn.get("characters", []), "done": turn.get("done", []),
                     "used": turn.get("used", {}), "allowance": turn.get("allowance"),
                     "duties": turn.get("duties", {})} if turn else None,
            "distances": [{"between": [a, b], "band": fight["distances"][pair(a, b)]}
                          for i, a in enumerate(names) for b in names[i + 1:]],
            "pending": _pending(state)}


def _pending(state: dict) -> dict | None:
    pending = state["pending"]
    if not pending:
        return None
    return {"kind": pending["kind"], "by": named(state, pending["by"]), "trait": pending["trait"],
            "waiting": {named(state, name): list(traits) for name, traits in pending["waiting"].items()},
            "stage": pending.get("stage"),
            "targets": [named(state, name) for name in pending.get("targets") or [pending.get("against")] if name]}


def tribulations(state: dict) -> dict:
    return {"characters": [{"name": s["name"], "dying": s["dying"], "dead": s["dead"],
                            "tribulations": [tribulation_row(t) for t in s["tribulations"]],
                            "penalties": [dict(p) for p in s["penalties"]]}
                           for s in all_sheets(state) if s["tribulations"] or s["penalties"] or s["dying"]]}


def changes(start: dict, end: dict) -> list[dict]:
    """What changed on each sheet between a session's start and end (or now)."""
    found = []
    for name, after in end.items():
        before = start.get(name)
        if before is None:
            found.append({"character": name, "change": "joined the story"})
            continue
        if before["life"] != after["life"]:
            found.append({"character": name, "change": f"Life Points {before['life'][0]}/{before['life'][1]} → "
                                                       f"{after['life'][0]}/{after['life'][1]}"})
        for gained in [t for t in after["tribulations"] if t not in before["tribulations"]]:
            found.append({"character": name, "change": f"now {gained}"})
        for lost in [t for t in before["tribulations"] if t not in after["tribulations"]]:
            found.append({"character": name, "change": f"no longer {lost}"})
        if after["dead"] and not before["dead"]:
            found.append({"character": name, "change": "died"})
    return found


def journal(state: dict) -> dict:
    """Each session: its title, scenes, notes and what changed on the sheets."""
    sessions = []
    for record in state["sessions"]:
        end = record["end"] or snapshot(state)
        sessions.append({"number": record["number"], "title": record["title"], "over": record["end"] is not None,
                         "scenes": list(record["scenes"]), "notes": list(record["notes"]),
                         "summary": record["summary"], "changes": changes(record["start"], end)})
    return {"sessions": sessions}


def secrets(state: dict) -> dict:
    """The Wayfinder's own: characters not yet revealed and private notes (nothing for players)."""
    secret = state["secret"] or {}
    return {"characters": [character_row(state, s) for s in secret.get("characters", {}).values()],
            "notes": [dict(n) for n in secret.get("notes", [])]}


VIEWS = {"party": party, "combat": combat, "tribulations": tribulations, "journal": journal, "secrets": secrets}
