"""Session End (its steps TBD in the rulebook: each records what the group did), the threat
obstacles that come into play, six games, and Campaign End's victory levels."""
import pytest

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.rules.campaign_end import verdict
from tests.domain.sixwinters_v19.builders import Story


def finish_game(story):
    """The last turn of a game (the second turn of fall), played out."""
    story.adjust(("/session/turn/season", "fall"), ("/session/turn/second", True))
    for player in story.game["session"]["order"]:
        if not story.game["session"]["players"][player]["passed"]:
            story.do("end-actions", player=player)
    return story.kinds("refill", roll="app")


def quiet_session_end(story):
    story.do("burn-obstacles", cards=[])
    story.do("unlock-obstacles", cards=[])
    story.do("burn-locations")
    story.do("recover-characters")
    story.do("advance-year")


def test_the_game_ends_when_the_time_marker_returns_to_the_first_winter():
    story = Story().start()
    kinds = finish_game(story)
    assert kinds[-2:] == ["time-advanced", "game-ended"]
    assert story.game["session"] is None and story.step == "burn-obstacles"
    assert story.game["history"][0]["year"] == 1


def test_a_threat_obstacle_comes_into_play_when_its_track_rose_to_its_difficulty():
    story = Story().start()
    story.adjust(("/tracks/military/threat", 4))     # Imperial Legion: military, difficulty 4
    finish_game(story)
    story.do("burn-obstacles", cards=[])
    events = story.do("unlock-obstacles", cards=[])
    unlocked = [item["card"] for item in events[0].data["cards"]]
    assert "Imperial Legion" in unlocked and "Bread Riots" not in unlocked
    assert "Imperial Legion" in story.game["decks"]["obstacles"]["empire"]["pile"]


@pytest.mark.parametrize("reading, comes", [("raised-this-session", False), ("at-or-above", True)])
def test_option_threat_obstacles_needs_the_track_raised_this_session_or_only_at_or_above(reading, comes):
    story = Story(options={"threat_obstacles": reading}, difficulty="difficult")   # threat 6 from the start
    story.start()
    story.clear_obstacles()
    story.adjust(("/decks/progress/back", {"stage": 1, "stars": 0}))
    finish_game(story)
    story.do("burn-obstacles", cards=[])
    unlocked = [i["card"] for i in story.do("unlock-obstacles", cards=[])[0].data["cards"]]
    assert ("Imperial Legion" in unlocked) is comes


def test_burning_and_unlocking_locations_keep_nine_locations_on_the_board():
    story = Story().start()
    finish_game(story)
    story.do("burn-obstacles", cards=[])
    story.do("unlock-obstacles", cards=[])
    story.adjust(("/set_aside/locations", ["Imperial Docks"]))
    story.rejects("sixwinters_v19.burn.location", "burn-locations", empire=["Eastkeep", "Whitehold"])
    story.do("burn-locations", empire=["Whitehold"])
    assert story.game["board"]["empire"][2] is None and story.step == "unlock-locations"
    story.rejects("sixwinters_v19.unlock.location", "unlock-location", region="empire", slot="bottom",
                  location="Riverport")
    story.do("unlock-location", region="empire", slot="bottom", location="Imperial Docks")
    assert story.game["locations"]["Imperial Docks"]["obstacles"] == [{"card": "Customs Officers", "dice": []}]
    assert story.step == "recover-characters"


def test_recovering_clears_stress_and_advance_year_may_burn_lower_progress_stages():
    story = Story().start()
    story.adjust(("/characters/Thea/stress/body", 2))
    finish_game(story)
    story.do("burn-obstacles", cards=[])
    story.do("unlock-obstacles", cards=[])
    story.do("burn-locations")
    story.do("recover-characters", characters=["Thea"], unlock=["Oniri"])
    assert story.game["characters"]["Thea"]["stress"] == {"psyche": 0, "body": 0}
    assert story.game["characters"]["Oniri"]["locked"] is False
    story.rejects("sixwinters_v19.burn.stage", "advance-year", burn_stages=[1, 2, 3])
    story.do("advance-year", burn_stages=[1])
    assert story.game["year"] == 2 and story.step == "start-session"
    assert all(catalog_of(story.game)["progress"][c]["stage"] > 1 for c in story.game["progress_cards"])


@pytest.mark.parametrize("completed, level", [((), "Defeat"), (("support",), "Pyrrhic Victory"),
                                              (("diplomacy", "espionage"), "Major Victory"),
                                              (("diplomacy", "support", "espionage"), "Total Victory")])
def test_victory_counts_the_completed_diplomacy_support_and_espionage_tracks(completed, level):
    story = Story()
    story.adjust(*((f"/tracks/{name}/progress", 12) for name in completed), ("/tracks/military/progress", 12))
    assert verdict(story.game)["level"] == level


def test_a_progress_marker_sharing_the_last_space_with_the_threat_is_not_complete():
    story = Story()
    story.adjust(("/tracks/support/progress", 12), ("/tracks/support/threat", 12))
    assert verdict(story.game)["level"] == "Defeat"


@pytest.mark.parametrize("reading, steps_after_sixth", [("skip", []), ("full", ["burn-obstacles"])])
def test_option_final_session_end_ends_the_campaign_after_the_sixth_game_with_or_without_a_session_end(reading, steps_after_sixth):
    story = Story(options={"final_session_end": reading})
    story.adjust(("/year", 6), ("/tracks/support/progress", 12))
    story.start()
    finish_game(story)
    if steps_after_sixth:
        assert story.step == "burn-obstacles"
        quiet_session_end(story)
    assert story.game["stage"] == "over"
    result = V19.result(story.game)
    assert result.scores["level"] == "Pyrrhic Victory" and result.summary.startswith("Pyrrhic Victory")
    story.rejects("sixwinters_v19.campaign.over", "start-session", players=["Ann"])


def test_six_games_make_a_campaign():
    story = Story()
    for year in range(1, 7):
        assert story.game["year"] == year
        story.start()
        finish_game(story)
        if year < 6:
            quiet_session_end(story)
    assert story.game["stage"] == "over" and len(story.game["history"]) == 6


@pytest.mark.parametrize("reading, returns", [("return", True), ("leave-the-campaign", False)])
def test_option_completed_cards_returns_a_completed_progress_card_to_the_next_games_deck_or_not(reading, returns):
    story = Story(options={"completed_cards": reading}).start()
    story.adjust(*story.taken("Sappers"), ("/completed", ["Sappers"]))
    finish_game(story)
    quiet_session_end(story)
    story.do("start-session", players=["Ann", "Ben"])
    story.do("roll-starting-dice", roll="app")
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.do("choose-characters", player="Ben", characters=["Menas"])
    story.do("shuffle-obstacle-decks", roll="app")
    shuffled = story.do("shuffle-progress-deck")[0]
    assert ("Sappers" in shuffled.data["cards"]) is returns
    assert len(shuffled.data["cards"]) == len(story.game["progress_cards"]) - (0 if returns else 1)


def test_every_campaign_option_has_a_test_of_each_reading():
    from domain.rulesets.sixwinters_v19.options import READINGS
    import pathlib
    names = " ".join(path.read_text() for path in pathlib.Path(__file__).parent.glob("test_*.py"))
    assert [r.name for r in READINGS if f"def test_option_{r.name}_" not in names] == []
