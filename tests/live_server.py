"""The site on a loopback port in a thread, for clients that talk HTTP to it (schemathesis, the
reference client)."""
from __future__ import annotations

import threading
from contextlib import contextmanager

from werkzeug.serving import WSGIRequestHandler, make_server


class Quiet(WSGIRequestHandler):
    def log_request(self, *args, **kwargs):  # thousands of requests: the failures say enough
        pass


@contextmanager
def serving(app):
    """The app served at http://127.0.0.1:PORT until the block ends."""
    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.port}"
    finally:
        server.shutdown()
        thread.join()
