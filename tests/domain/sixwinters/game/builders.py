"""Tables for the rule tests: the built-in catalog plus the cards of the rulebook's
examples (names and numbers from the card data), opened with our own open_table."""
from __future__ import annotations

import copy

from domain.kernel import Recorded
from domain.rulesets.sixwinters import catalog as catalogs
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.rules.opening import open_table

EXAMPLE_OBSTACLES = {
    "Remote Influence": {"skill": "survival", "difficulty": 6, "progress": 1, "hindrance": 1, "placement": ["tag:urban"],
                         "stress": {"psyche": 0, "body": 2}, "activation": {"effect": "threat", "resource": None, "repeat": False}},
    "Repeating Histories": {"skill": "lore", "difficulty": 6, "progress": 1, "hindrance": 1, "placement": ["tag:eldritch"],
                            "stress": {"psyche": 2, "body": 0}, "activation": {"effect": "threat", "resource": None, "repeat": False}},
    "Quintim the Vile": {"skill": "disguise", "difficulty": 3, "progress": 0, "hindrance": 0, "placement": ["tag:hall"],
                         "move_toward": ["tag:keep"], "stress": {"psyche": 2, "body": 0},
                         "activation": {"effect": "threat", "resource": None, "repeat": False}},
}
EXAMPLE_ASSETS = {
    "50 Feet of Greenleaf Rope": {"points": 10, "skill": "thievery", "play": True,
                                  "slots": [{"type": "sorcery", "value": 1, "region": None}, {"type": None, "value": None, "region": None}]},
    "Shadow Walk": {"points": 18, "skill": "disguise", "play": True,
                    "slots": [{"type": "espionage", "value": 1, "region": None}, {"type": "sorcery", "value": 3, "region": None},
                              {"type": "sorcery", "value": 3, "region": None}, {"type": "stability", "value": 5, "region": None}]},
    "Imperial Violin": {"points": 12, "skill": "rapport", "play": True,
                        "slots": [{"type": "technology", "value": None, "region": None}, {"type": "stability", "value": None, "region": None}]},
    "Griddle Bok the Transmuter": {"points": 6, "skill": "lore", "play": False,
                                   "slots": [{"type": "diplomacy", "value": 4, "region": None}, {"type": "sorcery", "value": None, "region": None}]},
    "Aren's Platemail": {"points": 6, "skill": "combat", "play": False,
                         "slots": [{"type": "military", "value": None, "region": None}, {"type": None, "value": 1, "region": None}]},
}


def catalog() -> dict:
    cat = catalogs.builtin()
    for name, facts in EXAMPLE_OBSTACLES.items():
        cat["obstacles"].setdefault(name, {"name": name, "tags": [], "year": 1, "copies": 1, "move_toward": [], **facts})
    for name, facts in EXAMPLE_ASSETS.items():
        cat["assets"].setdefault(name, {"name": name, "tags": [], "year": 1, "copies": 1, "icons": [], "effect": None, **facts})
    return cat


def open_game(characters, scenario="The Order of the Blue Robe", **opening) -> dict:
    """A full game state {"catalog", "campaign", "table"} with the table open at the actions step."""
    state = {"catalog": catalog(), "campaign": {}, "table": None}
    sheets = [{"action_dice": [1, 2, 3, 4], **c} for c in characters]
    opening = {"setup_draws": 0, **opening}  # the scenario's starting draws are tested on their own
    state["table"] = open_table(state, {"scenario": scenario, "characters": sheets, **opening})
    return state


def run(state: dict, command: dict) -> dict:
    """Decide a command and fold its events into the state, as the journal would."""
    loaded = DECIDER.schemas[command["type"]]().load(command)
    events = DECIDER.decide(state, loaded)
    for n, event in enumerate(events):
        state = DECIDER.evolve(state, Recorded(event.kind, copy.deepcopy(dict(event.data)), n + 1, "physical", "test", "t",
                                                  event.version))
    return state


def last_outcome(state: dict, command: dict) -> dict:
    loaded = DECIDER.schemas[command["type"]]().load(command)
    return DECIDER.decide(state, loaded)[0].data["outcome"]


def d(value: int, kind: str = "d") -> dict:
    return {"sides": 6, "value": value, "kind": kind}


def refused(state: dict, command: dict, match: str) -> None:
    """The command is refused with a message matching `match`, and the state is unchanged."""
    import pytest
    from domain.kernel import RuleViolation
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation, match=match):
        run(state, command)
    assert state == before
