"""Random command sequences never reach an impossible table, rejected commands change
nothing, and folding the same log twice gives the same state."""
import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.domain.sixwinters.game.builders import open_game

from domain.kernel import Recorded, RuleViolation
from domain.rulesets.sixwinters.game import adjusting
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.prepare import prepare
from domain.rulesets.sixwinters.game.rules.grid import adjacent
from domain.rulesets.sixwinters.game.state import dice_in_play

DECK_OBSTACLES = ["Remote Influence", "Quintim the Vile", "Repeating Histories", "Miasma of Malevolence"]
DECK_ASSETS = ["Shadow Walk", "Imperial Violin", "Aren's Platemail", "50 Feet of Greenleaf Rope", "Griddle Bok the Transmuter"]


def start():
    return open_game([{"name": "Keel", "location": "Parisa's Glen", "assets": ["Cart", "Aren's Platemail", "Imperial Violin"],
                       "abilities": ["Youthful Artificer", "Workshop"]},
                      {"name": "Fuscus", "location": "Undari's Tower", "assets": ["Griddle Bok the Transmuter", "Baron Barksalot"],
                       "abilities": ["Silver-Tongued Ruffian", "Lift Your Cups!"]}],
                     obstacle_deck=list(DECK_OBSTACLES), asset_deck=DECK_ASSETS[2:], staging=DECK_ASSETS[:2],
                     obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}],
                     resources={"Undari's Tower": [{"type": "sorcery", "value": 2}], "Parisa's Glen": [{"type": "stability", "value": 3}] * 2})


def fill(value, draw):
    """Roll every unrolled die as the journal would (values drawn by hypothesis)."""
    if isinstance(value, dict) and "sides" in value and "value" not in value:
        return {**value, "value": draw(st.integers(1, value["sides"]))}
    if isinstance(value, dict):
        return {k: fill(v, draw) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, draw) for v in value]
    return value


def action_command(table, draw):
    names = sorted(table["characters"])
    who = draw(st.sampled_from(names))
    char = table["characters"][who]
    dice = char["action_dice"]
    pick = st.lists(st.sampled_from(dice), max_size=len(dice)) if dice else st.just([])
    here = table["locations"][char["location"]]
    choices = [
        {"type": "table-move", "character": who, "to": draw(st.sampled_from(sorted(table["locations"])))},
        {"type": "table-move", "character": who, "to": draw(st.sampled_from(adjacent(table, char["location"])))},
        {"type": "table-muster", "character": who, "roll": "app"},
        {"type": "table-muster", "character": who, "mode": "reroll-action", "roll": "app"},
        {"type": "table-take-asset", "character": who, "asset": draw(st.sampled_from(DECK_ASSETS))},
        {"type": "table-end-actions", "save": {who: draw(pick)[:3]}},
    ]
    if here["obstacles"]:
        split = draw(pick)
        choices.append({"type": "table-overcome", "roll": "app", "obstacle": here["obstacles"][0]["name"],
                        "hinder": draw(st.booleans()),
                        "team": [{"character": who, "defense": split[:1], "overcome": split[1:]}]})
    if here["resources"] and dice and char["in_progress"]:
        die = draw(st.sampled_from(here["resources"]))
        asset = char["in_progress"][0]["name"]
        choices.append({"type": "table-build-asset", "character": who, "die": max(dice),
                        "place": [{"asset": asset, "slot": draw(st.integers(0, 3)), **die}]})
    cards = char["completed"] + char["overcome"]
    choices.append({"type": "table-narrate", "roll": "app",
                    "plays": [{"character": n, "cards": draw(st.lists(st.sampled_from(cards), max_size=3, unique=True)) if n == who and cards else []}
                              for n in names]})
    if table["pending"]:
        choices.append({"type": "table-resolve", "character": who, "skill": "lore", "row": draw(st.integers(0, 3)),
                        "col": draw(st.integers(0, 6)), "option": 0, "location": char["location"]})
    if here["resources"]:
        die = draw(st.sampled_from(here["resources"]))
        card = draw(st.sampled_from(char["abilities"] + char["completed"]))
        choices.append({"type": "table-stash", "character": who, "card": card, "die": die})
        choices.append({"type": "table-ability", "character": who, "ability": char["abilities"][0], "die": die,
                        "values": [1, max(1, die["value"] - 1)]})
        choices.append({"type": "table-trade", "character": who, "give": [die, die], "roll": "app"})
    return draw(st.sampled_from(choices))


def next_command(state, draw):
    table = state["table"]
    if table.get("explosions"):
        return {"type": "table-explode", "roll": "app"}
    step_commands = {"refresh": "table-refresh", "new-assets": "table-new-assets", "activate": "table-activate",
                     "new-obstacles": "table-new-obstacles", "advance": "table-advance"}
    if table["step"] in step_commands:
        return {"type": step_commands[table["step"]], "roll": "app"}
    return action_command(table, draw)


def check_possible(table):
    assert adjusting.impossible(table) == []
    totals = table["dice_totals"]
    for kind, count in dice_in_play(table).items():
        assert 0 <= count <= totals[kind], (kind, count)
    assert table["threat_pool"] >= 0
    for kind in ("progress", "hindrance"):
        assert sum(o[kind] for loc in table["locations"].values() for o in loc["obstacles"]) <= 12
    for loc in table["locations"].values():
        assert loc["threats"] >= 0
        assert all(1 <= die["value"] <= 6 for die in loc["resources"])
        assert all(o["progress"] >= 0 and o["hindrance"] >= 0 for o in loc["obstacles"])
    for char in table["characters"].values():
        assert char["move"] >= 0 and char["psyche"] >= 0 and char["body"] >= 0
        assert all(1 <= v <= 6 for v in char["action_dice"] + char["momentum"])
        assert len(char["in_progress"]) <= 2


def fold(start_state, log):
    state = start_state
    for position, (kind, data, version) in enumerate(log, 1):
        state = DECIDER.evolve(state, Recorded(kind, copy.deepcopy(data), position, "digital", "test", "t", version))
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_legal_command_sequences_never_reach_an_impossible_state(data):
    initial = start()
    state, log = initial, []
    for _ in range(30):
        if state["table"]["result"]:
            break
        raw = next_command(state, data.draw)
        prepared = fill(prepare(state, raw), data.draw)
        command = DECIDER.schemas[prepared["type"]]().load(prepared)
        before = copy.deepcopy(state)
        try:
            events = DECIDER.decide(state, command)
        except RuleViolation:
            assert state == before  # a rejected command leaves the state unchanged
            continue
        for event in events:
            log.append((event.kind, copy.deepcopy(dict(event.data)), event.version))
            state = DECIDER.evolve(state, Recorded(event.kind, copy.deepcopy(dict(event.data)), len(log), "digital",
                                                      "test", "t", event.version))
        check_possible(state["table"])
    assert fold(initial, log) == fold(initial, log) == state
