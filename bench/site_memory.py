"""The memory of a real site process serving a long campaign: `journal serve` on the bench's
store, logged in over HTTP as the account that owns every campaign, asked for each page of
the long campaign at random positions; its resident set read from /proc (Linux).

The figure is the process's own, so it includes what the site imports, and never WeasyPrint
(chronicles are laid out in a process of their own)."""
from __future__ import annotations

import http.cookiejar
import random
import re
import sys
import urllib.parse
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.integration.site_processes import SiteProcess  # noqa: E402

TARGET_MB = 100


def resident(pid: int) -> tuple[float, float]:
    """(resident set now, its highest so far) in MB."""
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    return int(status["VmRSS"].split()[0]) / 1024, int(status["VmHWM"].split()[0]) / 1024


def logged_in(base: str, name: str, password: str) -> urllib.request.OpenerDirector:
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    form = opener.open(f"http://{base}/login").read().decode()
    token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', form).group(1)
    body = urllib.parse.urlencode({"name": name, "password": password, "csrf_token": token}).encode()
    opener.open(f"http://{base}/login", data=body).read()
    return opener


def pages(cid: str, head: int, at: int) -> list[str]:
    return [f"/campaigns/{cid}/replay?at={at}", f"/campaigns/{cid}/replay/step?at={at}", f"/campaigns/{cid}/dice",
            "/campaigns", f"/campaigns/{cid}/table", f"/campaigns/{cid}/history?page={(head - at) // 50 + 1}",
            f"/api/v1/campaigns/{cid}/events?start={at}&limit=100", f"/campaigns/{cid}"]


def site_memory(url: str, instance: Path, cid: str, head: int, user: str, password: str,
                requests: int = 240) -> dict[str, float]:
    """{"started", "served", "highest"}: MB after logging in, after `requests` pages, and the peak."""
    site = SiteProcess(url, instance).wait_ready()
    try:
        opener = logged_in(site.base, user, password)
        started, _ = resident(site.process.pid)
        rng = random.Random(9)
        for number in range(requests):
            path = pages(cid, head, rng.randint(1, head))[number % 8]
            with opener.open(f"http://{site.base}{path}") as answer:
                if answer.status != 200:
                    raise SystemExit(f"GET {path} answered {answer.status}")
                answer.read()
        served, highest = resident(site.process.pid)
        return {"started": started, "served": served, "highest": highest}
    finally:
        site.stop()
