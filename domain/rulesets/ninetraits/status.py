"""Where a nine-trait campaign stands, in words: one line for the list of campaigns (`status`),
and the few values the replay jumps between (`marks`).

Both read the state as a spectator may see it: a character the Wayfinder keeps hidden is named
only while it stands in the fight under way (the table sees who fights), never otherwise.
"""
from __future__ import annotations

from .state import HIDDEN_NAME, named
from .words import listed, possessive


def session_words(state: dict) -> str:
    """"Session 2: The Mayor's Brother", or where the campaign stands between sessions."""
    sessions = state["sessions"]
    if state["session"]["open"]:
        record = sessions[-1] if sessions else {"number": state["session"]["number"], "title": ""}
        return f"Session {record['number']}" + (f": {record['title']}" if record["title"] else "")
    if not sessions:
        return "Before the first session"
    last = sessions[-1]
    return f"After session {last['number']}" + (f", {last['title']}" if last["title"] else "")


def scene_words(state: dict) -> str | None:
    scene = state["session"]["scene"]
    if not scene:
        return None
    return f"scene {scene['number']}" + (f": {scene['title']}" if scene["title"] else "")


def fight_words(state: dict) -> str | None:
    """"Combat Flow 1, rotation 2", or "Combat Flow 1: rolling for initiative"."""
    fight = state["combat"]
    if not fight:
        return None
    if not fight["rotation"]:
        return f"Combat Flow {fight['sequence']}: rolling for initiative"
    return f"Combat Flow {fight['sequence']}, rotation {fight['rotation']}"


def turn_words(state: dict) -> str | None:
    """Whose turn it is: "Claud's turn", "Luis and Teddie's shared turn"."""
    fight = state["combat"]
    turn = fight and fight["turn"]
    if not turn:
        return None
    names = turn["characters"]
    if len(names) == 1:
        return f"{possessive(names[0])} turn"
    return f"{possessive(listed(names))} shared turn"


def waiting_words(state: dict) -> str | None:
    """What a roll under way waits for: "Claud's attack waits for Bandit to resist"."""
    pending = state["pending"]
    if not pending:
        return None
    what = {"attack": "attack", "opposed": "roll", "recovery": "recovery roll"}.get(pending["kind"], "roll")
    by = named(state, pending["by"])
    whose = "a hidden character's" if by == HIDDEN_NAME else possessive(by)
    if pending["kind"] == "attack" and pending.get("stage") == "roll":
        return f"{whose} attack waits for its roll"
    waiting = [named(state, name) for name in pending["waiting"]]
    if not waiting:
        return None
    return f"{whose} {what} waits for {listed(waiting)} to resist"


def status(state: dict) -> str:
    """"Session 1: The Bandit Road · scene 2: Bandits on the road · Combat Flow 1, rotation 1 ·
    Claud's turn"; "The campaign is closed after 2 sessions"."""
    if not state:
        return ""
    if state["closed"]:
        played = len(state["sessions"])
        return f"The campaign is closed after {played} session{'' if played == 1 else 's'}"
    parts = [session_words(state)]
    if not state["session"]["open"]:
        pcs = [s["name"] for s in state["characters"].values() if s["kind"] == "pc" and not s["dead"]]
        return parts[0] + (f" · {listed(pcs)}" if pcs else " · no player characters yet")
    parts += [words for words in (scene_words(state), fight_words(state), turn_words(state), waiting_words(state))
              if words]
    return " · ".join(parts)


def marks(state: dict) -> dict[str, object]:
    """The session, the scene and the fight's rotation: the replay offers a jump to each change."""
    if not state:
        return {}
    found: dict[str, object] = {"session": session_words(state)}
    scene = scene_words(state)
    if scene:
        found["scene"] = scene[:1].upper() + scene[1:]
    fight = fight_words(state)
    if fight:
        found["fight"] = fight
    return found
