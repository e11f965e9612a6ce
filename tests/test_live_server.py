"""The test server stops only after the requests it is answering: the browser tests close the
app's stores right after it stops, and a request still reading one then crashed a worker."""
from __future__ import annotations

import http.client
import threading

from flask import Flask

from .live_server import Server, stop_werkzeug


def test_stopping_waits_for_the_request_being_answered_and_ends_idle_connections():
    app = Flask(__name__)
    entered, release, answered = threading.Event(), threading.Event(), []

    @app.get("/slow")
    def slow():
        entered.set()
        release.wait(5)
        answered.append(True)
        return "done"

    @app.get("/quick")
    def quick():
        return "ok"

    server = Server(app)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    idle = http.client.HTTPConnection("127.0.0.1", server.port)
    idle.request("GET", "/quick")
    assert idle.getresponse().read() == b"ok"   # the connection stays open, its thread waiting

    replies = []
    client = threading.Thread(target=lambda: replies.append(_get(server.port, "/slow")))
    client.start()
    assert entered.wait(5)
    threading.Timer(1.0, release.set).start()
    stop_werkzeug(server, thread, app)

    assert answered == [True]
    assert not [thread for _, thread in server.connections if thread.is_alive()]
    client.join(5)
    assert replies == [b"done"]
    idle.close()


def _get(port: int, path: str) -> bytes:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", path)
    return connection.getresponse().read()
