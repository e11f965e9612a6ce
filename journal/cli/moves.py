"""`journal moves` and `journal setup`: what can be done now in a campaign, and the questions
of a new one, as the documents of docs/moves.md (or, for people, as sentences). The rulesets'
moves are imported when one of them runs (journal/cli/__init__.py)."""
from __future__ import annotations

import click

import domain.rulesets as registry

from .context import pass_ctx


def _spaced(value) -> str:
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    return json_text.spaced(value, ascii=False)


def _choices_words(spec: dict) -> str:
    items = spec["choices"]
    shown = ", ".join(_spaced(item) for item in items[:6])
    more = f", … ({len(items)} in all)" if len(items) > 6 else ""
    low, high = spec.get("min", 1), spec.get("max", 1)
    count = "one of" if (low, high) == (1, 1) else f"{low} to {high} of"
    return f"{count} {shown}{more}"


def _dice_words(spec: dict) -> str:
    dice = spec["dice"]
    count = dice["min"] if dice["min"] == dice["max"] else f"{dice['min']} to {dice['max']}"
    return f"{count} {dice['kind']} d{dice['sides']} read off the table"


def _text_words(spec: dict) -> str:
    shown = f", default {_spaced(spec['default'])}" if "default" in spec else ""
    return "a text" + (" (required" if spec["text"]["required"] else " (optional") + shown + ")"


def _texts_words(spec: dict) -> str:
    shown = f" (default {', '.join(spec['default'])})" if "default" in spec else ""
    return f"{spec['texts']['min']} to {spec['texts']['max']} names{shown}"


# A FIELD's words by the first of its grammar keys (docs/moves.md) it carries, in this order.
_FIELD_WORDS = (
    ("fixed", lambda spec: _spaced(spec["fixed"])),
    ("choices", _choices_words),
    ("integer", lambda spec: f"a number from {spec['integer'][0]} to {spec['integer'][1]}"),
    ("dice", _dice_words),
    ("die", lambda spec: f"one {spec['die']['kind']} d{spec['die']['sides']}"),
    ("text", _text_words),
    ("texts", _texts_words),
    ("among", lambda spec: f"one of the {spec['among']} (default: the first)"),
    ("each", lambda spec: f"{spec.get('min', 0)} to {spec.get('max', 1)} of ({', '.join(spec['each'])})"),
    ("by", lambda spec: f"depends on {spec['by']}"),
)


def _field_words(spec: dict) -> str:
    """A FIELD in a few words, for the listing people read."""
    return next((words(spec) for key, words in _FIELD_WORDS if key in spec), "?")


def describe(document: dict) -> list[str]:
    """The moves document as lines people read."""
    lines = [f"position {document['position']}" + (f", session {document['session']}" if document["session"] else "")]
    if document["over"]:
        lines.append(f"over: {document['over']['why']}")
    lines += [f"waiting for {item['seat']}: {item['why']}" for item in document["waiting_for"]]
    if not document["moves"] and not document["over"]:
        lines.append("no moves for this reader now")
    for number, move in enumerate(document["moves"], start=1):
        group = f"[{move['group']}] " if move.get("group") else ""
        lines.append(f"{number:>3}. {group}{move['label']}  ({move['type']})")
        lines += [f"       {name}: {_field_words(spec)}" for name, spec in move["fields"].items()]
    for key in ("undo", "redo"):
        if document.get(key):
            position = document[key]["fields"]["position"]["fixed"]
            lines.append(f"  {key}: {document[key]['label']}  (retract, position {position})")
    return lines


@click.command("moves")
@click.argument("campaign_ref")
@click.option("--seat", default=None, help="the moves of this seat (and of no seat); default: every move")
@click.option("--json", "as_json", is_flag=True, help="the moves document as JSON (docs/moves.md)")
@pass_ctx
def moves(ctx, campaign_ref, seat, as_json):
    """What can be done now: every legal move with every choice enumerated."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    from ..projections import moves as legal   # the rulesets' moves: imported when the command runs

    info = ctx.journal.campaign(campaign_ref)
    viewer, bindings = legal.seat_reader(ctx.journal, info.id, seat) if seat else (None, None)
    document = legal.moves_document(ctx.journal, info.id, viewer, bindings)
    if as_json:
        click.echo(json_text.spaced(document, ascii=False))
    else:
        click.echo("\n".join(describe(document)))


@click.command("setup")
@click.argument("ruleset")
@click.option("--catalog", default=None, help="card catalog: builtin, an imported name, or a .toml/.json file")
@pass_ctx
def setup(ctx, ruleset, catalog):
    """The questions of a new campaign of RULESET, as a setup document (JSON); answer them in
    `journal campaign new --setup`."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help

    from ..projections import moves as legal
    from ..store import catalogs

    found = None
    if catalog:
        found = catalogs.resolve(ctx.instance, registry.get(ruleset), catalog) if ruleset in registry.available() \
            else None
    click.echo(json_text.spaced(legal.setup_document(ruleset, found), ascii=False))
