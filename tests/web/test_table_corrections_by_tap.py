"""The table page marks the values drawn on its pictures and sheet cards that "Correct" sets
right by a tap (the ruleset's `correction_path`): for the game master and the owner every one,
each with the state pointer its correction move fixes; for a seated player their own seat's
(and they may record those, not another seat's); for a spectator none."""
from __future__ import annotations

import html
import json
import re

import domain.rulesets as registry
from web.accounts import store_of
from web.journal_access import journal_of

from .shown_words import moves_of


def correct_at(page: str) -> list[dict]:
    found = re.search(r'<script type="application/json" id="correct-at">(.*?)</script>', page, re.S)
    return json.loads(found.group(1).replace("<\\/", "</"))


def correcting(client, cid: str) -> tuple[str, dict]:
    """The table page as it opens (no corrections in it: they are asked for when "Correct" is
    tapped), and the fragment the page asks for then: the corrections and the values a tap corrects."""
    page = client.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    assert correct_at(page) == [] and "corrections" not in moves_of(page)
    return page, client.get(f"/campaigns/{cid}/table/fragment?corrections=1").get_json()


def pointers(page: str) -> set[str]:
    """Every value the page's pictures and cards mark for "why is it so"."""
    return {html.unescape(a or b) for a, b in re.findall(r"""data-pointer=(?:"([^"]*)"|'([^']*)')""", page)}


def halfway(app, auth, ruleset: str, **roles) -> str:
    """The ruleset's demo played halfway, with members by role."""
    journal, script = journal_of(app), registry.get(ruleset).demo()
    cid = journal.create_campaign(ruleset, script["name"], script.get("setup", {}), "olga")
    for command in script["commands"][:len(script["commands"]) // 2]:
        command = dict(command)
        journal.execute(cid, command, actor=command.pop("actor", "olga"))
    for role, name in roles.items():
        store_of(app).set_role(auth.user(name).id, cid, role)
    return cid


def fixed_paths(document: dict) -> set[str]:
    return {move["fields"]["changes"]["each"]["path"]["fixed"] for move in document.get("corrections", [])}


def test_the_game_master_finds_each_players_resources_on_the_dwarfs_winter_picture_marked_to_correct(app, client, auth):
    cid = halfway(app, auth, "dwarfswinter", gm="gina")
    auth.login("gina")
    page, fragment = correcting(client, cid)
    marked = fragment["correct_at"]
    game = journal_of(app).state(cid).state["game"]
    names = [player["name"] for player in registry.get("dwarfswinter").views["table"](game)["players"]]
    expected = {("table", f"/players/{index}/resources/{resource}", f"/boards/{name}/{resource}")
                for index, name in enumerate(names) for resource in ("gold", "food", "stone", "wood")}
    assert {(m["view"], m["pointer"], m["path"]) for m in marked} == expected
    assert {m["pointer"] for m in marked} <= pointers(page)               # each is drawn on the page
    assert {m["path"] for m in marked} <= fixed_paths(fragment["moves"])  # and opens an offered correction
    assert f"{names[0]}'s gold" in [m["label"] for m in marked]


def test_the_nine_trait_sheet_cards_mark_life_points_and_traits_to_correct(app, client, auth):
    cid = halfway(app, auth, "ninetraits", gm="gina")
    auth.login("gina")
    page, fragment = correcting(client, cid)
    marked = fragment["correct_at"]
    assert {m["pointer"].rsplit("/", 1)[-1] for m in marked} == {"current", "dice"}
    assert {m["pointer"] for m in marked} <= pointers(page)
    assert {m["path"] for m in marked} <= fixed_paths(fragment["moves"])
    assert "/characters/0/tribulations" not in {m["pointer"] for m in marked}


def seated(app, auth) -> str:
    """Dwarfs Winter halfway, each of its four seats bound to its own player, and a spectator."""
    cid = halfway(app, auth, "dwarfswinter", viewer="vera")
    for seat in ("Ann", "Ben", "Cid", "Dee"):
        store_of(app).set_role(auth.user(seat.lower()).id, cid, "player")
        store_of(app).bind(cid, seat, auth.user(seat.lower()).id)
    return cid


def test_a_seated_player_has_only_their_own_seats_things_marked_and_a_spectator_none(app, client, auth):
    cid = seated(app, auth)
    auth.login("ann")
    fragment = correcting(client, cid)[1]
    assert {m["path"] for m in fragment["correct_at"]} == {f"/boards/Ann/{r}" for r in ("gold", "food", "stone", "wood")}
    assert fixed_paths(fragment["moves"]) == {m["path"] for m in fragment["correct_at"]}
    auth.login("vera")
    fragment = correcting(client, cid)[1]
    assert fragment["correct_at"] == [] and "corrections" not in fragment["moves"]


def test_a_player_records_a_correction_of_their_own_gold_but_not_of_another_seats(app, client, auth):
    cid = seated(app, auth)
    journal = journal_of(app)
    gold = journal.state(cid).state["game"]["boards"]["Ann"]["gold"]
    new = 7 if gold != 7 else 6
    auth.login("ann")

    def send(path: str, value: int):
        return client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": {
            "type": "adjust", "reason": "It was recorded wrongly.", "changes": [{"path": path, "set": value}]}})
    head = journal.head(cid)
    for path, value in (("/boards/Ben/gold", 3), ("/boards/Ann/gold", 9), ("/boards/Ann/actions", 4)):
        answer = send(path, value)                  # another seat's, past the track, not a correctable value
        assert answer.status_code == 403 and answer.get_json()["rule"] == "seat.bound", (path, answer.get_json())
        assert journal.head(cid) == head
    assert send("/boards/Ann/gold", new).status_code == 201
    assert journal.state(cid).state["game"]["boards"]["Ann"]["gold"] == new
