"""The demo campaigns (`journal demo`).

The Six Winters demo: two players, Ann and Ben. Year 1 (The Order of the Blue Robe) is won:
its game is recorded as a summary (option record_play = "summary"), then the seven Session End
steps. Year 2 (Two Eyes in One Face, difficult) runs its fourteen Session Start steps with a
winter phase, a reserve action and a starting asset from the archive.

The Blue Robe year one: the same scenario played move by move from Session Start to Session
End, every die entered as rolled (demos/blue_robe_year_one.json), so replay is the same
everywhere.
"""

from __future__ import annotations

from importlib import resources
from domain.kernel import json_text

YEAR_ONE_SUMMARY = {
    "result": "won",
    "scenes_completed": [
        "Impress the Keeper of Forbidden Lore",
        "Inscribe the Ritual of Cleaving",
        "Recover Thedda's Palimpsest",
    ],
    "characters": {
        "Thea": {
            "completed": ["Artificer's Gear", "Sunriders"],
            "overcome": ["Miasma of Malevolence"],
            "played": ["50 Feet of Greenleaf Rope"],
            "conditions": [],
        },
        "Keel": {
            "completed": ["Tent"],
            "overcome": ["Field Work", "Remote Influence"],
            "played": ["Grain Shortage"],
            "conditions": ["Frostbitten"],
        },
    },
    "locations": {"Parisa's Glen": {"threats": 2}, "Loomwood": {"threats": 1}},
}


def _year_one() -> list[dict]:
    return [
        {"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ann"},
        {"type": "choose-scenario", "scenario": "The Order of the Blue Robe", "difficulty": "standard"},
        {"type": "choose-characters", "characters": {"Ann": "Thea", "Ben": "Keel"}},
        {"type": "take-ability-cards"},
        {"type": "set-up-scenario", "obstacles": [{"name": "Miasma of Malevolence", "location": "Parisa's Glen"}]},
        {"type": "place-initial-scene"},
        {"type": "shuffle-decks", "roll": "app"},
        {"type": "fill-staging"},
        {"type": "roll-starting-dice", "roll": "app"},
        {"type": "place-characters", "locations": {"Thea": "Parisa's Glen", "Keel": "Loomwood"}},
        {"type": "unlock-character", "character": "Yasmina", "reason": "Yasmina waits in Arankh"},
        {"type": "end-scenario", "summary": YEAR_ONE_SUMMARY},
        {"type": "improve-skills", "choices": {}},
        {"type": "archive-assets", "direct": ["Thedda's Palimpsest"]},
        {
            "type": "update-decks",
            "burn": {
                "Thea": {"asset": "50 Feet of Greenleaf Rope", "obstacle": "Miasma of Malevolence"},
                "Keel": {"asset": "Tent", "obstacle": "Field Work"},
            },
        },
        {"type": "update-threats"},
        {"type": "update-map", "changes": [{"op": "add-location", "location": "Arankh", "row": 0, "col": 4}]},
        {
            "type": "update-journals",
            "entries": {"Thea": "Elisa of the Blue Robes agreed to help.", "Keel": "Frost mephits in Undari's Tower."},
        },
        {"type": "store-game"},
    ]


def _year_two_start() -> list[dict]:
    return [
        {"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ben"},
        {"type": "restore-campaign"},
        {"type": "choose-scenario", "scenario": "Two Eyes in One Face", "difficulty": "difficult"},
        {
            "type": "winter-phase",
            "choices": [
                {"character": "Fuscus", "choice": "train"},
                {"character": "Menas", "choice": "rest"},
                {"character": "Yasmina", "choice": "rest"},
            ],
            "reserve_actions": [
                {"character": "Menas", "action": "Military Tactician", "target": "Fuscus", "skill": "tactics"}
            ],
        },
        {
            "type": "choose-characters",
            "characters": {"Ann": "Fuscus", "Ben": "Menas"},
            "training": {"Fuscus": ["lore"]},
        },
        {"type": "take-ability-cards"},
        {"type": "choose-starting-assets", "assets": {"Menas": ["Sunriders"]}},
        {"type": "set-up-scenario", "obstacles": [{"name": "War Machines (2)", "location": "Eastkeep"}]},
        {"type": "place-initial-scene"},
        {"type": "add-year-cards"},
        {"type": "shuffle-decks", "roll": "app"},
        {"type": "fill-staging"},
        {"type": "roll-starting-dice", "roll": "app"},
        {"type": "place-characters", "locations": {"Fuscus": "Boar's Rift", "Menas": "Boar's Rift"}},
    ]


def demo() -> dict:
    return {
        "name": "Six Winters demo",
        "setup": {"options": {"record_play": "summary"}},
        "commands": _year_one() + _year_two_start(),
    }


def _script(file: str) -> dict:
    """The demo script `file`, read afresh (the caller may change it)."""
    text = (resources.files(__package__) / "demos" / file).read_text(encoding="utf-8")
    return json_text.loads(text)


def blue_robe_year_one() -> dict:
    """{"name", "notes", "setup", "commands"}: a fresh copy the caller may change."""
    return _script("blue_robe_year_one.json")


def three_winters() -> dict:
    """The three-year campaign, move by move (a fresh copy the caller may change)."""
    return _script("three_winters.json")


def extra_demos() -> list[dict]:
    """The demos besides `demo()`: the Blue Robe year and the three winters, move by move."""
    return [blue_robe_year_one(), three_winters()]
