"""A campaign of the nine-trait game for rule tests: commands go through the schemas, prepare,
decide and the kernel's fold (tests/spec.py), exactly as the journal would, without a store."""
from __future__ import annotations

import copy

import pytest

from domain.kernel import RuleViolation
from domain.rulesets import get
from tests.spec import Table

NINE = get("ninetraits")

# The characters of the rulebook's examples, with Traits that fit them (Claud's Swiftness 5
# and initiative die 4 make the example's 9; Audi rolls two Swiftness dice, Luis two Charm dice).
TEDDIE = {"name": "Teddie", "might": 3, "endurance": 3, "life": 8}
CLAUD = {"name": "Claud", "might": 4, "swiftness": 5, "endurance": 3, "survival": 2, "life": 10, "player": "Ann",
         "path": "Shieldbearer", "path_die": 4}
LUIS = {"name": "Luis", "charm": 2, "swiftness": 3, "endurance": 2, "survival": 3, "awareness": 2, "life": 8,
        "player": "Ben"}
AUDI = {"name": "Audi", "swiftness": 2, "awareness": 5, "power": 3, "endurance": 2, "life": 7, "player": "Cat"}
BANDIT = {"type": "create-character", "name": "Bandit", "kind": "npc", "hidden": True, "might": 3, "swiftness": 1,
          "endurance": 2, "awareness": 2, "life": 5}


def dice(*values: int, kind: str = "d6") -> list[dict]:
    return [{"sides": 6, "value": value, "kind": kind} for value in values]


def die(value: int, sides: int = 6, kind: str = "d") -> dict:
    return {"sides": sides, "value": value, "kind": kind}


class Story(Table):
    """One campaign: `when` records a command; `rejects` proves a refusal changed nothing."""

    def __init__(self, *characters: dict, seed: int = 6, **options):
        setup = NINE.setup_schema().load({"characters": [dict(c) for c in characters], **options})
        super().__init__(NINE, setup, seed=seed)

    @property
    def game(self) -> dict:
        return self.state["game"]

    def sheet(self, name: str) -> dict:
        return self.game["characters"].get(name) or self.game["secret"]["characters"][name]

    def when(self, command: dict) -> list:
        return self.run(command)

    def kinds(self, events) -> list[str]:
        return [event.kind.split("/")[1] for event in events]

    def rejects(self, command: dict, rule: str) -> RuleViolation:
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleViolation) as caught:
            self.run(command)
        assert caught.value.rule == rule, caught.value
        assert self.state == before
        return caught.value

    def view(self, name: str) -> dict:
        return NINE.views[name](self.game)


def in_session(*characters: dict, **options) -> Story:
    story = Story(*characters, **options)
    story.when({"type": "start-session", "title": "The road"})
    return story


def bandit_fight(**options) -> Story:
    """Claud, Luis and Audi meet a bandit on the road; everyone Near; initiative rolled:
    Luis 3 + 4 = 7, Claud 5 + 4 = 9, Audi 2 + 3 = 5, the bandit 1 + 2 = 3."""
    story = in_session(CLAUD, LUIS, AUDI, **options)
    story.when(BANDIT)
    story.when({"type": "enter-combat", "combatants": ["Claud", "Luis", "Audi", "Bandit"], "distance": "Near"})
    for name, value in (("Luis", 4), ("Claud", 4), ("Audi", 3), ("Bandit", 2)):
        story.when({"type": "roll-initiative", "character": name, "die": die(value)})
    return story
