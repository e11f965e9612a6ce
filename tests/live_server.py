"""The site on a loopback port in a thread, for clients that talk HTTP to it (schemathesis, the
reference client, live streams): werkzeug's threaded server, or waitress as `journal serve` runs it."""
from __future__ import annotations

import socket
import socketserver
import threading
import time
from contextlib import contextmanager

from werkzeug.serving import ThreadedWSGIServer, WSGIRequestHandler


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


class Server(ThreadedWSGIServer):
    """werkzeug's threaded server keeping its connections and their threads, so that stopping
    can end the idle ones and wait for the busy ones: a browser holds HTTP/1.1 connections open,
    each a thread waiting for its next request; and socketserver keeps no daemon thread."""

    def __init__(self, app, handler=None):
        super().__init__("127.0.0.1", 0, app, handler=handler)
        self.connections: list[tuple[socket.socket, threading.Thread]] = []
        self._keeping = threading.Lock()

    def process_request_thread(self, request, client_address):
        with self._keeping:
            self.connections = [(known, thread) for known, thread in self.connections if thread.is_alive()]
            self.connections.append((request, threading.current_thread()))
        super().process_request_thread(request, client_address)

    def end_connections(self) -> None:
        """No more requests on any connection: a thread waiting for one reads the end and
        returns; a request being answered still sends its answer."""
        for connection, _ in list(self.connections):
            try:
                connection.shutdown(socket.SHUT_RD)
            except OSError:   # closed already
                pass


def end_streams(app) -> None:
    """End the app's open live streams (each holds a request thread until it ends)."""
    streams = app.extensions.get("live_streams")
    if streams is not None:
        streams.close()


def stop_werkzeug(server: Server, thread, app, timeout: float = 30.0) -> None:
    """Stop the threaded server so that the app's stores can close after it: stop
    accepting, end the live streams, then wait (at most `timeout`) for the requests still being
    answered. Its request threads are daemons, and `shutdown()` alone returns while one of them
    may still read a store: closing that store's SQLite connection under it crashes the process."""
    server.shutdown()
    thread.join(timeout)
    end_streams(app)
    server.end_connections()
    deadline = time.monotonic() + timeout
    for _, request in list(server.connections):
        request.join(max(0.0, deadline - time.monotonic()))
    socketserver.TCPServer.server_close(server)   # the socket; ThreadingMixIn's own waits unbounded


@contextmanager
def serving(app, server: str = "werkzeug", threads: int = 4):
    """The app served at http://127.0.0.1:PORT until the block ends; `server="waitress"`: on
    waitress with `threads` request threads, as `journal serve` does."""
    if server == "waitress":
        from waitress.server import create_server

        made = create_server(app, host="127.0.0.1", port=0, threads=threads, channel_request_lookahead=1)
        run, stop, port = _until_closed(made), made.close, made.effective_port
    else:
        made = Server(app, handler=Quiet)
        run, port = made.serve_forever, made.port
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        if server == "waitress":
            made.close()
            thread.join(timeout=30)
        else:
            stop_werkzeug(made, thread, app)
