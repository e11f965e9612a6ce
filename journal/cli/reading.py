"""`journal log`, `state`, `explain` and `fingerprints`: a campaign's events and states as
the operator reads them (everything)."""
from __future__ import annotations

import json
import shlex

import click

from .context import fail, pass_ctx


def _summary(env: dict) -> str:
    data = env["data"]
    if "dice" in data and isinstance(data["dice"], list):
        faces = " ".join(f"{d.get('kind', 'd')}:{d.get('value')}" for d in data["dice"] if isinstance(d, dict))
        return f"{data.get('purpose', '')} [{faces}]".strip()
    for key in ("text", "reason", "name"):
        if isinstance(data.get(key), str):
            return data[key][:70]
    return json.dumps(data, sort_keys=True)[:70]


@click.command()
@click.argument("campaign_ref")
@click.option("--json", "as_json", is_flag=True, help="envelopes as JSON lines")
@click.option("--from", "start", type=click.IntRange(min=1), default=1)
@click.option("--to", "stop", type=click.IntRange(min=1), default=None)
@pass_ctx
def log(ctx, campaign_ref, as_json, start, stop):
    """The campaign's events, each in its sentence (as the operator reads it: everything);
    physical, digital and derived entries are flagged."""
    info = ctx.journal.campaign(campaign_ref)
    found = ctx.journal.events(info.id, start, stop)
    if as_json:
        for env in found:
            click.echo(json.dumps(env, sort_keys=True))
        return
    from domain.kernel.viewers import Viewer

    from ..projections.telling import told
    sentences = dict(told(ctx.journal.parts, info.id, found[0]["position"], found[-1]["position"], Viewer.auditor())) \
        if found else {}
    for env in found:
        mark = " (retracted)" if env["retracted"] else ""
        sentence = sentences.get(env["position"]) or _summary(env)
        click.echo(f"{env['position']:>6} {env['source']:<8} {env['type']:<34} {env['actor']:<10} {sentence}{mark}")


@click.command()
@click.argument("campaign_ref")
@click.option("--at", type=int, default=None, help="position (default: the latest)")
@click.option("--view", default=None, help="one of the ruleset's views")
@click.option("--json", "as_json", is_flag=True)
@pass_ctx
def state(ctx, campaign_ref, at, view, as_json):
    """The campaign state (or one view of it) at a position, with its fingerprint."""
    info = ctx.journal.campaign(campaign_ref)
    replayed = ctx.journal.state(info.id, at)
    body = ctx.journal.view(info.id, view, replayed.position) if view else replayed.state
    if as_json:
        click.echo(json.dumps(body if view else {"position": replayed.position, "fingerprint": replayed.fingerprint,
                                                 "state": body}, sort_keys=True))
        return
    click.echo(f"{info.name} ({info.ruleset}) at position {replayed.position}; fingerprint {replayed.fingerprint}")
    views = ctx.journal.ruleset_of(info.id).views
    click.echo(f"views: {', '.join(views) or 'none'}")
    click.echo(json.dumps(body, indent=2, sort_keys=True, ensure_ascii=False))


@click.command()
@click.argument("campaign_ref")
@click.argument("view")
@click.argument("pointer", metavar="JSON-POINTER")
@click.option("--at", type=int, default=None, help="position (default: the latest)")
@click.option("--seat", default=None, help="explain as the player at this seat sees it (default: everything)")
@click.option("--json", "as_json", is_flag=True, help='{"value", "because": [{"position", "text"}], "total"}')
@pass_ctx
def explain(ctx, campaign_ref, view, pointer, at, seat, as_json):
    """Why a value of a view is so: the events that made it. JSON-POINTER names the value in the
    view as `journal state --view VIEW --json` prints it, e.g. /characters/Thea/skills/lore."""
    from ..projections.explaining import NotExplained, sentences
    from ..projections.moves import seat_reader

    info = ctx.journal.campaign(campaign_ref)
    viewer = seat_reader(ctx.journal, info.id, seat)[0] if seat else None
    try:
        answer = ctx.journal.explain(info.id, view, pointer, at, viewer)
    except NotExplained as error:
        fail(f"{error.message}; `journal state {shlex.quote(campaign_ref)} --view {view} --json` shows what is there")
    if as_json:
        click.echo(json.dumps(answer, ensure_ascii=False, sort_keys=True))
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
