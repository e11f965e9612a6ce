"""Decided events go to the sealing tagged by a named record, not a bare tuple read by index."""
from domain.kernel.events import DERIVED, PHYSICAL, Event
from journal.vaults.sealing import Tagged, tag


def test_the_command_and_its_rolls_ride_on_the_first_event_only_and_each_keeps_its_own_source():
    first, second = Event("dice/rolled", {"dice": [3]}), Event("dice/tallied", {"total": 3}, source=DERIVED)
    command, rolls = {"type": "roll", "dice": [{"sides": 6}]}, [{"sides": 6, "value": 3}]
    tagged = tag([first, second], PHYSICAL, command, rolls)
    assert tagged == [Tagged(first, PHYSICAL, command, rolls), Tagged(second, DERIVED, None, None)]
    assert tagged[0].event.kind == "dice/rolled" and tagged[1].command is None
