"""The checks a campaign command must pass before its rule decides anything: the step of
Session Start or Session End it belongs to, who took part this year, the cards a pile holds."""
from __future__ import annotations

from collections import Counter

from domain.kernel import RuleViolation

from .rules.steps import END_TITLES, FINAL_YEAR, START_TITLES, end_sequence, next_step, start_sequence


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


def missing_cards(pile: list, names: list) -> list:
    """The names (with multiplicity) that the pile does not hold."""
    short = Counter(names) - Counter(pile)
    return sorted(short.elements())


def require_cards(pile: list, names: list, where: str, rule: str) -> None:
    """Refuse names the pile does not hold, e.g. a starting asset not in the archive."""
    short = missing_cards(pile, names)
    if short:
        raise RuleViolation(rule, f"{', '.join(short)} not in the {where}")
