"""Session End (rulebook "Session End", steps 1-7) with known cards."""
from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import (PLAYERS, YEAR_ONE, YEAR_ONE_BURN, YEAR_ONE_SUMMARY, YEAR_TWO, campaign,
                                  end_commands, setup, start_commands, summary, table, year_one_played)


def test_session_end_improves_the_most_common_skill_symbol_of_each_character():
    played = table(setup(), *start_commands(1, PLAYERS, "Ann", YEAR_ONE), end_commands(YEAR_ONE_SUMMARY)[0])
    events = played.run({"type": "improve-skills"})
    improved = events[0].data["improved"]
    # Thea: thievery x2 (gear, rope), tactics x1, disguise x1; Keel: survival x3 (tent, two obstacles), command x1
    assert improved["Thea"]["skill"] == "thievery" and (improved["Thea"]["from"], improved["Thea"]["to"]) == (1, 2)
    assert improved["Keel"]["skill"] == "survival" and (improved["Keel"]["from"], improved["Keel"]["to"]) == (3, 4)
    assert played.state["game"]["campaign"]["sheets"]["Keel"]["skills"]["survival"] == 4


def test_a_tie_for_the_most_common_skill_symbol_is_the_players_choice():
    tie = summary("won", {"Thea": (["Artificer's Gear", "Sunriders"], [], []), "Keel": ([], [], [])}, {})
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE) + [{"type": "end-scenario", "summary": tie}]
    campaign(setup(), *history).when({"type": "improve-skills"}).then_rejects("sixwinters.improve.tie")
    campaign(setup(), *history).when({"type": "improve-skills", "choices": {"Thea": "command"}}).then_rejects(
        "sixwinters.improve.most-common")
    campaign(setup(), *history).when({"type": "improve-skills", "choices": {"Thea": "tactics"}}).then(
        ("sixwinters/skills-improved", {"improved": {"Thea": {"skill": "tactics", "from": 2, "to": 3,
                                                              "symbols": {"thievery": 1, "tactics": 1}}}}))


def test_a_skill_already_at_five_gives_way_to_the_next_most_common_symbol():
    maxed = {"type": "adjust", "reason": "test: Keel has survival 5", "changes": [{"path": "/campaign/sheets/Keel/skills/survival", "set": 5}]}
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE) + [maxed, end_commands(YEAR_ONE_SUMMARY)[0]]
    played = table(setup(), *history)
    events = played.run({"type": "improve-skills"})
    assert events[0].data["improved"]["Keel"]["skill"] == "command"


def test_completed_assets_without_the_play_symbol_go_to_the_archive():
    played = table(setup(), *start_commands(1, PLAYERS, "Ann", YEAR_ONE), *end_commands(YEAR_ONE_SUMMARY)[:2])
    deck_before = list(played.state["game"]["campaign"]["decks"]["assets"])
    events = played.run({"type": "archive-assets"})
    assert sorted(a["name"] for a in events[0].data["assets"]) == ["Artificer's Gear", "Sunriders"]
    campaign_state = played.state["game"]["campaign"]
    assert sorted(campaign_state["archive"]) == ["Artificer's Gear", "Sunriders"]
    assert len(campaign_state["decks"]["assets"]) == len(deck_before) - 2


def test_each_player_burns_one_completed_play_asset_and_one_overcome_obstacle_and_the_rest_return():
    played = table(setup(), *start_commands(1, PLAYERS, "Ann", YEAR_ONE), *end_commands(YEAR_ONE_SUMMARY)[:3])
    decks = {k: list(v) for k, v in played.state["game"]["campaign"]["decks"].items()}
    events = played.run({"type": "update-decks", "burn": YEAR_ONE_BURN})
    data = events[0].data
    assert sorted(data["burned"]["assets"]) == ["50 Feet of Greenleaf Rope", "Tent"]
    assert sorted(data["burned"]["obstacles"]) == ["Field Work", "Quintim the Vile"]
    assert sorted(data["returned"]["obstacles"]) == ["Grain Shortage", "Remote Influence"]
    after = played.state["game"]["campaign"]
    assert sorted(after["burned"]["obstacles"]) == ["Field Work", "Quintim the Vile"]
    assert "Remote Influence" in after["decks"]["obstacles"] and "Quintim the Vile" not in after["decks"]["obstacles"]
    assert len(after["decks"]["obstacles"]) == len(decks["obstacles"]) - 2
    assert len(after["decks"]["assets"]) == len(decks["assets"]) - 2


def test_burning_too_few_cards_or_a_card_not_gathered_is_refused():
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE) + end_commands(YEAR_ONE_SUMMARY)[:3]
    one = {"Thea": YEAR_ONE_BURN["Thea"]}
    campaign(setup(), *history).when({"type": "update-decks", "burn": one}).then_rejects("sixwinters.burn.one-each")
    wrong = {**YEAR_ONE_BURN, "Keel": {"asset": "Sunriders", "obstacle": "Field Work"}}
    campaign(setup(), *history).when({"type": "update-decks", "burn": wrong}).then_rejects("sixwinters.burn.card")


def test_one_threat_token_leaves_every_location():
    played = table(setup(), *year_one_played())
    world = played.state["game"]["campaign"]["map"]
    assert world["Parisa's Glen"]["threats"] == 1
    assert world["Loomwood"]["threats"] == 0
    assert world["Eastkeep"]["threats"] == 2
    assert sum(place["threats"] for place in world.values()) == 3


def test_the_journal_records_the_mission_and_its_result_and_the_sheet_keeps_conditions():
    played = table(setup(), *year_one_played())
    keel = played.state["game"]["campaign"]["sheets"]["Keel"]
    assert keel["journal"][-1]["scenario"] == YEAR_ONE and keel["journal"][-1]["result"] == "success"
    assert keel["conditions"] == ["Frostbitten"]
    assert played.state["game"]["campaign"]["year"] == 2 and played.state["game"]["campaign"]["session"] is None


def test_each_session_end_step_is_recorded_in_order():
    played = table(setup(), *year_one_played())
    kinds = [e.kind for e in played.log[-8:]]
    assert kinds == ["sixwinters/scenario-ended", "sixwinters/skills-improved", "sixwinters/assets-archived",
                     "sixwinters/decks-updated", "sixwinters/threats-updated", "sixwinters/map-updated",
                     "sixwinters/journals-updated", "sixwinters/session-ended"]


def test_session_end_steps_out_of_order_are_refused():
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE) + end_commands(YEAR_ONE_SUMMARY)[:1]
    campaign(setup(), *history).when({"type": "update-threats"}).then_rejects("sixwinters.session-end.order")


def test_the_scenario_cannot_end_before_the_game_is_over():
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE)
    campaign(setup(record_play="table"), *history).when({"type": "end-scenario"}).then_rejects(
        "sixwinters.session-end.game-not-over")


def test_a_location_a_scene_added_reaches_the_campaign_map():
    history = year_one_played()[:-3]      # up to Update Threats
    played = table(setup(), *history)
    events = played.run({"type": "update-map", "changes": [{"op": "add-location", "location": "Arankh", "row": 3, "col": 5}]})
    assert events[0].data["map"]["Arankh"]["production"] == [{"type": "sorcery", "improved": False}]
    assert played.state["game"]["campaign"]["map"]["Arankh"]["row"] == 3


def test_a_new_location_outside_the_grid_is_refused():
    history = year_one_played()[:-3]      # up to Update Threats
    campaign(setup(), *history).when({"type": "update-map", "changes": [
        {"op": "add-location", "location": "Arankh", "row": 4, "col": 0}]}).then_rejects("sixwinters.map.grid-4x7")


LIVE = start_commands(1, PLAYERS, "Ann", YEAR_ONE) + [{"type": "table-new-obstacles"}]


def _won_with(*changes):
    return {"type": "adjust", "reason": "test: effects of the game", "changes": [
        *changes, {"path": "/table/result", "set": "won"}]}


def test_with_a_live_table_the_session_end_reads_the_tables_summary():
    improve = {"path": "/table/locations/Boar's Rift/production/0/improved", "set": True}
    threats = {"path": "/table/locations/Loomwood/threats", "set": 3}
    played = table(setup(record_play="table"), *LIVE, _won_with(improve, threats), {"type": "end-scenario"},
                   *end_commands(None)[1:])
    world = played.state["game"]["campaign"]["map"]
    assert world["Boar's Rift"]["production"] == [{"type": "military", "improved": True}]
    assert world["Loomwood"]["threats"] == 2
    assert played.state["game"]["campaign"]["history"][0]["result"] == "success"
    assert played.state["game"]["table"] is None


def test_a_result_given_with_a_live_table_must_agree_with_the_table():
    history = LIVE + [_won_with()]
    campaign(setup(record_play="table"), *history).when({"type": "end-scenario", "result": "failure"}).then_rejects(
        "sixwinters.session-end.result")


def test_played_cards_listed_by_kind_are_counted_by_kind():
    # Imperial Secrets is both an asset (tactics) and an obstacle (thievery): the kind decides.
    split = {"result": "won", "characters": {
        "Thea": {"completed": [], "overcome": [], "played": ["Imperial Secrets"], "played_obstacles": ["Imperial Secrets"]},
        "Keel": {"completed": [], "overcome": [], "played": []}}, "locations": {}}
    played = table(setup(), *start_commands(1, PLAYERS, "Ann", YEAR_ONE), {"type": "end-scenario", "summary": split})
    thea = played.state["game"]["campaign"]["session"]["summary"]["characters"]["Thea"]
    assert thea["obstacles"] == ["Imperial Secrets"] and thea["assets"] == []
    events = played.run({"type": "improve-skills"})
    skill = catalog_of(played.state["game"])["obstacles"]["Imperial Secrets"]["skill"]
    assert events[0].data["improved"]["Thea"]["skill"] == skill


def test_update_threats_gives_exactly_the_threats_left_after_one_leaves_every_location():
    from domain.kernel import Event
    history = year_one_played()[:-4]      # up to Update Decks
    campaign(setup(), *history).when({"type": "update-threats"}).then(
        Event("sixwinters/threats-updated", {"step": 4, "before": {"Parisa's Glen": 2, "Loomwood": 1, "Eastkeep": 3},
                                              "after": {"Parisa's Glen": 1, "Loomwood": 0, "Eastkeep": 2}}))


def test_the_journal_entry_records_the_points_of_the_characters_cards():
    played = table(setup(), *year_one_played())
    catalog = catalog_of(played.state["game"])
    # Keel: Tent (asset points) + Field Work, Remote Influence, Grain Shortage (obstacle difficulty)
    expected = catalog["assets"]["Tent"]["points"] + sum(
        catalog["obstacles"][key]["difficulty"] for key in ("Field Work", "Remote Influence", "Grain Shortage"))
    assert played.state["game"]["campaign"]["sheets"]["Keel"]["journal"][-1]["points"] == expected == 5 + 5 + 6 + 5


def test_a_scene_won_again_archives_no_second_copy_of_a_card_already_in_the_archive():
    # Secrets of Whitehold places Mirror of Melting in the archive; Two Eyes in One Face may be
    # played (and won) again in a later year, when the Mirror is already there.
    won = dict(summary("won", {"Menas": ([], [], []), "Fuscus": ([], [], [])}, {}), archived=["Mirror of Melting"])
    rested = {"choices": [{"character": "Menas", "choice": "rest"}, {"character": "Fuscus", "choice": "rest"}]}
    year_two = start_commands(2, {"Ann": "Menas", "Ben": "Fuscus"}, "Ben", YEAR_TWO, winter=rested) + end_commands(won)
    sat_out = {"choices": [{"character": "Thea", "choice": "rest"}, {"character": "Keel", "choice": "rest"}]}
    year_three = start_commands(3, {"Ann": "Menas", "Ben": "Fuscus"}, "Ann", YEAR_TWO, winter=sat_out) + end_commands(won)[:2]
    played = table(setup(), *year_one_played(), *year_two, *year_three)
    assert played.state["game"]["campaign"]["archive"].count("Mirror of Melting") == 1
    events = played.run({"type": "archive-assets"})
    assert events[0].data["direct"] == [] and events[0].data["already"] == ["Mirror of Melting"]
    assert played.state["game"]["campaign"]["archive"].count("Mirror of Melting") == 1
    campaign(setup(), *year_one_played(), *year_two, *year_three).when(
        {"type": "archive-assets", "direct": ["Mirror of Melting"]}).then_rejects("sixwinters.archive.card")
    sentence = RULESET.narrate(played.state["game"], played.log[-1])
    assert sentence == "No asset went to the archive. Mirror of Melting was already in the archive."
