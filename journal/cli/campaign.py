"""`journal campaign new` and `journal campaign list`: start a campaign, list them all.

Listing reads the store's index only: it imports neither the verifier, the exporter nor the
rulesets' command schemas (tests/journal/test_cli_imports.py).
"""
from __future__ import annotations

import click

from ..store import catalogs
from .context import actor_name, owner_option, parse_json, pass_ctx


@click.group()
def campaign():
    """Create and list campaigns."""


@campaign.command("new")
@click.option("--ruleset", required=True)
@click.option("--name", required=True)
@click.option("--setup", "setup_json", default="{}", help="setup options as JSON")
@click.option("--catalog", help="card catalog: builtin, an imported name, or a .toml/.json file")
@owner_option
@pass_ctx
def campaign_new(ctx, ruleset, name, setup_json, catalog, owner):
    """Start a campaign; prints its id."""
    setup = parse_json(setup_json, "--setup")
    grant = ctx.owner(owner)
    if catalog:
        rules = ctx.journal.ruleset(ruleset)
        setup = {**setup, "catalog": catalogs.resolve(ctx.instance, rules, catalog)}
    campaign_id = ctx.journal.create_campaign(ruleset, name, setup, actor_name())
    grant(campaign_id)
    click.echo(campaign_id)


@campaign.command("list")
@pass_ctx
def campaign_list(ctx):
    """Every campaign in the store."""
    for info in ctx.journal.campaigns():
        problem = ctx.journal.first_event_problem(info.id)
        damaged = f"  DAMAGED: {problem} (see `journal verify {info.id}`)" if problem else ""
        click.echo(f"{info.id}  {info.ruleset:<10} {info.position:>6} events  {info.name}{damaged}")
