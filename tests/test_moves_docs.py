"""docs/moves.md shows real documents: each example marked `<!-- example: NAME -->` is found, as
it is written, in the moves (or setup) document of the situation NAME names."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from domain.kernel import Viewer
from domain.kernel.moves import KINDS, ruleset_document, ruleset_setup
from domain.rulesets import get
from domain.rulesets.sixwinters.game.decider import DECIDER as TABLE
from tests.domain.d6d.builders import battle, die, draw, opened, set_army
from tests.domain.legal_play import LegalTable
from tests.domain.sixwinters.game.builders import open_game

DOC = Path(__file__).resolve().parents[1] / "docs" / "moves.md"
EXAMPLE = re.compile(r"<!-- example: ([\w-]+) -->\n```json\n(.*?)\n```", re.DOTALL)
OWNER = Viewer.of("olga", "owner")
D6D = get("d6d")


def examples() -> dict[str, object]:
    return {name: json.loads(text) for name, text in EXAMPLE.findall(DOC.read_text())}


def d6d_document(story) -> dict:
    return ruleset_document(D6D, story.game, OWNER, position=story.position)


def after_a_round():
    story = opened()
    draw(story, (1, 6), (1, 2))
    story.when({"type": "move", "player": "Ann", "army": 1, "to": 6})
    story.when({"type": "battle-round", "attacker_die": battle(2), "defender_die": battle(3)})
    return d6d_document(story)


def ben_lost_a_round():
    story = opened()
    draw(story, (1, 6))
    set_army(story, "Ann", 2, 1, 6)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when({"type": "battle-round", "attacker_die": battle(6), "defender_die": battle(1)})
    return d6d_document(story)


def a_tie():
    table = LegalTable(D6D, {"players": ["Ann", "Ben", "Cat"]}, random.Random(1))
    for name, faces in (("Ann", (1, 2)), ("Ben", (2, 1)), ("Cat", (5, 5))):
        table.play({"type": "roll-armies", "player": name, "dice": [die(faces[0]), die(faces[1])]})
    return table.document()


def fresh_d6d():
    return LegalTable(D6D, {"players": ["Ann", "Ben"]}, random.Random(1)).document()


def menas_with_a_military_die():
    state = open_game([{"name": "Menas", "location": "Parisa's Glen"}],
                      resources={"Parisa's Glen": [{"type": "military", "value": 2}]})
    return [move.to_json() for move in TABLE.moves(state, OWNER)]


def dice_roll():
    dice = get("dice")
    return ruleset_document(dice, dice.initial_state({}), OWNER, position=1)


def an_undone_note():
    """A dice campaign: Ann rolled, wrote a note and undid it (the journal's document)."""
    import tempfile

    from journal.projections.moves import moves_document
    from journal.service import Journal

    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{folder}/journal.sqlite")
        try:
            campaign = journal.create_campaign("dice", "Undo")
            journal.execute(campaign, {"type": "roll", "purpose": "initiative", "dice": [
                {"sides": 6, "value": 3, "kind": "d"}, {"sides": 6, "value": 5, "kind": "d"}]}, actor="ann")
            journal.execute(campaign, {"type": "note", "text": "The ferry leaves at dawn."}, actor="ann")
            journal.execute(campaign, {"type": "retract"}, actor="ann")
            document = moves_document(journal, campaign)
            return {"undo": document["undo"], "redo": document["redo"]}
        finally:
            journal.close()


SITUATIONS = {
    "dice-undo-redo": an_undone_note,
    "d6d-tie": a_tie, "d6d-tie-rolls": a_tie, "d6d-retreat": after_a_round, "d6d-retreat-player": after_a_round,
    "d6d-battle-die": after_a_round, "d6d-assign-damage-army": ben_lost_a_round,
    "d6d-assign-damage-realm-die": ben_lost_a_round, "d6d-roll-armies-dice": fresh_d6d,
    "sixwinters-grand-tactician": menas_with_a_military_die, "dice-purpose": dice_roll,
    "d6d-setup-players": lambda: ruleset_setup(D6D), "d6d-setup": lambda: ruleset_setup(D6D),
    "dwarfswinter-setup-first": lambda: ruleset_setup(get("dwarfswinter")),
}


def parts(value):
    """The value and every value inside it."""
    yield value
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for child in children:
        yield from parts(child)


def test_every_example_names_a_situation_and_every_kind_of_field_has_one():
    found = examples()
    assert set(found) == set(SITUATIONS)
    shown = {kind for example in found.values() for part in parts(example) if isinstance(part, dict)
             for kind in KINDS if kind in part}
    assert shown == set(KINDS)


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_the_example_is_in_the_document_of_its_situation(name):
    example, made = examples()[name], SITUATIONS[name]()
    assert any(part == example for part in parts(made)), json.dumps(made)[:3000]
