"""Per-process services made on first use, so they are created after a server forks."""
from __future__ import annotations

import functools
import threading
from typing import Callable, TypeVar

from flask import Flask, current_app
from journal.service import Journal

T = TypeVar("T")
_lock = threading.Lock()


def lazy_extension(key: str, make: Callable[[Flask], T], app: Flask | None = None) -> T:
    """`app.extensions[key]`, built once by `make(app)` under a lock (request threads share it)."""
    app = app or current_app
    found = app.extensions.get(key)
    if found is None:
        with _lock:
            found = app.extensions.get(key)
            if found is None:
                found = app.extensions[key] = make(app)
    return found


def _make_journal(app: Flask):
    return Journal(url=app.config.get("JOURNAL_DATABASE_URL"), instance_path=app.instance_path)


def journal_of(app: Flask | None = None):
    """The app's `journal.service.Journal` (thread-safe, shared by request threads)."""
    return lazy_extension("journal", _make_journal, app)


def one_reading(view):
    """A page that reads campaigns reads each campaign's head once (Journal.reading): its
    caches each check the head, a query apiece on PostgreSQL. Only for a view that answers
    at once: a live stream must see new heads."""
    @functools.wraps(view)
    def reading(*args, **kwargs):
        with journal_of().reading():
            return view(*args, **kwargs)
    return reading
