"""The nine Traits, the Opposing Trait table, the fighting styles and the distance bands, as
the rulebook names them ("A Game of Sixes", "Damage & Healing", "Distance")."""
from __future__ import annotations

TRAITS = ("Awareness", "Charm", "Endurance", "Might", "Power", "Sage", "Subterfuge", "Survival", "Swiftness")

# "Example Trait | Example Opposing Trait(s)": the traits a roll of the first may be opposed with.
OPPOSING = {
    "Awareness": ("Subterfuge",),
    "Charm": ("Awareness", "Power"),
    "Endurance": ("Might", "Power", "Swiftness"),
    "Might": ("Endurance", "Power", "Swiftness"),
    "Power": ("Endurance", "Power", "Swiftness"),
    "Sage": ("Charm", "Power"),
    "Subterfuge": ("Awareness", "Power"),
    "Survival": ("Charm", "Power"),
    "Swiftness": ("Might", "Power", "Subterfuge"),
}

# "Your fighting style determines which Trait you'll use in combat."
STYLES = {"melee": "Might", "ranged": "Swiftness", "magic": "Power"}
STYLE_WORDS = {"melee": "a melee attack", "ranged": "a ranged attack", "magic": "a magical or technological attack"}

INTENTS = ("damage", "tribulation")

# "Close, Near and Far": moving to something Close takes no action, Near one, Far two.
BANDS = ("Close", "Near", "Far")

SUCCESS = 6          # "successes are sixes"
MAX_TRAIT = 12       # the sheet's limit on a Trait (a form limit: character creation is not in the rulebook)
MAX_LIFE = 99        # the sheet's limit on maximum Life Points (likewise)
LOWEST_LIFE = -5     # "If your Life Points fall to -5, you die permanently."
PATH_DICE = (4, 6, 8)   # "some Paths use d4s or d8s"


def lowest_life_maximum(found: dict) -> int:
    """The lowest maximum Life Points the sheet's form takes: 1, or where the poison left a
    sheet below it (docs/rules-notes.md)."""
    return min(1, found["life"]["max"]) if found["life"]["max"] is not None else 1


def opposing(trait: str, table: str = "table") -> tuple[str, ...]:
    """The traits that may oppose a roll of `trait`: the table's, or any with the `any` reading."""
    return TRAITS if table == "any" else OPPOSING[trait]


def band_steps(old: str, new: str) -> int:
    """Actions a move costs: the bands crossed (Far to Close: two; Near to Close: one)."""
    return abs(BANDS.index(old) - BANDS.index(new))


def successes(dice: list[dict]) -> int:
    """The sixes among rolled dice."""
    return sum(1 for die in dice if die["value"] == SUCCESS)
