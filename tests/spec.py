"""given / when / then for rules: history set up by replaying commands (or events) through
the real pipeline — schema, prepare, dice, decide, fold — without a journal or database.

    given(ruleset, setup, *commands).when(command).then(("sixwinters/x", {"k": 1}))
    given(ruleset, setup, *commands).when(command).then_rejects("sixwinters.rule")
"""
from __future__ import annotations

import copy
import random

import pytest

from domain.kernel import Event, Recorded, RuleViolation, generic, json_text
from domain.kernel.dice import walk_dice
from domain.kernel.fold import apply, empty_state


class Table:
    """A journal stand-in: the folded state, the log, and a seeded roller for app dice."""

    def __init__(self, ruleset, setup: dict, seed: int = 6):
        self.ruleset, self.log, self.states, self.rng = ruleset, [], [], random.Random(seed)
        self.state = empty_state()
        self._record(Event(generic.CAMPAIGN_STARTED, {"name": "spec", "ruleset": ruleset.name, "setup": setup}))

    def _record(self, event: Event) -> None:
        self._fold(event)
        self.states.append(self.state)   # folding never changes its input (tests/domain/test_conformance.py)

    def _fold(self, event: Event) -> None:
        """Append the event as the journal would record it, and fold it into the state."""
        recorded = Recorded(kind=event.kind, data=copy.deepcopy(dict(event.data)), position=len(self.log) + 1,
                            source=event.source or "physical", actor="spec", recorded_at="2026-01-01T00:00:00Z",
                            version=event.version, audience=event.audience)
        self.log.append(recorded)
        self.state = apply(self.ruleset, self.state, recorded)

    def load(self, command: dict) -> dict:
        schemas = {**self.ruleset.command_schemas, **generic.SCHEMAS}
        return schemas[command["type"]]().load(command)

    def decide(self, command: dict) -> list[Event]:
        """Validate, prepare, roll missing dice, decide; nothing is recorded."""
        command = self.load(command)
        if self.ruleset.prepare and command["type"] not in generic.SCHEMAS:
            command = self.ruleset.prepare(self.state["game"], command)
        command = json_text.stored_form(command)   # as the journal stores it: dice numbered in that order
        command = generic.prepare_roll(command) if command["type"] == "roll" else copy.deepcopy(command)
        for die in walk_dice(command):
            die.setdefault("value", self.rng.randint(1, die["sides"]))
        if command["type"] in ("roll", "note", "adjust"):
            return generic.decide(self.ruleset, self.state["game"], command)
        return self.ruleset.decide(self.state["game"], command)

    def run(self, command) -> list[Event]:
        """A command (dict with "type") or an event (Event) into the log."""
        events = [command] if isinstance(command, Event) else self.decide(command)
        for event in events:
            self._record(event)
        return events


def _matches(event: Event, expected) -> bool:
    """An Event matches exactly; (kind, data) when the data holds those keys and values; a kind alone."""
    if isinstance(expected, Event):
        return event.kind == expected.kind and dict(event.data) == dict(expected.data)
    kind, data = expected if isinstance(expected, tuple) else (expected, {})
    return event.kind == kind and all(event.data.get(k) == v for k, v in data.items())


class Given:
    def __init__(self, ruleset, setup: dict, history):
        self.table = Table(ruleset, setup)
        for item in history:
            self.table.run(item)

    def when(self, command: dict) -> "When":
        return When(self.table, command)


class When:
    def __init__(self, table: Table, command: dict):
        self.table, self.command = table, command

    def then(self, *expected) -> list[Event]:
        """The events, in order, match the expected ones (Event, (kind, data subset) or kind)."""
        events = self.table.run(self.command)
        assert len(events) == len(expected), [e.kind for e in events]
        for event, wanted in zip(events, expected, strict=True):
            assert _matches(event, wanted), (event.kind, dict(event.data), wanted)
        return events

    def then_rejects(self, rule: str) -> RuleViolation:
        """The command breaks `rule`, and the state is left exactly as it was."""
        before = copy.deepcopy(self.table.state)
        with pytest.raises(RuleViolation) as caught:
            self.table.run(self.command)
        assert caught.value.rule == rule, caught.value
        assert self.table.state == before
        return caught.value

    @property
    def state(self) -> dict:
        return self.table.state["game"]


def given(ruleset, setup: dict, *history) -> Given:
    """A campaign started with `setup`, then the commands/events of `history` recorded."""
    return Given(ruleset, setup, history)
