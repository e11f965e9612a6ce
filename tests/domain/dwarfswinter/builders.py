"""Games set up for the tests through the real pipeline (tests/spec.py): decks shuffled by hand
and every card drawn named, so a test knows where each monster, disaster and hero is; the
table's own corrections (`adjust`) put dwarfs and resources where a worked example has them."""
from __future__ import annotations

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
        changes = [{"path": "/" + path.replace("__", "/"), "set": value} for path, value in paths.items()]
        self.run({"type": "adjust", "reason": reason, "changes": changes})

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
