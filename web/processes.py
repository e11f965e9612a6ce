"""Several site processes on one PostgreSQL database (`journal serve --workers N`), with gunicorn.

gunicorn's arbiter binds the port, forks the workers, restarts one that dies and stops them
all on SIGTERM or Ctrl-C. Each worker builds its own app after the fork, so its Journal, its
connection pools and its listening connection (journal/store/announcements.py) are its own; each
answers requests on `threads` threads (gunicorn's gthread workers), and its live streams take
at most half of them, as under waitress (web/live.py). A stopping worker ends its streams at
once (the browsers reconnect to another worker) and its other requests within GRACE_SECONDS.
"""
from __future__ import annotations

import signal
import socket
from typing import Callable

from flask import Flask
from gunicorn.app.base import BaseApplication

from .journal_access import lazy_extension
from .live import Budget

GRACE_SECONDS = 10


def check_port(host: str, port: int) -> None:
    """OSError now if the address cannot be listened on (gunicorn would retry for seconds)."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host, port))


def _streams_end_on_stop(worker) -> None:
    """gunicorn's post_worker_init hook: SIGTERM ends the worker's streams too, so it stops at
    once instead of waiting the grace period out for connections that never finish."""
    stop, budget = worker.handle_exit, lazy_extension("live_streams", Budget.of, worker.wsgi)

    def ending(signum, frame):
        budget.closing.set()
        stop(signum, frame)
    signal.signal(signal.SIGTERM, ending)


class SiteProcesses(BaseApplication):
    """gunicorn run from code: the options are set here, not read from its command line."""

    def __init__(self, make_app: Callable[[], Flask], options: dict):
        self.make_app, self.options = make_app, options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Flask:
        return self.make_app()


def serve(make_app: Callable[[], Flask], host: str, port: int, workers: int, threads: int) -> None:
    """Serve until stopped: `workers` processes of `threads` request threads each."""
    check_port(host, port)
    SiteProcesses(make_app, {
        "bind": f"[{host}]:{port}" if ":" in host else f"{host}:{port}", "workers": workers,
        "worker_class": "gthread", "threads": threads, "graceful_timeout": GRACE_SECONDS,
        "post_worker_init": _streams_end_on_stop, "accesslog": None, "errorlog": "-", "loglevel": "warning",
    }).run()
