"""`journal serve` and `journal user …`: the site's commands, added to the journal CLI by entry point."""
from __future__ import annotations

import sys

import click

from journal.config import instance_path

DEMO_USER, DEMO_PASSWORD = "demo", "demo"


def init_instance(folder) -> None:
    """`journal init` hook: the site's secret key lives in the instance folder, never in git."""
    from .config import ensure_secret_key

    ensure_secret_key(folder)


def _settings(ctx):
    root = ctx.find_root().obj
    return root.db, root.instance


def _ensure_demo_login(url, folder) -> None:
    """The demo user owns every campaign in the demo store."""
    from journal.service import Journal

    from .accounts import AccountError, add_member, add_user

    try:
        add_user(url, DEMO_USER, DEMO_PASSWORD, instance_path=folder)
    except AccountError:
        pass  # already there from an earlier `make demo`
    journal = Journal(url=url, instance_path=folder)
    try:
        for info in journal.campaigns():
            add_member(url, info.id, DEMO_USER, "owner", instance_path=folder)
    finally:
        journal.close()


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=5000, type=int, show_default=True)
@click.option("--demo", is_flag=True, help="give the demo login (demo/demo) every campaign and print it")
@click.pass_context
def serve(ctx, host, port, demo):
    """Serve the site with a production WSGI server (waitress)."""
    from . import serve as run

    url, folder = _settings(ctx)
    init_instance(folder)
    if demo:
        _ensure_demo_login(url, folder)
        click.echo(f"Campaign Journal demo: open http://{host}:{port}/ and log in as "
                   f"user '{DEMO_USER}' with password '{DEMO_PASSWORD}'. Stop with Ctrl-C.")
    else:
        click.echo(f"Campaign Journal on http://{host}:{port}/  (Ctrl-C stops)")
    run(host=host, port=port, url=url, instance_path=str(folder))


@click.group()
def user():
    """Site accounts: add users, issue API tokens."""


def _password() -> str:
    if sys.stdin.isatty():
        return click.prompt("password", hide_input=True, confirmation_prompt=True)
    password = sys.stdin.readline().rstrip("\n")
    if not password:
        raise click.UsageError("no password on standard input")
    return password


@user.command("add")
@click.argument("name")
@click.pass_context
def user_add(ctx, name):
    """Create an account (password from a prompt, or from stdin when it is not a terminal)."""
    from .accounts import AccountError, add_user

    url, folder = _settings(ctx)
    try:
        add_user(url, name, _password(), instance_path=folder)
    except AccountError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)
    click.echo(f"user {name} added")


@user.command("token")
@click.argument("name")
@click.pass_context
def user_token(ctx, name):
    """Print a new bearer token for the JSON API (shown once)."""
    from .accounts import AccountError, issue_token

    url, folder = _settings(ctx)
    try:
        click.echo(issue_token(url, name, instance_path=folder))
    except AccountError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)


__all__ = ["serve", "user", "init_instance", "instance_path"]
