"""Old event shapes are upcast on load, so old campaigns still replay."""
from uuid import UUID

from domain.kernel.fingerprints import fingerprint
from journal.envelopes import envelope as envelopes
from journal.store.application import Row


def test_a_roll_stored_in_its_version_1_shape_is_upcast_on_load(journal):
    campaign = journal.create_campaign("dice", "Old campaign")
    (first,) = journal.events(campaign)
    first.pop("retracted")
    old = {"position": 2, "cmd": 2, "type": "journal/rolled", "version": 1,
           "data": {"purpose": "ancient", "kind": "action", "dice": [[6, 5], [6, 2]]},
           "ruleset": "dice", "actor": "ann", "recorded_at": "2020-01-01T00:00:00+00:00", "source": "physical",
           "retracts": None, "rolls": None, "commitment": None, "command": None, "state": None}
    journal.store.append(UUID(campaign), [Row(2, "journal/rolled", envelopes.encode(envelopes.seal(old, first["hash"])))])
    journal.forget(campaign)
    game = journal.state(campaign).state["game"]
    assert game["last"]["values"] == [5, 2]
    assert game["faces"] == {"action/d6": {"5": 1, "2": 1}}
    assert journal.events(campaign)[1]["version"] == 1  # stored bytes stay as they were
    assert journal.verify(campaign, replay=False).ok
