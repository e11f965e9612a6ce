"""Builders for Six Winters campaign tests: a catalog with known cards, the commands of a
year's Session Start, and game summaries (what the table reports at Session End)."""
from __future__ import annotations

import copy

from domain.rulesets.sixwinters import RULESET, catalog
from tests.spec import Table, given

# Facts of a few V24 cards (name, skill, play symbol, year pips, tags), written here so the
# tests do not depend on how much of the deck the built-in catalog holds.
ASSETS = {
    "50 Feet of Greenleaf Rope": ("thievery", True, 1, ["magical gear"]),
    "Artificer's Gear": ("thievery", False, 1, ["gear"]),
    "Tent": ("survival", True, 1, ["gear"]),
    "Sunriders": ("tactics", False, 1, ["unit"]),
    "Gravewood Ale": ("rapport", True, 1, ["food"]),
    "Imperial Sword": ("combat", True, 2, ["weapon"]),
    "Prismatic Lotus": ("combat", True, 2, ["drug"]),
}
OBSTACLES = {
    "Quintim the Vile": ("disguise", 1, ["spy"], 3),
    "Field Work": ("survival", 1, [], 5),
    "Remote Influence": ("survival", 1, ["spy"], 6),
    "Grain Shortage": ("command", 1, [], 5),
    "Background Checks": ("disguise", 2, [], 6),
}


def known_catalog() -> dict:
    """The built-in catalog plus the known cards above."""
    cat = catalog.builtin()
    for name, (skill, play, year, tags) in ASSETS.items():
        cat["assets"][name] = {"name": name, "tags": tags, "year": year, "copies": 1, "points": 5, "skill": skill,
                               "play": play, "icons": [], "effect": None, "slots": []}
    for name, (skill, year, tags, difficulty) in OBSTACLES.items():
        cat["obstacles"][name] = {"name": name, "tags": tags, "year": year, "copies": 1, "placement": ["any"],
                                  "skill": skill, "difficulty": difficulty, "hindrance": 0, "progress": 0,
                                  "move_toward": [], "stress": {"psyche": 1, "body": 0},
                                  "activation": {"effect": "threat", "resource": None, "repeat": False}}
    return cat


def setup(**options) -> dict:
    return {"catalog": known_catalog(), "options": {"record_play": "summary", **options}}


YEAR_ONE = "The Order of the Blue Robe"
YEAR_TWO = "Two Eyes in One Face"


def start_commands(year: int, players: dict, spotlight: str, scenario: str, difficulty="standard",
                   winter=None, starting_assets=None, training=None) -> list[dict]:
    """A full Session Start (year 1: ten steps; years 2-6: fourteen), dice rolled by the app."""
    commands = [{"type": "choose-spotlight", "players": list(players), "spotlight": spotlight}]
    if year > 1:
        commands.append({"type": "restore-campaign"})
    commands.append({"type": "choose-scenario", "scenario": scenario, "difficulty": difficulty})
    if year > 1:
        commands.append({"type": "winter-phase", **(winter or {"choices": []})})
    commands += [{"type": "choose-characters", "characters": dict(players), "training": training or {}},
                 {"type": "take-ability-cards"}]
    if year > 1:
        commands.append({"type": "choose-starting-assets", "assets": starting_assets or {}})
    commands += [{"type": "set-up-scenario", **_setup(scenario)}, {"type": "place-initial-scene"}]
    if year > 1:
        commands.append({"type": "add-year-cards"})
    start = "Parisa's Glen"
    commands += [{"type": "shuffle-decks", "roll": "app"}, {"type": "fill-staging"},
                 {"type": "roll-starting-dice", "roll": "app"},
                 {"type": "place-characters", "locations": {c: start for c in players.values()}}]
    return commands


def _setup(scenario: str) -> dict:
    """Two Eyes in One Face places a locked War Machines at an Empire location of the players' choice."""
    return {"obstacles": [{"name": "War Machines (2)", "location": "Eastkeep"}]} if scenario == YEAR_TWO else {}


def summary(result: str, characters: dict, threats: dict) -> dict:
    """What the table reports: characters {name: (completed, overcome, played, conditions)}."""
    chars = {name: {"completed": list(c[0]), "overcome": list(c[1]), "played": list(c[2]),
                    "conditions": list(c[3]) if len(c) > 3 else [], "abilities": []}
             for name, c in characters.items()}
    return {"result": result, "characters": chars, "locations": {k: {"threats": v} for k, v in threats.items()}}


def end_commands(result_summary: dict, burn=None, improve=None, entries=None) -> list[dict]:
    return [{"type": "end-scenario", "summary": result_summary},
            {"type": "improve-skills", "choices": improve or {}},
            {"type": "archive-assets"},
            {"type": "update-decks", "burn": burn or {}},
            {"type": "update-threats"},
            {"type": "update-map"},
            {"type": "update-journals", "entries": entries or {}},
            {"type": "store-game"}]


def table(setup_dict: dict, *commands) -> Table:
    """A campaign with the commands recorded (fails loudly if one is refused)."""
    played = Table(RULESET, setup_dict)
    for command in commands:
        played.run(copy.deepcopy(command))
    return played


def campaign(setup_dict: dict, *commands):
    return given(RULESET, setup_dict, *commands)


PLAYERS = {"Ann": "Thea", "Ben": "Keel"}
# Year 1 with known cards (Session End example used by several tests):
#   Thea: completed Artificer's Gear (thievery) and Sunriders (tactics), both without the play
#         symbol; played 50 Feet of Greenleaf Rope (thievery); overcame Quintim the Vile (disguise)
#   Keel: completed Tent (survival, play); overcame Field Work and Remote Influence (survival);
#         played Grain Shortage (command) in a scene
YEAR_ONE_SUMMARY = summary("won", {
    "Thea": (["Artificer's Gear", "Sunriders"], ["Quintim the Vile"], ["50 Feet of Greenleaf Rope"]),
    "Keel": (["Tent"], ["Field Work", "Remote Influence"], ["Grain Shortage"], ["Frostbitten"]),
}, {"Parisa's Glen": 2, "Loomwood": 1, "Eastkeep": 3})
YEAR_ONE_BURN = {"Thea": {"asset": "50 Feet of Greenleaf Rope", "obstacle": "Quintim the Vile"},
                 "Keel": {"asset": "Tent", "obstacle": "Field Work"}}


def year_one_played(result_summary=None, burn=None) -> list[dict]:
    """Year 1 from the spotlight to Store Game."""
    return (start_commands(1, PLAYERS, "Ann", YEAR_ONE)
            + end_commands(result_summary or YEAR_ONE_SUMMARY, burn=YEAR_ONE_BURN if burn is None else burn))
