"""Games set up for the tests through the real pipeline (tests/spec.py): decks shuffled by hand
and every card drawn named, so a test knows where each monster, disaster and hero is; the
table's own corrections (`adjust`) put dwarfs and resources where a worked example has them."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of
from domain import rulesets
from domain.kernel import Viewer
from domain.kernel.moves import check_document, ruleset_document
from tests.spec import Table

RULES = rulesets.get("dwarfswinter")
NAMES = ("Ann", "Ben", "Cid", "Dee")
POOL = ("Woodsman", "Trader", "Pathfinder", "Quartermaster")


class Game:
    """A game at the table: commands in, the state and the moves out."""

    def __init__(self, players: int = 2, **setup):
        self.table = Table(RULES, {"players": list(NAMES[:players]), **setup})

    @property
    def state(self) -> dict:
        return self.table.state["game"]

    def run(self, command: dict) -> list:
        return self.table.run(command)

    def do(self, kind: str, **fields) -> list:
        return self.run({"type": kind, **fields})

    def draw(self, *cards: str) -> None:
        for card in cards:
            self.do("draw-card", card=card)

    def adjust(self, reason: str = "the table sets up a worked example", **paths) -> None:
        """The table's correction setting each path (`boards__Ann__gold=3`); a card it puts
        somewhere is taken from wherever else it lay, as a group lays out a worked example (a
        correction may not leave a card in two places)."""
        changes = [{"path": "/" + path.replace("__", "/"), "set": value} for path, value in paths.items()]
        self.run({"type": "adjust", "reason": reason, "changes": changes + self._taken(changes)})

    def _taken(self, changes: list) -> list:
        """Changes that take the cards `changes` place out of every other pile."""
        state, set_paths = self.state, [change["path"] for change in changes]
        cards = {card for change in changes for card in _cards_in(change["set"])} - _starting(catalog_of(state))
        piles = {f"/decks/{deck}": state["decks"][deck] for deck in ("heroes", "monsters", "disasters")}
        piles.update({f"/decks_of/{name}": held for name, held in state["decks_of"].items()})
        piles.update({f"/trophies/{name}/{kind}": won[kind] for name, won in state["trophies"].items()
                      for kind in ("monsters", "disasters")})
        found = [{"path": path, "set": [card for card in pile if card not in cards]} for path, pile in piles.items()]
        found.append({"path": "/pool", "set": [None if card in cards else card for card in state["pool"]]})
        found += [{"path": f"/{part}", "set": [entry for entry in state[part] if entry["card"] not in cards]}
                  for part in ("monsters", "disasters")]
        return [change for change in found if not _overlaps(change["path"], set_paths)
                and change["set"] != _at(state, change["path"])]

    def document(self, seat: str | None = None, viewer: Viewer | None = None) -> dict:
        """The moves document for a seat's own player (every seat bound to its player by name),
        or for the owner (or any viewer)."""
        viewer = viewer or (Viewer.of(seat.lower(), "player", [seat]) if seat else Viewer.of("olga", "owner"))
        bindings = {name: name.lower() for name in self.state["players"]}
        return check_document(ruleset_document(RULES, self.state, viewer, position=len(self.table.log),
                                               bindings=bindings))

    def moves(self, seat: str | None = None) -> list[dict]:
        return self.document(seat)["moves"]

    def kinds(self, seat: str | None = None) -> set[str]:
        return {move["type"] for move in self.moves(seat)}


def _cards_in(value) -> list[str]:
    """The card names a value holds: strings of a list, or the "card" of its entries."""
    if isinstance(value, dict):
        return [value["card"]] if isinstance(value.get("card"), str) else [c for v in value.values() for c in _cards_in(v)]
    if isinstance(value, list):
        return [card for item in value for card in ([item] if isinstance(item, str) else _cards_in(item))]
    return []


def _starting(catalog: dict) -> set:
    """Every player holds a copy of these."""
    return {*catalog["starting_heroes"], *catalog["sage"]}


def _overlaps(path: str, others: list[str]) -> bool:
    return any(path == other or path.startswith(other + "/") or other.startswith(path + "/") for other in others)


def _at(state: dict, path: str):
    node = state
    for part in path.strip("/").split("/"):
        node = node[part]
    return node


def to_week_one(players: int = 2, pool=POOL, monsters=None, disasters=None, doom=None, defenders=None,
                choose: bool = True, **setup) -> Game:
    """A game shuffled by hand up to the first player's first turn (week 1, Phase 3)."""
    game = Game(players, **setup)
    game.do("shuffle-decks", roll="physical")
    game.draw(*pool)
    game.draw(*(doom or ("Avalanche", "Cave-in")[:{3: 1, 4: 2}.get(players, 0)]))
    for player, zone in defenders or _defenders(game):
        game.do("place-defender", player=player, zone=zone)
    wanted = {1: 2, 2: 3, 3: 4, 4: 4}[players]
    game.draw(*(monsters or ("Frost Giant 1", "Goblin Warchief 1", "Banshee 1", "Dragon 1")[:wanted]))
    game.draw(*(disasters or ("Blizzard",)))
    if choose:
        choose_hands(game)
    return game


def choose_hands(game: Game) -> None:
    """Each player still choosing keeps the first heroes of their deck (with the Sage, 8 for 7)."""
    while game.state["step"] == "choose":
        move = game.moves()[0]
        cards = move["fields"]["cards"]
        game.do("choose-hand", player=move["fields"]["player"]["fixed"], cards=cards["choices"][:cards["min"]])


def first_choice(move: dict) -> dict:
    """The command of a move with the first option of every field."""
    command, chosen = {"type": move["type"]}, {}
    for name, spec in move["fields"].items():
        if "by" in spec:
            spec = spec["cases"].get(chosen.get(spec["by"]))
            if spec is None:
                continue
        value = spec["fixed"] if "fixed" in spec else spec["choices"][0] if spec.get("min", 1) else None
        if value is not None:
            chosen[name] = command[name] = value
    return command


def attack_through(game: Game) -> None:
    """The 1st player moves every monster (first way, first choice) until the attack is over."""
    while game.state["step"] == "attack" and not game.state["draws"]:
        game.run(first_choice(game.moves()[0]))


def _defenders(game: Game) -> list[tuple[str, str]]:
    zones = ("Hills 1", "Mine 1", "Forest 3", "Field 1", "Hills 1")
    placed = []
    for player, number in game.state["defenders"]:
        placed += [(player, zones[len(placed) % len(zones)]) for _ in range(number)]
    return placed


def finish_week(game: Game) -> None:
    """Every remaining player ends their turn (the week's Resolution follows)."""
    while game.state["phase"] == "actions" and game.state["turn"]:
        game.do("end-turn", player=game.state["turn"]["player"])
