"""The pictures mark what players may tap: every location, obstacle, character and world a
move offers is drawn with `data-choice` naming it as the moves document keys it."""
from __future__ import annotations

import random
import re

from domain.kernel.moves import random_command
from domain.kernel.moves.grammar import case_key
from domain.rulesets import get
from tests.domain.legal_play import fresh

CHOICE = re.compile(r'data-choice="([^"]*)"')
NOT_NOW = ("unlock-character", "unlock-reserve-action")


def marked(svg: str) -> set[str]:
    return {value.replace("&apos;", "'").replace("&amp;", "&").replace("&quot;", '"') for value in CHOICE.findall(svg)}


def play_until(table, kind: str) -> dict:
    for _ in range(300):
        document = table.document()
        move = next((m for m in document["moves"] if m["type"] == kind), None)
        if move:
            return move
        first = [m for m in document["moves"] if m["type"] not in NOT_NOW][:1]
        table.play(random_command({**document, "moves": first}, table.rng, app=True))
    raise AssertionError(f"no {kind}")


def test_six_winters_marks_the_places_obstacles_and_characters_its_moves_offer():
    rules = get("sixwinters")
    table = fresh(rules, random.Random(1), {"players": ["Ann"], "record_play": "table"})
    assert 'data-empty="true"' in rules.pictures["table"](table.game)    # no game under way yet
    placing = play_until(table, "place-characters")
    offered = placing["fields"]["locations"]["each"]["location"]["choices"]
    assert set(offered) <= marked(rules.pictures["map"](table.game))
    overcome = play_until(table, "table-overcome")
    on_the_table = marked(rules.pictures["table"](table.game))
    assert overcome["fields"]["obstacle"]["fixed"] in on_the_table
    assert set(table.game["table"]["characters"]) <= on_the_table
    assert set(table.game["table"]["locations"]) <= on_the_table
    assert 'data-empty' not in rules.pictures["table"](table.game)


def test_d6d_marks_each_world_as_the_moves_key_it():
    rules = get("d6d")
    table = fresh(rules, random.Random(2), {"players": ["Ann", "Ben"]})
    placing = play_until(table, "place-armies")
    worlds = {case_key(world) for world in placing["fields"]["world"]["choices"]}
    assert worlds and worlds <= marked(rules.pictures["map"](table.game))
