"""A small given/when/then helper for d6D rule tests: commands go through the schemas and
decide, events are folded with the kernel's fold, exactly as the journal would."""
from __future__ import annotations

import copy

import pytest

from domain.kernel import Recorded, RuleViolation, generic
from domain.kernel.chronicle import Moment, Timeline
from domain.kernel.fold import apply, empty_state
from domain.rulesets import get

D6D = get("d6d")


def die(value: int, kind: str = "army") -> dict:
    return {"sides": 6, "value": value, "kind": kind}


def battle(value: int) -> dict:
    return die(value, "battle")


class Story:
    """One game: `when` a command is decided and folded; `rejects` proves nothing changed."""

    def __init__(self, players=("Ann", "Ben"), **options):
        setup = D6D.setup_schema().load({"players": list(players), **options})
        self.position = 0
        self.moments = []
        self.state = empty_state()
        self._fold(generic.CAMPAIGN_STARTED, {"name": "test", "ruleset": "d6d", "setup": setup})

    @property
    def game(self) -> dict:
        return self.state["game"]

    def _fold(self, kind: str, data: dict) -> None:
        self.position += 1
        event = Recorded(kind, copy.deepcopy(data), position=self.position, source="physical",
                         actor="test", recorded_at="2026-01-01T00:00:00Z")
        self.state = apply(D6D, self.state, event)
        self.moments.append(Moment(self.position, kind, event.data, "physical", "test", event.recorded_at,
                                   self.position, None, None, self.state["game"]))

    def timeline(self) -> Timeline:
        """The events so far as reports/ would read them (for the chronicle)."""
        return Timeline("test game", "d6d", self.moments)

    def load(self, command: dict) -> dict:
        return D6D.command_schemas[command["type"]]().load(command)

    def when(self, command: dict) -> list:
        """Decide a command (through its schema) and fold its events; returns the events."""
        events = D6D.decide(self.game, self.load(command))
        for event in events:
            self._fold(event.kind, event.data)
        return events

    def kinds(self, command: dict) -> list[str]:
        return [event.kind for event in self.when(command)]

    def rejects(self, command: dict, rule: str) -> RuleViolation:
        """The command breaks `rule`, and the game state is exactly as before."""
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleViolation) as caught:
            D6D.decide(self.game, self.load(command))
        assert caught.value.rule == rule, caught.value
        assert self.state == before
        return caught.value

    def adjust(self, changes: list[dict]) -> None:
        """The generic adjust, for arranging a position the way a table would correct its sheet."""
        self._fold(generic.ADJUSTED, {"reason": "test position", "card": "", "changes": changes})

    def view(self, name: str) -> dict:
        return D6D.views[name](self.game)

    def army(self, name: str, number: int) -> dict:
        player = next(p for p in self.game["players"] if p["name"] == name)
        return next(d for d in player["armies"] if d["army"] == number)


def opened(players=("Ann", "Ben"), worlds=(1, 6), rolls=None, **options) -> Story:
    """A game in play: the players rolled (1,2), (3,4), (5,6), (6,6), so seat 1 goes first; placed on `worlds`."""
    story = Story(players, **options)
    rolls = rolls or [(1, 2), (3, 4), (5, 6), (6, 6)][:len(players)]
    for name, (a, b) in zip(players, rolls):
        story.when({"type": "roll-armies", "player": name, "dice": [die(a), die(b)]})
    for name, world in zip(story.game["opening"]["order"], worlds):
        story.when({"type": "place-armies", "player": name, "world": world})
    return story


def player_index(story: Story, name: str) -> int:
    return [p["name"] for p in story.game["players"]].index(name)


def set_army(story: Story, name: str, number: int, world, value) -> None:
    """Put an army die somewhere with a value (via adjust)."""
    base = f"/players/{player_index(story, name)}/armies/{number - 1}"
    story.adjust([{"path": f"{base}/at", "set": world}, {"path": f"{base}/value", "set": value}])


def draw(story: Story, *lines) -> None:
    """Bridges already on the sheet (via adjust)."""
    story.adjust([{"path": "/bridges", "set": [sorted(line) for line in lines]}])
