"""Stories of Six Winters v19.3 told through the real pipeline (tests/spec.py): a campaign
set up, a game brought to its first Actions phase, dice entered by value, and hand
corrections (`adjust`) to lay the table a rule is tested on."""
from __future__ import annotations

import copy

import pytest

from domain.kernel import RuleViolation, Viewer
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.kernel.moves import check_document, ruleset_document
from domain.rulesets.sixwinters_v19.rules.steps import step
from tests.spec import Table

TABLE = Viewer.of("owner", "owner")


def d6(value: int, kind: str = "action") -> dict:
    return {"sides": 6, "kind": kind, "value": value}


def dice(kind: str, *values: int) -> list[dict]:
    return [d6(v, kind) for v in values]


class Story:
    """A campaign at the table: commands in, the game state and the events out."""

    def __init__(self, players=("Ann", "Ben"), seed: int = 3, **setup):
        self.table = Table(V19, {"players": list(players), **setup}, seed=seed)

    @property
    def game(self) -> dict:
        return self.table.state["game"]

    @property
    def step(self) -> str:
        return step(self.game)

    def do(self, kind: str, **fields) -> list:
        return self.table.run({"type": kind, **fields})

    def kinds(self, kind: str, **fields) -> list[str]:
        return [event.kind.split("/")[1] for event in self.do(kind, **fields)]

    def rejects(self, rule: str, kind: str, **fields) -> RuleViolation:
        before = copy.deepcopy(self.table.state)
        with pytest.raises(RuleViolation) as caught:
            self.do(kind, **fields)
        assert caught.value.rule == rule, caught.value
        assert self.table.state == before
        return caught.value

    def adjust(self, *changes: tuple, reason: str = "laying out the table for this test") -> None:
        self.do("adjust", reason=reason, changes=[{"path": path, "set": value} for path, value in changes])

    def document(self, viewer: Viewer = TABLE) -> dict:
        """The moves document the viewer reads now (checked against the grammar)."""
        return check_document(ruleset_document(V19, self.game, viewer, position=len(self.table.log)))

    def moves(self, kind: str | None = None, viewer: Viewer = TABLE) -> list[dict]:
        return [m for m in self.document(viewer)["moves"] if kind is None or m["type"] == kind]

    # ---- a game brought to its first Actions phase ------------------------------------

    def start(self, players=None, characters=None, places=None) -> "Story":
        """Session Setup with the app's dice and shuffles; characters chosen and placed as asked."""
        players = list(players or self.game["players"])
        self.do("start-session", players=players)
        self.do("roll-starting-dice", roll="app")
        characters = characters or dict(zip(players, ([c] for c in ("Thea", "Menas", "Keel", "Fuscus"))))
        if len(players) == 1 and len(characters[players[0]]) == 1:
            characters = {players[0]: ["Thea", "Menas"]}
        for player in players:
            self.do("choose-characters", player=player, characters=characters[player])
        self.do("shuffle-obstacle-decks", roll="app")
        self.do("shuffle-progress-deck", roll="app")
        for player in players:
            self.do("keep-progress-card", player=player, card=self.game["session"]["players"][player]["hand"][0])
        if self.step == "stage-progress":
            unchosen = self.game["session"]["unchosen"]
            self.do("stage-progress-cards", cards=list(unchosen))
        places = places or {}
        for player in players:
            for character in characters[player]:
                self.do("place-character", character=character, location=places.get(character, "Eastkeep"))
        assert self.step == "actions", self.step
        return self

    def place(self, location: str, *obstacles) -> None:
        """The obstacles (cards, or {"card", "dice"} items) at `location`, each taken from wherever
        it lies (a deck, a discard pile, set aside, another location, burned), as a group lays
        out a table: a correction may not leave a card in two places."""
        items = [{"card": item, "dice": []} if isinstance(item, str) else item for item in obstacles]
        cards = {item["card"] for item in items}
        changes = [(f"/locations/{location}/obstacles", items)]
        for region, deck in self.game["decks"]["obstacles"].items():
            changes += [(f"/decks/obstacles/{region}/{pile}", [c for c in deck[pile] if c not in cards])
                        for pile in ("pile", "discard")]
        changes += [(f"/{part}/obstacles", [c for c in self.game[part]["obstacles"] if c not in cards])
                    for part in ("set_aside", "burned")]
        changes += [(f"/locations/{name}/obstacles", [item for item in place["obstacles"] if item["card"] not in cards])
                    for name, place in self.game["locations"].items() if name != location]
        self.adjust(*changes)

    def put_location(self, name: str, region: str, slot: int) -> None:
        """A set-aside location card put on the board at a slot, as a group lays out a table."""
        places = {**self.game["locations"], name: {"assets": [], "obstacles": []}}
        aside = [card for card in self.game["set_aside"]["locations"] if card != name]
        self.adjust((f"/board/{region}/{slot}", name), ("/locations", places), ("/set_aside/locations", aside))

    def taken(self, *cards: str) -> list[tuple]:
        """The changes that take progress cards out of every place they lie (the deck, its discard
        pile, the staging area, the hands, the cards not chosen), for a test to lay them elsewhere."""
        session, deck = self.game["session"], self.game["decks"]["progress"]
        changes = [(f"/decks/progress/{pile}", [c for c in deck[pile] if c not in cards]) for pile in ("pile", "discard")]
        changes += [(f"/session/{part}", [c for c in session[part] if c not in cards]) for part in ("staging", "unchosen")]
        return changes + [(f"/session/players/{name}/hand", [c for c in seat["hand"] if c not in cards])
                          for name, seat in session["players"].items()]

    def stage(self, *cards: str) -> None:
        """The staging area holds these progress cards, taken from wherever they lay."""
        self.adjust(*self.taken(*cards), ("/session/staging", list(cards)))

    def clear_obstacles(self) -> None:
        """Every obstacle off the board (into the set-aside cards), for tests that want a quiet table."""
        self.adjust(*((f"/locations/{name}/obstacles", []) for name in self.game["locations"]))

    def hand(self, player: str, *values: int) -> None:
        self.adjust((f"/session/players/{player}/dice", sorted(values)))


def threat_icons_on_the_board() -> Story:
    """A started year whose obstacles in play show four military and three diplomacy threat icons."""
    story = Story().start()
    story.clear_obstacles()
    story.place("Eastkeep", "Imperial Patrol", "Imperial Patrol #2", "Border Fort")
    story.place("Lily Manor", "Wolves", "Envoy of the Autarch", "Feuding Elders", "Smugglers")
    return story


def support_threat_maxed_out() -> Story:
    """A started year with the support threat track at 12 and support threat icons in play,
    so that what would raise support raises the next track in trade order."""
    story = Story().start()
    story.clear_obstacles()
    story.place("Eastkeep", "Tax Assessors", "Press Gangs", "Refugee Camps")
    story.adjust(("/tracks/support/threat", 12))
    story.place("Ferry's Glenn", "Sickness")
    return story
