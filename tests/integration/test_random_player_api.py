"""Done when: a program that knows nothing of the games (clients/random_player.py) creates a
campaign from the setup document and plays it to the end of a game or a session from the
moves document alone, over HTTP, without a single refusal; players bound to their seats each
play only what their own document lists; a command from a stale document is refused with
what changed, and nothing is stored."""
from __future__ import annotations

import random

import pytest

from clients.random_player import Api, Refused, create_campaign, play
from tests.live_server import serving
from web.accounts import store_of
from web.journal_access import journal_of


@pytest.fixture
def live(app):
    with serving(app) as url:
        yield url


def api_for(app, live: str, name: str) -> Api:
    store = store_of(app)
    if store.user_named(name) is None:
        store.add_user(name, "password1")
    return Api(live, store.issue_token(name, "random player"))


def seated_players(app, live: str, owner: Api, campaign: str, seats) -> dict[str, Api]:
    """Each seat bound to a player of the same name in lower case, with that player's own token."""
    store, players = store_of(app), {}
    for seat in seats:
        user = seat.lower()
        players[seat] = api_for(app, live, user)
        store.set_role(store.user_named(user).id, campaign, "player")
        owner._call("PUT", f"/campaigns/{campaign}/seats/{seat}", {"user": user})
    return players


@pytest.mark.parametrize("ruleset, until, seed, limit", [
    ("d6d", "over", 3, 600), ("sixwinters", "session", 5, 600), ("dice", "over", 1, 25)])
def test_a_client_knowing_no_game_plays_from_the_documents_alone_without_a_refusal(app, live, ruleset, until,
                                                                                   seed, limit):
    rng = random.Random(seed)
    api = api_for(app, live, "olga")
    campaign = create_campaign(api, ruleset, rng, name=f"Random {ruleset}")
    played = play(api, campaign, rng, until=until, limit=limit)      # Refused on any refusal
    head = journal_of(app).head(campaign)
    # The app rolls the dice, so a d6D game may end early: armies rolled and placed, then one
    # bridge too dear for each army (a legal, losing move) ends it after five or six commands.
    assert len(played.commands) >= (5 if ruleset == "d6d" else 10) and head >= len(played.commands) + 1
    if ruleset == "dice":     # a free roll never ends: every one of the commands was accepted
        assert played.stopped == f"stopped after {limit} commands"
    else:
        assert played.stopped == ("over" if until == "over" else "session ended"), played.last
    if ruleset == "sixwinters":
        assert played.last["session"] is None or played.last["session"] == 2


def test_players_bound_to_their_seats_each_play_only_their_own_moves(app, live):
    """Two players, each with their own token, each reading their own moves document: one
    whose document lists a move makes it; the game reaches its end without a refusal."""
    rng = random.Random(11)
    owner = api_for(app, live, "olga")
    campaign = owner.post("/campaigns", {"name": "Two seats", "ruleset": "d6d",
                                          "setup": {"players": ["Ann", "Ben"], "difference": "totals",
                                                    "elimination": "board"}})["id"]
    players = seated_players(app, live, owner, campaign, ("Ann", "Ben"))
    waited = 0
    for _ in range(600):
        documents = {seat: api.get(f"/campaigns/{campaign}/moves") for seat, api in players.items()}
        if documents["Ann"]["over"]:
            break
        movers = [seat for seat, document in documents.items() if document["moves"]]
        assert movers, documents
        for seat, document in documents.items():
            if seat not in movers:
                waited += 1
                assert {item["seat"] for item in document["waiting_for"]} <= set(movers)
        seat = rng.choice(movers)
        played = play(players[seat], campaign, rng, until="over", limit=1)
        assert len(played.commands) in (0, 1)
    assert documents["Ann"]["over"] and documents["Ben"]["over"] == documents["Ann"]["over"]
    assert waited > 0        # each player waited for the other at some point


def test_a_move_from_a_stale_document_is_refused_with_what_changed_and_nothing_is_stored(app, live):
    rng = random.Random(2)
    api = api_for(app, live, "olga")
    campaign = create_campaign(api, "d6d", rng)
    stale = api.get(f"/campaigns/{campaign}/moves")
    first = next(move for move in stale["moves"] if move["type"] == "roll-armies")
    api.post(f"/campaigns/{campaign}/commands", {"command": {
        "type": "roll-armies", "player": first["fields"]["player"]["fixed"], "roll": "physical",
        "dice": [{"sides": 6, "kind": "army", "value": 3}, {"sides": 6, "kind": "army", "value": 4}]},
        "expected_position": stale["position"]})
    events = journal_of(app).events(campaign)
    other = next(move for move in stale["moves"] if move["fields"]["player"]["fixed"] != first["fields"]["player"]["fixed"])
    with pytest.raises(Refused) as refused:
        api.post(f"/campaigns/{campaign}/commands", {"command": {
            "type": "roll-armies", "player": other["fields"]["player"]["fixed"], "roll": "app"},
            "expected_position": stale["position"]})
    answer = refused.value.answer
    assert refused.value.status == 409 and answer["position"] == stale["position"] + 1
    assert answer["changes"] == [journal_of(app).ruleset_of(campaign).narrate(
        journal_of(app).state(campaign, at=stale["position"]).state["game"], _recorded(app, campaign, events[-1]))]
    assert "rolled" in answer["changes"][0] and answer["changes"][0] in answer["message"]
    assert journal_of(app).events(campaign) == events


def test_a_pick_the_document_does_not_offer_is_refused_and_nothing_is_stored(app, live):
    api = api_for(app, live, "olga")
    campaign = create_campaign(api, "d6d", random.Random(4))
    document = api.get(f"/campaigns/{campaign}/moves")
    events = journal_of(app).events(campaign)
    with pytest.raises(Refused) as refused:       # a die with seven pips: not a d6 read off the table
        api.post(f"/campaigns/{campaign}/commands", {"command": {
            "type": "roll-armies", "player": document["moves"][0]["fields"]["player"]["fixed"], "roll": "physical",
            "dice": [{"sides": 6, "kind": "army", "value": 7}, {"sides": 6, "kind": "army", "value": 1}]},
            "expected_position": document["position"]})
    assert refused.value.status in (400, 422)
    assert journal_of(app).events(campaign) == events
    assert api.get(f"/campaigns/{campaign}/moves") == document


def _recorded(app, campaign, envelope):
    from journal.history.replay import recorded
    return recorded(journal_of(app).ruleset_of(campaign), envelope)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_client_knowing_no_game_plays_dwarfs_winter_to_the_end_for_each_number_of_players(app, live, players):
    """From the setup document (the players named, the rest at random) to the moves document's
    "over", by the owner at one device acting for every seat: hands chosen in secret, the
    music followed round the table, monsters moved by the 1st player; no refusal."""
    rng = random.Random(40 + players)
    api = api_for(app, live, "olga")
    names = ["Ann", "Ben", "Cid", "Dee"][:players]
    campaign = create_campaign(api, "dwarfswinter", rng, name=f"A winter for {players}", answers={"players": names})
    played = play(api, campaign, rng, until="over", limit=3000)
    assert played.stopped == "over", played.last
    game = journal_of(app).state(campaign).state["game"]
    assert game["players"] == names and game["result"] is not None
    assert played.last["over"]["why"]
    kinds = {command["type"] for command in played.commands}   # the app shuffles: a game may be lost in week 2
    assert {"shuffle-decks", "end-turn"} <= kinds, kinds


def test_the_reference_client_takes_setup_answers_from_the_command_line():
    from clients.random_player import _answers
    assert _answers(['players=["Ann","Ben"]', "nightmare=true"]) == {"players": ["Ann", "Ben"], "nightmare": True}
    with pytest.raises(ValueError, match="QUESTION=JSON"):
        _answers(["players"])
    with pytest.raises(ValueError, match="not JSON"):
        _answers(["players=Ann"])


def test_dwarfs_winter_players_bound_to_their_seats_each_see_and_play_only_their_own_hand(app, live):
    """Four players with their own tokens (as on their own phones): each reads their own moves document and their own
    view of the table, in which the others' hands are face down; each plays only what their
    document lists, and the game reaches its end without a refusal."""
    rng = random.Random(5)
    owner = api_for(app, live, "olga")
    campaign = create_campaign(owner, "dwarfswinter", rng, answers={"players": ["Ann", "Ben", "Cid", "Dee"],
                                                                     "legendary_classes": True})
    players = seated_players(app, live, owner, campaign, ("Ann", "Ben", "Cid", "Dee"))
    hands_seen = 0
    for _ in range(3000):
        documents = {seat: api.get(f"/campaigns/{campaign}/moves") for seat, api in players.items()}
        if documents["Ann"]["over"]:
            break
        for seat, api in players.items():
            table = api.get(f"/campaigns/{campaign}/views/table")["view"]
            for row in table["players"]:
                if row["name"] != seat:
                    assert all(card is None for card in row["hand"]), (seat, row)
                elif row["hand"]:
                    hands_seen += 1
            acting = {move["fields"]["player"].get("fixed") for move in documents[seat]["moves"]
                      if "player" in move["fields"]}
            assert acting <= {seat}, (seat, acting)
        movers = [seat for seat, document in documents.items() if document["moves"]]
        assert movers, documents
        seat = rng.choice(movers)
        play(players[seat], campaign, rng, until="over", limit=1)
    assert documents["Ann"]["over"] and hands_seen > 0
    chosen = [e for e in journal_of(app).events(campaign) if e["type"] == "dwarfswinter/hand-chosen"]
    assert len(chosen) >= 4 and all(e["seat"] == e["actor"].capitalize() for e in chosen)
