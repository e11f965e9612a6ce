"""Session Start steps 1-3 and 5-7 (rulebook "Session Start"); the winter phase (step 4)
is rules/winter.py, the table preparation (steps 8-14) rules/preparation.py.

Each decide_* checks the step order and the step's rules and returns the step's events;
each evolve_* applies what the event says (decide computed everything).
"""

from __future__ import annotations

from collections import Counter

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..guards import require_cards
from ..state import campaign_copy, sheets_of
from . import facts
from ..guards import require_start_step
from .steps import done, step_data
from .winter import apply_pending, apply_rest_and_training

DIFFICULTIES = ("standard", "difficult")


# 1. Choose Spotlight Player -------------------------------------------------------------


def decide_spotlight(game: dict, command: dict) -> list[Event]:
    """Step 1: one player is the spotlight; the role rotates as evenly as possible."""
    campaign = game["campaign"]
    require_start_step(campaign, "spotlight")
    players, spotlight = command["players"], command["spotlight"]
    if len(set(players)) != len(players):
        raise RuleViolation("sixwinters.players.distinct", "each player is named once")
    if spotlight not in players:
        raise RuleViolation("sixwinters.spotlight.player", f"{spotlight!r} is not one of the players {players}")
    counts = campaign["spotlight"]
    fewest = min(counts.get(p, 0) for p in players)
    if campaign["options"]["spotlight_rotation"] == "even" and counts.get(spotlight, 0) > fewest:
        due = [p for p in players if counts.get(p, 0) == fewest]
        raise RuleViolation(
            "sixwinters.spotlight.rotation",
            f"the spotlight is shared evenly: {', '.join(due)} had it fewer times than {spotlight}",
        )
    return [
        Event(ev.SESSION_STARTED, {"year": campaign["year"], "players": players}),
        Event(ev.SPOTLIGHT_CHOSEN, step_data("spotlight", spotlight=spotlight, times=counts.get(spotlight, 0) + 1)),
    ]


def evolve_session_started(game: dict, data: dict) -> dict:
    """Session Start begins: a new session for this year."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {
        "stage": "start",
        "year": data["year"],
        "players": list(data["players"]),
        "done": [],
        "end_done": [],
        "characters": {},
        "spotlight": None,
    }
    return game


def evolve_spotlight(game: dict, data: dict) -> dict:
    """Choose Spotlight Player: the spotlight and the rotation count."""
    game, campaign = campaign_copy(game, "spotlight")
    spotlight = data["spotlight"]
    campaign["spotlight"][spotlight] = campaign["spotlight"].get(spotlight, 0) + 1
    campaign["session"] = {**done(campaign["session"], "spotlight"), "spotlight": spotlight}
    return game


# 2. Restore Campaign State ---------------------------------------------------------------


def decide_restore(game: dict, command: dict) -> list[Event]:
    """Step 2 (years 2-6): the recorded map with its threat tokens, decks and archive come back."""
    campaign = game["campaign"]
    require_start_step(campaign, "restore")
    threats = {name: loc["threats"] for name, loc in campaign["map"].items() if loc["threats"]}
    return [
        Event(
            ev.CAMPAIGN_RESTORED,
            step_data(
                "restore",
                threats=threats,
                obstacle_deck=len(campaign["decks"]["obstacles"]),
                asset_deck=len(campaign["decks"]["assets"]),
                archive=list(campaign["archive"]),
            ),
            source=None,
        )
    ]


def evolve_restore(game: dict, data: dict) -> dict:
    """Restore Campaign State: recorded as done (the table rebuilds what the state already holds)."""
    game, campaign = campaign_copy(game)
    campaign["session"] = done(campaign["session"], "restore")
    return game


# 3. Choose Scenario and Difficulty -------------------------------------------------------


def decide_scenario(game: dict, command: dict) -> list[Event]:
    """Step 3: an available scenario (all requirements met) and the difficulty."""
    campaign, catalog = game["campaign"], catalog_of(game)
    require_start_step(campaign, "scenario")
    name = command["scenario"]
    scenario = facts.scenario(catalog, name)
    unmet = facts.unmet_requirements(catalog, scenario, campaign)
    if unmet:
        raise RuleViolation("sixwinters.scenario.requirements", f"{name} is not available: {'; '.join(unmet)}")
    if command["difficulty"] not in DIFFICULTIES:
        raise RuleViolation("sixwinters.scenario.difficulty", "difficulty is standard or difficult")
    return [Event(ev.SCENARIO_CHOSEN, step_data("scenario", scenario=name, difficulty=command["difficulty"]))]


def evolve_scenario(game: dict, data: dict) -> dict:
    """Choose Scenario and Difficulty."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {
        **done(campaign["session"], "scenario"),
        "scenario": data["scenario"],
        "difficulty": data["difficulty"],
    }
    return game


# 5. Choose Characters ----------------------------------------------------------------------


def decide_characters(game: dict, command: dict) -> list[Event]:
    """Step 5: each player one unlocked character; unspent rest/train years are applied now."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "characters")
    chosen = command["characters"]
    if sorted(chosen) != sorted(sess["players"]):
        raise RuleViolation(
            "sixwinters.characters.one-each", f"each player ({', '.join(sess['players'])}) chooses one character"
        )
    names = list(chosen.values())
    if len(set(names)) != len(names):
        raise RuleViolation("sixwinters.characters.distinct", "two players cannot play the same character")
    for name in names:
        sheet = campaign["sheets"].get(name)
        if sheet is None:
            raise RuleViolation("sixwinters.character.unknown", f"no character called {name!r}")
        if not sheet["unlocked"]:
            raise RuleViolation("sixwinters.character.locked", f"{name} is locked until a scenario unlocks them")
    trained, rested = apply_pending(catalog, campaign, names, command.get("training", {}), command.get("resting", {}))
    return [Event(ev.CHARACTERS_CHOSEN, step_data("characters", characters=chosen, trained=trained, rested=rested))]


def evolve_characters(game: dict, data: dict) -> dict:
    """Choose Characters: who plays, with rest and training years applied."""
    chosen = [*data["characters"].values(), *data["trained"], *data["rested"]]
    game, campaign = campaign_copy(game, *sheets_of(chosen))
    campaign["session"] = {**done(campaign["session"], "characters"), "characters": dict(data["characters"])}
    apply_rest_and_training(campaign, data["trained"], data["rested"])
    return game


# 6. Take Character Ability Cards -----------------------------------------------------------


def decide_abilities(game: dict, command: dict) -> list[Event]:
    """Step 6: on standard difficulty the level-1 ability is unlocked, the rest set aside."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "abilities")
    unlocked, aside = {}, {}
    for name in sess["characters"].values():
        cards = facts.abilities(catalog, name)
        first = [card["name"] for card in cards if card["level"] == 1]
        unlocked[name] = first if sess["difficulty"] == "standard" else []
        aside[name] = [card["name"] for card in cards if card["name"] not in unlocked[name]]
    return [Event(ev.ABILITY_CARDS_TAKEN, step_data("abilities", unlocked=unlocked, aside=aside))]


def evolve_abilities(game: dict, data: dict) -> dict:
    """Take Character Ability Cards: the unlocked abilities on the sheets."""
    game, campaign = campaign_copy(game, *sheets_of(data["unlocked"]))
    campaign["session"] = {**done(campaign["session"], "abilities"), "abilities": dict(data["unlocked"])}
    for name, cards in data["unlocked"].items():
        campaign["sheets"][name]["abilities"] = list(cards)
    return game


# 7. Choose Starting Assets -----------------------------------------------------------------


def decide_starting_assets(game: dict, command: dict) -> list[Event]:
    """Step 7 (years 2-6): archived assets start completed, at most (skill - 2) per skill."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "starting-assets")
    chosen = command["assets"]
    playing = set(sess["characters"].values())
    for name in chosen:
        if name not in playing:
            raise RuleViolation("sixwinters.starting-assets.character", f"{name} is not playing this year")
    everything = [card for cards in chosen.values() for card in cards]
    for card in everything:
        facts.asset(catalog, card)
    require_cards(campaign["archive"], everything, "archive", "sixwinters.starting-assets.archive")
    for name, cards in chosen.items():
        _check_asset_limit(catalog, campaign, sess, name, cards)
    return [
        Event(
            ev.STARTING_ASSETS_CHOSEN, step_data("starting-assets", assets={n: list(c) for n, c in chosen.items() if c})
        )
    ]


def _check_asset_limit(catalog: dict, campaign: dict, sess: dict, name: str, cards: list) -> None:
    """No more assets of a skill than the character's matching skill minus two; an extra
    asset granted in the winter phase (Forager, Smuggler) may go beyond the limit."""
    skills = campaign["sheets"][name]["skills"]
    counts = Counter(facts.asset(catalog, card)["skill"] for card in cards)
    offset = facts.limit(catalog, "starting_asset_skill_offset", 2)
    excess = {skill: count - max(0, skills.get(skill, 0) - offset) for skill, count in counts.items()}
    over = {skill: n for skill, n in excess.items() if n > 0}
    if not over:
        return
    gifts = [
        g
        for g in sess.get("gifts", [])
        if g["character"] == name
        and any(facts.matches_gift(catalog, card, g) for card in cards if facts.asset(catalog, card)["skill"] in over)
    ]
    if sum(over.values()) > len(gifts):
        skill = sorted(over)[0]
        limit = max(0, skills.get(skill, 0) - offset)
        raise RuleViolation(
            "sixwinters.starting-assets.limit",
            f"{name} has {skill} {skills.get(skill, 0)}, so may start with at most {limit} "
            f"{skill} asset(s), not {counts[skill]}",
        )


def evolve_starting_assets(game: dict, data: dict) -> dict:
    """Choose Starting Assets: the assets leave the archive for the game."""
    game, campaign = campaign_copy(game, "archive")
    for cards in data["assets"].values():
        for card in cards:
            campaign["archive"].remove(card)
    campaign["session"] = {**done(campaign["session"], "starting-assets"), "starting_assets": dict(data["assets"])}
    return game
