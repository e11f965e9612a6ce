"""An app-rolled battle round ("roll": "app") rolls the Realm die with the two battle dice
whenever the round could destroy an army that needs no choosing, so a destroyed army lands in
the Realm of Lost Souls in the same command; a Realm die the round turns out not to need is
left unused. (The rulebook's Battle section has no worked numbers; the positions are those of
test_battle.invaded: Ann's army 2 (2) attacks Ben's world 6 (armies 1:3, 2:4), Ann adds 2, Ben 1.)
"""
from tests.domain.d6d.builders import battle, die, draw, opened, set_army
from tests.domain.d6d.test_battle import invaded
from tests.domain.d6d.test_surface import fill, prepared

APP_ROUND = {"type": "battle-round", "roll": "app"}
ARMY_DIE = {"sides": 6, "kind": "army"}


def test_the_app_rolls_the_realm_die_with_the_round_when_the_attackers_only_army_could_fall():
    command = prepared(invaded(), APP_ROUND)
    assert command["realm_die"] == ARMY_DIE       # Ann's one army (2) falls if Ben wins by 2 or more


def test_an_army_destroyed_by_an_app_rolled_round_lands_in_the_realm_in_the_same_command():
    story = invaded()
    kinds = story.kinds(fill(prepared(story, APP_ROUND), [2, 5, 4]))   # Ann 2+2=4 against Ben 5+1=6
    assert kinds == ["d6d/battle-round-fought", "d6d/army-damaged", "d6d/army-destroyed", "d6d/soul-lost",
                     "d6d/battle-ended"]
    assert story.army("Ann", 2) == {"army": 2, "at": "realm", "value": 4}
    assert story.game["pending"] is None and story.view("board")["realm"]["total"] == 4


def test_the_realm_die_is_left_unused_when_the_round_destroys_nothing():
    story = invaded()
    story.when(fill(prepared(story, APP_ROUND), [3, 5, 6]))    # 5 against 6: Ann's army loses 1, keeps 1
    assert story.army("Ann", 2) == {"army": 2, "at": 6, "value": 1}
    assert story.view("board")["realm"]["total"] == 0


def test_a_loser_who_must_choose_gets_the_realm_die_with_the_choice_not_the_round():
    story = invaded()
    story.when(fill(prepared(story, APP_ROUND), [6, 4, 5]))    # 8 against 5: Ben loses 3, two armies there
    assert story.game["pending"] == {"step": "damage", "player": "Ben", "amount": 3, "world": 6}
    assert story.view("board")["realm"]["total"] == 0           # the round's Realm die went unused
    choice = prepared(story, {"type": "assign-damage", "player": "Ben", "army": 1, "roll": "app"})
    assert choice["realm_die"] == ARMY_DIE
    story.when(fill(choice, [2]))
    assert story.army("Ben", 1) == {"army": 1, "at": "realm", "value": 2}


def test_equal_totals_leave_the_realm_die_unused():
    story = invaded()
    story.when(fill(prepared(story, APP_ROUND), [1, 2, 3]))    # 3 against 3
    assert story.game["battle"]["round"] == 1 and story.view("board")["realm"]["total"] == 0


def test_no_realm_die_is_rolled_when_no_army_could_fall_without_a_choice():
    story = invaded()
    set_army(story, "Ann", 2, 6, 6)                            # Ann loses at most 6-1-(2-1) = 4
    assert "realm_die" not in prepared(story, APP_ROUND)


def test_a_named_casualty_that_could_fall_brings_the_realm_die():
    story = invaded()
    set_army(story, "Ann", 2, 6, 6)
    command = prepared(story, {**APP_ROUND, "casualty": 1})     # Ben's army 1 (3) falls to a loss of 3 or more
    assert command["realm_die"] == ARMY_DIE
    story.kinds(fill(command, [6, 1, 5]))                       # 8 against 2: Ben loses 6
    assert story.army("Ben", 1) == {"army": 1, "at": "realm", "value": 5}


def test_a_realm_die_entered_at_the_table_for_a_round_that_destroys_nothing_is_still_refused():
    story = invaded()
    story.rejects({"type": "battle-round", "attacker_die": battle(1), "defender_die": battle(2),
                   "realm_die": die(3)}, "d6d.realm.unneeded")


def test_with_the_rolls_reading_the_realm_die_follows_the_dice_difference():
    story = opened(difference="rolls")
    draw(story, (1, 6))
    set_army(story, "Ann", 1, 1, 6)
    story.when({"type": "move", "player": "Ann", "army": 1, "to": 6})   # Ann 6 attacks; Ben's 3 and 4 defend
    set_army(story, "Ben", 2, "supply", None)                          # Ben's army 1 (3) alone
    command = prepared(story, APP_ROUND)
    assert command["realm_die"] == ARMY_DIE         # Ben's 3 falls to a die difference of 3 or more
    story.kinds(fill(command, [5, 1, 6]))            # 5+1 against 1+0: Ben loses |5-1| = 4
    assert story.army("Ben", 1) == {"army": 1, "at": "realm", "value": 6}
