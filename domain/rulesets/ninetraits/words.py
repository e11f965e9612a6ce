"""Small helpers that put numbers and names into the rulebook's words."""
from __future__ import annotations

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def listed(names: list[str], joiner: str = "and") -> str:
    names = [str(name) for name in names]
    if not names:
        return "nobody"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {joiner} " + names[-1]


def dice_words(dice: list[dict]) -> str:
    return listed([die["value"] for die in dice]) if dice else "no dice"


def count(n: int, thing: str, plural: str | None = None) -> str:
    word = NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)
    return f"{word} {thing if n == 1 else plural or thing + 's'}"


def sixes(n: int) -> str:
    """'no 6', 'one 6', 'two 6s'."""
    return "no 6" if n == 0 else count(n, "6", "6s")


def possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"
