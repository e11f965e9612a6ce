"""Six Winters v19.3 through the real journal and site: the reference client, knowing no game,
plays a whole year, and a whole six-year campaign, from the moves document over HTTP (the app rolling dice and shuffling decks
sealed some of the time) without a refusal; two players bound to their seats each play only
what their own document lists; and a player never reads the order under a deck's public back."""
from __future__ import annotations

import json
import random

from clients.random_player import create_campaign, play
from tests.integration.test_random_player_api import api_for, live, seated_players  # noqa: F401  (fixture)
from web.accounts import store_of
from web.journal_access import journal_of


def _played_by_the_reference_client(app, live, seed: int, name: str, until: str, limit: int):  # noqa: F811
    """A new v19 campaign played by the reference client (Refused on any refusal): its player's
    Api, the campaign, what was played and the game's state at the end."""
    rng = random.Random(seed)
    api = api_for(app, live, "olga")
    campaign = create_campaign(api, "sixwinters_v19", rng, name=name)
    played = play(api, campaign, rng, until=until, limit=limit)
    return api, campaign, played, journal_of(app).state(campaign).state["game"]


def test_the_reference_client_plays_a_v19_year_over_http_without_a_refusal(app, live):  # noqa: F811
    _, _, played, game = _played_by_the_reference_client(app, live, 23, "Random Red Bank", "session", 3000)
    assert played.stopped == "session ended", played.last
    assert played.last["session"] is None and played.last["over"] is None
    assert len(game["history"]) == 1 and 4 <= game["history"][0]["turns"] <= 8


def test_the_reference_client_plays_a_whole_six_year_v19_campaign_over_http_to_its_victory_level(app, live):  # noqa: F811
    api, campaign, played, game = _played_by_the_reference_client(app, live, 19, "Six random winters", "over", 6000)
    assert played.stopped == "over", played.last
    assert len(game["history"]) == 6 and all(4 <= year["turns"] <= 8 for year in game["history"])
    assert played.last["over"]["why"] == game["result"]["summary"] and played.last["moves"] == []
    assert game["result"]["level"] in ("Defeat", "Pyrrhic Victory", "Major Victory", "Total Victory")
    assert api.get(f"/campaigns/{campaign}/views/campaign")["view"]["result"]["level"] == game["result"]["level"]


def test_two_bound_players_each_play_only_their_own_v19_moves(app, live):  # noqa: F811
    rng = random.Random(7)
    owner = api_for(app, live, "olga")
    campaign = owner.post("/campaigns", {"name": "Two at Red Bank", "ruleset": "sixwinters_v19",
                                          "setup": {"players": ["Ann", "Ben"]}})["id"]
    players = seated_players(app, live, owner, campaign, ("Ann", "Ben"))
    seen_waiting = False
    for _ in range(3000):
        documents = {seat: api.get(f"/campaigns/{campaign}/moves") for seat, api in players.items()}
        if documents["Ann"]["session"] is None and journal_of(app).state(campaign).state["game"]["history"]:
            break
        for seat, document in documents.items():
            other = "Ben" if seat == "Ann" else "Ann"
            assert all(move["fields"].get("player", {}).get("fixed", seat) == seat for move in document["moves"])
            seen_waiting = seen_waiting or any(item["seat"] == other for item in document["waiting_for"])
        movers = [seat for seat, document in documents.items() if document["moves"]]
        assert movers, documents
        play(players[rng.choice(movers)], campaign, rng, until="over", limit=1)
    game = journal_of(app).state(campaign).state["game"]
    assert game["history"] and seen_waiting


def test_a_player_reads_the_public_backs_but_not_the_order_of_an_app_shuffle(app, live):  # noqa: F811
    owner = api_for(app, live, "olga")
    campaign = owner.post("/campaigns", {"name": "Sealed decks", "ruleset": "sixwinters_v19",
                                          "setup": {"players": ["Ann"]}})["id"]
    for command in ({"type": "start-session", "players": ["Ann"]}, {"type": "roll-starting-dice", "roll": "app"},
                    {"type": "choose-characters", "player": "Ann", "characters": ["Thea", "Keel"]},
                    {"type": "shuffle-obstacle-decks", "roll": "app"}):
        owner.post(f"/campaigns/{campaign}/commands", {"command": command})
    store = store_of(app)
    ann = api_for(app, live, "ann")
    store.set_role(store.user_named("ann").id, campaign, "player")
    owner._call("PUT", f"/campaigns/{campaign}/seats/Ann", {"user": "ann"})
    game = journal_of(app).state(campaign).state["game"]
    order = {region: deck["pile"] for region, deck in game["decks"]["obstacles"].items()}
    board = ann.get(f"/campaigns/{campaign}/views/board")["view"]
    events = ann.get(f"/campaigns/{campaign}/events")["events"]
    text = json.dumps(events)
    shuffled = next(e for e in events if e["type"].endswith("obstacle-decks-shuffled"))
    assert set(shuffled["data"]["order"]) == {"sealed"} and shuffled["data"]["backs"] == {
        region: deck["back"] for region, deck in game["decks"]["obstacles"].items()}
    for region in board["regions"]:
        assert region["deck"]["back"] == game["decks"]["obstacles"][region["region"]]["back"] is not None
    assert all(json.dumps(pile) not in text for pile in order.values())
    assert json.dumps(journal_of(app).events(campaign)[-1]["data"]["order"]["empire"]) == json.dumps(order["empire"])
