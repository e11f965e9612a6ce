"""The rulebook's fixed vocabulary: resources in trade order, regions left to right on the
location board, seasons on the wheel, difficulties, and how people read each of them."""
from __future__ import annotations

# Resources in trade order ("Threats": support -> technology -> ... -> sorcery).
RESOURCES = ("support", "technology", "espionage", "military", "diplomacy", "sorcery")
RESOURCE_NAMES = {"support": "Support", "technology": "Technology", "espionage": "Espionage",
                  "military": "Military", "diplomacy": "Diplomacy", "sorcery": "Sorcery"}
# "Resource Dice": the colour of each resource's dice.
DICE_COLOURS = {"support": "yellow", "technology": "orange", "espionage": "red", "military": "gray",
                "diplomacy": "lavender", "sorcery": "blue"}
# The tracks whose completion wins the campaign ("Victory").
VICTORY_TRACKS = ("diplomacy", "support", "espionage")
TRACK_SPACES = 12

# "Location Board": the three regions from left to right; activation runs in this order.
REGIONS = ("empire", "redbank", "settled")
REGION_NAMES = {"empire": "the Empire", "redbank": "Red Bank", "settled": "the Settled Lands"}
SLOTS = ("top", "middle", "bottom")

# "Season Symbol" and "Wheel of Seasons": a game starts in winter.
SEASONS = ("winter", "spring", "summer", "fall")
# "Activation": spring the top location, summer the middle, fall the bottom, winter all three.
ACTIVATES = {"spring": (0,), "summer": (1,), "fall": (2,), "winter": (0, 1, 2)}

# "Set Initial Threat Levels": the space of every gray cube by campaign difficulty.
DIFFICULTIES = {"cakewalk": 1, "standard": 3, "difficult": 6, "impossible": 9}

# "Resource Dice" and "Action Dice": every die is a six-sided die.
SIDES = 6
ACTION = "action"
ACTION_DICE = {"solo": 7, "group": 5}   # "Fill Starting Resource and Action Dice Pools"
STAGING_SIZE = 4                          # "four progress cards displayed face up"
SURGE = {3: 1, 4: 2}                      # "Obstacle Surge": obstacles by number of players
CREATE_ASSET_SLOTS = tuple(range(7))      # "numbered Create Asset Slots from 0 to 6"
STRESS = ("psyche", "body")


def resource(name: str) -> str:
    return RESOURCE_NAMES[name]


def region(name: str) -> str:
    return REGION_NAMES[name]


def capital(text: str) -> str:
    """The text with its first letter upper case and the rest as it is ("The Settled Lands")."""
    return text[:1].upper() + text[1:]


def deck_of(name: str) -> str:
    """'the Empire deck', 'the Red Bank deck', 'the Settled Lands deck'."""
    return "the " + REGION_NAMES[name].removeprefix("the ") + " deck"


def possessive(name: str) -> str:
    """"Red Bank's", "the Settled Lands'"."""
    return name + ("'" if name.endswith("s") else "'s")


def a(word) -> str:
    """"a 5", "an 8", "an espionage 4"."""
    text = str(word)
    return ("an " if text[:1].lower() in "aeiou8" or text.startswith("11") else "a ") + text


def season(name: str) -> str:
    return name.capitalize()


def turn_words(turn: dict) -> str:
    """The time marker in words: "Winter, turn 1", "Spring (second turn), turn 3"."""
    second = " (second turn)" if turn["second"] else ""
    return f"{season(turn['season'])}{second}, turn {turn['number']}"


def counted(number: int, thing: str, plural: str | None = None) -> str:
    """'1 die', '3 dice', 'no die'."""
    if number == 0:
        return f"no {thing}"
    return f"{number} {thing if number == 1 else plural or thing + 's'}"


def listed(items) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = [str(item) for item in items]
    if not items:
        return "nothing"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six")


def number(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
