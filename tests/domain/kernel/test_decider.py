"""The idiom: decide dispatches to the command's rule, evolve to the event's apply function,
and an event that does not apply fails loudly with its kind and position."""
import pytest
from marshmallow import fields

from domain.kernel import Command, CommandSchema, Decider, Event, EventDoesNotApply, Recorded, RuleViolation, marker


class Score(CommandSchema):
    points = fields.Integer(required=True)


def score(state, command):
    if command["points"] < 0:
        raise RuleViolation("toy.score.negative", "points are never negative")
    return [Event("toy/scored", {"points": command["points"]}), Event("toy/cheered", {})]


def scored(state, event):
    return {**state, "score": state["score"] + event.data["points"]}


TOY = Decider("Toy", {"score": Command(Score, ("toy/scored", "toy/cheered"), score)},
              {"toy/scored": scored, "toy/cheered": marker}, versions={"toy/scored": 3})


def recorded(kind, data, position=1):
    return Recorded(kind, data, position, "physical", "test", "t")


def test_decide_returns_the_rules_events_in_the_version_the_level_writes_today():
    events = TOY.decide({"score": 0}, {"type": "score", "points": 2})
    assert [(e.kind, e.version) for e in events] == [("toy/scored", 3), ("toy/cheered", 1)]


def test_a_command_the_level_does_not_know_or_its_rules_forbid_is_refused_by_name():
    with pytest.raises(RuleViolation) as unknown:
        TOY.decide({"score": 0}, {"type": "dance"})
    assert unknown.value.rule == "command.type"
    with pytest.raises(RuleViolation) as forbidden:
        TOY.decide({"score": 0}, {"type": "score", "points": -1})
    assert forbidden.value.rule == "toy.score.negative"


def test_evolve_applies_the_facts_and_leaves_other_kinds_alone():
    state = {"score": 1}
    assert TOY.evolve(state, recorded("toy/scored", {"points": 4})) == {"score": 5}
    assert TOY.evolve(state, recorded("toy/cheered", {})) is state
    assert TOY.evolve(state, recorded("journal/noted", {"text": "hi"})) is state


def test_an_event_that_does_not_apply_is_never_swallowed():
    with pytest.raises(EventDoesNotApply) as failed:
        TOY.evolve({"score": 1}, recorded("toy/scored", {}, position=12))
    assert (failed.value.kind, failed.value.position) == ("toy/scored", 12)
    assert isinstance(failed.value.cause, KeyError)


def test_the_registry_gives_the_schemas_and_the_kinds():
    assert TOY.schemas == {"score": Score}
    assert TOY.kinds == {"toy/scored", "toy/cheered"}
