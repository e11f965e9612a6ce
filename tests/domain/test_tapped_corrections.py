"""A value tapped on a picture or a sheet card while correcting picks what "Correct" sets right
(`Ruleset.correction_path`, kernel/moves/corrections.py): along every demo of every game, each
value a picture or card marks for "why is it so" either names a value `correctable` lists for
that state, or nothing; never a place in the state no correction offers."""
from __future__ import annotations

import pytest

from domain.kernel import generic
from domain.kernel.changes import pointer_parts
from domain.kernel.moves.corrections import drawn_values, tapped_corrections
from domain.rulesets import available, get
from tests.spec import Table

# the games whose pictures or cards draw a value "Correct" sets right by taps
TAPPED = {"sixwinters", "dwarfswinter", "ninetraits", "sixwinters_v19"}


def drawn(rules, game) -> list[tuple[str, str]]:
    """(view, pointer) of every value marked on every picture (wide and narrow) and card."""
    found = []
    for pictures in (rules.pictures, rules.narrow_pictures or {}):
        for name, draw in pictures.items():
            found += drawn_values(draw(game), name)
    for view, draw in rules.cards.items():
        for svg in draw(game).values():
            found += drawn_values(svg, view)
    return found


def states_along_the_demos(rules):
    """The game at every step of every demo (undo and reveal are the journal's and are skipped)."""
    for script in [rules.demo(), *rules.extra_demos()]:
        table = Table(rules, script["setup"])
        yield table.state["game"]
        for command in script["commands"]:
            if command["type"] not in ("retract", "reveal"):
                table.run({key: value for key, value in command.items() if key != "actor"})
                yield table.state["game"]


@pytest.mark.parametrize("name", [name for name in available() if get(name).pictures or get(name).cards])
def test_every_value_drawn_maps_to_a_correctable_value_or_to_nothing(name):
    rules, mapped = get(name), set()
    for game in states_along_the_demos(rules):
        if game is None:
            continue
        paths = {thing.path for thing in (rules.correctable(game) if rules.correctable else [])}
        documents = {}
        for view, pointer in dict.fromkeys(drawn(rules, game)):
            document = documents.setdefault(view, rules.views[view](game) if view in rules.views else None)
            path = rules.correction_path(game, view, pointer_parts(pointer), document)
            assert path is None or path in paths, f"{name}: {view} {pointer} maps to {path}, which nothing corrects"
            if path is not None:
                mapped.add((view, path.rsplit("/", 1)[-1]))
    assert bool(mapped) == (name in TAPPED), f"{name}: {sorted(mapped)}"


def test_a_dwarfs_winter_resource_on_the_table_picture_corrects_that_players_track():
    rules = get("dwarfswinter")
    game = next(game for game in states_along_the_demos(rules) if game and game.get("boards"))
    found = tapped_corrections(rules, game, drawn(rules, game))
    first = rules.views["table"](game)["players"][0]["name"]
    thing = found[("table", "/players/0/resources/gold")]
    assert (thing.path, thing.now) == (f"/boards/{first}/gold", game["boards"][first]["gold"])
    assert ("table", "/week") not in found


def test_a_six_winters_stress_track_on_the_table_picture_corrects_it_and_the_map_waits_while_a_game_is_on():
    rules = get("sixwinters")
    game = next(game for game in states_along_the_demos(rules) if game and (game.get("table") or {}).get("locations"))
    found = tapped_corrections(rules, game, drawn(rules, game))
    name = sorted(game["table"]["characters"])[0]
    assert found[("table", f"/characters/{name}/body")].path == f"/table/characters/{name}/body"
    assert not [key for key in found if key[0] == "map"]


def test_a_nine_trait_sheet_cards_traits_and_life_correct_the_sheet():
    rules = get("ninetraits")
    game = next(game for game in states_along_the_demos(rules) if game and game.get("characters"))
    found = tapped_corrections(rules, game, drawn(rules, game))
    first = rules.views["party"](game)["characters"][0]
    trait = first["traits"][3]["trait"]
    assert found[("party", "/characters/0/traits/3/dice")].path == f"/characters/{first['name']}/traits/{trait}"
    assert found[("party", "/characters/0/life/current")].label == f"{first['name']}'s Life Points"


def test_an_adjustment_of_one_seats_own_things_acts_for_that_seat_and_any_other_for_the_whole_table():
    rules = get("dwarfswinter")
    game = next(game for game in states_along_the_demos(rules) if game and game.get("boards"))
    everyone = frozenset(seat.id for seat in rules.seats(game))

    def acting(*changes):
        return generic.acting_seats(rules, game, {"type": "adjust", "reason": "recorded wrongly", "changes": list(changes)})

    gold = game["boards"]["Ann"]["gold"]
    assert acting({"path": "/boards/Ann/gold", "set": (gold + 1) % 8}, {"path": "/boards/Ann/wood", "set": 0}) == \
        (frozenset({"Ann"}), False)
    assert acting({"path": "/boards/Ann/gold", "set": 0}, {"path": "/boards/Ben/gold", "set": 0}) == (everyone, True)
    assert acting({"path": "/boards/Ann/gold", "set": 8}) == (everyone, True)          # past the track
    assert acting({"path": "/boards/Ann/gold", "set": True}) == (everyone, True)       # not a count
    assert acting({"path": "/boards/Ann/gold", "add": 1}) == (everyone, True)
    assert acting({"path": "/boards/Ann/actions", "set": 4}) == (everyone, True)       # not corrected by taps
    assert acting() == (everyone, True)
