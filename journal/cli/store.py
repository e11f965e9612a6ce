"""`journal init` and `journal rulesets`: make the store, and list the games it can hold."""
from __future__ import annotations

from importlib.metadata import entry_points

import click

from .context import pass_ctx


@click.command()
@pass_ctx
def init(ctx):
    """Create the instance folder and the store (and the site's secret key when the site is installed)."""
    ctx.instance.mkdir(parents=True, exist_ok=True)
    ctx.open(create=True)
    for hook in entry_points(group="campaign_journal.init"):
        hook.load()(ctx.instance)
    click.echo(f"store ready: {ctx.journal.settings.url}")


@click.command()
def rulesets():
    """List the games this installation knows."""
    import domain.rulesets as registry

    for rules in registry.all_rulesets():
        click.echo(f"{rules.name:<12} {rules.title} (rules {rules.rules_version})")
