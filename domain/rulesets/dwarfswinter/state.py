"""The Dwarfs Winter game state and the questions the rules ask of it.

State (JSON-plain), seats by player name in clockwise order:
    catalog   the board and cards played with (catalog/)
    options   variants and readings (options.py)
    players   names, clockwise; colours: name -> colour; first: the 1st Player token
    week      0 during setup, then 1..7 (the Winter track); phase and step: where the game is
    shuffle   how the decks were shuffled: None, "physical", "dice" or "app"
    decks     monsters, disasters, heroes: cards left (top first once the order is known)
    draws     draws waiting: {"deck", "why"} (the table names each card after a physical shuffle)
    pool      the Hero Pool, left to right (None: an empty spot)
    monsters  [{"card", "zone"}] on the board; disasters: [{"card", "zone"}] active
    attack    while monsters attack: {"left": [cards not moved yet], "push": card or None}
    defenders [[player, dwarfs to place]] still to place at setup
    boards    player -> gold, food, stone, wood, actions, hand_size, spent, tokens
    dwarfs    player -> location ("home" or a zone) -> kind ("dwarf" or a legendary class) -> count
    legends   player -> legendary classes owned
    decks_of  player -> the Action deck (every hero owned); hands: player -> hand (private)
    sealed_hands  the log positions of the hands chosen in secret (opened when the game ends)
    chosen    players who chose their hand this week; played: player -> heroes played this week
    hall      instrument -> players whose Music Token is on it this week
    turn      None or {"player", "acquired", "music", "placed": {player: [zones]}}; waiting: players
              still to take their turn this week
    music     None or {"instrument", "leader", "current", "order"}; effect: a hero's second step
    trophies  player -> {"monsters": [cards], "disasters": [cards]}
    result    None or the final score
"""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.catalogs import catalog_of, register

from . import components as k
from .catalog import builtin
from .options import options_of

HOME = "home"


def initial_state(setup: dict) -> dict:
    """Setup steps A to K, before the decks are shuffled (the first command)."""
    catalog = setup.get("catalog") or builtin()
    names = [name.strip() for name in setup.get("players", [])]
    if not 1 <= len(names) <= 4 or len(set(names)) != len(names) or not all(names):
        raise RuleViolation("dwarfswinter.setup.players", "1 to 4 players, each with a different name")
    first = setup.get("first", names[0])
    if first not in names:
        raise RuleViolation("dwarfswinter.setup.first", f"the 1st player must be one of {', '.join(names)}")
    options = options_of(setup)
    solo = len(names) == 1
    start = k.SOLO_RESOURCES if solo else k.START_RESOURCES
    starting = list(catalog["starting_heroes"]) + (list(catalog["sage"]) if options["legendary_classes"] else [])
    return {
        "catalog": register(catalog), "options": options, "players": names,
        "colours": {name: k.COLOURS[index] for index, name in enumerate(names)}, "first": first,
        "week": 0, "phase": "setup", "step": "shuffle", "shuffle": None,
        "decks": {"monsters": _deck(catalog, "monsters", options["legendary_monsters"]),
                  "disasters": _deck(catalog, "disasters", options["legendary_disasters"]),
                  "heroes": sorted(catalog["heroes"])},
        "draws": [], "pool": [None] * len(catalog["board"]["pool_costs"]), "monsters": [], "disasters": [],
        "attack": None, "defenders": [],
        "boards": {name: {**{r: start for r in k.RESOURCES}, "actions": k.ACTIONS, "hand_size": k.HAND_SIZE,
                          "spent": 0, "tokens": 3 if solo else 1} for name in names},
        "dwarfs": {name: {HOME: {k.DWARF: k.DWARFS}} for name in names},
        "legends": {name: [] for name in names},
        "decks_of": {name: list(starting) for name in names}, "hands": {name: [] for name in names},
        "sealed_hands": [],
        "chosen": [], "played": {name: [] for name in names}, "hall": {},
        "turn": None, "waiting": [], "music": None, "effect": None,
        "trophies": {name: {"monsters": [], "disasters": []} for name in names}, "result": None,
    }


def _deck(catalog: dict, section: str, legendary: bool) -> list[str]:
    return sorted([*catalog[section], *(catalog[f"legendary_{section}"] if legendary else [])])


# ---- players and seats ----

def solo(state: dict) -> bool:
    return len(state["players"]) == 1


def clockwise_from(state: dict, name: str) -> list[str]:
    """Every player, clockwise, starting with `name`."""
    order = state["players"]
    at = order.index(name)
    return order[at:] + order[:at]


def next_player(state: dict, name: str) -> str:
    return clockwise_from(state, name)[1 % len(state["players"])]


def require_player(state: dict, name: str) -> None:
    if name not in state["players"]:
        raise RuleViolation("dwarfswinter.player.unknown", f"{name!r} does not play; the players: "
                                                           f"{', '.join(state['players'])}")


# ---- cards ----

def card(state: dict, key: str) -> dict:
    """A card of any section by its key."""
    catalog = catalog_of(state)
    for section in ("monsters", "legendary_monsters", "disasters", "legendary_disasters", "heroes",
                    "starting_heroes", "sage"):
        if key in catalog[section]:
            return catalog[section][key]
    raise KeyError(key)


def hero(state: dict, key: str) -> dict:
    return card(state, key)


# ---- dwarfs ----

def at(state: dict, player: str, where: str) -> dict[str, int]:
    """kind -> count of a player's dwarfs at a location ("home" or a zone)."""
    return dict(state["dwarfs"][player].get(where, {}))


def count(state: dict, player: str, where: str, kind: str | None = None) -> int:
    found = at(state, player, where)
    return sum(found.values()) if kind is None else found.get(kind, 0)


def locations(state: dict, player: str) -> list[str]:
    """The zones where the player has dwarfs, in board order."""
    here = state["dwarfs"][player]
    return [zone for zone in catalog_of(state)["board"]["zones"] if sum(here.get(zone, {}).values())]


def occupies(state: dict, player: str, zone: str) -> bool:
    return count(state, player, zone) > 0


def home(state: dict, player: str) -> int:
    return count(state, player, HOME)


def total_dwarfs(state: dict, player: str) -> int:
    return sum(sum(kinds.values()) for kinds in state["dwarfs"][player].values())


# ---- the board's foes ----

def monsters_in(state: dict, zone: str) -> list[str]:
    return [entry["card"] for entry in state["monsters"] if entry["zone"] == zone]


def disasters_in(state: dict, zone: str) -> list[str]:
    return [entry["card"] for entry in state["disasters"] if entry["zone"] == zone]


def monster_zone(state: dict, key: str) -> str:
    for entry in state["monsters"]:
        if entry["card"] == key:
            return entry["zone"]
    raise RuleViolation("dwarfswinter.monster.absent", f"{key!r} is not on the board")


def disaster_zone(state: dict, key: str) -> str:
    for entry in state["disasters"]:
        if entry["card"] == key:
            return entry["zone"]
    raise RuleViolation("dwarfswinter.disaster.absent", f"{key!r} is not an active Disaster")


def blocked(state: dict, zone: str) -> bool:
    """No Producing in a zone with a Monster or a Disaster ("Monster Abilities", "Reveal a Disaster")."""
    return bool(monsters_in(state, zone) or disasters_in(state, zone))


def actions_left(state: dict, player: str) -> int:
    board = state["boards"][player]
    return max(0, board["actions"] - board["spent"])
