"""The Flask site: app factory and a production server (waitress).

Nothing is built at import time: `create_app` configures from the instance folder,
and the Journal and the accounts store are made lazily on first use in each process.
"""
from __future__ import annotations

from flask import Flask, redirect, url_for
from flask_wtf.csrf import CSRFProtect
from journal.config import instance_path as journal_instance_path

from . import config
from .json_responses import ResponsesByOrjson

csrf = CSRFProtect()
DEFAULT_PORT = 8000  # `journal serve`, `make demo`, README and docs all say this one


def create_app(test_config: dict | None = None, instance_path: str | None = None) -> Flask:
    """Build the site. `test_config` overrides instance/config.py (and skips it)."""
    # the same folder the journal uses: given, $JOURNAL_INSTANCE, or ./instance
    instance_path = str(journal_instance_path(instance_path))
    app = Flask(__name__, instance_relative_config=True, instance_path=instance_path)
    app.json = ResponsesByOrjson(app)
    app.config.from_mapping(config.defaults())
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
        app.config.from_prefixed_env("JOURNAL_WEB")
    else:
        app.config.from_mapping(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = config.ensure_secret_key(app.instance_path)
    _extensions(app)
    _blueprints(app)
    app.after_request(_security_headers)
    return app


# Our pages load scripts only from /static; inline style attributes carry die colours.
CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'"


def _security_headers(response):
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    response.headers.setdefault("Content-Security-Policy", CSP)
    return response


def _extensions(app: Flask) -> None:
    from .accounts.login import login_manager

    csrf.init_app(app)
    login_manager.init_app(app)


def _blueprints(app: Flask) -> None:
    from . import api, campaigns, card_import, chronicle, errors, explain, replay, table
    from .accounts import routes as auth
    from .render import register_filters

    for blueprint in (auth.bp, campaigns.bp, table.bp, replay.bp, chronicle.bp, card_import.bp, explain.bp):
        app.register_blueprint(blueprint)
    app.register_blueprint(api.bp, url_prefix="/api/v1")
    csrf.exempt(api.bp)
    errors.register(app)
    register_filters(app)
    app.add_url_rule("/", "home", lambda: redirect(url_for("campaigns.index")))


def serve(host: str = "127.0.0.1", port: int = DEFAULT_PORT, url: str | None = None,
          instance_path: str | None = None, threads: int = 8, workers: int = 1, tuned: bool = True) -> None:
    """Serve the site: one process with waitress (`journal serve`, `make demo`), or `workers`
    processes with gunicorn (web/processes.py; several need PostgreSQL). Live streams take at
    most half of each process's threads unless STREAM_BUDGET says otherwise (web/live.py);
    under waitress, reading ahead one request lets a stream notice that its tablet has gone.
    Each process is `tuned` as web/process_tuning.py says, unless told not to."""
    def make_app() -> Flask:
        from . import process_tuning

        if tuned:
            process_tuning.share_heaps()
        app = create_app(None, instance_path=instance_path)
        app.config["SERVER_THREADS"] = threads
        if url:
            app.config["JOURNAL_DATABASE_URL"] = url
        if tuned:
            process_tuning.settle()
        return app

    if workers > 1:
        from . import processes

        processes.serve(make_app, host, port, workers, threads)
        return
    import waitress

    waitress.serve(make_app(), host=host, port=port, threads=threads, channel_request_lookahead=1)
