"""Whole campaigns played by the random legal player from the moves document alone: six
years, from the first Choose Spotlight Player to Campaign End and its title, and every state on
the way one a real table could be in.

What "possible" means here (campaign_impossible, table_impossible): the dice supply of every
kind is never negative; tracks stay in range (skills 1 to the catalog's maximum, stress and
movement never below zero, threats never below zero, the box's 12 production tokens); cards
are conserved: between sessions the decks, the reserve, the burned pile and the archive hold
exactly the catalog's cards, no card ever appears more often than the catalog prints it, and
a table keeps the number of obstacle and asset cards it opened with (in its decks, discards,
face up, hindered, at locations, overcome, staged, in progress, completed, or played into a
scene). After Campaign
End the year-6 session's end steps may be skipped (option final_session_end, reading R3), so
the cards the characters held then are not returned to the piles: there only the catalog
bound is checked. A failing seed is
reported as it is (a long game does not shrink usefully).
"""
from __future__ import annotations

import copy
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from domain.kernel.catalogs import catalog_of
from domain.rulesets import get
from domain.rulesets.sixwinters.campaign.rules.campaign_end import score
from domain.rulesets.sixwinters.game.state import supply
from tests.domain.legal_play import fresh, play_randomly
from tests.domain.sixwinters.test_moves import NO_SHRINK, possible

SW = get("sixwinters")
KINDS = ("obstacles", "assets")


def printed(catalog: dict, kind: str) -> Counter:
    """The catalog's cards of a kind, each as many times as it is printed."""
    return Counter({name: card.get("copies", 1) for name, card in catalog[kind].items()})


def campaign_piles(campaign: dict, kind: str) -> Counter:
    piles = Counter(campaign["decks"][kind]) + Counter(campaign["reserve"][kind]) + Counter(campaign["burned"][kind])
    return piles + Counter(campaign["archive"]) if kind == "assets" else piles


def table_cards(table: dict) -> dict[str, Counter]:
    obstacles = (Counter(table["obstacle_deck"]) + Counter(table["obstacle_discard"])
                 + Counter(table["obstacle_faceup"]) + Counter(table["hindered"])
                 + Counter(table.get("obstacle_reserve", [])))
    assets = Counter(table["asset_deck"]) + Counter(table["asset_discard"]) + Counter(table["staging"])
    for loc in table["locations"].values():
        obstacles += Counter(o["name"] for o in loc["obstacles"])
    for char in table["characters"].values():
        assets += (Counter(a["name"] for a in char["in_progress"]) + Counter(char.get("completed", []))
                   + Counter(char.get("played_assets", [])))
        obstacles += Counter(char.get("overcome", [])) + Counter(char.get("played_obstacles", []))
    return {"obstacles": obstacles, "assets": assets}


def campaign_impossible(game: dict) -> list[str]:
    """Every reason this campaign could not be on a real table (empty when it could)."""
    catalog, campaign, found = catalog_of(game), game["campaign"], []
    if not 1 <= campaign["year"] <= campaign.get("final_year", 6):
        found.append(f"year {campaign['year']}")
    tokens = [token for place in campaign["map"].values() for token in place["production"]]
    if len(tokens) > catalog["components"]["production_tokens"]:
        found.append(f"{len(tokens)} production tokens on the map")
    found += [f"{name} has {place['threats']} threats" for name, place in campaign["map"].items() if place["threats"] < 0]
    for name, sheet in campaign["sheets"].items():
        found += [f"{name}'s {skill} is {rank}" for skill, rank in sheet["skills"].items()
                  if not 1 <= rank <= catalog["skill_max"]]
        found += [f"{name}'s {track} is {left}" for track, left in sheet["stress"].items() if left < 0]
        if sheet["move"] < 0:
            found.append(f"{name}'s movement is {sheet['move']}")
    for kind in KINDS:
        piles, cards = campaign_piles(campaign, kind), printed(catalog, kind)
        if piles - cards:
            found.append(f"{kind} beyond the catalog: {dict(piles - cards)}")
        if campaign.get("session") is None and not campaign.get("ended") and piles != cards:
            found.append(f"between sessions the {kind} are not the catalog's: missing {dict(cards - piles)}")
    return found


def table_impossible(table: dict, catalog: dict, opened: dict) -> list[str]:
    found = [f"{-left} {kind} dice below the supply" for kind, left in supply(table).items() if left < 0]
    for kind, cards in table_cards(table).items():
        if cards - printed(catalog, kind):
            found.append(f"table {kind} beyond the catalog: {dict(cards - printed(catalog, kind))}")
        if sum(cards.values()) != opened[kind]:
            found.append(f"the table opened with {opened[kind]} {kind} and holds {sum(cards.values())}")
    return found


class Watch:
    """The check run after every command: the state is possible; tables keep their cards."""

    def __init__(self, seed=None):
        self.opened, self.years, self.seed = None, set(), seed

    def __call__(self, table) -> None:
        possible(table)
        game = table.game
        assert campaign_impossible(game) == [], (len(table.log), campaign_impossible(game), self.seed)
        assert SW.invariants(game) == [], (len(table.log), SW.invariants(game), self.seed)
        live = game.get("table")
        if not live or live.get("fallback"):
            self.opened = None
            return
        if self.opened is None:
            self.opened = {kind: sum(cards.values()) for kind, cards in table_cards(live).items()}
        self.years.add(game["campaign"]["year"])
        problems = table_impossible(live, catalog_of(game), self.opened)
        assert problems == [], (len(table.log), problems, self.seed)


@settings(max_examples=8, deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(1, 4))
def test_six_years_played_from_the_moves_alone_reach_campaign_end_and_its_title_through_possible_states(seed, players):
    rng = random.Random(seed)
    table = fresh(SW, rng, {"players": ["Ann", "Ben", "Cat", "Dov"][:players], "record_play": "table"})
    watch = Watch(seed=(seed, players))
    play_randomly(table, 4000, until=lambda t: t.document()["over"] is not None, check=watch)
    campaign = table.game["campaign"]
    ended = campaign["ended"]
    assert watch.years == {1, 2, 3, 4, 5, 6}                       # a live table every year
    assert [item["year"] for item in campaign["history"]] == [1, 2, 3, 4, 5, 6]
    expected = score(campaign, campaign["options"]["scoring_tiers"])
    assert (ended["total"], ended["title"]) == (expected["total"], expected["title"])
    assert table.document()["over"]["why"].startswith("The campaign is over")
    assert campaign_impossible(table.game) == []


def test_the_checks_see_a_lost_card_a_negative_supply_and_a_track_out_of_range():
    table = fresh(SW, random.Random(5), {"players": ["Ann", "Ben"], "record_play": "table"})
    game = copy.deepcopy(table.game)
    assert campaign_impossible(game) == []
    game["campaign"]["decks"]["obstacles"].pop()
    game["campaign"]["sheets"]["Thea"]["skills"]["lore"] = 9
    found = campaign_impossible(game)
    assert any("not the catalog's" in problem for problem in found) and "Thea's lore is 9" in found
    play_randomly(table, 400, until=lambda t: t.game.get("table") and not t.game["table"].get("fallback"))
    live = copy.deepcopy(table.game["table"])
    opened = {kind: sum(cards.values()) for kind, cards in table_cards(live).items()}
    live["obstacle_deck"].pop()
    live["characters"][next(iter(live["characters"]))]["action_dice"] += [1] * 18
    found = table_impossible(live, catalog_of(table.game), opened)
    assert any("below the supply" in problem for problem in found)
    assert any(problem.startswith(f"the table opened with {opened['obstacles']} obstacles") for problem in found)
