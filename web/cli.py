"""The site's `journal` subcommands (entry points in pyproject.toml):

    journal init                      -> init_instance(instance): writes instance/secret_key
    journal serve [--host --port --threads --workers --demo --no-tuning] -> web.serve(...): waitress, or gunicorn
                                      processes, each tuned by web/process_tuning.py
    journal user add NAME [--password-stdin]
    journal user token NAME [--label L] [--days N] | --list | --revoke ID
    journal user grant CAMPAIGN NAME [--role owner|gm|player|viewer]
    journal seat CAMPAIGN SEAT USER | --unbind
    --owner NAME on `journal campaign new`, `fork`, `import`, `demo` -> owner_grant(...)

The core CLI passes its context object (`.db` URL or None, `.instance` Path) as click's obj.
"""
from __future__ import annotations

import errno
import ipaddress
import re
import socket
import sys

import click
from journal.store.application import require_store
from journal.config import store_settings

from . import DEFAULT_PORT
from .accounts import (ROLES, AccountError, AccountStore, add_member, add_user, issue_token, list_tokens,
                       own_every_campaign, revoke_token)
from .config import accounts_url, ensure_secret_key
from .seats import SeatError, bind, seat_list
from .serving import serve as run

DEMO_USER, DEMO_PASSWORD = "demo", "demo-table"


def init_instance(instance) -> None:
    """`journal init` hook: the site's secret key, made once and never committed."""
    ensure_secret_key(instance)


def _url(obj) -> str:
    """The accounts' database: the journal's store, which must exist (`journal init` makes it)."""
    db, instance = getattr(obj, "db", None), getattr(obj, "instance", "instance")
    require_store(store_settings(db, instance))
    return accounts_url(db, instance)


def owner_grant(obj, name: str):
    """`--owner NAME`: checks the user exists now (before a campaign is made), returns the grant."""
    store = AccountStore(_url(obj))
    user = store.user_named(name)
    if user is None:
        store.engine.dispose()
        raise click.ClickException(f"no user called {name!r}: add one with `journal user add {name}`")

    def grant(campaign_id: str) -> None:
        store.set_role(user.id, campaign_id, "owner")
    return grant


def _listen_problem(error: OSError, host: str, port: int) -> str:
    if error.errno == errno.EADDRINUSE:
        return f"port {port} on {host} is already in use: stop the other server or choose another port with --port"
    if error.errno == errno.EACCES:
        return f"port {port} on {host} needs more rights than this user has: choose a port above 1023 with --port"
    return f"cannot listen on {host}:{port} ({error.strerror or error}): check --host and --port"


def _check_host(host: str) -> None:
    """--host as the server reads it: an IP address, or a name this machine finds an address for
    (a dotted number that is no address, like 999.1.1.1, is refused without looking it up)."""
    try:
        ipaddress.ip_address(host)
        return
    except ValueError:
        pass
    if re.fullmatch(r"[\d.]+", host) or not re.fullmatch(r"[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?", host):
        raise click.ClickException(f"--host {host}: not an IP address or a host name (e.g. 127.0.0.1, 0.0.0.0 or ::)")
    try:
        socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as error:
        raise click.ClickException(f"--host {host}: no address of this name is found "
                                   f"({getattr(error, 'strerror', None) or error})") from None


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="address to listen on")
@click.option("--port", default=DEFAULT_PORT, show_default=True, type=click.IntRange(1, 65535))
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 1000),
              help="request threads of each process")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="site processes on one PostgreSQL database (gunicorn); one serves a SQLite store")
@click.option("--demo", is_flag=True, help=f"log in as {DEMO_USER!r} / {DEMO_PASSWORD!r}: owner of every campaign")
@click.option("--tuning/--no-tuning", default=True, show_default=True,
              help="one C heap per process and a settled garbage collector (docs/serve.md)")
@click.pass_obj
def serve(obj, host, port, threads, workers, demo, tuning):
    """Serve the web site: with waitress, or as several processes with gunicorn; each process
    tuned by web/process_tuning.py unless --no-tuning."""
    _check_host(host)
    _url(obj)
    if workers > 1 and store_settings(getattr(obj, "db", None), getattr(obj, "instance", None)).kind != "postgres":
        raise click.ClickException(f"--workers {workers}: several site processes need a PostgreSQL store "
                                   "(--db or JOURNAL_DATABASE_URL=postgresql://...); a SQLite store is served by one")
    if demo:
        _demo_owner(obj)
    hint = "" if demo else _login_hint(obj)
    obj.close()   # each site process opens the store itself, after it starts
    login = f" (log in as {DEMO_USER} / {DEMO_PASSWORD})" if demo else ""
    processes = f" with {workers} processes" if workers > 1 else ""
    click.echo(f"serving on http://{host}:{port}/{processes}{login}")
    if hint:
        click.echo(hint)
    try:
        run(host, port, url=getattr(obj, "db", None), instance_path=str(getattr(obj, "instance", "instance")),
            threads=threads, workers=workers, tuned=tuning)
    except OSError as error:
        raise click.ClickException(_listen_problem(error, host, port)) from None


def _login_hint(obj) -> str:
    """How to log in, when the store has no account yet: nobody could, and a store of demo
    campaigns (`journal demo`) is meant to be served with --demo."""
    store = AccountStore(_url(obj))
    try:
        if store.has_accounts():
            return ""
    finally:
        store.engine.dispose()
    anchors = obj.journal.anchors
    if any(a.reason == "demo" for campaign in anchors.campaigns() for a in anchors.of(str(campaign))):
        return (f"no account yet, and the store holds demo campaigns: serve them with `journal serve --demo` "
                f"and log in as {DEMO_USER} / {DEMO_PASSWORD}, or add yours with `journal user add NAME` "
                "and `journal user grant CAMPAIGN NAME`")
    return "no account yet: add one with `journal user add NAME` to log in"


def _demo_owner(obj) -> None:
    """The demo account (made once) owns every campaign in the store, e.g. after `journal demo`."""
    _ = obj.journal   # opened, so an older store has its campaigns index before the grant reads it
    own_every_campaign(_url(obj), DEMO_USER, password=DEMO_PASSWORD)


@click.group()
def user():
    """Accounts of the web site."""


@user.command("add")
@click.argument("name")
@click.option("--password-stdin", is_flag=True, help="read the password from standard input")
@click.pass_obj
def user_add(obj, name, password_stdin):
    """Create an account: the password is asked for at a terminal, or read from stdin when piped."""
    piped = password_stdin or not sys.stdin.isatty()
    password = sys.stdin.readline().rstrip("\n") if piped else click.prompt(
        "password", hide_input=True, confirmation_prompt=True)
    if len(password) < 8:
        raise click.ClickException("a password has at least 8 characters")
    try:
        add_user(_url(obj), name, password)
    except AccountError as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"user {name} added")


@user.command("token")
@click.argument("name")
@click.option("--label", default="cli", show_default=True)
@click.option("--days", type=click.IntRange(1, 3650), default=None, help="expire after this many days (default: never)")
@click.option("--list", "listing", is_flag=True, help="list the user's tokens instead (ids, labels, how each begins, expiry)")
@click.option("--revoke", "revoke_id", type=int, default=None, metavar="ID", help="revoke the token with this id")
@click.pass_obj
def user_token(obj, name, label, days, listing, revoke_id):
    """Issue an API bearer token (printed once), or list or revoke the user's tokens."""
    try:
        if listing:
            for token in list_tokens(_url(obj), name):
                expires = token["expires_at"] or "never"
                begins = f"{token['prefix']}…" if token["prefix"] else "(not yet used)"
                click.echo(f"{token['id']:>5}  {token['label']:<20} {begins:<14} issued {token['created_at']}  "
                           f"expires {expires}{'  (expired)' if token['expired'] else ''}")
        elif revoke_id is not None:
            if not revoke_token(_url(obj), name, revoke_id):
                raise click.ClickException(f"{name} has no token {revoke_id} (see --list)")
            click.echo(f"token {revoke_id} of {name} is revoked")
        else:
            click.echo(issue_token(_url(obj), name, label, days))
    except AccountError as error:
        raise click.ClickException(str(error)) from None


@user.command("grant")
@click.argument("campaign_ref")
@click.argument("name")
@click.option("--role", type=click.Choice(ROLES), default="owner", show_default=True)
@click.pass_obj
def user_grant(obj, campaign_ref, name, role):
    """Give a user a role in a campaign (by id, id prefix or exact name), e.g. a demo campaign."""
    info = obj.journal.campaign(campaign_ref)
    try:
        add_member(_url(obj), info.id, name, role)
    except AccountError as error:
        raise click.ClickException(str(error)) from None
    click.echo(f"{name} is {role} of {info.name} ({info.id})")


@click.command()
@click.argument("campaign_ref")
@click.argument("seat")
@click.argument("name", required=False)
@click.option("--unbind", is_flag=True, help="leave the seat unbound: anyone at the table plays it")
@click.pass_obj
def seat(obj, campaign_ref, seat, name, unbind):
    """Bind a seat of a campaign to a member (only they, the owner and the game master act for it),
    or --unbind it."""
    if unbind == bool(name):
        raise click.ClickException("name the user to bind the seat to, or give --unbind (not both)")
    info = obj.journal.campaign(campaign_ref)
    store = AccountStore(_url(obj))
    try:
        bind(obj.journal, store, info.id, seat, None if unbind else name)
        click.echo(f"seat {seat} of {info.name} is " + ("unbound: anyone at the table plays it" if unbind
                                                        else f"bound to {name}"))
        for entry in seat_list(obj.journal, store, info.id):
            click.echo(f"  {entry['seat']}: {entry['user'] or '(unbound)'}")
    except SeatError as error:
        raise click.ClickException(error.message) from None
    finally:
        store.engine.dispose()
