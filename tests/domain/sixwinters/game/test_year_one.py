"""A whole year at the table through the Six Winters ruleset: Session Start, nine turns
of the Blue Robe move by move, and Session End (the scripted game the demo can use)."""
import copy

from domain.kernel import Recorded, fold, generic
from domain.rulesets import get
from domain.rulesets.sixwinters.demo import blue_robe_year_one


def play(commands, setup):
    ruleset = get("sixwinters")
    state = fold.apply(ruleset, fold.empty_state(), Recorded(generic.CAMPAIGN_STARTED,
                       {"name": "Blue Robe", "ruleset": "sixwinters", "setup": setup}, 1, "physical", "test", "t"))
    seen = []
    for command in commands:
        schema = ruleset.command_schemas.get(command["type"]) or generic.SCHEMAS[command["type"]]
        loaded = schema().load(command)
        events = ruleset.decide(state["game"], loaded)
        for event in events:
            position = state["meta"]["position"] + 1
            state = fold.apply(ruleset, state, Recorded(event.kind, copy.deepcopy(dict(event.data)), position,
                                                        "physical", "test", "t", event.version))
            seen.append(event.kind)
        if state["game"].get("table"):
            seen.append(("table", copy.deepcopy(state["game"]["table"])))
    return state["game"], seen


def test_the_scripted_blue_robe_year_is_lost_to_threats_after_two_scenes():
    script = blue_robe_year_one()
    game, seen = play(script["commands"], script["setup"])
    tables = [item[1] for item in seen if isinstance(item, tuple)]
    last = tables[-1]
    assert last["result"] == "lost" and last["loss_reason"] == "the last threat token left the scenario card"
    assert last["scenes_completed"] == ["Impress the Keeper of Forbidden Lore", "Inscribe the Ritual of Cleaving"]
    assert (last["seasons"][last["season"]]["name"], last["turn"]) == ("fall", 3)
    assert "sixwinters/table-game-ended" in seen
    history = game["campaign"]["history"][-1]
    assert history["result"] == "failure" and history["year"] == 1
    assert game["table"] is None  # Store Game closed the table


def test_the_scripted_year_shows_a_condition_a_curse_and_an_unlock():
    script = blue_robe_year_one()
    _, seen = play(script["commands"], script["setup"])
    keel = [item[1] for item in seen if isinstance(item, tuple)][-1]["characters"]["Keel"]
    assert keel["conditions"] == [{"name": "Shattered", "track": "psyche"},
                                  {"name": "Frostbitten Resolve", "skill": "survival", "to": 0}]
    assert keel["abilities"] == ["Youthful Artificer", "Workshop", "Move in Shadows"]
