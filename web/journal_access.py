"""One Journal per process, made on first use so it is created after a server forks."""
from __future__ import annotations

import threading

from flask import Flask, current_app

_lock = threading.Lock()


def journal_of(app: Flask | None = None):
    """The app's `journal.service.Journal` (thread-safe, shared by request threads)."""
    app = app or current_app
    journal = app.extensions.get("journal")
    if journal is None:
        with _lock:
            journal = app.extensions.get("journal")
            if journal is None:
                from journal.service import Journal

                journal = Journal(url=app.config.get("JOURNAL_DATABASE_URL"), instance_path=app.instance_path)
                app.extensions["journal"] = journal
    return journal
