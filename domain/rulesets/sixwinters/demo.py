"""The demo campaign (`journal demo`): year 1 played at campaign level and year 2 started.

It records play as summaries (option record_play = "summary"), so it replays without
the live table; the in-game engineer may extend it with a game played move by move.
"""
from __future__ import annotations

from .rules.setup import initial_state


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
        {"type": "place-characters", "locations": {"Thea": "Parisa's Glen", "Keel": "Parisa's Glen"}},
    ]


def _year_one_end(game: dict) -> list[dict]:
    """A won year: the cards are the first of the year-1 decks, so the demo follows the catalog."""
    campaign = game["campaign"]
    assets = [key for key in campaign["decks"]["assets"]][:3]
    obstacles = [key for key in campaign["decks"]["obstacles"]][:2]
    summary = {"result": "won", "scenes_completed": ["Impress the Keeper of Forbidden Lore"],
               "characters": {"Thea": {"completed": assets[:2], "overcome": obstacles[:1], "played": [],
                                       "conditions": [], "abilities": []},
                              "Keel": {"completed": assets[2:], "overcome": obstacles[1:], "played": [],
                                       "conditions": ["Frostbitten"], "abilities": []}},
               "locations": {"Parisa's Glen": {"threats": 2}, "Loomwood": {"threats": 1}}}
    return [
        {"type": "end-scenario", "summary": summary},
        {"type": "improve-skills", "choices": {}},
        {"type": "archive-assets", "direct": []},
        {"type": "update-decks", "burn": {}},
        {"type": "update-threats"},
        {"type": "update-map", "changes": []},
        {"type": "update-journals", "entries": {"Thea": "Elisa of the Blue Robes agreed to help.",
                                                "Keel": "Frost in Undari's Tower."}},
        {"type": "store-game"},
    ]


def demo() -> dict:
    setup = {"options": {"record_play": "summary"}}
    commands = _year_one() + _year_one_end(initial_state(setup))
    commands += [{"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ben"},
                 {"type": "restore-campaign"}]
    return {"name": "Six Winters demo", "setup": setup, "commands": commands}
