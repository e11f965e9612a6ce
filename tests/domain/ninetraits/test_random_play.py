"""The reference random legal player (kernel.moves.random_command) plays the Wayfinder's and the
players' moves, each from their own moves document, with random picks and random dice (read off
the table or rolled by the app), from a fresh campaign until a session has ended and the moves
document's session number has advanced: every command it builds is accepted, and every state
keeps the rulebook's invariants."""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.kernel import Viewer
from domain.kernel.moves import check_document, moves_document, random_command, ruleset_document
from domain.rulesets.ninetraits.state import GM, all_sheets
from domain.rulesets.ninetraits.traits import LOWEST_LIFE
from tests.domain.legal_play import LegalTable, fresh
from tests.domain.ninetraits.builders import AUDI, CLAUD, LUIS, NINE

WAYFINDER = Viewer.of("wf", "gm")


def bindings(game: dict) -> dict:
    """Every player character's seat bound to its own player; the Wayfinder's chair to them."""
    return {seat.id: ("wf" if seat.id == GM else f"user-{seat.id}") for seat in NINE.seats(game)}


def viewers(game: dict) -> list[Viewer]:
    players = [Viewer.of(f"user-{seat.id}", "player", [seat.id]) for seat in NINE.seats(game) if seat.id != GM]
    return [WAYFINDER, *players]


def document(table: LegalTable, viewer: Viewer) -> dict:
    return check_document(ruleset_document(NINE, table.game, viewer, position=len(table.log),
                                           bindings=bindings(table.game)))


def documents(table: LegalTable) -> list[dict]:
    """Each viewer's moves document, from one listing of the moves (as the site makes them)."""
    game, bound = table.game, bindings(table.game)
    listed = NINE.moves(game, WAYFINDER)
    return [moves_document([m for m in listed if viewer.gm or GM not in m.seats], viewer,
                           position=len(table.log), session=NINE.session(game), bindings=bound)
            for viewer in viewers(game)]


def tap(shown: dict, rng: random.Random) -> dict:
    """As a player taps: one of the buttons (a move's group), then the moves under it. The
    Wayfinder plays the session through rather than closing the campaign (tested apart)."""
    moves = [m for m in shown["moves"] if m["type"] != "close-campaign"]
    group = rng.choice(sorted({m.get("group", "") for m in moves}))
    return {**shown, "moves": [m for m in moves if m.get("group", "") == group]}


def check(game: dict) -> None:
    """The rulebook's invariants, and nothing of the Wayfinder's secrets in a player's views."""
    json.dumps(game)
    assert NINE.invariants(game) == []   # the ruleset's own, held to every adjust
    for sheet in all_sheets(game):
        life = sheet["life"]
        names = [t["name"] for t in sheet["tribulations"]]
        assert len(names) == len(set(names)), sheet["name"]   # never the same Tribulation twice
        if life["max"] is not None:
            assert LOWEST_LIFE <= life["current"]
            assert sheet["dying"] == (not sheet["dead"] and life["current"] <= 0), sheet["name"]
            assert not sheet["dead"] or life["current"] <= LOWEST_LIFE
        assert not sheet["dying"] or "Unconscious" in names
    combat = game["combat"]
    if combat and combat["turn"]:
        for name in combat["turn"]["characters"]:     # one who died in their turn has ended it
            dead = next(found["dead"] for found in all_sheets(game) if found["name"] == name)
            assert name in combat["combatants"] or (dead and name in combat["turn"]["done"]), name
    player = Viewer.of("user", "player", [])
    shown = NINE.redact(game, player)
    for view in NINE.views.values():
        json.dumps(view(shown))
    assert NINE.views["secrets"](shown) == {"characters": [], "notes": []}
    seen = {row["name"] for row in NINE.views["party"](shown)["characters"]}
    assert not seen & set(game["secret"]["characters"])


def play_one_listed_move(table: LegalTable, having: list[dict], played: list[str]) -> None:
    """One move picked at random from the documents `having` some, played (a refusal fails: the
    list must be exact), its type kept in `played`, and the state checked afterwards."""
    assert having, f"nobody has a move at {len(table.log)}"
    command = random_command(tap(check_document(table.rng.choice(having)), table.rng), table.rng, app=True)
    table.play(command)
    played.append(command["type"])
    check(table.game)


def play(table: LegalTable, limit: int = 2500) -> tuple[list[str], list[int]]:
    """Random listed moves, each by a viewer who has moves, until the moves document's session
    number has gone from 1 to 2."""
    played, sessions = [], []
    for _ in range(limit):
        session = NINE.session(table.game)
        if session is not None and session not in sessions:
            sessions.append(session)
        if len(sessions) == 2:
            return played, sessions
        having = [d for d in documents(table) if [m for m in d["moves"] if m["type"] != "close-campaign"]]
        play_one_listed_move(table, having, played)
    raise AssertionError(f"the session number did not advance after {limit} moves: {played[-30:]}")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_a_fresh_campaign_played_from_the_moves_alone_gets_through_a_session(seed):
    table = fresh(NINE, random.Random(seed))
    played, sessions = play(table)
    assert "end-session" in played and sessions == [1, 2]
    assert table.game["sessions"][0]["end"] is not None


def bandits_on_the_road(rng: random.Random, setup: dict) -> LegalTable:
    """Claud, Luis and Audi in a session, fighting a bandit the Wayfinder keeps secret."""
    table = fresh(NINE, rng, {"characters": [CLAUD, LUIS, AUDI], **setup})
    table.play({"type": "start-session", "title": "The road"})
    table.play({"type": "create-character", "name": "Bandit", "kind": "npc", "hidden": True, "might": 3,
                "swiftness": 3, "endurance": 2, "life": 5})
    table.play({"type": "enter-combat", "combatants": ["Claud", "Luis", "Audi", "Bandit"], "distance": "Near"})
    return table


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_written_sheets_fight_and_get_through_a_session_from_the_moves_alone(seed):
    rng = random.Random(seed)
    setup = {"actions_per_turn": rng.choice([0, 1, 2]),
             "defense": rng.choice(["none", "opposed"]), "opposed_ties": rng.choice(["stalemate", "resister"])}
    played, sessions = play(bandits_on_the_road(rng, setup))
    assert "end-session" in played and sessions == [1, 2]


def fight_through(table: LegalTable, rotations: int, limit: int = 1500) -> list[str]:
    """Random listed moves in Combat Flow; the Wayfinder's end-sequence and end-session are
    tapped only once `rotations` rotations have begun (or nobody is left to fight), and play
    stops when the fight is over (a session ended mid-fight goes on in the next). The Wayfinder
    creates no one here (the session test does): each new character brings a seat and its
    sheet moves, and after a dozen of them the fight's own moves were too rare a tap for
    three rotations to begin within the limit."""
    played = []
    for _ in range(limit):
        combat = table.game["combat"]
        if combat is None:
            return played
        early = combat["rotation"] < rotations and bool(combat["combatants"])   # all dead: the fight is over
        having = []
        for shown in documents(table):
            moves = [m for m in shown["moves"] if not (early and m["type"] in ("end-sequence", "end-session"))
                     and m["type"] not in ("close-campaign", "create-character")]
            if moves:
                having.append({**shown, "moves": moves})
        play_one_listed_move(table, having, played)
    raise AssertionError(f"the fight did not end after {limit} moves: {played[-30:]}")


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_a_fight_played_from_the_moves_alone_goes_through_three_rotations_and_ends(seed):
    rng = random.Random(seed)
    setup = {"actions_per_turn": rng.choice([0, 2]),
             "shared_bonus": rng.choice(["everyone", "others"]), "fading": rng.choice(["gained", "next"])}
    table = bandits_on_the_road(rng, setup)
    played = fight_through(table, rotations=3)
    kinds = [event.kind.split("/")[1] for event in table.log]
    fighters_left = [name for name in ("Claud", "Luis", "Audi", "Bandit") if not table.game["characters"].get(
        name, table.game["secret"]["characters"].get(name, {})).get("dead")]
    assert kinds.count("rotation-began") >= 3 or len(fighters_left) == 0
    assert "end-sequence" in played or "end-session" in played
