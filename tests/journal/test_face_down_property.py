"""Random play after an app shuffle, through the journal: what a player or a spectator is served
(the events as the site lists them, every view and picture at every position) is the same
whatever order the cards not yet drawn are in. Hashes, commitments and salts differ with any
secret and give none away, so they are set aside; everything else must match, so nothing
served before a card is drawn tells its place in the deck."""
from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from domain.kernel import Viewer
from domain.kernel.dice import walk_dice
from journal.vaults import seeds
from journal.errors import CommandRejected
from journal.service import Journal
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_ONE, setup, start_commands
from tests.domain.sixwinters.test_hidden import _listing, dice_for, play

READERS = (Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"]), Viewer.of("sam", "viewer"))
SECRETS_AND_HASHES = re.compile(r"\b[0-9a-f]{64}\b")
SHUFFLE = "sixwinters/decks-shuffled"
RANDOM_MOVES = 12


def sealed_dice(choose):
    """The journal's sealed dice (an app shuffle's), their values chosen by `choose(command, die)`."""
    def roll(command) -> int:
        dice = [die for die in walk_dice(command) if "value" not in die and die.get("sealed")]
        for die in dice:
            die["value"] = choose(command, die)
        return len(dice)
    return roll


def played(commands: list[dict]) -> tuple[Journal, str]:
    journal = Journal(url="memory://")
    campaign = journal.create_campaign("sixwinters", "Face down", setup(record_play="table"))
    for command in commands:
        journal.execute(campaign, command)
    return journal, campaign


def served(journal: Journal, campaign: str, since: int) -> dict:
    """Everything each reader is served (views from position `since` on, when the decks were
    shuffled), with hashes, commitments and salts set aside."""
    rules = journal.ruleset_of(campaign)
    head = journal.head(campaign)
    out = {}
    for viewer in READERS:
        events = [{k: v for k, v in env.items() if k != "recorded_at"} for env in journal.events(campaign, viewer=viewer)]
        views = [{name: journal.view(campaign, name, at, viewer) for name in rules.views} for at in range(since, head + 1)]
        pictures = [journal.picture(campaign, name, head, viewer) for name in rules.pictures]
        out[viewer.user] = SECRETS_AND_HASHES.sub("#", json.dumps([events, views, pictures], sort_keys=True))
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                 HealthCheck.function_scoped_fixture])
@given(st.data())
def test_nothing_served_before_a_card_is_drawn_tells_its_place(monkeypatch, data):
    monkeypatch.setattr(seeds, "new_seed", lambda: "5eed" * 16)   # the same session dice in both worlds
    # One world: the year's start with an app shuffle (its sealed dice drawn here), then random play.
    monkeypatch.setattr(seeds, "roll_sealed", sealed_dice(lambda command, die: data.draw(st.integers(1, die["sides"]))))
    journal, campaign = played(start_commands(1, PLAYERS, "Ann", YEAR_ONE))
    commands = list(start_commands(1, PLAYERS, "Ann", YEAR_ONE))
    for _ in range(RANDOM_MOVES):
        game = journal.state(campaign).state["game"]
        if game["table"]["result"]:
            break
        command = play(game, data.draw)
        try:
            journal.execute(campaign, command)
        except CommandRejected:
            continue
        commands.append(command)
    shuffle = next(env for env in journal.events(campaign) if env["type"] == SHUFFLE)
    table = journal.state(campaign).state["game"]["table"]
    # Another world: the same play, the cards not yet drawn in another order.
    other_dice = {}
    for deck, field, left in (("obstacles", "obstacle_dice", table["obstacle_deck"]),
                              ("assets", "asset_dice", table["asset_deck"])):
        order = shuffle["data"][deck]
        top, rest = order[:len(order) - len(left)], order[len(order) - len(left):]
        listing = _listing(order, shuffle["command"][field])
        other_dice[field] = [die["value"] for die in dice_for(listing, top + data.draw(st.permutations(rest)))]
    given_dice = {field: iter(values) for field, values in other_dice.items()}

    def stacked(command, die):
        field = next(name for name in other_dice if any(d is die for d in command.get(name, [])))
        return next(given_dice[field])
    monkeypatch.setattr(seeds, "roll_sealed", sealed_dice(stacked))
    second, other = played(commands)
    assume(second.state(other).state["game"]["table"]["obstacle_deck"] != table["obstacle_deck"])
    assert second.fingerprints(other) != journal.fingerprints(campaign)   # the worlds do differ
    assert served(journal, campaign, shuffle["position"]) == served(second, other, shuffle["position"])
