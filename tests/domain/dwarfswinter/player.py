"""Commands from the moves document through the kernel's reference player (domain.kernel.moves):
random picks, a move's command from picks, and whether a command is one a move allows."""
from __future__ import annotations

import random

from domain.kernel.moves import build_command, fits, random_picks


def command_from(move: dict, rng: random.Random, **wanted) -> dict:
    """The move's command with random picks, `wanted` values in place of some (a bot's taste)."""
    picks = random_picks(move["fields"], rng)
    return build_command(move, {**picks, **wanted})


def choose(moves: list[dict], rng: random.Random, prefer=None) -> dict:
    """A command from one of the moves (weighted by `prefer(move)` when given)."""
    weights = [prefer(move) if prefer else 1 for move in moves]
    return command_from(rng.choices(moves, weights=weights)[0], rng)


def listed(command: dict, moves: list[dict]) -> bool:
    return any(fits(move, command) for move in moves)
