"""Session Start (rulebook "Session Start", steps 1-14) in year 1 and the checks on its order."""
from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters import RULESET
from domain.rulesets.sixwinters.campaign.rules.shuffle import opening_decks
from tests.domain.sixwinters.campaign.builders import YEAR_ONE, YEAR_TWO, campaign, setup, start_commands, table

PLAYERS = {"Ann": "Thea", "Ben": "Keel"}


def year_one(upto: int | None = None, **kwargs) -> list[dict]:
    return start_commands(1, PLAYERS, "Ann", YEAR_ONE, **kwargs)[:upto]


def test_year_one_session_start_records_each_step_in_order_and_skips_the_year_2_to_6_steps():
    played = table(setup(), *year_one())
    steps = [event.data["step"] for event in played.log if "step" in event.data]
    assert steps == [1, 3, 5, 6, 9, 10, 11, 12, 13, 14]
    assert played.state["game"]["campaign"]["session"]["stage"] == "play"


def test_two_players_on_standard_need_20_points_for_the_first_scene_of_the_blue_robe():
    # Rulebook, Session Start illustration: "Need 20 points for the first scene (2 players, normal difficulty)".
    campaign(setup(), *year_one(5)).when({"type": "place-initial-scene"}).then(
        ("sixwinters/initial-scene-placed", {"scene": "Impress the Keeper of Forbidden Lore",
                                             "location": "Parisa's Glen", "points_per_player": 10, "target": 20}))


def test_on_difficult_the_points_in_parentheses_count_per_player():
    history = start_commands(1, PLAYERS, "Ann", YEAR_ONE, difficulty="difficult")[:5]
    campaign(setup(), *history).when({"type": "place-initial-scene"}).then(
        ("sixwinters/initial-scene-placed", {"points_per_player": 15, "target": 30}))


def test_a_step_out_of_order_is_refused():
    campaign(setup(), *year_one(1)).when({"type": "choose-characters", "characters": PLAYERS}).then_rejects(
        "sixwinters.session-start.order")


def test_a_step_already_done_is_refused():
    campaign(setup(), *year_one(2)).when({"type": "choose-scenario", "scenario": YEAR_ONE}).then_rejects(
        "sixwinters.session-start.order")


def test_restoring_the_campaign_state_is_a_year_2_to_6_step():
    campaign(setup(), *year_one(1)).when({"type": "restore-campaign"}).then_rejects("sixwinters.session-start.years-2-6")


def test_a_session_starts_with_the_spotlight_player():
    campaign(setup()).when({"type": "choose-scenario", "scenario": YEAR_ONE}).then_rejects("sixwinters.session-start.order")


def test_a_locked_character_cannot_be_chosen():
    campaign(setup(), *year_one(2)).when({"type": "choose-characters", "characters": {"Ann": "Yasmina", "Ben": "Keel"}}).then_rejects(
        "sixwinters.character.locked")


def test_two_players_cannot_play_the_same_character():
    campaign(setup(), *year_one(2)).when({"type": "choose-characters", "characters": {"Ann": "Keel", "Ben": "Keel"}}).then_rejects(
        "sixwinters.characters.distinct")


def test_an_unknown_scenario_is_refused():
    campaign(setup(), *year_one(1)).when({"type": "choose-scenario", "scenario": "The Missing Card"}).then_rejects(
        "sixwinters.card.unknown")


def test_a_year_2_scenario_is_not_available_in_year_one():
    campaign(setup(), *year_one(1)).when({"type": "choose-scenario", "scenario": YEAR_TWO}).then_rejects(
        "sixwinters.scenario.requirements")


def test_the_spotlight_player_must_be_one_of_the_players():
    campaign(setup()).when({"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Cyd"}).then_rejects(
        "sixwinters.spotlight.player")


def test_on_standard_difficulty_the_level_one_ability_is_unlocked_and_the_rest_set_aside():
    played = table(setup(), *year_one(3))
    events = played.run({"type": "take-ability-cards"})
    catalog = catalog_of(played.state["game"])
    for name in PLAYERS.values():
        cards = sorted(catalog["characters"][name]["abilities"], key=lambda c: c["level"])
        assert events[0].data["unlocked"][name] == [cards[0]["name"]]
        assert events[0].data["aside"][name] == [c["name"] for c in cards[1:]]


def test_on_difficult_no_ability_is_unlocked_at_the_start():
    played = table(setup(), *start_commands(1, PLAYERS, "Ann", YEAR_ONE, difficulty="difficult")[:3])
    events = played.run({"type": "take-ability-cards"})
    assert events[0].data["unlocked"] == {"Thea": [], "Keel": []}


def test_scenario_setup_places_the_cards_obstacle_at_its_only_location_by_itself():
    campaign(setup(), *year_one(4)).when({"type": "set-up-scenario"}).then(
        ("sixwinters/scenario-set-up", {"step": 9, "threat_pool": 5}))


def test_scenario_setup_refuses_an_obstacle_the_card_does_not_place_or_a_wrong_location():
    history = year_one(4)
    campaign(setup(), *history).when({"type": "set-up-scenario", "obstacles": [{"name": "Field Work", "location": "Loomwood"}]}).then_rejects(
        "sixwinters.setup.scenario-card")
    campaign(setup(), *history).when({"type": "set-up-scenario", "obstacles": [
        {"name": "Miasma of Malevolence", "location": "Loomwood"}]}).then_rejects("sixwinters.setup.location")


def test_scenario_setup_places_a_locked_obstacle_from_the_reserve_and_fills_the_threat_pool():
    played = table(setup(), *year_one(4))
    events = played.run({"type": "set-up-scenario", "obstacles": [{"name": "Miasma of Malevolence", "location": "Parisa's Glen"}]})
    catalog = catalog_of(played.state["game"])
    assert events[0].data["threat_pool"] == catalog["scenarios"][YEAR_ONE]["threat_pool"]
    assert events[0].data["obstacles"][0]["from"] == "reserve"
    assert events[0].data["obstacles"][0]["hindrance"] == catalog["obstacles"]["Miasma of Malevolence"]["hindrance"]
    assert "Miasma of Malevolence" not in played.state["game"]["campaign"]["reserve"]["obstacles"]


def test_shuffle_dice_entered_at_the_table_draw_each_card_with_a_die_of_the_cards_left():
    played = table(setup(), *year_one(6))
    decks = opening_decks(played.state["game"]["campaign"])   # Miasma, placed by the setup, is out
    deck, obstacles = decks["assets"], decks["obstacles"]
    assert "Miasma of Malevolence" not in obstacles
    ones = lambda n: [{"sides": s, "value": 1} for s in range(n, 1, -1)]
    lasts = [{"sides": s, "value": s} for s in range(len(obstacles), 1, -1)]
    events = played.run({"type": "shuffle-decks", "asset_dice": ones(len(deck)), "obstacle_dice": lasts})
    assert events[0].data["assets"] == deck                    # always the first card left: same order
    assert events[0].data["obstacles"] == obstacles[::-1]      # always the last card left: reversed
    assert events[0].data["method"] == "dice"


def test_an_app_shuffle_rolls_sealed_dice_and_records_the_order_face_down():
    played = table(setup(), *year_one(6))
    prepared = RULESET.prepare(played.state["game"], {"type": "shuffle-decks", "roll": "app"})
    assert all(die["sealed"] for die in prepared["obstacle_dice"] + prepared["asset_dice"])
    events = played.run({"type": "shuffle-decks", "roll": "app"})
    data = events[0].data
    assert data["method"] == "app" and "obstacle_dice" not in data
    assert set(RULESET.face_down(played.log[-1])) >= {"/obstacles", "/assets"}
    session = played.state["game"]["campaign"]["session"]
    assert session["obstacle_deck"] == data["obstacles"] and session["shuffle"] == "app"


def test_shuffle_dice_with_the_wrong_sides_are_refused():
    history = year_one(6)
    campaign(setup(), *history).when({"type": "shuffle-decks", "asset_dice": [{"sides": 6, "value": 1}],
                                      "obstacle_dice": [{"sides": 6, "value": 1}]}).then_rejects("deck.shuffle.dice")


def test_the_staging_area_gets_two_assets_per_player_from_the_top_of_the_deck():
    played = table(setup(), *year_one(7))
    deck = played.state["game"]["campaign"]["session"]["asset_deck"]
    events = played.run({"type": "fill-staging"})
    assert events[0].data["staging"] == deck[:4]
    assert events[0].data["asset_deck"] == deck[4:]


def _dice_command(played, sorcery_values):
    world = played.state["game"]["campaign"]["map"]
    resources = {}
    for name, place in world.items():
        for token in place["production"]:
            values = sorcery_values if token["type"] == "sorcery" else [3] * (2 if token["improved"] else 1)
            resources.setdefault(name, []).extend({"sides": 6, "value": v, "kind": token["type"]} for v in values)
    actions = {c: [{"sides": 6, "value": v, "kind": "action"} for v in (1, 2, 3, 4)] for c in PLAYERS.values()}
    return {"type": "roll-starting-dice", "resources": resources, "action_dice": actions}


def test_a_sorcery_six_at_the_opening_asks_for_one_more_sorcery_die():
    played = table(setup(), *year_one(8))
    events = played.run(_dice_command(played, [6]))
    assert events[0].data["pending"] == {"Undari's Tower": 1} and events[0].data["complete"] is False
    assert "dice" not in played.state["game"]["campaign"]["session"]["done"]
    events = played.run({"type": "roll-starting-dice", "resources": {"Undari's Tower": [{"sides": 6, "value": 2, "kind": "sorcery"}]}})
    assert events[0].data["complete"] is True
    assert [d["value"] for d in played.state["game"]["campaign"]["session"]["rolled"]["resources"]["Undari's Tower"]] == [6, 2]


def test_too_few_starting_action_dice_are_refused():
    played = table(setup(), *year_one(8))
    command = _dice_command(played, [2])
    command["action_dice"]["Thea"] = command["action_dice"]["Thea"][:3]
    campaign(setup(), *year_one(8)).when(command).then_rejects("sixwinters.dice.action")


def test_placing_the_characters_opens_the_live_table_with_the_opening():
    played = table(setup(record_play="table"), *year_one())
    game = played.state["game"]
    opening = played.log[-1].data["opening"]
    assert game["table"] is not None and not game["table"].get("fallback")
    assert opening["target"] == 20 and opening["players"] == 2 and opening["spotlight"] == "Thea"
    assert [c["name"] for c in opening["characters"]] == ["Thea", "Keel"]
    assert all(len(c["action_dice"]) == 4 for c in opening["characters"])
    assert len(opening["staging"]) == 4


def test_session_start_and_end_kinds_are_where_the_dice_seed_is_committed_and_revealed():
    played = table(setup(), *year_one(1))
    assert played.log[1].kind in RULESET.session_start_kinds
    assert "sixwinters/session-ended" in RULESET.session_end_kinds
    assert "sixwinters/campaign-ended" in RULESET.session_end_kinds


def test_an_app_roll_keeps_the_sorcery_dice_an_explosion_chain_uses_and_drops_the_spares():
    played = table(setup(), *year_one(8))
    rolled_by_app = played.load({**_dice_command(played, [6, 6, 2, 4, 4]), "roll": "app"})   # values as the app rolled them
    events = RULESET.decide(played.state["game"], rolled_by_app)
    assert [d["value"] for d in events[0].data["resources"]["Undari's Tower"]] == [6, 6, 2]
    assert events[0].data["complete"] is True


def test_an_app_roll_asks_for_spare_sorcery_dice():
    played = table(setup(), *year_one(8))
    prepared = RULESET.prepare(played.state["game"], {"type": "roll-starting-dice", "roll": "app", "resources": {}, "action_dice": {}})
    assert len(prepared["resources"]["Undari's Tower"]) == 1 + 6
    assert all(len(dice) == 4 for dice in prepared["action_dice"].values())


def test_entered_dice_beyond_the_explosion_chain_are_refused():
    history = year_one(8)
    played = table(setup(), *history)
    campaign(setup(), *history).when(_dice_command(played, [6, 2, 4])).then_rejects("sixwinters.dice.count")


def test_a_scenario_needing_a_location_and_a_won_scenario_waits_for_both():
    """Scenario Requirement: "a particular location must be in play, or a previous scenario
    must be successfully completed". History given as events (a year won, the next year),
    of the version campaign events are recorded in today."""
    from functools import partial

    from domain.kernel import Event as AnyVersion
    from domain.rulesets.sixwinters.campaign.events import VERSION
    from tests.domain.sixwinters.campaign.builders import known_catalog
    Event = partial(AnyVersion, version=VERSION)  # noqa: N806
    catalog = known_catalog()
    catalog["scenarios"][YEAR_TWO]["requires"] = {"locations": ["Arankh"], "scenarios_won": [YEAR_ONE]}
    year_two = {"catalog": catalog, "options": {"record_play": "summary"}}
    year_one_won = [
        Event("sixwinters/session-started", {"year": 1, "players": ["Ann"]}),
        Event("sixwinters/spotlight-chosen", {"step": 1, "spotlight": "Ann", "times": 1}),
        Event("sixwinters/scenario-chosen", {"step": 3, "scenario": YEAR_ONE, "difficulty": "standard"}),
        Event("sixwinters/characters-chosen", {"step": 5, "characters": {"Ann": "Thea"}, "trained": {}, "rested": {}}),
        Event("sixwinters/scenario-ended", {"step": 0, "year": 1, "scenario": YEAR_ONE, "difficulty": "standard",
                                            "result": "success", "summary": {"characters": {}}}),
        Event("sixwinters/session-ended", {"step": 7, "year": 1, "next_year": 2})]
    start = [{"type": "choose-spotlight", "players": ["Ann"], "spotlight": "Ann"}, {"type": "restore-campaign"}]
    choose = {"type": "choose-scenario", "scenario": YEAR_TWO}
    nothing_yet = [Event("sixwinters/session-ended", {"step": 7, "year": 1, "next_year": 2})]
    violation = campaign(year_two, *nothing_yet, *start).when(choose).then_rejects("sixwinters.scenario.requirements")
    assert "Arankh must be on the map" in violation.message and YEAR_ONE in violation.message
    violation = campaign(year_two, *year_one_won, *start).when(choose).then_rejects("sixwinters.scenario.requirements")
    assert "Arankh" in violation.message and YEAR_ONE not in violation.message
    world = {**RULESET.initial_state(year_two)["campaign"]["map"], "Arankh": {"row": 0, "col": 4, "production": [], "threats": 0}}
    arankh = {"type": "adjust", "reason": "test: a scene added Arankh", "changes": [{"path": "/campaign/map", "set": world}]}
    campaign(year_two, *year_one_won, arankh, *start).when(choose).then(("sixwinters/scenario-chosen", {"scenario": YEAR_TWO}))
