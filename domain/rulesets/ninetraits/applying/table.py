"""The facts of play at the table: sessions and scenes, rolls and oppositions, the combat flow."""
from __future__ import annotations

from ..state import all_sheets, sheet


def pair(a: str, b: str) -> str:
    """The key of the distance between two characters (names never hold "|")."""
    return "|".join(sorted((a, b)))


def spend(state: dict, name: str, actions: int, recovery: bool = False) -> None:
    """Count the actions a character takes on their turn (a recovery roll comes first in a turn)."""
    turn = (state["combat"] or {}).get("turn")
    if not turn or name not in turn["characters"]:
        return
    turn["used"][name] = turn["used"].get(name, 0) + actions
    if not recovery and name not in turn["acted"]:
        turn["acted"].append(name)


def snapshot(state: dict) -> dict:
    """What a session's journal compares: each public character's Life Points, Tribulations and
    penalties."""
    return {s["name"]: {"life": [s["life"]["current"], s["life"]["max"]],
                        "tribulations": [t["name"] for t in s["tribulations"]],
                        "penalties": [[p["trait"], p["dice"]] for p in s["penalties"]], "dead": s["dead"]}
            for s in state["characters"].values()}


def _session_started(state, d, event):
    state["session"] = {"number": d["number"], "open": True, "scene": None, "sheets": False}
    state["sessions"].append({"number": d["number"], "title": d["title"], "scenes": [], "notes": [],
                              "start": snapshot(state), "end": None, "summary": ""})


def _scene_began(state, d, event):
    state["session"].update(scene={"number": d["number"], "title": d["title"]}, sheets=False)   # the step closes
    state["sessions"][-1]["scenes"].append({"number": d["number"], "title": d["title"]})


def _scene_ended(state, d, event):
    state["session"]["scene"] = None


def _session_ended(state, d, event):
    state["session"] = {**state["session"], "open": False, "scene": None, "sheets": False}
    state["sessions"][-1].update(end=snapshot(state), summary=d["summary"])


def _closed(state, d, event):
    state["closed"] = {"epilogue": d["epilogue"]}


def _trait_rolled(state, d, event):
    """The roll that may be overexerted next; a secret roll's is kept with the Wayfinder's secrets."""
    last = {"character": d["character"], "trait": d["trait"], "dice": len(d["dice"]),
            "successes": d["successes"], "secret": d["secret"], **({"impaired": d["impaired"]} if "impaired" in d else {})}
    state["last_roll"] = None if d["secret"] else last
    state["secret"]["last_roll"] = last if d["secret"] else None
    spend(state, d["character"], d["actions"])


def _overexerted(state, d, event):
    state["last_roll"] = state["secret"]["last_roll"] = None


def _opposed_rolled(state, d, event):
    state["pending"] = {"kind": "opposed", "by": d["character"], "trait": d["trait"], "successes": d["successes"],
                        "against": d["opponent"], "waiting": {d["opponent"]: list(d["opposing"])},
                        "resisted": {}, "purpose": d["purpose"]}
    spend(state, d["character"], d["actions"])


def _resisted(state, d, event):
    state["pending"]["waiting"].pop(d["character"])
    state["pending"]["resisted"][d["character"]] = d["successes"]


def _settled(state, d, event):
    state["pending"] = None


def _combat_entered(state, d, event):
    names = d["combatants"]
    state["sequences"] = d["sequence"]
    state["combat"] = {"sequence": d["sequence"], "combatants": list(names), "initiative": {}, "rotation": 0,
                       "order": [], "turn": None,
                       "distances": {pair(a, b): d["distance"] for i, a in enumerate(names) for b in names[i + 1:]}}


def _initiative_rolled(state, d, event):
    state["combat"]["initiative"][d["character"]] = {"total": d["total"]}


def _rotation_began(state, d, event):
    state["combat"].update(rotation=d["rotation"], order=[list(group) for group in d["order"]], turn=None)


def _turn_began(state, d, event):
    state["combat"]["turn"] = {"group": d["group"], "characters": list(d["characters"]), "done": [],
                               "used": {name: 0 for name in d["characters"]}, "acted": [],
                               "allowance": dict(d["allowance"]) if d["allowance"] else None,
                               "duties": {name: list(duties) for name, duties in d["duties"].items()}}


def _turn_ended(state, d, event):
    state["combat"]["turn"]["done"].append(d["character"])
    state["reach"].pop(d["character"], None)


def _actions_given(state, d, event):
    """Some actions given ("left" the rest) leave the giver in the turn with fewer; all of them
    end the giver's part of it."""
    turn = state["combat"]["turn"]
    if d.get("left"):
        turn["allowance"][d["character"]] -= d["actions"]
    else:
        turn["done"].append(d["character"])
    if turn["allowance"]:
        turn["allowance"][d["to"]] += d["actions"]


def _rotation_ended(state, d, event):
    """Each Tribulation that fades counts the rotation; each resting character rests one more."""
    for sheet_ in all_sheets(state):
        for tribulation in sheet_["tribulations"]:
            if tribulation["name"] in d["fading"]:
                if tribulation["counting"]:
                    tribulation["rotations"] += 1
                tribulation["counting"] = True
            if tribulation.get("rest"):
                tribulation["rest"]["done"] += 1
    state["combat"]["turn"] = None


def _sequence_ended(state, d, event):
    state["combat"], state["reach"] = None, {}


def _distance_set(state, d, event):
    state["combat"]["distances"][pair(*d["between"])] = d["band"]


def _moved(state, d, event):
    state["combat"]["distances"][pair(d["character"], d["toward"])] = d["band"]
    spend(state, d["character"], d["actions"])


def _path_die_rolled(state, d, event):
    state["reach"][d["character"]] = d["reach"]


def _attack_declared(state, d, event):
    state["pending"] = {"kind": "attack", "by": d["attacker"], "style": d["style"], "trait": d["trait"],
                        "intent": d["intent"], "tribulation": d["tribulation"], "sense": d["sense"],
                        "targets": list(d["targets"]), "stage": "roll",
                        "successes": None, "waiting": {}, "resisted": {}}
    state["reach"].pop(d["attacker"], None)
    spend(state, d["attacker"], d["actions"])


def _attack_rolled(state, d, event):
    state["pending"].update(stage="resist", successes=d["successes"],
                            waiting={name: list(traits) for name, traits in d["waiting"].items()})


def _healed(state, d, event):
    state["reach"].pop(d["healer"], None)
    spend(state, d["healer"], d["actions"])


def _duty_done(duty):
    def apply(state, d, event):
        turn = (state["combat"] or {}).get("turn")
        if turn and duty in turn["duties"].get(d["character"], []):
            turn["duties"][d["character"]].remove(duty)
    return apply


def _recovery_rolled(state, d, event):
    if d["tribulation"] == "Unconscious":
        sheet(state, d["character"])["assists"] = []
    spend(state, d["character"], d["actions"], recovery=True)
    if d["waiting"]:
        state["pending"] = {"kind": "recovery", "by": d["character"], "tribulation": d["tribulation"],
                            "trait": d["trait"], "successes": d["successes"], "against": d["against"],
                            "waiting": {name: list(traits) for name, traits in d["waiting"].items()}, "resisted": {}}


def _wake_helped(state, d, event):
    spend(state, d["helper"], d["actions"])
