"""The state of a nine-trait campaign and the questions the rules ask of it.

State (JSON-plain):
    {"options": {...}, "wayfinder": name,
     "characters": {name: sheet},                 the player characters and revealed Wayfinder's characters
     "secret": {"characters": {name: sheet},      the Wayfinder's characters not yet revealed
                "notes": [{"id", "text", "about", "at"}],    the Wayfinder's private notes (id: 1, 2, ...;
                "notes_written": how many so far,             at: the position of the note)
                "last_roll": a secret roll that may be overexerted},
     "session": {"number", "open", "scene", "sheets": the Wayfinder's sheet step is open}, "sessions": [record, ...],
     "proposals": {name: a player's sheet change waiting for the Wayfinder},
     "combat": None | {...}, "sequences": fights so far, "pending": None | {...}, "reach": {name: targets},
     "last_roll": None | {...}, "closed": None | {"epilogue"}}
A sheet: {"name", "kind": "pc"|"npc", "player", "number", "traits": {Trait: score},
    "life": {"current", "max"}, "path", "path_die", "tribulations": [...], "penalties": [...],
    "notes": [...], "dying", "dead", "assists": [names], "created_at",
    "changes": [{"at", "session", "scene", "changed": [words], "how"}]}   what was rewritten, and when
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .options import chosen
from .traits import TRAITS

GM = "gm"   # the Wayfinder's seat


def written(entry: dict) -> dict:
    """What the group wrote for a new character (setup or create-character): traits by name."""
    return {"name": entry["name"], "kind": entry.get("kind", "pc"), "player": entry.get("player", ""),
            "traits": {trait: entry.get(trait.lower(), 0) for trait in TRAITS}, "life": entry.get("life"),
            "path": entry.get("path", ""), "path_die": entry.get("path_die")}


def blank_sheet(facts: dict, number: int, created_at: int | None = None) -> dict:
    """A sheet as written at creation: the Traits, Life Points and Path the group filled in."""
    return {"name": facts["name"], "kind": facts["kind"], "player": facts["player"], "number": number,
            "traits": dict(facts["traits"]), "life": {"current": facts["life"], "max": facts["life"]},
            "path": facts["path"], "path_die": facts["path_die"], "tribulations": [], "penalties": [],
            "notes": [], "dying": False, "dead": False, "assists": [], "created_at": created_at, "changes": []}


WAYFINDER = "Wayfinder"   # the game master's name when the setup gives none


def initial_state(setup: dict) -> dict:
    """The player characters written at setup; no session yet."""
    characters = {}
    for number, entry in enumerate(setup.get("characters", []), start=1):
        facts = written({"name": entry} if isinstance(entry, str) else entry)
        characters[facts["name"]] = blank_sheet(facts, number)
    return {"options": chosen(setup), "wayfinder": setup.get("wayfinder") or WAYFINDER,
            "characters": characters, "secret": {"characters": {}, "notes": [], "notes_written": 0, "last_roll": None},
            "session": {"number": 0, "open": False, "scene": None, "sheets": False}, "sessions": [], "proposals": {},
            "combat": None, "sequences": 0, "pending": None, "reach": {}, "last_roll": None, "closed": None}


def all_sheets(state: dict) -> list[dict]:
    """Every character the state holds (hidden ones too), in order of creation."""
    sheets = [*state["characters"].values(), *(state["secret"] or {}).get("characters", {}).values()]
    return sorted(sheets, key=lambda sheet: sheet["number"])


def names(state: dict) -> list[str]:
    return [sheet["name"] for sheet in all_sheets(state)]


def hidden(state: dict, name: str) -> bool:
    """A Wayfinder's character not yet revealed."""
    return name in (state["secret"] or {}).get("characters", {})


def known(state: dict, name: str) -> bool:
    """Players know of the character: its sheet is open, or it stands in the fight under way
    (a hidden character who fights is seen at the table; its sheet stays the Wayfinder's)."""
    return not hidden(state, name) or bool(state["combat"] and name in state["combat"]["combatants"])


HIDDEN_NAME = "a character the Wayfinder keeps hidden"


def named(state: dict, name: str) -> str:
    """`name` as a reader of this state may read it: a character of the Wayfinder's that the
    players do not know of (not revealed, not in the fight under way) is not named. Read the
    redacted state: the Wayfinder's own still holds their secret characters, a player's not."""
    secret = (state.get("secret") or {}).get("characters", {})
    fighting = bool(state["combat"]) and name in state["combat"]["combatants"]
    return name if name in state["characters"] or name in secret or fighting else HIDDEN_NAME


def where(state: dict, name: str) -> str:
    """The state key holding a sheet: "characters" or "secret"."""
    return "secret" if hidden(state, name) else "characters"


def sheet(state: dict, name: str) -> dict:
    """The sheet of `name`, or a RuleViolation naming the characters."""
    found = state["characters"].get(name) or (state["secret"] or {}).get("characters", {}).get(name)
    if found is None:
        raise RuleViolation("ninetraits.character.unknown",
                            f"there is no character {name!r}; the characters: {', '.join(names(state)) or 'none yet'}")
    return found


def player_characters(state: dict) -> list[str]:
    return [s["name"] for s in all_sheets(state) if s["kind"] == "pc"]


def living(state: dict) -> list[str]:
    return [s["name"] for s in all_sheets(state) if not s["dead"]]


def has(sheet_: dict, tribulation: str) -> dict | None:
    """The active Tribulation of that name on a sheet, or None."""
    return next((t for t in sheet_["tribulations"] if t["name"] == tribulation), None)


def seat_of(state: dict, name: str) -> str:
    """Who acts for a character: the player character's own seat, or the Wayfinder's."""
    return name if sheet(state, name)["kind"] == "pc" else GM


def in_session(state: dict) -> bool:
    return bool(state["session"]["open"])


def writable(state: dict, name: str) -> bool:
    """May the sheet be written without the Wayfinder's word? Yes between sessions (creation
    and advancement, where the rulebook is silent), in the Wayfinder's sheet step, and always
    for the Wayfinder's own characters; during play a player's change is proposed instead."""
    return sheet(state, name)["kind"] == "npc" or not in_session(state) or bool(state["session"].get("sheets"))
