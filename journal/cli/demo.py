"""`journal demo`: load each ruleset's demo campaigns into the store, once."""
from __future__ import annotations

import click

import domain.rulesets as registry

from .context import fail, owner_option, pass_ctx, progress


@click.command()
@click.option("--ruleset", "names", multiple=True, help="only these rulesets (default: every ruleset with a demo)")
@owner_option
@pass_ctx
def demo(ctx, names, owner):
    """Load the demo campaigns (once); prints what was loaded."""
    chosen = [r for r in registry.all_rulesets() if not names or r.name in names]
    unknown = sorted(set(names) - {r.name for r in chosen})
    if unknown:
        fail(f"no ruleset {', '.join(map(repr, unknown))}; known: {', '.join(registry.available())}")
    grant = ctx.owner(owner)
    present = {c.name: c.id for c in ctx.journal.campaigns()}
    for rules in chosen:
        for script in progress(ctx.journal.demo_scripts(rules.name), desc=rules.name, leave=False):
            title = script["name"]
            if title in present:
                grant(present[title])
                click.echo(f"demo campaign already loaded: {title}")
                continue
            cid = ctx.journal.load_demo(rules.name, name=title)
            grant(cid)
            click.echo(f"loaded demo campaign {title!r} ({rules.name}): {cid}, {ctx.journal.head(cid)} events")
