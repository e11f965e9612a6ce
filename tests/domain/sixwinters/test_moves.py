"""Six Winters' moves document: played alone from a fresh campaign it is always accepted and
reaches the next session (and, played on, the campaign's end); no step the rules would take
is missing from it; a refusal changes nothing; a player's document is the moves of their seat."""
from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st
from marshmallow import ValidationError

from domain.kernel import RuleViolation, Viewer
from domain.kernel.moves import random_command, ruleset_document
from domain.kernel.seats import seat_for
from domain.rulesets import get
from tests.domain.legal_play import LegalTable, every_command, fresh, play_randomly
from tests.domain.sixwinters.game.test_properties import check_possible

SW = get("sixwinters")
# a failing seed is reported as it is: shrinking a seed of a long game teaches nothing
NO_SHRINK = [Phase.explicit, Phase.reuse, Phase.generate]

# commands that take a step of the year with nothing to choose (dice rolled by the app): the
# rules accept one only at its step, and then the document lists it
STEPS = ["restore-campaign", "take-ability-cards", "add-year-cards", "archive-assets", "update-threats", "update-map",
         "store-game", "end-campaign", "table-refresh", "table-new-assets", "table-activate", "table-new-obstacles",
         "table-advance", "table-explode"]


def possible(table: LegalTable) -> None:
    """No impossible table, and a campaign in one step at a time."""
    game = table.game
    if game.get("table") and not game["table"].get("fallback"):
        check_possible(game["table"])
    campaign = game["campaign"]
    assert not (campaign.get("ended") and campaign.get("session"))


def no_step_is_missing(table: LegalTable) -> None:
    """A step command the rules accept now is in the document."""
    listed = {move["type"] for move in table.document()["moves"]}
    for kind in STEPS:
        if kind in listed:
            continue
        try:
            table.decide({"type": kind, "roll": "app"} if kind.startswith("table-") else {"type": kind})
        except (RuleViolation, ValidationError):
            continue
        raise AssertionError(f"{kind} is accepted at position {len(table.log)} but not listed")


def check(table: LegalTable) -> None:
    possible(table)
    no_step_is_missing(table)


def next_session(table: LegalTable):
    """`until` for play_randomly: a session was under way and is no longer."""
    seen = []

    def until(t: LegalTable) -> bool:
        session = t.document()["session"]
        if not seen and session is not None:
            seen.append(session)
        return bool(seen) and session != seen[0]
    return until


@settings(max_examples=10, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_year_played_from_the_moves_alone_is_always_accepted_and_reaches_the_next_session(seed):
    table = fresh(SW, random.Random(seed))
    played = play_randomly(table, 400, until=next_session(table), check=check)
    assert played > 10
    document = table.document()
    assert document["session"] in (None, 2) and table.game["campaign"]["year"] == 2


@settings(max_examples=5, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 4))
def test_a_year_recorded_move_by_move_at_the_table_reaches_the_next_session(seed, players):
    """The turn loop, threats and scenes: every year played on the live table."""
    rng = random.Random(seed)
    table = fresh(SW, rng, {"players": ["Ann", "Ben", "Cat", "Dov"][:players], "record_play": "table",
                            "knockout": rng.choice(["condition", "knocked-out"]),
                            "port_cost": rng.choice(["movement-point", "action-die"])})
    play_randomly(table, 600, until=next_session(table), check=check)
    assert "sixwinters/session-ended" in {entry.kind for entry in table.log}


def test_random_years_on_the_table_go_through_the_whole_turn_loop():
    kinds = set()
    for seed in range(3):
        table = fresh(SW, random.Random(seed), {"players": ["Ann", "Ben", "Cat"], "record_play": "table"})
        play_randomly(table, 600, until=next_session(table), check=possible)
        kinds |= {entry.kind for entry in table.log}
    loop = {"refreshed", "assets-drawn", "obstacles-activated", "obstacles-placed", "time-advanced", "actions-ended",
            "moved", "mustered", "obstacle-attempted", "asset-taken"}
    assert {f"sixwinters/table-{kind}" for kind in loop} <= kinds


def test_a_whole_campaign_played_from_the_moves_alone_reaches_its_end():
    table = fresh(SW, random.Random(21), {"players": ["Ann", "Ben"], "record_play": "table"})
    play_randomly(table, 2500, until=lambda t: t.document()["over"] is not None, check=possible)
    document = table.document()
    assert document["moves"] == [] and document["over"]["why"].startswith("The campaign is over")
    assert table.game["campaign"]["ended"]


def test_a_refused_command_changes_nothing():
    table = fresh(SW, random.Random(3), {"players": ["Ann", "Ben"], "record_play": "table"})
    play_randomly(table, 40, until=lambda t: len(t.log) > 30)
    before, log = copy.deepcopy(table.state), list(table.log)
    for command in ({"type": "store-game"}, {"type": "choose-spotlight", "players": ["Zed"], "spotlight": "Zed"},
                    {"type": "table-move", "character": "Nobody", "to": "Nowhere"}):
        with pytest.raises((RuleViolation, ValidationError)):
            table.run(command)
        assert table.state == before and table.log == log


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_each_player_reads_only_the_moves_of_their_own_seat_and_each_is_theirs_to_make(seed):
    """Ann and Ben bound to their seats, Cat's unbound: every command built from Ann's document
    acts for a seat she may act for, and what only Ben may do is what the game waits for."""
    rng = random.Random(seed)
    table = fresh(SW, rng, {"players": ["Ann", "Ben", "Cat"], "record_play": "table"})
    bound = {"Ann": "ann", "Ben": "ben", "Cat": None}
    readers = {seat: Viewer.of(user, "player", [seat]) for seat, user in bound.items() if user}
    waited = 0
    for _ in range(300):
        if table.game.get("table") and table.game["table"].get("result"):
            break
        for seat, viewer in readers.items():
            document = ruleset_document(SW, table.game, viewer, position=len(table.log), bindings=bound)
            waited += bool(document["waiting_for"])
            for _ in range(3):
                command = random_command(document, rng, app=True)
                if command is None:
                    break
                loaded = table.load(command)
                seat_for(SW.acting_seats(table.game, loaded), bound, viewer)      # NotYourSeat if not hers
                table.decide(command)                                             # and the rules accept it
        table.play(random_command(table.document(), rng, app=True))
    assert waited > 0


def with_decks_reordered(game: dict) -> dict:
    """The same game with the hidden order of this year's decks reversed."""
    game = copy.deepcopy(game)
    places = [game.get("table") or {}, (game["campaign"].get("session") or {}),
              ((game.get("table") or {}).get("opening") or {})]
    for place in places:
        for deck in ("obstacle_deck", "asset_deck"):
            if isinstance(place.get(deck), list):
                place[deck] = place[deck][::-1]
    return game


def test_a_players_moves_say_nothing_of_the_order_of_a_deck_the_app_shuffled():
    rng = random.Random(9)
    table = fresh(SW, rng, {"players": ["Ann", "Ben"], "record_play": "table"})
    ann = Viewer.of("ann", "player", ["Ann"])
    compared = 0
    for _ in range(250):
        command = random_command(table.document(), rng, app=True)
        if command["type"] == "shuffle-decks":
            command = {"type": "shuffle-decks", "roll": "app"}
        table.play(command)
        session = table.game["campaign"].get("session") or {}
        if session.get("shuffle") in ("app", "dice"):
            game, position = table.game, len(table.log)
            assert ruleset_document(SW, game, ann, position=position) == \
                ruleset_document(SW, with_decks_reordered(game), ann, position=position)
            compared += 1
    assert compared > 50


@pytest.mark.parametrize("seed", [1, 2])
def test_every_command_of_every_move_is_accepted_along_a_random_campaign(seed):
    """The exhaustive check where it is small enough: for each move listed along two years,
    every combination of its choices (dice at their extremes, a sample of the largest) is
    accepted: the characters each player may pair, the skills their training raises, the
    archived assets each character may start with, the teams, splits and stashes."""
    rng = random.Random(seed)
    table = fresh(SW, rng, {"players": ["Ann", "Ben", "Cat"], "record_play": "table",
                            "winter_apply": "immediately", "final_session_end": "full"})
    tried, years = set(), 0
    while years < 2:
        document = table.document()
        for move in document["moves"]:
            for command in every_command(move, limit=6):
                table.decide(command)          # a refusal raises
                tried.add(command["type"])
        command = random_command(document, rng, app=True)
        table.play(command)
        years += command["type"] == "store-game"
    assert {"choose-characters", "winter-phase", "choose-starting-assets", "table-overcome", "table-end-actions",
            "update-decks", "improve-skills"} <= tried
