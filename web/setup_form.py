"""The new-campaign form from a ruleset's setup document (journal/projections/moves.py, `setup_fields`):
every question a list of choices the group taps, names the only thing typed.

A `texts` field (the players) becomes that many name boxes, `choices` a row of radio buttons
(check boxes when several may be chosen) with the first choice picked (the default), `integer` a number box
and `text` one text box. What the setup document does not ask (a custom map drawn elsewhere)
goes in an "advanced" JSON box, merged over the answers. Answers are checked against the
document here so a refusal names its field; the ruleset's setup schema checks them again when
the campaign is created.
"""
from __future__ import annotations

import json

from domain.kernel.moves.build import PickRefused, build_object
from domain.kernel.moves.grammar import case_key
from journal.recording import strict_json

from .render import humanize

SHOWN_NAMES = 2   # name boxes shown at first (more appear with "Add a player")


def questions(ruleset) -> list[dict] | None:
    """The setup document's fields as form questions (None: the ruleset has no setup document,
    the form falls back to its setup schema)."""
    if not ruleset.setup_fields:
        return None
    return [_question(name, spec) for name, spec in ruleset.setup_fields(None).items()]


def _question(name: str, spec: dict) -> dict:
    asked = {"name": name, "label": humanize(name), "spec": spec}
    if "texts" in spec:
        low, high = spec["texts"]["min"], spec["texts"]["max"]
        return {**asked, "kind": "names", "min": low, "max": high, "length": spec["texts"]["length"],
                "shown": min(high, max(low, SHOWN_NAMES))}
    if "choices" in spec:
        many = bool(spec.get("many")) or spec.get("max", 1) > 1
        return {**asked, "kind": "choices", "many": many, "min": spec.get("min", 1),
                "choices": [{"value": case_key(value), "label": humanize(value)} for value in spec["choices"]]}
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
        return {**asked, "kind": "text", "required": spec["text"]["required"], "max": spec["text"]["max"]}
    return {**asked, "kind": "advanced"}   # not asked on the form: the advanced box takes it


def answers(asked: list[dict], form, prefix: str) -> tuple[dict, list[str]]:
    """The setup the form chose, and the refusals (each naming its field)."""
    setup, errors = {}, []
    for question in asked:
        key, name = prefix + question["name"], question["name"]
        posted = form.getlist(key)
        if question["kind"] == "names":
            setup[name] = [line.strip() for value in posted for line in value.splitlines() if line.strip()]
        elif question["kind"] == "choices":
            by_key = {case_key(value): value for value in question["spec"]["choices"]}
            unknown = [value for value in posted if value not in by_key]
            if unknown:
                errors.append(f"{question['label']}: {unknown[0]!r} is not one of the choices")
                continue
            picked = [by_key[value] for value in posted]
            if question["many"]:
                setup[name] = picked
            else:   # nothing picked: the first choice, the setup document's default
                setup[name] = picked[0] if picked else question["spec"]["choices"][0]
        elif question["kind"] == "integer" and not _asked_now(question, setup):
            continue
        elif question["kind"] == "integer" and posted and posted[0].strip():
            try:
                setup[name] = int(posted[0])
            except ValueError:
                errors.append(f"{question['label']}: {posted[0]!r} is not a whole number")
        elif question["kind"] == "text" and posted and posted[0].strip():
            setup[name] = posted[0].strip()
    advanced, problem = _advanced(form.get(prefix + "advanced", ""))
    if problem:
        errors.append(problem)
    if not errors:
        try:
            setup = build_object({q["name"]: q["spec"] for q in asked if q["kind"] != "advanced"},
                                 {k: v for k, v in setup.items() if v is not None})
        except PickRefused as refused:
            errors.append(_refusal(refused, asked))
    return {**setup, **advanced}, errors


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
    label = next((q["label"] for q in asked if q["name"] == name), refused.path)
    message = refused.message.replace("a list of", "").replace("texts", "names").strip()
    return f"{label}: {message}" if label != refused.path else f"{refused.path}: {refused.message}"
