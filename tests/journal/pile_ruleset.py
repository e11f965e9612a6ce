"""A tiny ruleset whose events stand on each other: a card taken must have been put on the pile.

Its apply functions record facts without checking rules, so a `taken` event whose card is not
on the pile does not apply (list.remove fails): what a retraction must never cause.
"""
from marshmallow import fields

from domain.kernel import Command, CommandSchema, Decider, Event, Ruleset, RuleViolation


class CardSchema(CommandSchema):
    card = fields.String(required=True)


def put(state, command):
    return [Event("pile/put", {"card": command["card"]})]


def take(state, command):
    if command["card"] not in state["pile"]:
        raise RuleViolation("pile.missing", f"{command['card']} is not on the pile")
    return [Event("pile/taken", {"card": command["card"]})]


def taken(state, event):
    pile = list(state["pile"])
    pile.remove(event.data["card"])
    return {**state, "pile": pile}


DECIDER = Decider(
    "Pile",
    {"put": Command(CardSchema, ("pile/put",), put), "take": Command(CardSchema, ("pile/taken",), take)},
    {"pile/put": lambda state, event: {**state, "pile": [*state["pile"], event.data["card"]]}, "pile/taken": taken})

RULESET = Ruleset(name="pile", title="Pile (test)", rules_version="1", initial_state=lambda setup: {"pile": []},
                  decide=DECIDER.decide, evolve=DECIDER.evolve, commands=DECIDER.commands)
