"""The new-campaign form from a ruleset's setup document (journal/projections/moves.py, `setup_fields`):
every question a list of choices the group taps; nothing has to be typed.

A `texts` field (the players) becomes the members' names to tap and name boxes for others,
left empty for the document's default ("Player 1" to "Player 4"); `among` a row of radio
buttons over those names; `choices` a row of radio buttons (check boxes when several may be
chosen) with the first choice picked (the default), each said in the document's own sentences
where it has them (`label`, `labels`); `integer` a number box and `text` one text box whose
default is taken when it is left empty. What the setup document does not ask (a custom map
drawn elsewhere) goes in the "advanced" JSON box, on a page of its own, merged over the answers.
Answers are checked against the document here so a refusal names its field; the ruleset's
setup schema checks them again when the campaign is created.
"""
from __future__ import annotations

import json
from datetime import date

from domain.kernel.moves.build import PickRefused, build_object
from domain.kernel.moves.grammar import case_key
from journal.recording import strict_json

from .render import humanize

SHOWN_NAMES = 2   # name boxes shown at first (more appear with "Add a player")


def suggested_name(title: str, today: date) -> str:
    """The campaign's name when the group types none: the game and the day it began, which the
    group may change on the form."""
    return f"{title}, {today.day} {today:%B %Y}"


def questions(ruleset) -> list[dict] | None:
    """The setup document's fields as form questions (None: the ruleset has no setup document,
    the form falls back to its setup schema)."""
    if not ruleset.setup_fields:
        return None
    return [_question(name, spec) for name, spec in ruleset.setup_fields(None).items()]


def _question(name: str, spec: dict) -> dict:
    # `title` names the field in a refusal; `label` asks it, in the document's words when it has them
    asked = {"name": name, "title": humanize(name), "label": spec.get("label") or humanize(name), "spec": spec}
    if "texts" in spec:
        low, high = spec["texts"]["min"], spec["texts"]["max"]
        return {**asked, "kind": "names", "min": low, "max": high, "length": spec["texts"]["length"],
                "shown": min(high, max(low, SHOWN_NAMES)), "default": spec.get("default", [])}
    if "among" in spec:
        return {**asked, "kind": "among", "field": spec["among"]}
    if "choices" in spec:
        many = bool(spec.get("many")) or spec.get("max", 1) > 1
        said = spec.get("labels") or [humanize(value) for value in spec["choices"]]
        return {**asked, "kind": "choices", "many": many, "min": spec.get("min", 1), "said": "labels" in spec,
                "choices": [{"value": case_key(value), "label": label} for value, label in zip(spec["choices"], said)]}
    if "integer" in spec:
        return {**asked, "kind": "integer", "lo": spec["integer"][0], "hi": spec["integer"][1]}
    cases = list(spec.get("cases", {}).values())
    if "by" in spec and cases and all("integer" in case and case == cases[0] for case in cases):
        # a number asked only for some answers of an earlier question (a place on the board,
        # asked for the group's own layout): shown, and read, only when one of those is chosen
        low, high = cases[0]["integer"]
        return {**asked, "kind": "integer", "lo": low, "hi": high,
                "when": {"field": spec["by"], "cases": list(spec["cases"])}}
    if "text" in spec:
        return {**asked, "kind": "text", "required": spec["text"]["required"] and "default" not in spec,
                "max": spec["text"]["max"], "default": spec.get("default", "")}
    return {**asked, "kind": "advanced"}   # not asked on the form: the advanced box takes it


def among_slots(asked: list[dict]) -> dict[str, int]:
    """For each `among` question, how many names its field may hold (one radio button each)."""
    most = {q["name"]: q["max"] for q in asked if q["kind"] == "names"}
    return {q["name"]: most.get(q["field"], 0) for q in asked if q["kind"] == "among"}


def answers(asked: list[dict], form, prefix: str) -> tuple[dict, list[str]]:
    """The setup the form chose, and the refusals (each naming its field)."""
    setup, errors = {}, []
    for question in asked:
        posted = form.getlist(prefix + question["name"])
        value, problem = ANSWERS[question["kind"]](question, posted, setup, asked)
        if problem:
            errors.append(problem)
        elif value is not None:
            setup[question["name"]] = value
    advanced, problem = _advanced(form.get(prefix + "advanced", ""))
    if problem:
        errors.append(problem)
    if not errors:
        try:
            setup = build_object({q["name"]: q["spec"] for q in asked if q["kind"] != "advanced"}, setup)
        except PickRefused as refused:
            errors.append(_refusal(refused, asked))
    return {**setup, **advanced}, errors


def _names(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    """The members tapped and the names typed, in order; none: the document's default."""
    names = [line.strip() for value in posted for line in value.splitlines() if line.strip()]
    return names or None, None


def _among(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    """The name at the place tapped (1: the first) among those given, or the default's."""
    if not posted:
        return None, None
    field = next(q for q in asked if q["name"] == question["field"])
    names = setup.get(field["name"]) or field["default"]
    if not posted[0].isdigit() or not 1 <= int(posted[0]) <= len(names):
        return None, f"{question['title']}: one of the {len(names)} {field['title'].lower()} named"
    return names[int(posted[0]) - 1], None


def _choices(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    by_key = {case_key(value): value for value in question["spec"]["choices"]}
    unknown = [value for value in posted if value not in by_key]
    if unknown:
        return None, f"{question['title']}: {unknown[0]!r} is not one of the choices"
    picked = [by_key[value] for value in posted]
    if question["many"]:
        return picked, None
    # nothing picked: the first choice, the setup document's default
    return (picked[0] if picked else question["spec"]["choices"][0]), None


def _integer(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    if not _asked_now(question, setup) or not posted or not posted[0].strip():
        return None, None
    try:
        return int(posted[0]), None
    except ValueError:
        return None, f"{question['title']}: {posted[0]!r} is not a whole number"


def _text(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    """The text typed or tapped; left empty, the document's default (build_object puts it in)."""
    return (posted[0].strip() if posted and posted[0].strip() else None), None


def _not_asked(question: dict, posted: list, setup: dict, asked: list) -> tuple:
    return None, None


ANSWERS = {"names": _names, "among": _among, "choices": _choices, "integer": _integer, "text": _text,
           "advanced": _not_asked}


def _asked_now(question: dict, setup: dict) -> bool:
    """A conditional number counts only when the question it depends on has one of its cases."""
    when = question.get("when")
    return not when or case_key(setup.get(when["field"])) in when["cases"]


def _advanced(raw: str) -> tuple[dict, str | None]:
    if not raw.strip():
        return {}, None
    try:
        found = strict_json.loads(raw)
    except json.JSONDecodeError as error:
        return {}, f"Advanced setup: not valid JSON ({error.msg}, line {error.lineno})"
    except ValueError as error:   # a key given twice, nesting deeper than the limit
        return {}, f"Advanced setup: {strict_json.problem(error)}"
    if not isinstance(found, dict):
        return {}, "Advanced setup: a JSON object ({\"name\": value, ...})"
    return found, None


def _refusal(refused: PickRefused, asked: list[dict]) -> str:
    """The setup document's refusal with the field named as the form labels it."""
    name = refused.path.split("[")[0]
    label = next((q["title"] for q in asked if q["name"] == name), refused.path)
    message = refused.message.replace("a list of", "").replace("texts", "names").strip()
    return f"{label}: {message}" if label != refused.path else f"{refused.path}: {refused.message}"
