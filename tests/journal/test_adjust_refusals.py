"""A hand correction (`adjust`) that would leave a table that cannot exist is refused through
the journal, naming the invariant it breaks, and nothing is stored: in every game, on both
backends, and at the command line in one line with exit code 1."""
import subprocess
import sys

import pytest

from journal.errors import CommandRejected
from tests.journal.helpers import snapshot_of_store
from tests import demo_store

BLUE_ROBE = "The Order of the Blue Robe, year one, move by move"
SOLITAIRE = "Dwarfs Winter solitaire: Ann alone, the cards named as drawn"
TABLE_OPEN = 13   # the Blue Robe demo: the table is open, its obstacle deck sealed, cards in the reserve


def adjustment(*changes) -> dict:
    return {"type": "adjust", "reason": "a card the app does not model", "changes": list(changes)}


def dice_below_zero(game):
    return adjustment({"path": "/rolls", "add": -(game["rolls"] + 1)})


def changes_out_of_order(game):
    key = sorted(game["faces"])[0].replace("~", "~0").replace("/", "~1")
    return adjustment({"path": "/faces", "set": 5}, {"path": f"/faces/{key}", "set": {}})


def two_players_on_a_world(game):
    (world,) = {army["at"] for army in game["players"][1]["armies"] if army["at"] == 5}
    return adjustment({"path": "/players/0/armies/2/at", "set": world}, {"path": "/players/0/armies/2/value", "set": 2})


def a_hero_twice(game):
    hero = next(card for card in [*game["pool"], *game["decks"]["heroes"]] if card)
    return adjustment({"path": "/decks_of/Ann", "set": [*game["decks_of"]["Ann"], hero]})


def an_obstacle_twice(game):
    region = next(region for region, deck in game["decks"]["obstacles"].items() if deck["pile"])
    deck = game["decks"]["obstacles"][region]
    return adjustment({"path": f"/decks/obstacles/{region}/discard", "set": [*deck["discard"], deck["pile"][0]]})


def fewer_fights_than_none(game):
    return adjustment({"path": "/sequences", "set": -1})


CASES = [
    ("dice", None, dice_below_zero, "dice.adjust.count", "a count is a whole number of 0 or more"),
    ("dice", None, changes_out_of_order, "adjust.order", "do not apply one after another"),
    ("d6d", None, two_players_on_a_world, "d6d.adjust.world", "Ann and Ben both have armies on world 5"),
    ("dwarfswinter", SOLITAIRE, a_hero_twice, "dwarfswinter.adjust.cards", "and Ann's deck, but the catalog has 1 copy"),
    ("ninetraits", None, fewer_fights_than_none, "ninetraits.adjust.count", "the number of fights so far is -1"),
    ("sixwinters_v19", None, an_obstacle_twice, "sixwinters_v19.adjust.cards", "but the catalog has 1 copy"),
]


@pytest.mark.parametrize("ruleset, demo, correction, rule, words", CASES, ids=[case[3] for case in CASES])
def test_a_correction_breaking_an_invariant_is_refused_naming_it_and_stores_nothing(journal, ruleset, demo,
                                                                                      correction, rule, words):
    campaign = demo_store.load_demo(journal, ruleset, name=demo)
    command = correction(journal.state(campaign).state["game"])
    before, fingerprint = snapshot_of_store(journal, campaign), journal.state(campaign).fingerprint
    with pytest.raises(CommandRejected) as refused:
        journal.execute(campaign, command)
    assert refused.value.rule == rule and words in refused.value.reason, refused.value.reason
    assert snapshot_of_store(journal, campaign) == before and journal.state(campaign).fingerprint == fingerprint


def open_table(journal) -> str:
    """The Blue Robe demo forked where its table has just opened."""
    blue_robe = demo_store.load_demo(journal, "sixwinters", name=BLUE_ROBE)
    return journal.fork(blue_robe, TABLE_OPEN, "Blue Robe, the table open")


def onto_the_map(table: dict, card: str, where: str = "Eastkeep") -> dict:
    here = table["locations"][where]["obstacles"]
    return adjustment({"path": f"/table/locations/{where}/obstacles",
                       "set": [*here, {"name": card, "progress": 0, "hindrance": 0}]})


@pytest.mark.parametrize("pile, words", [("obstacle_deck", "lies in the sealed obstacle deck and the map at Eastkeep"),
                                          ("obstacle_reserve", "lies in the reserve and the map at Eastkeep")])
def test_a_six_winters_card_put_on_the_map_while_still_in_the_sealed_deck_or_the_reserve_is_refused(journal, pile,
                                                                                                      words):
    campaign = open_table(journal)
    table = journal.state(campaign).state["game"]["table"]
    card = next(name for name in table[pile] if (table["obstacle_deck"] + table["obstacle_reserve"]).count(name) == 1)
    before = snapshot_of_store(journal, campaign)
    with pytest.raises(CommandRejected) as refused:
        journal.execute(campaign, onto_the_map(table, card))
    assert refused.value.rule == "sixwinters.adjust.cards" and f"{card} {words}" in refused.value.reason
    assert snapshot_of_store(journal, campaign) == before
    taken = {"path": f"/table/{pile}", "set": [name for name in table[pile] if name != card]}
    journal.execute(campaign, adjustment(taken, *onto_the_map(table, card)["changes"]))   # taken from there first: accepted
    assert journal.head(campaign) == before[-1][0] + 1


def test_at_the_command_line_the_refusal_is_one_line_with_exit_code_1_and_the_log_is_unchanged(sqlite_journal, tmp_path):
    import json
    campaign = open_table(sqlite_journal)
    table = sqlite_journal.state(campaign).state["game"]["table"]
    card = next(name for name in table["obstacle_reserve"]
                if (table["obstacle_deck"] + table["obstacle_reserve"]).count(name) == 1)
    head = sqlite_journal.head(campaign)
    url = f"sqlite:///{tmp_path / 'journal.sqlite'}"
    result = subprocess.run([sys.executable, "-m", "journal", "--db", url, "do", campaign, "-"],
                            input=json.dumps(onto_the_map(table, card)), capture_output=True, text=True, timeout=300)
    assert result.returncode == 1 and result.stdout == "", result
    (line,) = result.stderr.splitlines()
    assert line.startswith("error: rejected by rule sixwinters.adjust.cards: ") and "the reserve and the map at Eastkeep" in line
    sqlite_journal.forget(campaign)
    assert sqlite_journal.head(campaign) == head


@pytest.fixture
def once_each(monkeypatch):
    """The pile game, declaring that no card lies on the pile twice (its rules do not keep it)."""
    from dataclasses import replace

    import domain.rulesets as registry
    from domain.kernel.invariants import Broken
    from tests.journal import pile_ruleset

    def invariants(state):
        return [Broken("pile.once", f"{card} lies on the pile {state['pile'].count(card)} times")
                for card in sorted(set(state["pile"])) if state["pile"].count(card) > 1]
    monkeypatch.setitem(registry.PACKAGES, "pile", "tests.journal.pile_ruleset")
    monkeypatch.setattr(pile_ruleset, "RULESET", replace(pile_ruleset.RULESET, invariants=invariants))


def test_verify_tells_whether_every_state_keeps_the_invariants_and_a_breach_is_not_a_failure(journal, once_each):
    campaign = journal.create_campaign("pile", "Pile")
    journal.execute(campaign, {"type": "put", "card": "A"})
    report = journal.verify(campaign, full=True)
    assert report.ok and report.invariants == ("invariants: the 2 states replayed where a command ends keep the "
                                               "game's invariants"), report.lines()
    journal.execute(campaign, {"type": "put", "card": "A"})   # the rules let it through
    position = journal.head(campaign)
    report = journal.verify(campaign, full=True)
    assert report.ok and report.invariants in report.lines()
    assert report.invariants.startswith(f"invariants: the state where the command at position {position} ends breaks "
                                        "one (A lies on the pile 2 times)")
    # a correction of something else still passes; one that makes the breach worse does not
    journal.execute(campaign, adjustment({"path": "/pile", "set": ["A", "A", "B"]}))
    with pytest.raises(CommandRejected) as refused:
        journal.execute(campaign, adjustment({"path": "/pile", "set": ["A", "A", "B", "B"]}))
    assert refused.value.rule == "pile.once" and "B lies on the pile 2 times" in refused.value.reason
