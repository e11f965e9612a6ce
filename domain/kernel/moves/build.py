"""Building a command from a move: the move's fixed values plus the client's picks.

    build_command(move, {"character": "Thea", "dice": [4, 6]})
      -> {"type": "overcome", "location": "Millbrook", "character": "Thea",
          "dice": [{"sides": 6, "kind": "action", "value": 4}, ...]}

Every pick is checked against its field (an item of the choices, a whole number in range, dice
of the right sides and kind, ...), so a command built here is one the move allows; a bad pick
is PickRefused naming the field. Picks for dice may be die objects or bare values.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from .grammar import TEXT_MAX, case_key, distinct_fields, same_item


class PickRefused(ValueError):
    """A pick the move does not allow; `path` names the field ("team[1].character")."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


ABSENT = object()


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def resolve(spec: dict, built: Mapping[str, Any]) -> dict | None:
    """The field a `by` stands for, given the fields built so far (None: no case, omitted)."""
    while "by" in spec:
        if spec["by"] not in built:
            return None
        spec = spec["cases"].get(case_key(built[spec["by"]]))
        if spec is None:
            return None
    return spec


def build_command(move: Mapping, picks: Mapping[str, Any]) -> dict:
    """The command of `move` with these picks, or PickRefused."""
    return {"type": move["type"], **build_object(move["fields"], picks, "")}


def build_object(fields: Mapping[str, dict], picks: Mapping[str, Any], path: str = "") -> dict:
    """One object (a command, a setup, a member of an `each`) from its fields and picks."""
    if not isinstance(picks, Mapping):
        raise PickRefused(path or "picks", "an object of field -> value")
    unknown = sorted(set(picks) - set(fields) - {"type"})
    if unknown:
        raise PickRefused(_at(path, unknown[0]), f"no such field; the fields: {', '.join(fields) or 'none'}")
    built: dict[str, Any] = {}
    for name, declared in fields.items():
        where = _at(path, name)
        spec = resolve(declared, built)
        pick = picks.get(name, ABSENT)
        if spec is None:
            if pick is not ABSENT:
                raise PickRefused(where, "not asked for with the earlier choices")
            continue
        if pick is ABSENT and "default" in spec:   # a setup's text left untyped
            pick = spec["default"]
        if "among" in spec:
            value = _among(spec, pick, where, built)
        else:
            kind = next(key for key in spec if key in VALUES)
            value = VALUES[kind](spec, pick, where)
        if value is not ABSENT:
            built[name] = value
    return built


def _at(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _fixed(spec: dict, pick: Any, path: str) -> Any:
    if pick is not ABSENT and not same_item(pick, spec["fixed"]):
        raise PickRefused(path, f"fixed at {spec['fixed']!r}")
    return spec["fixed"]


def _choices(spec: dict, pick: Any, path: str) -> Any:
    items, low, high = spec["choices"], spec.get("min", 1), spec.get("max", 1)
    many = spec.get("many", high > 1)
    if pick is ABSENT or (not many and pick is None):
        if low > 0:
            raise PickRefused(path, f"pick {_count(low, high)} of {_show(items)}")
        return [] if many else ABSENT
    picked = pick if many else [pick]
    if many and not isinstance(pick, list):
        raise PickRefused(path, "a list of items")
    for item in picked:
        if not any(same_item(item, option) for option in items):
            raise PickRefused(path, f"{item!r} is not one of {_show(items)}")
    if len({case_key(item) for item in picked}) != len(picked):
        raise PickRefused(path, "each item at most once")
    if not low <= len(picked) <= high:
        raise PickRefused(path, f"pick {_count(low, high)}, not {len(picked)}")
    chosen = [next(option for option in items if same_item(item, option)) for item in picked]
    return chosen if many else chosen[0]


def _show(items: list) -> str:
    shown = ", ".join(map(repr, items[:8]))
    return shown + (f" (and {len(items) - 8} more)" if len(items) > 8 else "")


def _count(low: int, high: int) -> str:
    return str(low) if low == high else f"{low} to {high}"


def _integer(spec: dict, pick: Any, path: str) -> int:
    low, high = spec["integer"]
    if not _whole(pick) or not low <= pick <= high:
        raise PickRefused(path, f"a whole number from {low} to {high}")
    return pick


def _one_die(shape: dict, pick: Any, path: str) -> dict:
    sides, kind = shape["sides"], shape["kind"]
    if isinstance(pick, dict):
        if pick.get("sides", sides) != sides or pick.get("kind", kind) != kind or set(pick) - {"sides", "kind", "value"}:
            raise PickRefused(path, f"a d{sides} of kind {kind!r}")
        pick = pick.get("value")
    if not _whole(pick) or not 1 <= pick <= sides:
        raise PickRefused(path, f"the value a d{sides} shows, 1 to {sides}")
    return {"sides": sides, "kind": kind, "value": pick}


def _dice(spec: dict, pick: Any, path: str) -> list[dict]:
    shape = spec["dice"]
    pick = [] if pick is ABSENT else pick
    if not isinstance(pick, list) or not shape["min"] <= len(pick) <= shape["max"]:
        raise PickRefused(path, f"a list of {_count(shape['min'], shape['max'])} d{shape['sides']}")
    return [_one_die(shape, die, f"{path}[{i}]") for i, die in enumerate(pick)]


def _die(spec: dict, pick: Any, path: str) -> dict:
    return _one_die(spec["die"], None if pick is ABSENT else pick, path)


def _text(spec: dict, pick: Any, path: str) -> Any:
    required, longest = spec["text"]["required"], spec["text"]["max"]
    if pick is ABSENT or pick is None or (isinstance(pick, str) and not pick.strip() and not required):
        if required:
            raise PickRefused(path, "a text is required")
        return ABSENT
    if not isinstance(pick, str) or not pick.strip() or len(pick) > longest:
        raise PickRefused(path, f"a text of 1 to {longest} characters, not only spaces")
    return pick


def _texts(spec: dict, pick: Any, path: str) -> list[str]:
    low, high = spec["texts"]["min"], spec["texts"]["max"]
    longest = spec["texts"].get("length", TEXT_MAX)
    pick = [] if pick is ABSENT else pick
    if not isinstance(pick, list) or not low <= len(pick) <= high:
        raise PickRefused(path, f"a list of {_count(low, high)} texts")
    for i, item in enumerate(pick):
        if not isinstance(item, str) or not item.strip() or len(item) > longest:
            raise PickRefused(f"{path}[{i}]", f"a text of 1 to {longest} characters, not only spaces")
    if len({item.strip() for item in pick}) != len(pick):
        raise PickRefused(path, "no two alike")
    return list(pick)


def _among(spec: dict, pick: Any, path: str, built: Mapping[str, Any]) -> Any:
    """One of the texts given for the earlier field, the first when none is picked."""
    given = built.get(spec["among"])
    if not isinstance(given, list) or not given:
        raise PickRefused(path, f"one of the {spec['among']}, of which none are given")
    if pick is ABSENT or pick is None:
        return given[0]
    if not any(same_item(pick, item) for item in given):
        raise PickRefused(path, f"one of {_show(given)}")
    return pick


def default_setup(fields: Mapping[str, dict], picks: Mapping[str, Any] | None = None) -> dict:
    """The setup of a group that types and picks nothing but `picks`: every text its default,
    every single choice its first item (the default reading), every `among` the first of its
    texts."""
    chosen = {name: spec["choices"][0] for name, spec in fields.items()
              if "choices" in spec and spec.get("min", 1) >= 1 and not spec.get("many", spec.get("max", 1) > 1)}
    return build_object(fields, {**chosen, **(picks or {})})


def _each(spec: dict, pick: Any, path: str) -> list[dict]:
    low, high = spec.get("min", 1), spec.get("max", 1)
    pick = [] if pick is ABSENT else pick
    if not isinstance(pick, list) or not low <= len(pick) <= high:
        raise PickRefused(path, f"a list of {_count(low, high)} objects")
    built = [build_object(spec["each"], item, f"{path}[{i}]") for i, item in enumerate(pick)]
    for distinct in distinct_fields(spec):
        keys = [case_key(item.get(distinct)) for item in built]
        if len(set(keys)) != len(keys):
            raise PickRefused(path, f"no two share the same {distinct}")
    return built


VALUES: dict[str, Callable[[dict, Any, str], Any]] = {
    "fixed": _fixed, "choices": _choices, "integer": _integer, "dice": _dice, "die": _die,
    "text": _text, "texts": _texts, "each": _each}


def fits(move: Mapping, command: Mapping) -> bool:
    """The command is one this move allows (built from its fields, nothing more)."""
    if command.get("type") != move["type"]:
        return False
    try:
        return build_command(move, command) == dict(command)
    except PickRefused:
        return False


def tapped(moves, command: Mapping) -> Mapping | None:
    """The move a recorded command was made from, so undo can name what the player tapped: the
    first move it fits; else (the stored command carries what its schema and the journal added:
    defaults, dice the app rolled) the first of its type whose fixed values it holds and whose
    plain choices hold its values. None when no move of the list made it (a generic command)."""
    for move in moves:
        if fits(move, command):
            return move
    return next((move for move in moves if move["type"] == command.get("type") and _holds(move, command)), None)


def _holds(move: Mapping, command: Mapping) -> bool:
    """The command has the move's fixed values, and a value among the items of each of its
    top-level choices (a single pick) that it names."""
    for name, spec in move["fields"].items():
        value = command.get(name, ABSENT)
        if "fixed" in spec and (value is ABSENT or not same_item(value, spec["fixed"])):
            return False
        if "choices" in spec and not spec.get("many", spec.get("max", 1) > 1) and value is not ABSENT \
                and value is not None and not any(same_item(value, item) for item in spec["choices"]):
            return False
    return True
