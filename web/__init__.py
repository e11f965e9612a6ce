"""The Flask site: the app factory (the server that runs it: web/serving.py).

Nothing is built at import time: `create_app` configures from the instance folder,
and the Journal and the accounts store are made lazily on first use in each process.
"""
from __future__ import annotations

from flask import Flask, redirect, url_for
from flask_wtf.csrf import CSRFProtect
from journal.config import instance_path as journal_instance_path

from . import (api, campaigns, card_import, chronicle, config, errors, explain, joining, replay, sync_api, sync_panel,
               table)
from .accounts import routes as auth
from .accounts.login import login_manager
from .json_responses import ResponsesByOrjson
from .render import register_filters

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
    csrf.init_app(app)
    login_manager.init_app(app)


def _blueprints(app: Flask) -> None:
    for blueprint in (auth.bp, campaigns.bp, table.bp, replay.bp, chronicle.bp, card_import.bp, explain.bp, joining.bp,
                      sync_panel.bp):
        app.register_blueprint(blueprint)
    app.register_blueprint(api.bp, url_prefix="/api/v1")
    csrf.exempt(api.bp)
    errors.register(app)
    register_filters(app)
    app.add_url_rule("/", "home", lambda: redirect(url_for("campaigns.index")))
