"""The idiom: decide dispatches to the command's rule, evolve to the event's apply function,
and an event that does not apply fails loudly with its kind and position."""
import pytest
from marshmallow import fields

from domain.kernel import (Command, CommandSchema, Decider, Event, EventDoesNotApply, Recorded, RuleViolation, folded,
                           marker, on_a_copy)
from domain.kernel.events import kinds_in


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


def _add(state, data):
    state["score"] += data["points"]
    data["points"] = 0   # the record may scribble on its copy of the data


def _over(state):
    if state["score"] >= 10:
        raise RuleViolation("toy.over", "the game is over")


def _bonus(state):
    """A cheer follows by itself once the score passes five; the rule's events are already in
    the state it is given."""
    return [Event("toy/bonus", {"score": state["score"]})] if state["score"] > 5 else []


BONUS = Decider("Toy", {"score": Command(Score, ("toy/scored", "toy/cheered", "toy/bonus"), score)},
                {"toy/scored": on_a_copy(_add), "toy/cheered": marker, "toy/bonus": marker},
                guard=_over, follow_on=_bonus)


def test_what_follows_a_command_by_itself_comes_after_its_events_and_sees_them():
    events = BONUS.decide({"score": 4}, {"type": "score", "points": 3})
    assert [(e.kind, dict(e.data)) for e in events] == [
        ("toy/scored", {"points": 3}), ("toy/cheered", {}), ("toy/bonus", {"score": 7})]
    assert [e.kind for e in BONUS.decide({"score": 0}, {"type": "score", "points": 1})] == ["toy/scored", "toy/cheered"]


def test_the_guard_refuses_every_command_before_its_rule_runs():
    with pytest.raises(RuleViolation) as over:
        BONUS.decide({"score": 10}, {"type": "score", "points": -1})
    assert over.value.rule == "toy.over"


def test_an_apply_function_on_a_copy_changes_neither_the_state_nor_the_event_and_shares_what_it_is_told():
    catalog = {"cards": ["a"]}
    state, event = {"score": 1, "catalog": catalog, "log": [1]}, recorded("toy/scored", {"points": 2})
    after = on_a_copy(_add, shared=("catalog",))(state, event)
    assert after == {"score": 3, "log": [1], "catalog": catalog} and after["catalog"] is catalog
    assert after["log"] is not state["log"] and list(after) == ["score", "log", "catalog"]
    assert state == {"score": 1, "catalog": catalog, "log": [1]} and event.data == {"points": 2}
    seen = []
    on_a_copy(lambda state, data, event: seen.append(event.position), reads_event=True)(state, event)
    assert seen == [1]


def test_folding_fresh_events_applies_them_in_order_and_never_swallows_one_that_does_not_fit():
    appliers = {"toy/scored": on_a_copy(_add)}
    assert folded(appliers, {"score": 1}, [Event("toy/scored", {"points": 2})] * 2) == {"score": 5}
    with pytest.raises(EventDoesNotApply):
        folded(appliers, {"score": 1}, [Event("toy/scored", {})])


def test_the_kinds_of_an_events_module_are_its_constants_of_the_game_in_order():
    names = {"P": "toy/", "SCORED": "toy/scored", "OTHER": "dice/rolled", "CHEERED": "toy/cheered",
             "lower": "toy/lower", "BOTH": ("toy/scored",)}
    assert kinds_in(names, "toy") == ("toy/scored", "toy/cheered")
