"""The order of the Session Start and Session End procedures (rulebook "Session Start",
"Session End", "Campaign End").

Every step is its own command; a step out of order is refused with the rule
``sixwinters.session-start.order`` / ``sixwinters.session-end.order``. The steps marked
"(Years 2-6)" in the rulebook are skipped in year 1 and required afterwards.
"""

from __future__ import annotations

from domain.kernel import RuleViolation

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


def require_start_step(campaign: dict, step: str) -> dict:
    """The session being started, if `step` is the next Session Start step."""
    session = campaign.get("session")
    if campaign.get("ended"):
        raise RuleViolation("sixwinters.campaign.ended", "the campaign is over; no new session starts")
    if step == "spotlight":
        if session is not None:
            raise RuleViolation(
                "sixwinters.session-start.order", f"a session of year {session['year']} is already under way"
            )
        return {}
    if session is None or session["stage"] != "start":
        raise RuleViolation(
            "sixwinters.session-start.order",
            f"{START_TITLES[step]} is a Session Start step; start a session with Choose Spotlight Player first",
        )
    year = campaign["year"]
    sequence = start_sequence(year, campaign["options"])
    if step not in sequence:
        raise RuleViolation(
            "sixwinters.session-start.years-2-6",
            f"{START_TITLES[step]} happens in years 2 to 6 only; this is year {year}",
        )
    _require_next(sequence, session["done"], step, START_TITLES, "sixwinters.session-start.order")
    return session


def require_took_part(names, took_part, rule: str, message: str = "{name} did not play this year") -> None:
    """Session End choices may only name those who played the year's game."""
    for name in names:
        if name not in took_part:
            raise RuleViolation(rule, message.format(name=name))


def require_end_step(campaign: dict, step: str) -> dict:
    """The session being ended, if `step` is the next Session End step."""
    session = campaign.get("session")
    if campaign.get("ended"):
        raise RuleViolation("sixwinters.campaign.ended", "the campaign is over")
    if session is None or session["stage"] == "start":
        raise RuleViolation(
            "sixwinters.session-end.order", f"{END_TITLES[step]} comes after a game; no game is under way"
        )
    if step != "result" and session["stage"] != "end":
        raise RuleViolation(
            "sixwinters.session-end.order",
            f"{END_TITLES[step]} comes after the scenario result is recorded (end-scenario)",
        )
    final = campaign.get("final_year", FINAL_YEAR)
    sequence = end_sequence(campaign["year"], campaign["options"], final)
    if step not in sequence:
        raise RuleViolation(
            "sixwinters.session-end.final-year",
            f"after year {final} the Campaign End replaces {END_TITLES[step]}"
            if campaign["year"] >= final
            else f"{END_TITLES[step]} is for the final year only",
        )
    _require_next(sequence, session.get("end_done", []), step, END_TITLES, "sixwinters.session-end.order")
    return session


def _require_next(sequence: tuple, done: list, step: str, titles: dict, rule: str) -> None:
    if step in done:
        raise RuleViolation(rule, f"{titles[step]} is already done this session")
    expected = next_step(sequence, done)
    if step != expected:
        raise RuleViolation(rule, f"the next step is {titles[expected]}, not {titles[step]}")


def done(sess: dict, step: str) -> dict:
    """The session with one more Session Start step done."""
    return {**sess, "done": [*sess["done"], step]}


def step_data(step: str, **data) -> dict:
    """Event data of a Session Start step, with its number in the rulebook's list."""
    return {"step": START_NUMBERS[step], **data}
