"""Serving the site (`journal serve`): one process with waitress, or several with gunicorn
(web/processes.py; several need PostgreSQL), each tuned as web/process_tuning.py says."""
from __future__ import annotations

import waitress
from flask import Flask

from . import DEFAULT_PORT, create_app, process_tuning, processes


def serve(host: str = "127.0.0.1", port: int = DEFAULT_PORT, url: str | None = None,
          instance_path: str | None = None, threads: int = 8, workers: int = 1, tuned: bool = True) -> None:
    """Serve the site: one process with waitress (`journal serve`, `make demo`), or `workers`
    processes with gunicorn (web/processes.py; several need PostgreSQL). Live streams take at
    most half of each process's threads unless STREAM_BUDGET says otherwise (web/live.py);
    under waitress, reading ahead one request lets a stream notice that its tablet has gone.
    Each process is `tuned` as web/process_tuning.py says, unless told not to."""
    def make_app() -> Flask:
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
        processes.serve(make_app, host, port, workers, threads)
        return
    waitress.serve(make_app(), host=host, port=port, threads=threads, channel_request_lookahead=1)
