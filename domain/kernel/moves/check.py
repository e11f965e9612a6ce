"""A pure validator of moves and setup documents: the grammar's rules, checked on the JSON a
client receives (so a test, a client or another implementation can hold a document to them).

Beyond the shape (moves_schema.py says the same in JSON Schema), it checks what a schema
cannot: min <= max, enough distinct items to pick from, a `by` naming an earlier field, a
`distinct` naming a field of its objects.
"""
from __future__ import annotations

from typing import Any

from .build import PickRefused, build_object
from .grammar import KINDS, TEXT_MAX, case_key

KEYS = {"choices": {"min", "max", "many", "labels", "default"}, "each": {"min", "max", "distinct"},
        "by": {"cases"}, "text": {"default"}, "texts": {"default"}, "integer": {"default"}}
NESTED = ("choices", "each", "by")   # kinds whose counts sit beside the kind's key, not inside it
DOCUMENT_KEYS = {"position", "session", "over", "waiting_for", "moves"}
TAKING_BACK = ("undo", "redo")   # optional: the retraction the reader may make now, or null
CORRECTIONS = "corrections"      # optional: the adjust moves that set a value right by taps


class MovesDocumentError(ValueError):
    """A document breaks the grammar; `path` says where ("moves[3].fields.team.each.assets")."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _require(ok: bool, path: str, message: str) -> None:
    if not ok:
        raise MovesDocumentError(path, message)


def _object(value: Any, keys: set[str], path: str, optional: set[str] = frozenset()) -> None:
    _require(isinstance(value, dict), path, "an object")
    missing, unknown = keys - set(value), set(value) - keys - set(optional)
    _require(not missing, path, f"missing {', '.join(sorted(missing))}")
    _require(not unknown, path, f"unknown key(s) {', '.join(sorted(unknown))}")


def _sentence(value: Any, path: str) -> None:
    _require(isinstance(value, str) and value.strip() != "", path, "a sentence")


def check_document(document: Any) -> dict:
    """The document, or MovesDocumentError naming the first place that breaks the grammar."""
    _object(document, DOCUMENT_KEYS, "document", {*TAKING_BACK, CORRECTIONS})
    _require(_whole(document["position"]) and document["position"] >= 0, "position", "a position (0 or more)")
    session = document["session"]
    _require(session is None or (_whole(session) and session >= 1), "session", "null or a session number")
    if document["over"] is not None:
        _object(document["over"], {"why"}, "over")
        _sentence(document["over"]["why"], "over.why")
    _require(isinstance(document["waiting_for"], list), "waiting_for", "a list")
    for i, waiting in enumerate(document["waiting_for"]):
        _object(waiting, {"seat", "why"}, f"waiting_for[{i}]")
        _sentence(waiting["seat"], f"waiting_for[{i}].seat")
        _sentence(waiting["why"], f"waiting_for[{i}].why")
    _require(isinstance(document["moves"], list), "moves", "a list")
    for i, move in enumerate(document["moves"]):
        check_move(move, f"moves[{i}]")
    for key in TAKING_BACK:
        if document.get(key) is not None:
            check_move(document[key], key)
            _require(document[key]["type"] == "retract", f"{key}.type", "retract")
    for i, move in enumerate(document.get(CORRECTIONS, [])):
        check_move(move, f"{CORRECTIONS}[{i}]")
        _require(move["type"] == "adjust", f"{CORRECTIONS}[{i}].type", "adjust")
    return document


def check_move(move: Any, path: str = "move") -> dict:
    _object(move, {"type", "label", "fields"}, path, {"group"})
    _require(isinstance(move["type"], str) and move["type"] != "", f"{path}.type", "a command type")
    _sentence(move["label"], f"{path}.label")
    if "group" in move:
        _sentence(move["group"], f"{path}.group")
    _require("type" not in move["fields"] if isinstance(move["fields"], dict) else True, f"{path}.fields",
             "no field is called type")
    check_fields(move["fields"], f"{path}.fields")
    return move


def check_setup(document: Any) -> dict:
    """A setup document {"fields": {...}}, or MovesDocumentError."""
    _object(document, {"fields"}, "setup")
    check_fields(document["fields"], "fields")
    return document


def check_fields(fields: Any, path: str) -> None:
    """Every field of one object, in order: a `by` may only name a field listed before it."""
    _require(isinstance(fields, dict), path, "an object of fields")
    earlier: list[str] = []
    for name, spec in fields.items():
        _require(isinstance(name, str) and name != "", path, "field names are words")
        check_field(spec, f"{path}.{name}", earlier)
        earlier.append(name)


def check_field(spec: Any, path: str, earlier: list[str] = ()) -> None:
    _require(isinstance(spec, dict), path, "a field object")
    kinds = [kind for kind in KINDS if kind in spec]
    _require(len(kinds) == 1, path, f"exactly one of {', '.join(KINDS)}")
    kind = kinds[0]
    unknown = set(spec) - {kind} - KEYS.get(kind, set()) - {"label"}
    _require(not unknown, path, f"unknown key(s) {', '.join(sorted(unknown))} for a {kind} field")
    if "label" in spec:
        _sentence(spec["label"], f"{path}.label")
    CHECKS[kind](spec, f"{path}.{kind}" if kind not in NESTED else path, list(earlier))
    if "default" in spec:
        _default(spec, path)


def _counts(spec: dict, path: str) -> tuple[int, int]:
    low, high = spec.get("min", 1), spec.get("max", 1)
    _require(_whole(low) and _whole(high), path, "min and max are whole numbers")
    _require(0 <= low <= high and high >= 1, path, f"0 <= min <= max and max >= 1, not {low}..{high}")
    return low, high


def _choices(spec: dict, path: str, earlier: list[str]) -> None:
    items = spec["choices"]
    _require(isinstance(items, list), f"{path}.choices", "a list of items")
    low, high = _counts(spec, path)
    keys = [case_key(item) + type(item).__name__ for item in items]
    _require(len(set(keys)) == len(keys), f"{path}.choices", "the items are distinct")
    _require(high <= len(items), path, f"max {high} but only {len(items)} item(s)")
    many = spec.get("many", high > 1)
    _require(isinstance(many, bool), f"{path}.many", "true or false")
    _require(many or high == 1, path, "a single choice (many false) has max 1")
    if "labels" in spec:
        labels = spec["labels"]
        _require(isinstance(labels, list) and len(labels) == len(items), f"{path}.labels", "one sentence per item")
        for i, said in enumerate(labels):
            _sentence(said, f"{path}.labels[{i}]")


def _integer(spec: dict, path: str, earlier: list[str]) -> None:
    bounds = spec["integer"]
    _require(isinstance(bounds, list) and len(bounds) == 2 and all(map(_whole, bounds)) and bounds[0] <= bounds[1],
             path, "[lo, hi], whole numbers with lo <= hi")


def _die_spec(die: Any, path: str, keys: set[str]) -> None:
    _object(die, keys, path)
    _require(_whole(die["sides"]) and die["sides"] >= 2, f"{path}.sides", "2 or more sides")
    _require(isinstance(die["kind"], str) and die["kind"] != "", f"{path}.kind", "a word")


def _dice(spec: dict, path: str, earlier: list[str]) -> None:
    _die_spec(spec["dice"], path, {"sides", "kind", "min", "max"})
    _counts(spec["dice"], path)


def _die(spec: dict, path: str, earlier: list[str]) -> None:
    _die_spec(spec["die"], path, {"sides", "kind"})


def _default(spec: dict, path: str) -> None:
    """A default is a value the field itself accepts: a setup's text when nothing is typed, a
    number or a single choice as it stands."""
    try:
        build_object({"value": spec}, {})
    except PickRefused as refused:
        raise MovesDocumentError(f"{path}.default", refused.message) from None


def _text(spec: dict, path: str, earlier: list[str]) -> None:
    _object(spec["text"], {"required", "max"}, path)
    _require(isinstance(spec["text"]["required"], bool), f"{path}.required", "true or false")
    _require(_whole(spec["text"]["max"]) and spec["text"]["max"] >= 1, f"{path}.max", "1 or more characters")


def _texts(spec: dict, path: str, earlier: list[str]) -> None:
    _object(spec["texts"], {"min", "max"}, path, {"length"})
    _counts(spec["texts"], path)
    length = spec["texts"].get("length", TEXT_MAX)
    _require(_whole(length) and length >= 1, f"{path}.length", "1 or more characters")


def _among(spec: dict, path: str, earlier: list[str]) -> None:
    _require(spec["among"] in earlier, path, f"names an earlier field of the same object ({', '.join(earlier) or 'none'})")


def _each(spec: dict, path: str, earlier: list[str]) -> None:
    _require(isinstance(spec["each"], dict) and spec["each"], f"{path}.each", "an object of fields")
    check_fields(spec["each"], f"{path}.each")
    _counts({"min": spec.get("min", 1), "max": spec.get("max", 1)}, path)
    if "distinct" in spec:
        named = spec["distinct"]
        names = [named] if isinstance(named, str) else named
        _require(isinstance(names, list) and names and all(isinstance(n, str) and n in spec["each"] for n in names),
                 f"{path}.distinct", "names a field of the objects, or lists some")


def _fixed(spec: dict, path: str, earlier: list[str]) -> None:
    return None


def _by(spec: dict, path: str, earlier: list[str]) -> None:
    _require(spec["by"] in earlier, f"{path}.by", f"names an earlier field of the same object ({', '.join(earlier) or 'none'})")
    _require(isinstance(spec.get("cases"), dict), f"{path}.cases", "an object: value -> field")
    for value, case in spec["cases"].items():
        check_field(case, f"{path}.cases.{value}", earlier)


CHECKS = {"choices": _choices, "integer": _integer, "dice": _dice, "die": _die, "text": _text, "texts": _texts,
          "among": _among, "each": _each, "fixed": _fixed, "by": _by}
