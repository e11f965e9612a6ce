"""Applying an event never changes the state it is applied to.

A campaign step copies only the parts of the campaign it changes in place and shares the
rest with the state before it (campaign_copy), so a step that changed a part it had not
copied would change every earlier state that shares it: the replay's kept states, the
snapshots about to be stored, the fingerprints already taken. Here a whole campaign is
played and every state is compared, after the next event is applied, with a copy taken
before."""
from __future__ import annotations

import random

import pytest

from domain.kernel.changes import clone
from domain.kernel.moves import random_setup
from domain.rulesets import get
from domain.rulesets.sixwinters.campaign.state import campaign_copy, sheets_of
from tests.domain.legal_play import LegalTable, check_setup_document, play_randomly
from tests.spec import Table

SW = get("sixwinters")


class Untouched:
    """Checks, at every event, that folding it left the state before it unchanged."""

    def _fold(self, event) -> None:
        before = self.state
        kept = clone(before["game"]) if before.get("game") else None
        super()._fold(event)
        if kept is not None:
            assert before["game"] == kept, f"applying {event.kind} changed the state it was applied to"


class UntouchedLegalTable(Untouched, LegalTable):
    pass


class UntouchedDemoTable(Untouched, Table):
    pass


@pytest.mark.parametrize("seed", [0, 8])   # seeds whose random campaigns improve skills at Session End
def test_six_years_of_steps_never_change_the_state_they_are_applied_to(seed):
    rng = random.Random(seed)
    setup = {**random_setup(check_setup_document(SW), rng), "players": ["Ann", "Ben", "Cat"], "record_play": "table"}
    table = UntouchedLegalTable(SW, setup, rng)
    play_randomly(table, 4000, until=lambda t: t.document()["over"] is not None)
    changed = {recorded.kind for recorded in table.log if any(recorded.data.get(key) for key in ("improved", "choices"))}
    assert {"sixwinters/skills-improved", "sixwinters/winter-recorded"} <= changed, changed
    assert table.game["campaign"]["ended"]


def test_the_demo_year_never_changes_the_state_it_is_applied_to():
    demo = SW.demo()
    table = UntouchedDemoTable(SW, SW.setup_schema().load(demo["setup"]))
    for command in demo["commands"]:
        table.run(command)
    assert table.state["game"]["campaign"]["history"][0]["result"] == "success"


def test_a_campaign_copy_copies_the_parts_named_and_shares_the_others():
    game = {"catalog": {"cards": {}}, "table": None,
            "campaign": {"sheets": {"Thea": {"skills": {"lore": 2}}}, "history": [{"year": 1}], "session": None}}
    changed, campaign = campaign_copy(game, "sheets")
    campaign["sheets"]["Thea"]["skills"]["lore"] = 3
    campaign["session"] = {"stage": "start"}
    assert game["campaign"] == {"sheets": {"Thea": {"skills": {"lore": 2}}}, "history": [{"year": 1}], "session": None}
    assert changed["campaign"] is campaign and campaign["history"] is game["campaign"]["history"]
    assert changed["catalog"] is game["catalog"]


def test_a_path_copies_one_sheet_in_a_new_dict_of_sheets_and_shares_the_other_sheets():
    thea, keel = {"skills": {"lore": 2}}, {"skills": {"might": 3}}
    game = {"catalog": {}, "table": None, "campaign": {"sheets": {"Thea": thea, "Keel": keel}}}
    _, campaign = campaign_copy(game, *sheets_of(["Thea", "Thea"]))
    campaign["sheets"]["Thea"]["skills"]["lore"] = 3
    assert thea == {"skills": {"lore": 2}} and campaign["sheets"]["Thea"] == {"skills": {"lore": 3}}
    assert campaign["sheets"] is not game["campaign"]["sheets"] and campaign["sheets"]["Keel"] is keel
