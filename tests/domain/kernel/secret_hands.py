"""A small card game with hidden information, built only from the kernel's pieces: a deck
shuffled face down by the app (with the back of its top card public), hands dealt to each
seat in private, a card chosen by each seat in secret and shown when everyone has chosen,
a private peek at the top of the deck. Tests of the kernel and of the journal play it.
"""
from __future__ import annotations

import copy

from marshmallow import Schema, fields, validate

from domain.kernel import (Audience, Command, CommandSchema, Decider, DieSchema, Event, FaceDown, PerSeat,
                           Recorded, Reveal, RuleViolation, Ruleset, Seat, decks, hands, redactor)

SHUFFLED, DEALT, DECK_LEFT, CHOSEN, SHOWN, PEEKED = (
    "hands/shuffled", "hands/dealt", "hands/deck-left", "hands/chosen", "hands/shown", "hands/peeked")
CARDS = ("A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2")


def back(card: str) -> str:
    """The back of a card shows its suit letter (like a season symbol)."""
    return card[0]


class ShuffleSchema(CommandSchema):
    roll = fields.String(load_default="table", validate=validate.OneOf(["table", "app"]))
    dice = fields.List(fields.Nested(DieSchema), load_default=list)


class DealSchema(CommandSchema):
    count = fields.Integer(strict=True, load_default=2, validate=validate.Range(min=1, max=3))


class ChooseSchema(CommandSchema):
    player = fields.String(required=True)
    card = fields.String(required=True)


class PeekSchema(CommandSchema):
    player = fields.String(required=True)


def shuffle(state, command):
    order = decks.shuffled(state["deck"], command["dice"])
    return [Event(SHUFFLED, {"deck": order, "top_back": decks.top_back(order, back)})]


def deal(state, command):
    dealt, rest = hands.deal(state["deck"], state["players"], command["count"])
    private = [Event(DEALT, {"player": seat, "cards": cards}, audience=Audience(seats=frozenset({seat})))
               for seat, cards in dealt.items()]
    return private + [Event(DECK_LEFT, {"deck": rest, "count": len(rest), "top_back": decks.top_back(rest, back)})]


def choose(state, command):
    seat = command["player"]
    if seat not in state["players"]:
        raise RuleViolation("hands.player", f"{seat!r} does not play")
    if state["chosen"].get(seat):
        raise RuleViolation("hands.chosen", f"{seat} has chosen already")
    hands.choose(state["hands"][seat], [command["card"]], 1)
    chosen = {**state["chosen"], seat: {"card": command["card"], "at": None}}
    if not hands.everyone_chose(chosen, state["players"]):
        return [Event(CHOSEN, {"player": seat, "card": command["card"]}, audience=Audience(seats=frozenset({seat})))]
    # the last choice is shown at once with the others, which were sealed until now
    reveals = tuple(Reveal(at=entry["at"]) for entry in state["chosen"].values())
    return [Event(CHOSEN, {"player": seat, "card": command["card"]}),
            Event(SHOWN, {"choices": {s: entry["card"] for s, entry in chosen.items()}}, reveals=reveals)]


def peek(state, command):
    return [Event(PEEKED, {"player": command["player"], "cards": decks.peek(state["deck"], 1)},
                  audience=Audience(seats=frozenset({command["player"]})))]


def _copy(apply):
    def applied(state, event: Recorded):
        state = copy.deepcopy(state)
        apply(state, event)
        return state
    return applied


def _dealt(state, event):
    state["hands"][event.data["player"]] = list(event.data["cards"])


def _deck(state, event):
    state["deck"], state["top_back"] = list(event.data["deck"]), event.data["top_back"]


def _chosen(state, event):
    state["chosen"][event.data["player"]] = {"card": event.data["card"], "at": event.position}
    state["hands"][event.data["player"]].remove(event.data["card"])


def _shown(state, event):
    state["shown"].append(dict(event.data["choices"]))
    state["chosen"] = {}


DECIDER = Decider("Secret hands", {
    "shuffle": Command(ShuffleSchema, (SHUFFLED,), shuffle),
    "deal": Command(DealSchema, (DEALT, DECK_LEFT), deal),
    "choose": Command(ChooseSchema, (CHOSEN, SHOWN), choose),
    "peek": Command(PeekSchema, (PEEKED,), peek),
}, {SHUFFLED: _copy(_deck), DECK_LEFT: _copy(_deck), DEALT: _copy(_dealt), CHOSEN: _copy(_chosen),
    SHOWN: _copy(_shown), PEEKED: lambda state, event: state})


class SetupSchema(Schema):
    """The players, one seat each (a setup is a closed document: nothing else)."""

    players = fields.List(fields.String(), validate=validate.Length(min=1))


def initial_state(setup: dict) -> dict:
    return {"players": list(setup.get("players", ["Ann", "Ben"])), "deck": list(CARDS), "top_back": None,
            "hands": {}, "chosen": {}, "shown": []}


def prepare(state, command):
    if command["type"] == "shuffle" and command.get("roll") == "app":
        return {**command, "dice": decks.shuffle_dice(len(state["deck"]))}
    return command


def face_down(event: Recorded) -> tuple[str, ...]:
    return ("/deck",) if event.kind in (SHUFFLED, DECK_LEFT) else ()


def shadow(event: Recorded) -> str:
    words = {CHOSEN: "chose a card in secret", DEALT: "was dealt a hand", PEEKED: "looked at the top card"}
    return f"{event.seat or event.data.get('player', 'Someone')} {words.get(event.kind, 'did something in private')}."


def narrate(before, event: Recorded) -> str:
    data = event.data
    if event.kind == CHOSEN:
        return f"{data['player']} chose {data['card']}."
    if event.kind == SHOWN:
        return "Shown together: " + ", ".join(f"{s} {c}" for s, c in sorted(data["choices"].items())) + "."
    if event.kind == DEALT:
        return f"{data['player']} was dealt {', '.join(data['cards'])}."
    if event.kind == PEEKED:
        return f"{data['player']} saw {', '.join(data['cards'])} on top."
    return event.kind.split("/")[1].replace("-", " ").capitalize() + "."


def table(state: dict) -> dict:
    return {"deck": state["deck"], "top_back": state["top_back"], "hands": state["hands"],
            "chosen": {seat: entry and entry["card"] for seat, entry in state["chosen"].items()}, "shown": state["shown"]}


RULESET = Ruleset(
    name="hands", title="Secret hands (test)", rules_version="1", initial_state=initial_state, setup_schema=SetupSchema,
    decide=DECIDER.decide, evolve=DECIDER.evolve, commands=DECIDER.commands, prepare=prepare,
    seats=lambda state: tuple(Seat(name, name) for name in (state or {}).get("players", [])),
    acting_seats=lambda state, command: frozenset({command["player"]}) if "player" in command else frozenset(),
    face_down=face_down, reveal_kinds=frozenset(), shadow=shadow, narrate=narrate,
    redact=redactor(FaceDown("/deck"), PerSeat("/hands"), PerSeat("/chosen")),
    views={"table": table},
)
