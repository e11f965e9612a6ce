"""Verifiable digital dice: commit to a secret seed, derive every roll, reveal later.

A roll is HMAC-SHA256(seed, "n:sides") read as an unsigned integer and mapped
onto 1..sides without bias (rejection sampling), so anyone holding the revealed
seed and the export can re-derive every digital die and check the commitment.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

from domain.kernel.dice import walk_dice


def new_seed() -> str:
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """What the campaign publishes before the first roll: sha256 of the seed."""
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def derive(seed: str, n: int, sides: int) -> int:
    """The n-th digital die of a seed, on a die of `sides` faces."""
    key = bytes.fromhex(seed)
    limit = (1 << 64) - ((1 << 64) % sides)
    attempt = 0
    while True:
        mac = hmac.new(key, f"{n}:{sides}:{attempt}".encode(), hashlib.sha256).digest()
        number = int.from_bytes(mac[:8], "big")
        if number < limit:
            return number % sides + 1
        attempt += 1


def unrolled(command) -> list[dict]:
    """The dice in a command that the app still has to roll from the session's seed."""
    return [die for die in walk_dice(command) if "value" not in die and not die.get("sealed")]


def roll_sealed(command) -> int:
    """Fill in every sealed die (in place) from a seed of its own, made now and never kept or
    revealed: an app shuffle's or a private roll's dice stay sealed in the command, and
    revealing the session's seed reveals nothing of them. Returns how many were rolled."""
    dice = [die for die in walk_dice(command) if "value" not in die and die.get("sealed")]
    seed = new_seed()
    for n, die in enumerate(dice):
        die["value"] = derive(seed, n, die["sides"])
    return len(dice)


def roll_missing(command, seed: str, counter: int) -> list[dict]:
    """Fill in every unrolled die (in place) and return what was rolled, numbered."""
    rolls = []
    for die in unrolled(command):
        die["value"] = derive(seed, counter, die["sides"])
        rolls.append({"n": counter, "sides": die["sides"], "value": die["value"], "kind": die.get("kind", "d")})
        counter += 1
    return rolls
