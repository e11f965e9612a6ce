"""A whole scripted d6D game, every die entered at the table, from setup to the final score.

The story (numbers from the rules and the sheet's geometry):
  Ann rolls 2+3, Ben 1+4: a tie at 5; battle dice 4 against 2, so Ben goes first.
  Ben places on world 5 (1, 4), Ann on world 2 (2, 3).
  T1 Ben recruits on 5 and bridges 5-6 with army 2 (4 - 2 = 2).
  T2 Ann bridges 2-1 with army 2 (3 - 2 = 1) and moves it to world 1.
  T3 Ben moves army 2 to world 6 and strengthens it: 1 + 1 (world 5 connected) = 4.
  T4 Ann bridges 1-4 across Ben's 5-6 line: 2 + 1 = 3 from army 2 (1): lost, a 6 in the Realm.
     She recruits on world 2.
  T5 Ben bridges 6-2 (2, no crossing: 4 -> 2) and invades world 2 with army 2: round 1 Ben 4
     against Ann 3, Ann loses 1 and picks army 3 (1): lost, a 5. Round 2 Ben 2 against Ann 5:
     Ben's army loses 3: lost, a 4. The Realm holds 15.
  T6 Ann strengthens army 1 (2 + 1 = 3), bridges 2-3 with it (3 - 2 = 1).
  T7 Ben bridges 5-4 with army 1 (1 - 2): lost, a 3. The Realm holds 18 >= 16: game over.
  Score: Ann world 2 and two lost dice = 1; Ben world 5 and two lost dice = 1; tied, and Ben's
  Realm total (7) is lower than Ann's (11): Ben wins.
"""
from tests.domain.d6d.builders import D6D, Story, battle, die


def act(story, kind, player, **fields):
    return story.kinds({"type": kind, "player": player, **fields})


def test_a_full_game_from_the_first_roll_to_the_final_score():
    story = Story(["Ann", "Ben"])
    act(story, "roll-armies", "Ann", dice=[die(2), die(3)])
    assert act(story, "roll-armies", "Ben", dice=[die(1), die(4)])[-1] == "d6d/opening-tied"
    story.when({"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(4)}, {"player": "Ben", "die": battle(2)}]})
    assert story.game["opening"]["order"] == ["Ben", "Ann"]
    act(story, "place-armies", "Ben", world=5)
    act(story, "place-armies", "Ann", world=2)

    act(story, "recruit", "Ben", world=5)                                   # T1
    act(story, "bridge", "Ben", world=5, to=6, army=2)
    act(story, "bridge", "Ann", world=2, to=1, army=2)                      # T2
    act(story, "move", "Ann", army=2, to=1)
    act(story, "move", "Ben", army=2, to=6)                                 # T3
    act(story, "strengthen", "Ben", army=2)
    assert story.army("Ben", 2) == {"army": 2, "at": 6, "value": 4}

    kinds = act(story, "bridge", "Ann", world=1, to=4, army=2, realm_die=die(6))   # T4
    assert kinds == ["d6d/bridge-drawn", "d6d/army-destroyed", "d6d/soul-lost"]
    act(story, "recruit", "Ann", world=2)

    act(story, "bridge", "Ben", world=6, to=2, army=2)                      # T5
    assert act(story, "move", "Ben", army=2, to=2)[-1] == "d6d/battle-started"
    story.when({"type": "battle-round", "attacker_die": battle(4), "defender_die": battle(3)})
    act(story, "assign-damage", "Ann", army=3, realm_die=die(5))
    kinds = story.kinds({"type": "battle-round", "attacker_die": battle(2), "defender_die": battle(5),
                         "realm_die": die(4)})
    assert kinds[-2:] == ["d6d/battle-ended", "d6d/turn-passed"]
    assert story.view("board")["realm"]["total"] == 15

    act(story, "strengthen", "Ann", army=1)                                 # T6
    act(story, "bridge", "Ann", world=2, to=3, army=1)
    kinds = act(story, "bridge", "Ben", world=5, to=4, army=1, realm_die=die(3))    # T7
    assert kinds[-1] == "d6d/game-ended"

    score = story.view("score")
    assert score["reason"] == "the Realm of Lost Souls holds 18 (limit 16)"
    assert [(row["player"], row["worlds"], row["points"], row["realm_total"]) for row in score["scores"]] == [
        ("Ann", [2], 1, 11), ("Ben", [5], 1, 7)]
    assert score["winners"] == ["Ben"]
    assert sorted(map(tuple, story.game["bridges"])) == [(1, 2), (1, 4), (2, 3), (2, 6), (4, 5), (5, 6)]


def test_the_demo_game_reaches_its_end_and_a_score():
    demo = D6D.demo()
    story = Story(**demo["setup"])
    for command in demo["commands"]:
        if command["type"] != "note":           # notes are the journal's generic command
            story.when(command)
    score = story.view("score")
    assert score["over"] and score["winners"] == ["Ben"]
    assert [row["points"] for row in score["scores"]] == [-2, 6]
