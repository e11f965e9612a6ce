"""The canary sweep: in one campaign of every ruleset, a marker in every private thing the game
has (tests/web/canaries.py) and every face-down order and hand known from the audit; then
everything the site serves (every page, API answer, live-stream message, explain answer,
moves document, export and chronicle edition, at every position of the replay) is fetched as
each other member and as a user who is no member, and no marker and no order is found. The
owner and the game master find every marker they may read, and so does a seat's player for
what is private to their seat: the sweep looks where the canaries would show."""
from __future__ import annotations

import pytest

from domain import rulesets
from domain.kernel import Viewer, reading
from domain.kernel.hidden import expand
from domain.kernel.secrets import get
from web.journal_access import journal_of

from .canaries import CAMPAIGNS, GM, OWNER, RUN, STRANGER, VIEWER, Canaries, order_in
from .conftest import close_app, make_app
from .members import addresses, chronicle_text, client_of

READERS = ("first player", "second player", VIEWER, STRANGER)


@pytest.fixture(scope="module", params=sorted(CAMPAIGNS))
def canaries(request, tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp(request.param))
    built = CAMPAIGNS[request.param](app)
    built.orders += hidden_in_state(built)
    yield built
    close_app(app)


def hidden_in_state(canaries: Canaries) -> list[tuple[str, list[str], frozenset[str]]]:
    """Every pile of names the audit reads in an order nobody at the table reads (a face-down
    deck: its cards sorted for a spectator), and every hand private to a seat (face down for a
    spectator), found by comparing the state with the spectator's; and the piles the campaign
    says are face down (`Canaries.face_down`), whatever the spectator reads of them."""
    rules = rulesets.get(canaries.ruleset)
    game = journal_of(canaries.app).state(canaries.cid).state["game"]
    found = {}
    for path, truth, shown in _lists(game, reading.seen(rules, game, Viewer.of("sam", "viewer")), ""):
        if len(truth) < RUN or truth[:RUN] == sorted(truth[:RUN]):
            continue   # too short, or in order by chance: a run would not tell
        if shown == [None] * len(truth):
            found[path] = (f"the hand at {path}", truth, canaries.readers([path.rsplit("/", 1)[-1]]))
        elif sorted(shown) == sorted(truth) and shown != truth:
            found[path] = (f"the face-down pile at {path}", truth, frozenset())
    for path in (pointer for declared in canaries.face_down for pointer in expand(game, declared)):
        pile = get(game, path)
        if path not in found and len(pile) >= RUN and pile[:RUN] != sorted(pile[:RUN]):
            found[path] = (f"the pile at {path}, which the spectator reads as it is", pile, frozenset())
    return list(found.values())


def _lists(truth, shown, path: str):
    """(path, list of names, the spectator's list) wherever the two states differ."""
    if isinstance(truth, dict) and isinstance(shown, dict):
        for key, value in truth.items():
            yield from _lists(value, shown.get(key), f"{path}/{key}")
    elif isinstance(truth, list) and truth != shown and all(isinstance(card, str) for card in truth) \
            and isinstance(shown, list):
        yield path, truth, shown


def name_of(canaries: Canaries, reader: str) -> str:
    players = sorted(name for name, (role, _) in canaries.members.items() if role == "player")
    return {"first player": players[0], "second player": players[-1]}.get(reader, reader)


def everything(canaries: Canaries, name: str) -> dict[str, str]:
    """Every answer the site gives the user `name` about the campaign, by address (kept for
    the module: the fetch is the slow part)."""
    if name in canaries.served:
        return canaries.served[name]
    client, cid = client_of(canaries.app, name), canaries.cid
    member = name in canaries.members
    found = {}
    for address in _addresses(canaries):
        answer = client.get(address)
        assert answer.status_code in ((200,) if member else (200, 403, 404)), (address, answer.status_code)
        found[address] = answer.get_data(as_text=True)
    stale = client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": {"type": "note", "text": "Late."},
                                                                    "expected_position": 1})
    assert stale.status_code in ((409,) if member and name != VIEWER else (403, 404)), stale.status_code
    found["a command sent from the first position: what changed since"] = stale.get_data(as_text=True)
    for edition in _editions(canaries, name):
        found[f"chronicle {edition or 'as the member'}"] = chronicle_text(client, cid, edition=edition) \
            if member else str(client.post(f"/campaigns/{cid}/chronicle", data={"edition": edition}).status_code)
    canaries.served[name] = found
    return found


def _addresses(canaries: Canaries) -> list[str]:
    cid, app = canaries.cid, canaries.app
    head = journal_of(app).head(cid)
    ruleset = rulesets.get(canaries.ruleset)
    found = addresses(app, cid)
    found += [f"/api/v1/campaigns/{cid}/moves", "/api/v1/campaigns", "/campaigns",
              f"/api/v1/campaigns/{cid}/stream?once=1&after=0", f"/campaigns/{cid}/replay?dice=1",
              f"/campaigns/{cid}/replay?corrections=1", f"/campaigns/{cid}/replay/details?at={head}"]
    found += [f"/campaigns/{cid}/replay/{part}?at={at}" for at in range(1, head + 1) for part in ("step", "changes")]
    for view in ruleset.views:   # each part of each view explained (the whole view is, in `addresses`)
        now = journal_of(app).view(cid, view)
        found += [f"/api/v1/campaigns/{cid}/explain?view={view}&path=/{key}" for key in now]
    return found


def _editions(canaries: Canaries, name: str) -> list[str]:
    """The chronicle editions the member may fetch ("": told for them as they are, the only
    one for a viewer; a player's own seat's edition is told for them as they are)."""
    role, seats = canaries.members.get(name, ("", []))
    if role in ("owner", "gm"):
        return ["gm"]
    if role == "viewer":
        return [""]
    return ["group", *(f"seat:{seat}" for seat in seats)]


def found_in(pages: dict[str, str], marker: str) -> list[str]:
    """The addresses whose answer holds the marker, in any case (`pages` lowered by `lowered`)."""
    return [address for address, text in pages.items() if marker.lower() in text]


def lowered(pages: dict[str, str]) -> dict[str, str]:
    """Every answer in lower case, once for all the markers looked for in it."""
    return {address: text.lower() for address, text in pages.items()}


def short(canaries: Canaries, addresses: list[str]) -> list[str]:
    """The first few addresses, the campaign's id left out."""
    return [address.replace(canaries.cid, "…") for address in addresses[:4]]


@pytest.mark.parametrize("reader", READERS)
def test_no_marker_of_what_is_private_to_others_reaches_a_member_or_a_stranger(canaries, reader):
    name = name_of(canaries, reader)
    pages = lowered(everything(canaries, name))
    leaks = {marker: short(canaries, found_in(pages, marker)) for marker, readers in canaries.markers.items()
             if name not in readers and found_in(pages, marker)}
    assert not leaks, leaks


@pytest.mark.parametrize("reader", (*READERS, GM, OWNER))
def test_no_face_down_order_or_other_seats_hand_reaches_anyone_on_a_page(canaries, reader):
    """Not even the owner and the game master read a face-down order on a page: the owner's
    export (the audit) is the one place it is kept."""
    name = name_of(canaries, reader)
    pages = everything(canaries, name)
    if name == OWNER:
        pages = {address: text for address, text in pages.items() if not address.endswith("/export")}
    leaks = {what: short(canaries, [address for address, text in pages.items() if order_in(text, order)])
             for what, order, readers in canaries.orders if name not in readers}
    assert not any(leaks.values()), leaks


@pytest.mark.parametrize("reader", (GM, OWNER, "first player", "second player"))
def test_each_reader_finds_every_marker_they_may_read(canaries, reader):
    """The sweep looks where a canary would show: whoever may read one finds it."""
    name = name_of(canaries, reader)
    pages = lowered(everything(canaries, name))
    missing = [marker for marker, readers in canaries.markers.items() if name in readers and not found_in(pages, marker)]
    assert not missing, missing


def test_the_campaign_of_each_ruleset_holds_canaries_of_every_kind(canaries):
    """Every private thing the game has is in the sweep: the generic ones, and the game's own."""
    assert len(canaries.markers) >= 8
    own = {"dwarfswinter": ("hand", "face-down"), "sixwinters": ("face-down",), "sixwinters_v19": ("face-down",)}
    for kind in own.get(canaries.ruleset, ()):
        assert any(kind in what for what, _, _ in canaries.orders), (kind, [what for what, _, _ in canaries.orders])
    assert bool(canaries.face_down) == ("face-down" in own.get(canaries.ruleset, ()))


def test_every_ruleset_has_a_campaign_in_the_sweep():
    assert sorted(CAMPAIGNS) == sorted(rulesets.PACKAGES)   # every game installed (not the tests' sketch)
