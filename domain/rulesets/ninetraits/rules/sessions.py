"""Sessions and scenes: the journal's chapters. At a session's end the penalties that last
"until the start of the next game session" expire, and Poisoned takes a maximum Life Point
("You lose 1 Maximum Life Point every session until cured or killed by the poison")."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..state import all_sheets, has, in_session
from ..traits import LOWEST_LIFE
from ..tribulations import TRIBULATIONS
from .life import end_tribulation
from .outcome import Outcome, audience_of


def start_session(state: dict, command: dict) -> list:
    guards.open_campaign(state)
    if in_session(state):
        raise RuleViolation("ninetraits.session.open", f"session {state['session']['number']} is under way")
    cast = at_the_table(state)
    players = list(dict.fromkeys([player for player, _ in cast] + [state["wayfinder"]]))
    return Outcome(state).add(k.SESSION_STARTED, {"number": state["session"]["number"] + 1,
                                                  "title": command["title"], "players": players,
                                                  "cast": [list(pair) for pair in cast]}).events


def at_the_table(state: dict) -> list[tuple[str, str]]:
    """(player, character) for each living player character, the chronicle's byline and cast;
    a character written without a player's name stands for its player."""
    return [(found["player"] or found["name"], found["name"]) for found in state["characters"].values()
            if found["kind"] == "pc" and not found["dead"]]


def begin_scene(state: dict, command: dict) -> list:
    guards.session(state, "A scene")
    out = Outcome(state)
    _close_scene(out)
    scenes = state["sessions"][-1]["scenes"]
    return out.add(k.SCENE_BEGAN, {"session": state["session"]["number"], "number": len(scenes) + 1,
                                   "title": command["title"]}).events


def _close_scene(out: Outcome) -> None:
    """A scene ends; with the `scene` reading, Tribulations that fade do so when a scene ends
    out of Combat Flow."""
    scene = out.state["session"]["scene"]
    if not scene:
        return
    out.then(k.SCENE_ENDED, {"number": scene["number"], "title": scene["title"]})
    if out.state["combat"] or out.state["options"]["fading_outside_combat"] != "scene":
        return
    for found in all_sheets(out.state):
        for entry in list(found["tribulations"]):
            if TRIBULATIONS[entry["name"]].fades and not found["dead"]:
                end_tribulation(out, found["name"], entry["name"], "faded")


def end_scene(state: dict, command: dict) -> list:
    guards.session(state, "Ending a scene")
    if not state["session"]["scene"]:
        raise RuleViolation("ninetraits.scene.none", "no scene is under way")
    out = Outcome(state)
    _close_scene(out)
    return out.events


def end_session(state: dict, command: dict) -> list:
    guards.session(state, "Ending the session")
    out = Outcome(state)
    _close_scene(out)
    for found in all_sheets(state):
        if has(found, "Poisoned") and not found["dead"] and found["life"]["max"] is not None:
            _worsen(out, found)
    for found in all_sheets(out.state):
        if found["penalties"]:
            out.then(k.PENALTIES_EXPIRED, {"character": found["name"], "penalties": found["penalties"]},
                     audience_of(out.state, found["name"]))
    return out.add(k.SESSION_ENDED, {"number": state["session"]["number"], "summary": command["summary"]}).events


def _worsen(out: Outcome, found: dict) -> None:
    name, life = found["name"], found["life"]
    maximum = max(LOWEST_LIFE, life["max"] - 1)
    current = min(life["current"], maximum)
    audience = audience_of(out.state, name)
    out.then(k.POISON_WORSENED, {"character": name, "max": maximum, "current": current}, audience)
    if current <= LOWEST_LIFE:
        out.then(k.DIED, {"character": name, "life": current}, audience)
    elif current <= 0 and not found["dying"]:
        out.then(k.FELL, {"character": name, "life": current}, audience)


def close_campaign(state: dict, command: dict) -> list:
    guards.open_campaign(state)
    if in_session(state):
        raise RuleViolation("ninetraits.session.open", "end the session before closing the campaign")
    return Outcome(state).add(k.CAMPAIGN_CLOSED, {"epilogue": command["epilogue"]}).events
