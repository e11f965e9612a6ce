"""A d6D campaign with the group's own world positions: a refused layout names the field and
stores nothing; an accepted one is the sheet every later reading uses."""
import pytest

from journal.errors import CommandRejected

PLACES = {1: (50, 5), 3: (90, 30), 2: (90, 70), 4: (50, 95), 5: (10, 70), 6: (10, 30)}


def own(places=PLACES) -> dict:
    return {"players": ["Ann", "Ben"], "layout": "own",
            **{f"world_{w}_{axis}": xy[i] for w, xy in places.items() for i, axis in enumerate(("x", "y"))}}


@pytest.mark.parametrize("change, field", [({"world_4_x": 130}, "world_4_x"), ({"world_6_x": 50, "world_6_y": 95}, "world_6_x")])
def test_a_refused_layout_names_the_field_and_stores_nothing(journal, change, field):
    with pytest.raises(CommandRejected) as caught:
        journal.create_campaign("d6d", "Own sheet", {**own(), **change})
    assert field in str(caught.value)
    assert journal.campaigns() == []


def test_an_own_layout_is_the_campaigns_sheet(journal):
    campaign = journal.create_campaign("d6d", "Own sheet", own())
    assert journal.campaigns()[0].name == "Own sheet"
    board = journal.view(campaign, "board")
    assert {w["world"]: (w["x"], w["y"]) for w in board["worlds"]} == PLACES
