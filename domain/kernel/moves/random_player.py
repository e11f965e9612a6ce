"""The reference random legal player: given a moves document and a random source, it builds a
command from the document alone, knowing nothing of the game.

It picks a move, then a value for each field in order: an item (or items) of the choices, a
number in range, dice with random faces as if rolled at the table, names for required texts.
The moves document is exact, so every command it builds must be accepted; the tests play
whole games with it. `rng` is any object with random.Random's randint, choice, sample and
random (the domain never rolls dice itself: the caller brings the randomness).
"""
from __future__ import annotations

from typing import Any, Mapping, Protocol, Sequence

from .build import ABSENT, build_command, build_object, resolve
from .grammar import ROLL, TEXT_MAX, case_key, distinct_fields

NAMES = ("Ada", "Bram", "Cora", "Dunn", "Edda", "Finn", "Gilda", "Hale", "Iona", "Jory", "Kell", "Lise")
NOTE_CHANCE = 0.1
SKIP_CHANCE = 0.25   # an optional single choice left unpicked


class RandomSource(Protocol):
    def randint(self, a: int, b: int) -> int: ...

    def choice(self, seq: Sequence) -> Any: ...

    def sample(self, population: Sequence, k: int) -> list: ...

    def random(self) -> float: ...


class NoLegalPick(ValueError):
    """A field offers nothing to pick (a document that breaks the grammar)."""


def random_command(document: Mapping, rng: RandomSource, app: bool = False) -> dict | None:
    """A command built from one of the document's moves, or None when it lists none.
    With `app`, a move where the app may roll ("roll") lets the app roll half the time."""
    moves = document["moves"]
    if not moves:
        return None
    move = rng.choice(moves)
    return build_command(move, random_picks(move["fields"], rng, app))


def random_setup(document: Mapping, rng: RandomSource, given: Mapping[str, Any] | None = None) -> dict:
    """A setup built from a setup document {"fields": {...}}: the answers `given`, the others
    at random (so a later field that depends on a given one, such as a player `among` the
    names given, agrees with it)."""
    return build_object(document["fields"], random_picks(document["fields"], rng, given=given))


def random_picks(fields: Mapping[str, dict], rng: RandomSource, app: bool = False,
                 taken: Mapping[str, set] | None = None, given: Mapping[str, Any] | None = None) -> dict:
    """A value for every field of one object but those `given`; `taken` holds values other
    members of an `each` already used for a field that must be distinct."""
    picks: dict[str, Any] = {}
    for name, declared in fields.items():
        if given and name in given:
            picks[name] = given[name]
            continue
        spec = resolve(declared, picks)
        if spec is None or "fixed" in spec:
            if spec is not None:
                picks[name] = spec["fixed"]
            continue
        if name == ROLL and "choices" in spec:
            value = _roll(spec["choices"], rng, app)
        elif "among" in spec:
            value = rng.choice(picks[spec["among"]])
        else:
            value = _value(spec, rng, app, (taken or {}).get(name, set()))
        if value is not ABSENT:
            picks[name] = value
    return picks


def _roll(options: list, rng: RandomSource, app: bool) -> str:
    if app and "app" in options and rng.random() < 0.5:
        return "app"
    return "physical" if "physical" in options else rng.choice(options)


def _value(spec: dict, rng: RandomSource, app: bool, taken: set) -> Any:
    kind = next(key for key in spec if key in VALUES)
    return VALUES[kind](spec, rng, app, taken)


def _choices(spec: dict, rng, app, taken: set) -> Any:
    items = [item for item in spec["choices"] if case_key(item) not in taken]
    low, high = spec.get("min", 1), min(spec.get("max", 1), len(spec["choices"]))
    many = spec.get("many", spec.get("max", 1) > 1)
    if len(items) < low:
        raise NoLegalPick(f"{low} item(s) to pick, {len(items)} left")
    if not many:
        if not items or (low == 0 and rng.random() < SKIP_CHANCE):
            return ABSENT
        return rng.choice(items)
    count = rng.randint(low, min(high, len(items)))
    return rng.sample(items, count)


def _integer(spec: dict, rng, app, taken) -> int:
    return rng.randint(*spec["integer"])


def _rolled(shape: dict, rng) -> dict:
    return {"sides": shape["sides"], "kind": shape["kind"], "value": rng.randint(1, shape["sides"])}


def _dice(spec: dict, rng, app, taken) -> list[dict]:
    shape = spec["dice"]
    return [_rolled(shape, rng) for _ in range(rng.randint(shape["min"], shape["max"]))]


def _die(spec: dict, rng, app, taken) -> dict:
    return _rolled(spec["die"], rng)


def _name(rng, used: set, longest: int = TEXT_MAX) -> str:
    for _ in range(len(NAMES)):
        name = rng.choice(NAMES)[:longest]
        if name not in used:
            return name
    number = len(used) + 1
    while f"P{number}"[:longest] in used:
        number += 1
    return f"P{number}"[:longest]


def _text(spec: dict, rng, app, taken) -> Any:
    if spec["text"]["required"]:
        return _name(rng, set(), spec["text"]["max"])
    if rng.random() < NOTE_CHANCE:
        return "A note."[:spec["text"]["max"]]
    return ABSENT


def _texts(spec: dict, rng, app, taken) -> list[str]:
    names: list[str] = []
    for _ in range(rng.randint(spec["texts"]["min"], spec["texts"]["max"])):
        names.append(_name(rng, set(names), spec["texts"].get("length", TEXT_MAX)))
    return names


def _each(spec: dict, rng, app, taken) -> list[dict]:
    distinct = distinct_fields(spec)
    members: list[dict] = []
    used: dict[str, set] = {name: set() for name in distinct}
    for _ in range(rng.randint(spec.get("min", 1), spec.get("max", 1))):
        try:
            member = random_picks(spec["each"], rng, app, used)
        except NoLegalPick:
            break
        if any(name not in member or case_key(member[name]) in used[name] for name in distinct):
            break
        for name in distinct:
            used[name].add(case_key(member[name]))
        members.append(member)
    if len(members) < spec.get("min", 1):
        raise NoLegalPick(f"{spec.get('min', 1)} members to pick, {len(members)} found")
    return members


VALUES = {"choices": _choices, "integer": _integer, "dice": _dice, "die": _die, "text": _text, "texts": _texts,
          "each": _each}
