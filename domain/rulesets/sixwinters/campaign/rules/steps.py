"""The order of the Session Start and Session End procedures (rulebook "Session Start",
"Session End", "Campaign End").

Every step is its own command; a step out of order is refused with the rule
``sixwinters.session-start.order`` / ``sixwinters.session-end.order``. The steps marked
"(Years 2-6)" in the rulebook are skipped in year 1 and required afterwards.
"""

from __future__ import annotations


# Rulebook numbering of the Session Start list.
START_NUMBERS = {
    "spotlight": 1,
    "restore": 2,
    "scenario": 3,
    "winter": 4,
    "characters": 5,
    "abilities": 6,
    "starting-assets": 7,
    "add-cards": 8,
    "setup": 9,
    "scene": 10,
    "shuffle": 11,
    "staging": 12,
    "dice": 13,
    "placement": 14,
}
START_TITLES = {
    "spotlight": "Choose Spotlight Player",
    "restore": "Restore Campaign State",
    "scenario": "Choose Scenario and Difficulty",
    "winter": "Winter Phase",
    "characters": "Choose Characters",
    "abilities": "Take Character Ability Cards",
    "starting-assets": "Choose Starting Assets",
    "add-cards": "Add Obstacles and Assets",
    "setup": "Scenario Setup",
    "scene": "Place Initial Scene",
    "shuffle": "Shuffle Obstacle and Asset Decks",
    "staging": "Fill Asset Staging Area",
    "dice": "Refresh Resource Dice and Action Dice",
    "placement": "Place Characters at Starting Locations",
}
YEARS_2_TO_6 = frozenset({"restore", "winter", "starting-assets", "add-cards"})
# The detailed text puts "Add Obstacles and Assets" after "Place Initial Scene"; the
# numbered list puts it before "Scenario Setup" (docs/rules-notes.md, reading R1).
DETAILED_ORDER = (
    "spotlight",
    "restore",
    "scenario",
    "winter",
    "characters",
    "abilities",
    "starting-assets",
    "setup",
    "scene",
    "add-cards",
    "shuffle",
    "staging",
    "dice",
    "placement",
)
LIST_ORDER = tuple(sorted(START_NUMBERS, key=START_NUMBERS.get))

END_NUMBERS = {
    "result": 0,
    "improve": 1,
    "archive": 2,
    "decks": 3,
    "threats": 4,
    "map": 5,
    "journals": 6,
    "store": 7,
    "campaign-end": 8,
}
END_TITLES = {
    "result": "Scenario Result",
    "improve": "Improve Skill",
    "archive": "Archive Completed Assets",
    "decks": "Update Obstacle and Asset Decks",
    "threats": "Update Threats",
    "map": "Update Campaign Map",
    "journals": "Update Character Journal and Status",
    "store": "Store Game",
    "campaign-end": "Campaign End",
}
END_ORDER = ("result", "improve", "archive", "decks", "threats", "map", "journals", "store")
FINAL_YEAR = 6


def start_sequence(year: int, options: dict) -> tuple:
    """The Session Start steps this year, in the order the campaign option picks."""
    order = LIST_ORDER if options.get("add_cards_order") == "list" else DETAILED_ORDER
    return tuple(step for step in order if year > 1 or step not in YEARS_2_TO_6)


def end_sequence(year: int, options: dict, final_year: int = FINAL_YEAR) -> tuple:
    """Session End steps; after the final year (6) the Campaign End replaces them (or follows them)."""
    if year < final_year:
        return END_ORDER
    if options.get("final_session_end") == "full":
        return END_ORDER[:-1] + ("campaign-end",)
    return ("result", "campaign-end")


def next_step(sequence: tuple, done: list) -> str | None:
    """The first step of the sequence not done yet."""
    return next((step for step in sequence if step not in done), None)


def done(sess: dict, step: str) -> dict:
    """The session with one more Session Start step done."""
    return {**sess, "done": [*sess["done"], step]}


def step_data(step: str, **data) -> dict:
    """Event data of a Session Start step, with its number in the rulebook's list."""
    return {"step": START_NUMBERS[step], **data}
