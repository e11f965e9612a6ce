"""The site on a loopback port in a thread, for clients that talk HTTP to it (schemathesis, the
reference client, live streams): werkzeug's threaded server, or waitress as `journal serve` runs it."""
from __future__ import annotations

import threading
from contextlib import contextmanager

from werkzeug.serving import WSGIRequestHandler, make_server


class Quiet(WSGIRequestHandler):
    def log_request(self, *args, **kwargs):  # thousands of requests: the failures say enough
        pass


def _until_closed(server):
    """waitress's loop, which may find its sockets closed under it when the block ends (closing
    from another thread is how it stops): that is the end, not an error."""
    def run():
        try:
            server.run()
        except OSError:
            if server.accepting:   # still open: a real failure
                raise
    return run


@contextmanager
def serving(app, server: str = "werkzeug", threads: int = 4):
    """The app served at http://127.0.0.1:PORT until the block ends; `server="waitress"`: on
    waitress with `threads` request threads, as `journal serve` does."""
    if server == "waitress":
        from waitress.server import create_server

        made = create_server(app, host="127.0.0.1", port=0, threads=threads, channel_request_lookahead=1)
        run, stop, port = _until_closed(made), made.close, made.effective_port
    else:
        made = make_server("127.0.0.1", 0, app, threaded=True, request_handler=Quiet)
        run, stop, port = made.serve_forever, made.shutdown, made.port
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop()
        thread.join(timeout=30)
