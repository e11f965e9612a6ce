"""A tiny made-up game for the web tests: the site must work for any ruleset, so the
tests use one that is no real game (commands with every widget, a rule that rejects,
views including the one it declares for the table page, a picture, and seats: the players
named at setup, each marking for themself)."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.kernel import Command, CommandSchema, Decider, DieSchema, Event, Recorded, Ruleset, RuleViolation, Seat


class InkDie(DieSchema):
    kind = fields.String(load_default="ink", validate=validate.OneOf(["ink", "wash"]))


class MarkSchema(CommandSchema):
    """Mark the sketch: a colour, how many marks, and the dice that paid for them."""

    colour = fields.String(required=True, validate=validate.OneOf(["red", "blue"]))
    count = fields.Integer(strict=True, load_default=1, validate=validate.Range(min=1, max=9))
    dice = fields.List(fields.Nested(InkDie), load_default=list)
    bold = fields.Boolean(load_default=False)
    label = fields.String(load_default="", validate=validate.Length(max=40))
    player = fields.String(load_default="", validate=validate.Length(max=40),
                           metadata={"description": "the player marking (their seat); empty: the table"})


class Catalogs:
    """The catalogs hook: a built-in set of inks, or a group's own file."""

    def builtin(self) -> dict:
        return {"name": "built-in inks", "inks": ["red", "blue"]}

    def load_file(self, path) -> dict:
        import json
        from pathlib import Path

        return json.loads(Path(path).read_text())


class InkCatalogSchema(Schema):
    """A group's own inks (the catalogs hook reads it from a file)."""
    name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    inks = fields.List(fields.String(validate=validate.Length(min=1, max=40)), load_default=list)


class SetupSchema(Schema):
    paper = fields.String(load_default="plain", validate=validate.Length(max=20))
    catalog = fields.Nested(InkCatalogSchema)
    players = fields.List(fields.String(validate=validate.Length(min=1, max=40)), load_default=list)


def initial_state(setup: dict) -> dict:
    catalog = setup.get("catalog") or Catalogs().builtin()
    return {"paper": setup.get("paper", "plain"), "catalog": catalog["name"], "marks": [],
            "players": list(setup.get("players", []))}


def seats(state: dict) -> tuple[Seat, ...]:
    return tuple(Seat(name, name) for name in (state or {}).get("players", []))


def acting_seats(state: dict, command: dict) -> frozenset[str]:
    """A mark made for a player acts for their seat; anything else for nobody in particular."""
    return frozenset({command["player"]}) if command.get("player") else frozenset()


def mark(state: dict, command: dict):
    """The sketch rule: never more than 3 marks at once, and the dice must add up to the count or more."""
    if command["count"] > 3:
        raise RuleViolation("sketch.mark.count", f"at most 3 marks at once, not {command['count']}")
    if command["dice"] and sum(d["value"] for d in command["dice"]) < command["count"]:
        raise RuleViolation("sketch.mark.dice", "the dice do not pay for that many marks")
    if command.get("player") and command["player"] not in state.get("players", []):
        raise RuleViolation("sketch.mark.player", f"{command['player']} does not play this sketch")
    return [Event("sketch/marked", {"colour": command["colour"], "count": command["count"], "label": command["label"]})]


def marked(state: dict, event: Recorded) -> dict:
    made = {"colour": event.data["colour"], "count": event.data["count"], "label": event.data["label"]}
    return {**state, "marks": [*state["marks"], made]}


DECIDER = Decider("Sketch", {"mark": Command(MarkSchema, ("sketch/marked",), mark)}, {"sketch/marked": marked})


def table(state: dict) -> dict:
    return {"marks": len(state["marks"]), "last": state["marks"][-1] if state["marks"] else None}


def tally(state: dict) -> dict:
    return {"paper": state["paper"], "catalog": state["catalog"], "marks": state["marks"]}


def picture(state: dict) -> str:
    circles = "".join(f'<circle cx="{20 + 30 * i}" cy="30" r="12" fill="{m["colour"]}"/>' for i, m in enumerate(state["marks"]))
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 60">{circles}</svg>'


RULESET = Ruleset(
    name="sketch", title="Sketch (a test game)", rules_version="1",
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve,
    commands=DECIDER.commands, setup_schema=SetupSchema, table_view="table",
    views={"table": table, "tally": tally}, pictures={"map": picture}, catalogs=Catalogs(),
    seats=seats, acting_seats=acting_seats,
)
