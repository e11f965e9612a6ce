"""App-rolled d6D battle rounds through the journal's seeded dice: a round that destroys an
army lays it in the Realm of Lost Souls in the same command (its Realm die rolled with the
battle dice), nothing waits for a separate roll, and the campaign verifies."""


def die(value, kind="army"):
    return {"sides": 6, "kind": kind, "value": value}


def test_app_rolled_rounds_settle_the_realm_die_in_the_round_and_the_campaign_verifies(journal):
    campaign = journal.create_campaign("d6d", "Duel", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "roll-armies", "player": "Ann", "dice": [die(1), die(2)]})
    journal.execute(campaign, {"type": "roll-armies", "player": "Ben", "dice": [die(3), die(4)]})
    journal.execute(campaign, {"type": "place-armies", "player": "Ann", "world": 1})
    journal.execute(campaign, {"type": "place-armies", "player": "Ben", "world": 6})
    journal.execute(campaign, {"type": "adjust", "reason": "a duel: one army each, a line between", "changes": [
        {"path": "/bridges", "set": [[1, 6]]}, {"path": "/players/1/armies/1/at", "set": "supply"},
        {"path": "/players/1/armies/1/value", "set": None}]})
    journal.execute(campaign, {"type": "move", "player": "Ann", "army": 2, "to": 6})   # Ann's 1 holds world 1
    rounds = []
    while journal.state(campaign).state["game"]["battle"] and len(rounds) < 40:
        rounds.append(journal.execute(campaign, {"type": "battle-round", "roll": "app"}))
        assert journal.state(campaign).state["game"]["pending"] is None   # never waiting for roll-lost-soul
    kinds = [event["type"] for event in rounds[-1]]
    assert "d6d/soul-lost" in kinds and "d6d/battle-ended" in kinds
    lost = next(event for event in rounds[-1] if event["type"] == "d6d/soul-lost")
    decided = next(event for event in rounds[-1] if event["rolls"])
    assert [roll["kind"] for roll in decided["rolls"]] == ["battle", "battle", "army"]   # the Realm die too
    assert lost["data"]["die"]["value"] == decided["command"]["realm_die"]["value"] == decided["rolls"][2]["value"]
    assert journal.verify(campaign).ok
