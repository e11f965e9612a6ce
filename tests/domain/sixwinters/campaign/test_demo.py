"""The demo campaign replays: a year played at campaign level and the next one started."""
from domain.rulesets.sixwinters import RULESET
from tests.spec import Table


def test_the_demo_plays_year_one_and_starts_year_two():
    demo = RULESET.demo()
    played = Table(RULESET, RULESET.setup_schema().load(demo["setup"]))
    for command in demo["commands"]:
        played.run(command)
    campaign = played.state["game"]["campaign"]
    assert campaign["history"][0]["result"] == "success" and campaign["year"] == 2
    assert campaign["session"]["stage"] == "play"
    for name in RULESET.views:
        assert isinstance(RULESET.views[name](played.state["game"]), dict)
    assert RULESET.pictures["map"](played.state["game"]).startswith("<svg")
