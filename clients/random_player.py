"""The reference client: a random legal player over the JSON API that knows no game.

It reads the setup document of a ruleset, creates a campaign from random answers, then
again and again reads the campaign's moves document, builds a command from one of its moves
with random picks (random faces for physical dice, sometimes the app's roll) and sends it
with the document's position as `expected_position`. The moves document is exact, so a
single refusal is a bug of the server's; the player stops on it and says which.

    python -m clients.random_player --url http://127.0.0.1:5000 --token cj_... \\
        --ruleset NAME --until over --seed 7

It speaks only HTTP and the grammar of docs/moves.md (domain.kernel.moves builds the
command and rolls nothing: the randomness is this program's).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import urllib.error
import urllib.request
from dataclasses import dataclass, field

from domain.kernel.moves import random_command, random_setup

UNTIL = ("over", "session")


class Refused(RuntimeError):
    """The server refused a request; for a command built from the moves document, a bug."""

    def __init__(self, status: int, answer: dict, sent: dict | None = None):
        super().__init__(f"{status}: {answer.get('message', answer)}" + (f" (sent {json.dumps(sent)})" if sent else ""))
        self.status, self.answer, self.sent = status, answer, sent


class Api:
    """The JSON API at `url` (the site's root) with a bearer token."""

    def __init__(self, url: str, token: str, timeout: float = 60):
        self.base, self.token, self.timeout = url.rstrip("/") + "/api/v1", token, timeout

    def get(self, path: str) -> dict:
        return self._call("GET", path)

    def post(self, path: str, body: dict) -> dict:
        return self._call("POST", path, body)

    def _call(self, method: str, path: str, body: dict | None = None) -> dict:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={
            "Authorization": f"Bearer {self.token}", "Content-Type": "application/json", "Accept": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            raise Refused(error.code, _answer(error), body) from None


def _answer(error: urllib.error.HTTPError) -> dict:
    try:
        return json.loads(error.read())
    except ValueError:
        return {"message": error.reason}


@dataclass
class Played:
    """What a run did: the campaign, the commands sent and accepted, and how it stopped."""

    campaign: str
    commands: list[dict] = field(default_factory=list)
    documents: int = 0
    stopped: str = ""
    last: dict = field(default_factory=dict)


def create_campaign(api: Api, ruleset: str, rng: random.Random, name: str = "Random legal play",
                    catalog: str = "", answers: dict | None = None) -> str:
    """A campaign made from the ruleset's setup document, answered at random but for the
    `answers` given (e.g. {"players": ["Ann", "Ben"]}: a game of two)."""
    query = f"?catalog={catalog}" if catalog else ""
    document = api.get(f"/rulesets/{ruleset}/setup{query}")
    asked = {field: value for field, value in (answers or {}).items() if field in document["fields"]}
    setup = {**random_setup(document, rng, asked), **(answers or {})}
    body = {"name": name, "ruleset": ruleset, "setup": setup, **({"catalog": catalog} if catalog else {})}
    return api.post("/campaigns", body)["id"]


def done(document: dict, until: str, first_session) -> bool:
    """The game is over; or, with "session", the session under way when play began (or the
    first one to start) has ended."""
    if document["over"] is not None:
        return True
    return until == "session" and first_session is not None and document["session"] != first_session


def play(api: Api, campaign: str, rng: random.Random, until: str = "over", limit: int = 1000,
         app: bool = True) -> Played:
    """Random legal moves until `until` ("over" or "session") or `limit` commands; Refused
    on the first refusal."""
    played, first_session = Played(campaign), None
    for _ in range(limit + 1):
        document = api.get(f"/campaigns/{campaign}/moves")
        played.documents += 1
        played.last = document
        first_session = first_session if first_session is not None else document["session"]
        if done(document, until, first_session):
            played.stopped = "over" if document["over"] else "session ended"
            return played
        if len(played.commands) == limit:
            break
        command = random_command(document, rng, app=app)
        if command is None:
            played.stopped = "no moves: " + "; ".join(w["why"] for w in document["waiting_for"])
            return played
        api.post(f"/campaigns/{campaign}/commands", {"command": command, "expected_position": document["position"]})
        played.commands.append(command)
    played.stopped = f"stopped after {limit} commands"
    return played


def _answers(pairs: list[str]) -> dict:
    """--set QUESTION=JSON pairs as a dict; a pair without "=" or with bad JSON is refused."""
    found = {}
    for pair in pairs:
        question, sep, value = pair.partition("=")
        if not sep or not question:
            raise ValueError(f"--set {pair!r}: write QUESTION=JSON, e.g. players='[\"Ann\"]'")
        try:
            found[question] = json.loads(value)
        except ValueError:
            raise ValueError(f"--set {question}: {value!r} is not JSON") from None
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play a campaign with random legal moves over the JSON API.")
    parser.add_argument("--url", required=True, help="the site, e.g. http://127.0.0.1:5000")
    parser.add_argument("--token", default=os.environ.get("CAMPAIGN_JOURNAL_TOKEN"),
                        help="an API token (default: $CAMPAIGN_JOURNAL_TOKEN)")
    parser.add_argument("--ruleset", help="create a new campaign of this ruleset from its setup document")
    parser.add_argument("--campaign", help="or play on in this campaign (its id)")
    parser.add_argument("--catalog", default="", help="the card catalog of a new campaign (default: built-in)")
    parser.add_argument("--set", action="append", default=[], metavar="QUESTION=JSON",
                        help='a setup answer instead of a random one, e.g. --set \'players=["Ann","Ben"]\'')
    parser.add_argument("--until", choices=UNTIL, default="over", help="the end of the game, or of a session")
    parser.add_argument("--limit", type=int, default=1000, help="at most this many commands")
    parser.add_argument("--seed", type=int, default=None, help="the random seed (default: a new one)")
    args = parser.parse_args(argv)
    if not args.token or not (args.ruleset or args.campaign):
        parser.error("give --token (or $CAMPAIGN_JOURNAL_TOKEN) and --ruleset or --campaign")
    try:
        answers = _answers(args.set)
    except ValueError as error:
        parser.error(str(error))
    rng, api = random.Random(args.seed), Api(args.url, args.token)
    try:
        campaign = args.campaign or create_campaign(api, args.ruleset, rng, catalog=args.catalog, answers=answers)
        played = play(api, campaign, rng, args.until, args.limit)
    except Refused as error:
        print(f"refused: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"cannot reach {args.url}: {error}", file=sys.stderr)
        return 1
    over = played.last.get("over") or {}
    print(f"campaign {campaign}: {len(played.commands)} commands accepted, {played.stopped}"
          + (f": {over['why']}" if over else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
