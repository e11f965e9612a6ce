"""Playwright against Debian's chromium and a live server in a thread (no browser downloads)."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from ..conftest import close_app, make_app

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
TABLET = {"width": 1024, "height": 768}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium")
    return {**browser_type_launch_args, "executable_path": CHROMIUM,
            "args": ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync"]}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": TABLET}


@pytest.fixture
def live(tmp_path):
    """The site with CSRF on, served on a free loopback port; yields its base URL."""
    app = make_app(tmp_path, WTF_CSRF_ENABLED=True, TABLE_POLL_SECONDS=0)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", app
    server.shutdown()
    thread.join(timeout=10)
    close_app(app)


@pytest.fixture
def shot():
    """Save a screenshot under tests/artifacts/ for people to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str):
        page.screenshot(path=str(ARTIFACTS / f"web-{name}.png"), full_page=False)
    return take
