"""Campaign End and Campaign Scoring (rulebook "Campaign End") over a six-year history."""
from domain.rulesets.sixwinters.campaign.rules.campaign_end import score, title
from tests.domain.sixwinters.campaign.builders import PLAYERS, YEAR_TWO, campaign, end_commands, setup, start_commands, summary, table, year_one_played

RESTING = {"choices": [{"character": "Fuscus", "choice": "rest"}, {"character": "Menas", "choice": "rest"}]}
# year -> (difficulty, result)
YEARS = {2: ("difficult", "won"), 3: ("standard", "lost"), 4: ("standard", "won"), 5: ("difficult", "won"), 6: ("standard", "won")}
IMPROVE_BOARS_RIFT = [{"op": "set-production", "location": "Boar's Rift", "resource": "military", "level": "improved"}]


def six_years(final=True, years=None) -> list[dict]:
    """Year 1 won on standard (two assets archived), then the years above; Boar's Rift's
    military production is improved at the end of year 2."""
    commands = year_one_played()
    for year, (difficulty, result) in (years or YEARS).items():
        spotlight = "Ben" if year % 2 == 0 else "Ann"
        commands += start_commands(year, PLAYERS, spotlight, YEAR_TWO, difficulty=difficulty, winter=RESTING)
        ends = end_commands(summary(result, {"Thea": ([], [], []), "Keel": ([], [], [])}, {}))
        if year == 2:
            ends[5] = {"type": "update-map", "changes": IMPROVE_BOARS_RIFT}
        commands += ends[:1] if year == 6 else ends
    return commands + ([{"type": "end-campaign"}] if final else [])


def test_the_titles_follow_the_rulebook_table():
    assert [title(s) for s in (1, 30, 31, 50, 51, 70, 71, 99, 100, 140)] == [
        "Noob", "Noob", "Novice", "Novice", "Expert", "Expert", "Master", "Master",
        "Champion of Brightdune", "Champion of Brightdune"]


def test_a_six_year_campaign_scores_missions_production_and_archive():
    played = table(setup(), *six_years())
    ended = played.log[-1]
    assert ended.kind == "sixwinters/campaign-ended"
    # successes: years 1, 4, 6 on standard (3 x 7 = 21), years 2 and 5 difficult (2 x 10 = 20)
    # the standard map has six production tokens; Boar's Rift improved: 5 x 2 + 1 x 3 = 13
    # the archive holds Artificer's Gear and Sunriders: 2
    assert ended.data["successful_missions"] == 3 and ended.data["successful_difficult_missions"] == 2
    assert (ended.data["productions"], ended.data["improved_productions"]) == (5, 1)
    assert ended.data["parts"] == {"missions": 41, "production": 13, "archive": 2}
    assert ended.data["total"] == 56 and ended.data["title"] == "Expert"
    assert ended.data["victorious"] is True
    assert played.state["game"]["campaign"]["ended"]["total"] == 56


def test_with_the_additional_reading_the_higher_values_add_to_the_lower():
    played = table(setup(scoring_tiers="additional"), *six_years())
    ended = played.log[-1].data
    assert ended["parts"] == {"missions": 21 + 2 * 17, "production": 5 * 2 + 1 * 5, "archive": 2}
    assert ended["total"] == 72 and ended["title"] == "Master"


def test_after_year_six_the_campaign_end_replaces_the_session_end():
    history = six_years(final=False)
    campaign(setup(), *history).when({"type": "improve-skills"}).then_rejects("sixwinters.session-end.final-year")


def test_with_the_full_reading_year_six_runs_the_session_end_steps_before_the_campaign_end():
    history = six_years(final=False)
    campaign(setup(final_session_end="full"), *history).when({"type": "end-campaign"}).then_rejects(
        "sixwinters.session-end.order")
    played = table(setup(final_session_end="full"), *history, *end_commands(summary("won", {"Thea": ([], [], []), "Keel": ([], [], [])}, {}))[1:7])
    events = played.run({"type": "end-campaign"})
    assert events[0].data["total"] == 56


def test_no_session_starts_after_the_campaign_end():
    campaign(setup(), *six_years()).when({"type": "choose-spotlight", "players": ["Ann"], "spotlight": "Ann"}).then_rejects(
        "sixwinters.campaign.ended")


def test_the_score_of_a_constructed_history():
    constructed = {"history": [{"year": y, "result": r, "difficulty": d} for y, d, r in [
        (1, "standard", "success"), (2, "difficult", "success"), (3, "difficult", "failure"),
        (4, "standard", "success"), (5, "standard", "failure"), (6, "difficult", "success")]],
        "map": {"A": {"production": [{"type": "x", "improved": True}, {"type": "y", "improved": False}]},
                "B": {"production": [{"type": "x", "improved": False}]}, "C": {"production": []}},
        "archive": ["a", "b", "c", "d", "e"]}
    result = score(constructed)
    assert result["parts"] == {"missions": 2 * 7 + 2 * 10, "production": 2 * 2 + 3, "archive": 5}
    assert result["total"] == 46 and result["title"] == "Novice"


def test_a_campaign_whose_year_six_mission_fails_is_not_victorious():
    played = table(setup(), *six_years(years={**YEARS, 6: ("standard", "lost")}))
    assert played.log[-1].data["victorious"] is False
    assert played.log[-1].data["total"] == 49
