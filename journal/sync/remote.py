"""Another Campaign Journal site, reached over its JSON API with an owner's bearer token
(the standard library's HTTP client). Every failure is a SyncError saying what went wrong in
a sentence: a bad URL, a site that does not answer, a refused token, a line that moved on."""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from urllib.parse import urlsplit

from domain.kernel import json_text

from ..errors import SyncError
from .batch import Batch, encoded

TIMEOUT_SECONDS = 120   # a batch lands in one transaction; a busy site may take a while


class MovedOn(SyncError):
    """The other side's head is not where the batch starts: it recorded events meanwhile."""


@dataclass(frozen=True)
class Line:
    """The other side's log of a campaign: its name and the hash of each event."""

    name: str
    hashes: list[str]


class Remote:
    """The site at `url` (http or https), acting as the owner of the token."""

    def __init__(self, url: str, token: str, label: str | None = None, timeout: float = TIMEOUT_SECONDS):
        parts = urlsplit(url.strip())
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise SyncError(f"{url!r} is not a site's address: give one like https://journal.example.org")
        self.base = url.strip().rstrip("/")
        self.token, self.label, self.timeout = token, label or parts.netloc, timeout

    def line(self, campaign: str) -> Line | None:
        """The site's log of the campaign, or None when it has none (or none its owner may see)."""
        status, body = self._call("GET", f"/campaigns/{campaign}/sync")
        if status == 404:
            return None
        return Line(body["name"], list(body["hashes"]))

    def verified(self, campaign: str) -> dict:
        """The site verifies the campaign: {"verified", "problem", "hashes", ...}."""
        status, body = self._call("GET", f"/campaigns/{campaign}/sync?verify=1")
        if status == 404:
            raise SyncError(f"the site {self.label} no longer has campaign {campaign}")
        return body

    def events(self, campaign: str, after: int) -> Batch:
        """The site's events of the campaign after `after`, one batch of them."""
        status, body = self._call("GET", f"/campaigns/{campaign}/sync/events?after={after}")
        if status == 404:
            raise SyncError(f"the site {self.label} has no campaign {campaign} that this token's owner owns")
        return Batch.from_json(body)

    def send(self, batch: Batch) -> dict:
        """Append the batch on the site: {"head", "verified", "problem"} once it landed."""
        status, body = self._call("POST", f"/campaigns/{batch.campaign}/sync/events", encoded(batch))
        if status == 404:
            raise SyncError(f"the site {self.label} holds campaign {batch.campaign}, but not for this token's owner: "
                            "push with a token of its owner there")
        return body

    def mark_fork(self, fork: str, source: str, at: int, name: str) -> dict:
        """End the line sent as `fork` with the marker of a fork of `source` parting after `at`:
        {"verified", "problem", ...} once the site marked it."""
        body = json_text.canonical({"of": source, "at": at, "name": name})
        status, answer = self._call("POST", f"/campaigns/{fork}/sync/fork", body)
        if status == 404:
            raise SyncError(f"the site {self.label} holds campaign {fork} or {source}, but not for this token's owner")
        return answer

    def _call(self, method: str, path: str, body: bytes | None = None) -> tuple[int, dict]:
        request = urllib.request.Request(f"{self.base}/api/v1{path}", data=body, method=method, headers={
            "Authorization": f"Bearer {self.token}", "Accept": "application/json",
            **({"Content-Type": "application/json"} if body is not None else {})})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return response.status, json_text.loads(response.read())
        except urllib.error.HTTPError as error:
            return self._refused(error)
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", None) or error
            raise SyncError(f"could not reach the site {self.label} ({reason})") from None
        except ValueError:
            raise SyncError(f"{self.base} did not answer as a Campaign Journal site (its answer is not JSON)") from None

    def _refused(self, error: urllib.error.HTTPError) -> tuple[int, dict]:
        """404 is an answer (the site has no such campaign); any other refusal is a SyncError."""
        try:
            body = json.loads(error.read() or b"{}")
        except ValueError:
            body = {}
        message = body.get("message") if isinstance(body, dict) else None
        if error.code == 404 and isinstance(body, dict) and body.get("error") == "not-found":
            return 404, body
        if error.code == 401:
            raise SyncError(f"the site {self.label} refused the token: it is unknown there, revoked or expired") \
                from None
        if error.code == 409:
            raise MovedOn(f"the site {self.label} recorded events meanwhile: pull first") from None
        raise SyncError(f"the site {self.label} refused: {message or error.reason} ({error.code})") from None
