"""`journal log`, `state`, `explain` and `fingerprints`: a campaign's events and states as
the operator reads them (everything), or, with `--seat SEAT` or `--as gm|spectator`, as that
reader reads them on the site: the same viewer and the same redacting code."""
from __future__ import annotations

import shlex

import click

from .context import fail, pass_ctx


def _summary(env: dict) -> str:
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    data = env["data"]
    if "dice" in data and isinstance(data["dice"], list):
        faces = " ".join(f"{d.get('kind', 'd')}:{d.get('value')}" for d in data["dice"] if isinstance(d, dict))
        return f"{data.get('purpose', '')} [{faces}]".strip()
    for key in ("text", "reason", "name"):
        if isinstance(data.get(key), str):
            return data[key][:70]
    return json_text.spaced(data, sort_keys=True)[:70]


seat_option = click.option("--seat", default=None, help="read as the player at this seat (default: everything)")
as_option = click.option("--as", "role", type=click.Choice(["gm", "spectator"]), default=None,
                         help="read as the game master (no face-down values) or a spectator (default: everything)")


def reader(ctx, campaign_id: str, seat: str | None, role: str | None):
    """The viewer `--seat` or `--as` names, made as `journal moves --seat` and the site's
    viewpoint switch make theirs, or None for the operator (who reads everything)."""
    from domain.kernel.viewers import Viewer

    from ..projections.moves import seat_reader
    if seat and role:
        fail("--seat and --as name two readers: give one")
    if seat:
        return seat_reader(ctx.journal, campaign_id, seat)[0]
    if role:
        return Viewer.of("shell", "gm" if role == "gm" else "viewer")
    return None


@click.command()
@click.argument("campaign_ref")
@click.option("--json", "as_json", is_flag=True, help="envelopes as JSON lines")
@click.option("--from", "start", type=click.IntRange(min=1), default=1)
@click.option("--to", "stop", type=click.IntRange(min=1), default=None)
@seat_option
@as_option
@pass_ctx
def log(ctx, campaign_ref, as_json, start, stop, seat, role):
    """The campaign's events, each in its sentence (as the operator reads it: everything, or
    as --seat/--as reads it); physical, digital and derived entries are flagged."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    info = ctx.journal.campaign(campaign_ref)
    viewer = reader(ctx, info.id, seat, role)
    found = ctx.journal.events(info.id, start, stop, viewer=viewer)
    if as_json:
        for env in found:
            click.echo(json_text.spaced(env, sort_keys=True))
        return
    from domain.kernel.viewers import Viewer

    from ..projections.telling import told
    sentences = dict(told(ctx.journal.parts, info.id, found[0]["position"], found[-1]["position"],
                           viewer or Viewer.auditor())) if found else {}
    for env in found:
        mark = " (retracted)" if env["retracted"] else ""
        sentence = sentences.get(env["position"]) or env.get("shadow") or _summary(env)
        click.echo(f"{env['position']:>6} {env['source']:<8} {env['type']:<34} {env['actor']:<10} {sentence}{mark}")


@click.command()
@click.argument("campaign_ref")
@click.option("--at", type=int, default=None, help="position (default: the latest)")
@click.option("--view", default=None, help="one of the ruleset's views")
@seat_option
@as_option
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def state(ctx, campaign_ref, at, view, seat, role, as_json):
    """The campaign state (or one view of it) at a position, with its fingerprint; as --seat or
    --as reads it, the view (without --view: every view) that reader sees."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    info = ctx.journal.campaign(campaign_ref)
    viewer = reader(ctx, info.id, seat, role)
    if viewer is not None:
        return _seen(ctx, info, at, view, viewer, as_json)
    replayed = ctx.journal.state(info.id, at)
    body = ctx.journal.view(info.id, view, replayed.position) if view else replayed.state
    if as_json:
        click.echo(json_text.spaced(body if view else {"position": replayed.position, "fingerprint": replayed.fingerprint,
                                                 "state": body}, sort_keys=True))
        return
    click.echo(f"{info.name} ({info.ruleset}) at position {replayed.position}; fingerprint {replayed.fingerprint}")
    views = ctx.journal.ruleset_of(info.id).views
    click.echo(f"views: {', '.join(views) or 'none'}")
    click.echo(json_text.pretty(body, sort_keys=True))


def _seen(ctx, info, at, view, viewer, as_json) -> None:
    """`state` for a reader other than the operator: views only (the raw state holds what is
    face down and every seat's secrets), each redacted for `viewer` as the site redacts it."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    position = ctx.journal.state(info.id, at).position
    names = [view] if view else list(ctx.journal.ruleset_of(info.id).views)
    seen = {name: ctx.journal.view(info.id, name, position, viewer) for name in names}
    body = seen[view] if view else {"position": position, "views": seen}
    if as_json:
        click.echo(json_text.spaced(body, sort_keys=True))
        return
    click.echo(f"{info.name} ({info.ruleset}) at position {position}, as {', '.join(sorted(viewer.seats)) or viewer.role}")
    click.echo(json_text.pretty(body, sort_keys=True))


@click.command()
@click.argument("campaign_ref")
@click.argument("view")
@click.argument("pointer", metavar="JSON-POINTER")
@click.option("--at", type=int, default=None, help="position (default: the latest)")
@seat_option
@as_option
@click.option("--json", "as_json", is_flag=True, help='{"value", "because": [{"position", "text"}], "total"}')
@pass_ctx
def explain(ctx, campaign_ref, view, pointer, at, seat, role, as_json):
    """Why a value of a view is so: the events that made it. JSON-POINTER names the value in the
    view as `journal state --view VIEW --json` prints it, e.g. /characters/Thea/skills/lore."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    from ..projections.explaining import NotExplained, sentences

    info = ctx.journal.campaign(campaign_ref)
    viewer = reader(ctx, info.id, seat, role)
    try:
        answer = ctx.journal.explain(info.id, view, pointer, at, viewer)
    except NotExplained as error:
        fail(f"{error.message}; `journal state {shlex.quote(campaign_ref)} --view {view} --json` shows what is there")
    if as_json:
        click.echo(json_text.spaced(answer, sort_keys=True, ascii=False))
    else:
        click.echo("\n".join(sentences(answer)))


@click.command()
@click.argument("campaign_ref")
@pass_ctx
def fingerprints(ctx, campaign_ref):
    """The state fingerprint after every position, for comparing two replays byte for byte."""
    info = ctx.journal.campaign(campaign_ref)
    for env, fp in zip(ctx.journal.events(info.id), ctx.journal.fingerprints(info.id)):
        click.echo(f"{env['position']} {fp}")
