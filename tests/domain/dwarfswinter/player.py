"""A random legal player that knows nothing of the game: it builds commands only from the moves
document's grammar (docs/moves.md), picking at random, so every command it sends tests that
the listed moves are exact."""
from __future__ import annotations

import random


def pick_field(spec: dict, chosen: dict, rng: random.Random):
    """A value for one field, or the marker OMIT when the field is left out."""
    if "fixed" in spec:
        return spec["fixed"]
    if "by" in spec:
        case = spec["cases"].get(_key(chosen.get(spec["by"], OMIT)))
        return OMIT if case is None else pick_field(case, chosen, rng)
    if "choices" in spec:
        options = spec["choices"]
        low, high = spec.get("min", 1), spec.get("max", 1)
        many = spec.get("many", high > 1)
        number = rng.randint(low, min(high, len(options)))
        picked = rng.sample(options, number)
        if many:
            return picked
        return picked[0] if picked else OMIT
    if "integer" in spec:
        return rng.randint(*spec["integer"])
    if "dice" in spec:
        d = spec["dice"]
        return [{"sides": d["sides"], "kind": d["kind"], "value": rng.randint(1, d["sides"])}
                for _ in range(rng.randint(d.get("min", 1), d.get("max", 1)))]
    if "die" in spec:
        return {"sides": spec["die"]["sides"], "kind": spec["die"]["kind"],
                "value": rng.randint(1, spec["die"]["sides"])}
    raise ValueError(f"a field kind this player does not know: {spec}")


def _key(value):
    return value if isinstance(value, str) else str(value)


class _Omit:
    pass


OMIT = _Omit()


def command_from(move: dict, rng: random.Random) -> dict:
    command, chosen = {"type": move["type"]}, {}
    for name, spec in move["fields"].items():
        value = pick_field(spec, chosen, rng)
        chosen[name] = value
        if value is not OMIT:
            command[name] = value
    return command


def choose(moves: list[dict], rng: random.Random, prefer=None) -> dict:
    """A command from one of the moves (weighted by `prefer(move)` when given)."""
    weights = [prefer(move) if prefer else 1 for move in moves]
    move = rng.choices(moves, weights=weights)[0]
    return command_from(move, rng)


def fits(command: dict, move: dict) -> bool:
    """The command could have been built from the move (the check a client's command passes)."""
    if command["type"] != move["type"]:
        return False
    fields = move["fields"]
    if set(command) - {"type"} - set(fields):
        return False
    return all(_fits(spec, command.get(name, OMIT), command) for name, spec in fields.items())


def _fits(spec: dict, value, command: dict) -> bool:
    if "fixed" in spec:
        return value == spec["fixed"]
    if "by" in spec:
        case = spec["cases"].get(_key(command.get(spec["by"], OMIT)))
        return value is OMIT if case is None else _fits(case, value, command)
    if "choices" in spec:
        low, high = spec.get("min", 1), spec.get("max", 1)
        if spec.get("many", high > 1):
            return isinstance(value, list) and low <= len(value) <= high and len(set(map(str, value))) == len(value) \
                and all(item in spec["choices"] for item in value)
        return (value is OMIT and low == 0) or (value is not OMIT and value in spec["choices"])
    return True


def listed(command: dict, moves: list[dict]) -> bool:
    return any(fits(command, move) for move in moves)
