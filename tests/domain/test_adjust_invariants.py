"""Random hand corrections (`adjust`) never leave a state its ruleset's invariants refuse, in all
six games: each is either refused, naming an invariant the game's docs list, with the state left
exactly as it was, or accepted into a state that keeps every invariant.

The states corrected are those a demo campaign passes through (where its commands end); the
corrections change any path of the game (but the catalog) in the ways a group might get wrong:
a number set or moved below zero or off its track, a word where a number was, a card put in a
second place or one the catalog lacks, a pile emptied, a part of the state replaced whole."""
from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import domain.rulesets as registry
from domain.kernel import RuleViolation, generic
from domain.kernel.changes import join_pointer
from domain.kernel.events import Recorded
from domain.kernel.fold import apply
from domain.kernel.invariants import broken
from journal.service import Journal
from tests import demo_store

ROOT = Path(__file__).resolve().parents[2]
DEMOS = {"dice": None, "d6d": None, "ninetraits": None, "sixwinters_v19": None,
         "dwarfswinter": "Dwarfs Winter solitaire: Ann alone, the cards named as drawn",
         "sixwinters": "The Order of the Blue Robe, year one, move by move"}
SAMPLES = 6                       # states of each demo, spread over it
SKIPPED = ("catalog",)            # the game's card facts: fixed (or refused whole) in every game
KERNEL_RULES = {"adjust.path", "adjust.add", "adjust.order", "adjust.shape", "adjust.reason"}


def documented(ruleset) -> set[str]:
    """Every rule slug the ruleset's docs and the generic commands' docs name."""
    text = "".join((ROOT / page).read_text() for page in (*ruleset.docs, "docs/journal.md"))
    return set(re.findall(r"`([a-z0-9_]+\.[a-z0-9_.*-]+)`", text)) | KERNEL_RULES


@pytest.fixture(scope="module")
def samples(tmp_path_factory) -> dict[str, list[dict]]:
    """Per ruleset, game states where the demo's commands end, spread from its start to its end."""
    journal = Journal(url=f"sqlite:///{tmp_path_factory.mktemp('demos') / 'demos.sqlite'}")
    found = {}
    try:
        for name, demo in DEMOS.items():
            walked = list(journal.walk(demo_store.load_demo(journal, name, name=demo)))
            ends = [state["game"] for index, (_, state) in enumerate(walked)
                    if index + 1 == len(walked) or walked[index + 1][0]["cmd"] == walked[index + 1][0]["position"]]
            step = max(1, len(ends) // SAMPLES)
            found[name] = [ends[index] for index in range(len(ends) - 1, 0, -step)][:SAMPLES]
    finally:
        journal.close()
    return found


def places(node, parts=()) -> list[tuple[str, object]]:
    """(pointer, value) of every part of the state but the skipped ones, containers included."""
    found = [(join_pointer(parts), node)] if parts else []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        if not parts and key in SKIPPED:
            continue
        found += places(value, (*parts, key))
    return found


def words(state) -> list[str]:
    """The strings a state holds (card names, places, players): what a mistaken correction moves."""
    return sorted({value for _, value in places(state) if isinstance(value, str)}) or ["nothing"]


@st.composite
def a_change(draw, state: dict) -> dict:
    pointer, current = draw(st.sampled_from(places(state)))
    named = draw(st.sampled_from(words(state)))
    choices = [st.integers(-12, 40), st.none(), st.booleans(), st.just(named), st.just([]), st.just({}),
               st.sampled_from([value for _, value in places(state)][:400])]
    if isinstance(current, list):
        choices += [st.just([*current, named]), st.just([*current, *current]), st.just(current[1:])]
    if isinstance(current, int) and not isinstance(current, bool) and draw(st.booleans()):
        return {"path": pointer, "add": draw(st.integers(-12, 12))}
    return {"path": pointer, "set": copy.deepcopy(draw(st.one_of(choices)))}


@st.composite
def an_adjustment(draw, samples: dict) -> tuple[str, dict, dict]:
    name = draw(st.sampled_from(sorted(samples)))
    state = draw(st.sampled_from(samples[name]))
    changes = draw(st.lists(a_change(state), min_size=1, max_size=3))
    return name, state, {"type": "adjust", "reason": "a card the app does not model", "card": "", "changes": changes}


def folded(ruleset, game: dict, events) -> dict:
    """The game state after the decided events, folded as the journal folds them."""
    state = {"meta": {"position": 1}, "game": game}
    for position, event in enumerate(events, start=2):
        state = apply(ruleset, state, Recorded(event.kind, copy.deepcopy(dict(event.data)), position, "physical",
                                               "test", "2026-01-01T00:00:00Z", event.version))
    return state["game"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_random_adjustment_is_refused_naming_an_invariant_or_keeps_every_one(samples, data):
    name, state, command = data.draw(an_adjustment(samples))
    ruleset = registry.get(name)
    assert broken(ruleset, state) == [], "the demo's own states keep the invariants"
    loaded = generic.AdjustSchema().load(command)
    before = copy.deepcopy(state)
    try:
        events = generic.decide(ruleset, state, loaded)
    except RuleViolation as refusal:
        assert refusal.rule in documented(ruleset), (refusal.rule, refusal.message)
        assert refusal.message.strip() and state == before
        return
    after = folded(ruleset, state, events)
    assert broken(ruleset, after) == [], command["changes"]
    assert state == before


@pytest.mark.parametrize("name", sorted(DEMOS))
def test_every_ruleset_declares_invariants_and_its_docs_list_them(name):
    ruleset = registry.get(name)
    source = "".join(path.read_text() for path in (ROOT / "domain" / "rulesets" / name).rglob("adjusting.py"))
    declared = set(re.findall(rf'"({name}\.[a-z_.-]+)"', source))
    assert declared, "every game names its invariants"
    assert declared <= documented(ruleset), sorted(declared - documented(ruleset))
