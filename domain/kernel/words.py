"""Event kinds in words, for sentences that have nothing better to say."""
from __future__ import annotations


def kind_words(kind: str) -> str:
    """'sixwinters/obstacle-overcome' -> 'Obstacle overcome'."""
    words = kind.rsplit("/", 1)[-1].replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def a_or_an(word: str) -> str:
    """"an espionage", "a sorcery": the word after the indefinite article its first letter
    takes (by the letter, as the rulebooks' die types and card names need)."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _values(dice: list) -> str:
    """'4, 2 and 6' for a list of die dicts, in the order rolled."""
    values = [str(die.get("value", "?")) for die in dice if isinstance(die, dict)]
    return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " and " + values[-1] if values else "dice"


def shared_sentence(kind: str, data: dict, actor: str) -> str | None:
    """The commands every game shares, told in words where a ruleset has nothing better to say:
    a note with its text, a free roll with its faces, a correction with its reason."""
    who = actor or "Someone"
    if kind == "journal/noted":
        return f"{who} noted: {data.get('text', '')}"
    if kind == "journal/rolled":
        purpose = f" for {data['purpose']}" if data.get("purpose") else ""
        return f"{who} rolled {_values(data.get('dice') or [])}{purpose}."
    if kind == "journal/adjusted":
        return f"{who} corrected by hand: {data.get('reason', '')}"
    return SEALS.get(kind)


# the dice seed's bookkeeping, said as what it is: no die is rolled by either
SEALS = {"journal/dice-committed": "The app sealed a new seed for the dice it rolls (none rolled by this); "
                                  "its rolls can be checked once the seed is revealed.",
         "journal/dice-revealed": "The app revealed its dice seed: every roll it made from the seed can now be checked."}
