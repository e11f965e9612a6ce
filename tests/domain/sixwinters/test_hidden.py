"""Six Winters keeps this year's deck order face down after an app shuffle: a player reads the
same views, pictures, sentences and events whatever order the cards not yet drawn are in."""
from __future__ import annotations

import copy

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from domain.kernel import Event, Recorded, RuleViolation, Viewer, reading
from domain.kernel.dice import walk_dice
from domain.kernel.fold import apply, empty_state
from domain.kernel import generic
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_ONE, setup, start_commands
from tests.domain.sixwinters.game.test_properties import next_command

ANN, BEN = Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
SPECTATOR, OWNER = Viewer.of("sam", "viewer"), Viewer.of("olga", "owner")
READERS = (ANN, BEN, SPECTATOR, OWNER)


class World:
    """A campaign folded without a journal, commands kept as decided (dice rolled), so the same
    play can be decided again on another shuffle."""

    def __init__(self, setup_dict: dict):
        self.state, self.log, self.served = empty_state(), [], []
        self.record(Event(generic.CAMPAIGN_STARTED, {"name": "w", "ruleset": "sixwinters", "setup": setup_dict}))

    @property
    def game(self) -> dict:
        return self.state["game"]

    def record(self, event: Event) -> None:
        recorded = Recorded(event.kind, copy.deepcopy(dict(event.data)), len(self.log) + 1, "physical", "t", "t",
                            event.version, audience=event.audience)
        before = self.game
        self.log.append(recorded)
        self.state = apply(RULESET, self.state, recorded)
        self.served.append(served(before, recorded, self.game))

    def decide(self, command: dict) -> list[Event]:
        events = RULESET.decide(self.game, command)
        for event in events:
            self.record(event)
        return events


def served(before, event: Recorded, after) -> dict:
    """Everything a player may be served about one event: its sentence, the event as read, the
    state after it as they may see it, and every view and picture of it, for each reader."""
    out = {}
    for viewer in READERS:
        shown = reading.readable(RULESET, event, viewer)
        out[viewer.user] = {
            "sentence": reading.sentence(RULESET, before, event, viewer),
            "event": None if shown is None else dict(shown.data),
            "state": reading.seen(RULESET, after, viewer),
            "views": {name: reading.view(RULESET, name, after, viewer) for name in RULESET.views},
            "pictures": {name: reading.picture(RULESET, name, after, viewer) for name in RULESET.pictures}}
    return out


def rolled(world: World, command: dict, draw) -> dict:
    """The command as the journal would decide it: validated, prepared, its dice rolled."""
    schema = RULESET.command_schemas[command["type"]]
    command = copy.deepcopy(RULESET.prepare(world.game, schema().load(command)))
    for die in walk_dice(command):
        die.setdefault("value", draw(st.integers(1, die["sides"])))
    return command


def play(game: dict, draw) -> dict:
    """A random table command; the scenario's starting obstacles are drawn first."""
    if game["table"]["step"] == "setup":
        return {"type": "table-new-obstacles", "roll": "app"}
    return next_command(game, draw)


def dice_for(cards: list, order: list) -> list[dict]:
    """The sealed shuffle dice that put `cards` in `order` (each die: the next card's place among those left)."""
    left, dice = list(cards), []
    for card in order[:-1]:
        dice.append({"sides": len(left), "kind": "shuffle", "sealed": True, "value": left.index(card) + 1})
        left.remove(card)
    return dice


def reshuffled(command: dict, shuffle_event: Event, drawn: dict, draw) -> dict:
    """The shuffle command of another world: the cards drawn in play stay on top, the rest in another order."""
    other = dict(command)
    for deck, field in (("obstacles", "obstacle_dice"), ("assets", "asset_dice")):
        order = list(shuffle_event.data[deck])
        top, rest = order[:drawn[deck]], order[drawn[deck]:]
        listing = [die for die in command[field]]
        cards = _listing(order, listing)
        other[field] = dice_for(cards, top + draw(st.permutations(rest)))
    return other


def _listing(order: list, dice: list) -> list:
    """The deck as listed before the shuffle, recovered from the order and the dice that made it."""
    listing = [None] * len(order)
    free = list(range(len(order)))
    for card, die in zip(order, dice):
        listing[free.pop(die["value"] - 1)] = card
    listing[free[0]] = order[-1]
    return listing


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_no_player_reads_the_place_of_a_card_before_it_is_drawn(data):
    # One world: a year with a live table after an app shuffle, and random play.
    first, commands = World(setup(record_play="table")), []
    for command in start_commands(1, PLAYERS, "Ann", YEAR_ONE):
        commands.append(rolled(first, command, data.draw))
        events = first.decide(commands[-1])
        if command["type"] == "shuffle-decks":
            shuffle_at, shuffle_event = len(commands) - 1, events[0]
    for _ in range(16):
        if first.game["table"]["result"]:
            break
        command = rolled(first, play(first.game, data.draw), data.draw)
        try:
            first.decide(command)
        except RuleViolation:
            continue
        commands.append(command)
    table, order = first.game["table"], shuffle_event.data
    drawn = {"obstacles": len(order["obstacles"]) - len(table["obstacle_deck"]),
             "assets": len(order["assets"]) - len(table["asset_deck"])}
    # Another world: the same play, the cards not yet drawn in another order.
    second = World(setup(record_play="table"))
    for index, command in enumerate(commands):
        second.decide(reshuffled(command, shuffle_event, drawn, data.draw) if index == shuffle_at else command)
    assume(second.game["campaign"]["session"]["obstacle_deck"] != order["obstacles"])   # another order indeed
    assert first.served == second.served
    assert RULESET.redact(first.game, Viewer.auditor()) == first.game


def test_the_shuffle_placement_and_draws_name_their_face_down_parts():
    world = World(setup(record_play="table"))
    for command in start_commands(1, PLAYERS, "Ann", YEAR_ONE):
        world.decide(rolled(world, command, lambda strategy: 1))
    kinds = {event.kind: RULESET.face_down(event) for event in world.log}
    assert kinds["sixwinters/decks-shuffled"] == ("/obstacles", "/assets", "/obstacle_dice", "/asset_dice")
    assert kinds["sixwinters/staging-filled"] == ("/asset_deck",)
    assert "/table/obstacle_deck" in kinds["sixwinters/characters-placed"]
    world.decide(rolled(world, {"type": "table-new-obstacles", "roll": "app"}, lambda strategy: 1))
    drawn = world.log[-1]
    pointers = RULESET.face_down(drawn)
    assert pointers and all(drawn.data["changes"][int(p.split("/")[2])]["path"] == "/table/obstacle_deck" for p in pointers)
    assert reading.readable(RULESET, drawn, ANN).data["outcome"] == drawn.data["outcome"]


def test_seats_are_the_players_and_a_player_acts_for_their_own_character():
    world = World(setup(record_play="table"))
    for command in start_commands(1, PLAYERS, "Ann", YEAR_ONE)[:1]:
        world.decide(rolled(world, command, lambda strategy: 1))
    assert [seat.id for seat in RULESET.seats(world.game)] == ["Ann", "Ben"]
    for command in start_commands(1, PLAYERS, "Ann", YEAR_ONE)[1:]:
        world.decide(rolled(world, command, lambda strategy: 1))
    acting = RULESET.acting_seats
    assert acting(world.game, {"type": "table-move", "character": "Keel", "to": "Loomwood"}) == {"Ben"}
    assert acting(world.game, {"type": "table-overcome", "team": [{"character": "Thea"}, {"character": "Keel"}]}) == {"Ann", "Ben"}
    assert acting(world.game, {"type": "table-end-actions", "save": {"Thea": [1]}}) == {"Ann"}
    assert acting(world.game, {"type": "table-refresh"}) == frozenset()
    assert acting(world.game, {"type": "choose-scenario", "scenario": YEAR_ONE}) == frozenset()
