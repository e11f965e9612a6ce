"""The pictures as the site reads them: the phone's layout marks the same things to tap as the
tablet's; every value a picture marks as explained is a value of its view; every text is
escaped; labels are drawn at 14 px or more on a tablet (15 on the board) and 12 on a phone."""
from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest

from domain.kernel import Viewer, reading
from domain.kernel.catalogs import catalog_of
from journal.projections.explaining import ABSENT, parse_pointer, resolve

from .builders import RULES
from .test_demos import SCRIPTS, _played

ANN = Viewer.of("ann", "player", ["Ann"])
SMALLEST = {"board": (15, 12), "week": (14, 13), "players": (14, 13)}


@pytest.fixture(scope="module", params=[0, 1], ids=["four clans", "solitaire"])
def states(request):
    game = _played(SCRIPTS[request.param])
    return [state["game"] for state in game.table.states[::37]] + [game.state]


def _drawn(state, name):
    seen = reading.seen(RULES, state, ANN)
    return RULES.pictures[name](seen), RULES.narrow_pictures[name](seen), seen


def test_the_phone_marks_the_same_things_to_tap_as_the_tablet(states):
    for state in states:
        for name in RULES.pictures:
            wide, narrow, _ = _drawn(state, name)
            assert set(re.findall(r'data-choice="([^"]*)"', wide)) == set(re.findall(r'data-choice="([^"]*)"', narrow))


def test_every_explained_value_is_a_value_of_its_view(states):
    found = 0
    for state in states:
        for name in RULES.pictures:
            for svg in _drawn(state, name)[:2]:
                for view, pointer in re.findall(r'data-view="([^"]+)" data-pointer="([^"]*)"', svg):
                    value = resolve(reading.view(RULES, view, state, ANN), parse_pointer(pointer))
                    assert value is not ABSENT, (name, view, pointer)
                    found += 1
    assert found > 100


def test_labels_are_large_enough_and_every_picture_parses(states):
    for state in states:
        for name, (wide_least, narrow_least) in SMALLEST.items():
            wide, narrow, _ = _drawn(state, name)
            for svg, least in ((wide, wide_least), (narrow, narrow_least)):
                ElementTree.fromstring(svg)
                if 'data-empty="true"' in svg[:400]:
                    continue
                sizes = [int(size) for size in re.findall(r'font-size="(\d+)"', svg)]
                assert sizes and min(sizes) >= least, (name, min(sizes))


def test_the_board_marks_each_zone_and_each_dwarf_where_a_tap_picks_it(states):
    state = states[len(states) // 2]
    board, _, seen = _drawn(state, "board")
    zones = set(catalog_of(state)["board"]["zones"])
    marked = set(re.findall(r'data-choice="([^"]*)"', board))
    assert zones <= marked
    dwarfs = {f"{player}'s dwarf in {zone}" for player in state["players"] for zone, kinds in
              state["dwarfs"][player].items() if zone != "home" and kinds.get("dwarf")}
    assert dwarfs and dwarfs <= marked


def test_a_name_with_markup_is_drawn_as_text():
    from tests.spec import Table
    table = Table(RULES, {"players": ["<b>Ann</b>", "Ben & Co"]})
    for name in RULES.pictures:
        for svg in (RULES.pictures[name](table.state["game"]), RULES.narrow_pictures[name](table.state["game"])):
            ElementTree.fromstring(svg)
            assert "<b>" not in svg


@pytest.mark.parametrize("index", [0, 1], ids=["four clans", "solitaire"])
def test_views_readings_pictures_and_status_hold_after_every_event_not_only_every_command(index):
    """`explain` reads the views after each event, inside a command's run of events too (the
    last Defender placed, before the first week begins)."""
    game = _played(SCRIPTS[index])
    for recorded in game.table.states:
        state = recorded["game"]
        seen = reading.seen(RULES, state, ANN)
        assert all(RULES.views[name](seen) is not None for name in RULES.views)
        assert all(RULES.readings[name](seen) for name in RULES.readings)
        assert all(RULES.narrow_pictures[name](seen).startswith("<svg") for name in RULES.narrow_pictures)
        assert RULES.status(seen) or state["phase"] == "setup" and not state["players"]


def test_the_board_has_a_legend_for_every_kind_of_zone_and_every_mark(states):
    state = states[-1]
    for drawn in _drawn(state, "board")[:2]:
        legend = drawn[drawn.index('<g class="legend">'):]
        kinds = set(re.findall(r"<title>[^<]* \(([^)]*)\)</title>", drawn))
        assert kinds and all(f">{kind}</text>" in legend for kind in kinds)
        for words in ("Monster 1, 2", "Disaster A, B", "a player&#x27;s dwarfs"):
            assert words in legend
        ElementTree.fromstring(drawn)
