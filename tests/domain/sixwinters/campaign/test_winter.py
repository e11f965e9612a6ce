"""Winter Phase (rulebook "Winter Phase (Years 2-6)", "Choose Characters", "Winter Phase"
reference) and Choose Starting Assets in year 2."""
from domain.kernel.catalogs import catalog_of
from tests.domain.sixwinters.campaign.builders import YEAR_TWO, campaign, setup, start_commands, table, year_one_played

YEAR_TWO_PLAYERS = {"Ann": "Fuscus", "Ben": "Keel"}
REST_AND_TRAIN = {"choices": [{"character": "Fuscus", "choice": "train"}, {"character": "Menas", "choice": "rest"}]}


def year_two(upto: int, winter=None, players=None, **kwargs) -> list[dict]:
    return year_one_played() + start_commands(2, players or YEAR_TWO_PLAYERS, "Ben", YEAR_TWO,
                                              winter=winter or REST_AND_TRAIN, **kwargs)[:upto]


def adjust(path: str, value) -> dict:
    return {"type": "adjust", "reason": "test set-up", "changes": [{"path": path, "set": value}]}


def test_the_spotlight_goes_to_a_player_who_had_it_fewer_times():
    history = year_one_played()
    campaign(setup(), *history).when({"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ann"}).then_rejects(
        "sixwinters.spotlight.rotation")
    campaign(setup(spotlight_rotation="free"), *history).when(
        {"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ann"}).then(
        "sixwinters/session-started", ("sixwinters/spotlight-chosen", {"spotlight": "Ann", "times": 2}))


def test_skipping_restore_campaign_state_in_year_two_is_refused():
    campaign(setup(), *year_two(1)).when({"type": "choose-scenario", "scenario": YEAR_TWO}).then_rejects(
        "sixwinters.session-start.order")


def test_each_idle_character_rests_or_trains_and_the_sheet_records_it_for_the_previous_year():
    played = table(setup(), *year_two(4))
    sheets = played.state["game"]["campaign"]["sheets"]
    assert sheets["Fuscus"]["winter"] == [{"year": 1, "choice": "train", "applied": False}]
    assert sheets["Menas"]["winter"] == [{"year": 1, "choice": "rest", "applied": False}]
    assert sheets["Thea"]["winter"] == [] and sheets["Keel"]["winter"] == []


def test_every_idle_character_and_only_they_make_a_winter_choice():
    history = year_two(3)
    campaign(setup(), *history).when({"type": "winter-phase", "choices": [{"character": "Fuscus", "choice": "train"}]}).then_rejects(
        "sixwinters.winter.idle-characters")
    campaign(setup(), *history).when({"type": "winter-phase", "choices": [
        *REST_AND_TRAIN["choices"], {"character": "Thea", "choice": "rest"}]}).then_rejects("sixwinters.winter.idle-characters")


def test_a_training_year_raises_a_skill_when_the_character_is_chosen():
    played = table(setup(), *year_two(4))
    before = played.state["game"]["campaign"]["sheets"]["Fuscus"]["skills"]["lore"]
    played.run({"type": "choose-characters", "characters": YEAR_TWO_PLAYERS, "training": {"Fuscus": ["lore"]}})
    sheet = played.state["game"]["campaign"]["sheets"]["Fuscus"]
    assert sheet["skills"]["lore"] == before + 1
    assert sheet["winter"] == [{"year": 1, "choice": "train", "applied": True}]


def test_an_unspent_training_year_must_name_its_skill():
    campaign(setup(), *year_two(4)).when({"type": "choose-characters", "characters": YEAR_TWO_PLAYERS}).then_rejects(
        "sixwinters.winter.train-years")


def test_training_cannot_raise_a_skill_above_five():
    history = year_two(4) + [adjust("/campaign/sheets/Fuscus/skills/rapport", 5)]
    campaign(setup(), *history).when({"type": "choose-characters", "characters": YEAR_TWO_PLAYERS,
                                      "training": {"Fuscus": ["rapport"]}}).then_rejects("sixwinters.skills.max")


def test_a_resting_year_removes_one_condition_when_the_character_is_chosen():
    players = {"Ann": "Menas", "Ben": "Keel"}
    history = year_two(4, players=players) + [adjust("/campaign/sheets/Menas/conditions", ["Hexed", "Bruised"])]
    played = table(setup(), *history)
    events = played.run({"type": "choose-characters", "characters": players, "resting": {"Menas": ["Bruised"]}})
    assert events[0].data["rested"] == {"Menas": ["Bruised"]}
    assert played.state["game"]["campaign"]["sheets"]["Menas"]["conditions"] == ["Hexed"]


def test_with_winter_apply_immediately_the_skill_rises_in_the_winter_phase():
    winter = {"choices": [{"character": "Fuscus", "choice": "train", "skill": "combat"}, {"character": "Menas", "choice": "rest"}]}
    played = table(setup(winter_apply="immediately"), *year_two(4, winter=winter))
    sheet = played.state["game"]["campaign"]["sheets"]["Fuscus"]
    assert sheet["skills"]["combat"] == 2 and sheet["winter"] == [{"year": 1, "choice": "train", "applied": True}]


def _tactician(target="Fuscus", skill="combat"):
    return {**REST_AND_TRAIN, "reserve_actions": [{"character": "Menas", "action": "Military Tactician", "target": target, "skill": skill}]}


def test_military_tactician_teaches_another_reserve_character_one_rank():
    played = table(setup(), *year_two(4, winter=_tactician()))
    assert played.log[-1].kind == "sixwinters/reserve-action-taken"
    assert played.state["game"]["campaign"]["sheets"]["Fuscus"]["skills"]["combat"] == 2


def test_military_tactician_cannot_teach_beyond_the_teachers_rank():
    history = year_two(3) + [adjust("/campaign/sheets/Fuscus/skills/combat", 3)]
    campaign(setup(), *history).when({"type": "winter-phase", **_tactician()}).then_rejects("sixwinters.reserve.teacher-rank")


def test_military_tactician_teaches_only_its_skills_and_only_characters_in_reserve():
    campaign(setup(), *year_two(3)).when({"type": "winter-phase", **_tactician(skill="lore")}).then_rejects("sixwinters.reserve.skill")
    campaign(setup(), *year_two(3)).when({"type": "winter-phase", **_tactician(target="Thea")}).then_rejects("sixwinters.reserve.target")


def _with_oniri(upto):
    unlock = {"type": "unlock-character", "character": "Oniri", "reason": "test: a scene unlocked Oniri"}
    history = year_one_played()
    return history[:-1] + [unlock, history[-1]] + start_commands(2, YEAR_TWO_PLAYERS, "Ben", YEAR_TWO)[:upto]


def _deathtouched():
    return {"choices": [*REST_AND_TRAIN["choices"], {"character": "Oniri", "choice": "rest"}],
            "reserve_actions": [{"character": "Oniri", "action": "Deathtouched", "target": "Menas"}]}


def test_deathtouched_raises_the_base_body_stress_of_another_reserve_character():
    played = table(setup(), *_with_oniri(3))
    body = played.state["game"]["campaign"]["sheets"]["Menas"]["stress"]["body"]
    played.run({"type": "winter-phase", **_deathtouched()})
    assert played.state["game"]["campaign"]["sheets"]["Menas"]["stress"]["body"] == body + 1


def test_deathtouched_cannot_raise_base_body_stress_beyond_six():
    history = _with_oniri(3) + [adjust("/campaign/sheets/Menas/stress/body", 6)]
    campaign(setup(), *history).when({"type": "winter-phase", **_deathtouched()}).then_rejects("sixwinters.reserve.stress-max")


def test_a_burn_action_needs_an_obstacle_with_its_tag():
    winter = {**REST_AND_TRAIN, "reserve_actions": [{"character": "Fuscus", "action": "Hollow Promises", "card": "Remote Influence"}]}
    campaign(setup(), *year_two(3)).when({"type": "winter-phase", **winter}).then_rejects("sixwinters.reserve.card-tag")


def test_a_character_may_start_with_assets_of_a_skill_up_to_the_skill_minus_two():
    # After year 1 the archive holds Artificer's Gear (thievery) and Sunriders (tactics).
    history = year_two(6, training={"Fuscus": ["lore"]})
    campaign(setup(), *history).when({"type": "choose-starting-assets", "assets": {"Keel": ["Artificer's Gear"]}}).then(
        ("sixwinters/starting-assets-chosen", {"assets": {"Keel": ["Artificer's Gear"]}}))
    # Fuscus: tactics 1 -> 1 - 2 < 1: no tactics asset
    campaign(setup(), *history).when({"type": "choose-starting-assets", "assets": {"Fuscus": ["Sunriders"]}}).then_rejects(
        "sixwinters.starting-assets.limit")


def test_a_starting_asset_must_be_a_known_card_in_the_archive():
    history = year_two(6, training={"Fuscus": ["lore"]})
    campaign(setup(), *history).when({"type": "choose-starting-assets", "assets": {"Keel": ["Tent"]}}).then_rejects(
        "sixwinters.starting-assets.archive")
    campaign(setup(), *history).when({"type": "choose-starting-assets", "assets": {"Keel": ["No Such Card"]}}).then_rejects(
        "sixwinters.card.unknown")


def test_year_two_adds_the_cards_with_two_year_symbols_to_the_decks():
    played = table(setup(), *year_two(9, training={"Fuscus": ["lore"]}))
    events = played.run({"type": "add-year-cards"})
    assert "Imperial Sword" in events[0].data["assets"] and "Background Checks" in events[0].data["obstacles"]
    campaign_state = played.state["game"]["campaign"]
    assert "Imperial Sword" in campaign_state["decks"]["assets"] and "Imperial Sword" not in campaign_state["reserve"]["assets"]
    assert all(catalog_of(played.state["game"])["obstacles"][k]["year"] != 1 for k in events[0].data["obstacles"])


def test_with_the_list_order_cards_are_added_before_the_scenario_setup():
    history = year_one_played() + start_commands(2, YEAR_TWO_PLAYERS, "Ben", YEAR_TWO, winter=REST_AND_TRAIN,
                                                  training={"Fuscus": ["lore"]})[:7]
    campaign(setup(), *history).when({"type": "add-year-cards"}).then_rejects("sixwinters.session-start.order")
    campaign(setup(add_cards_order="list"), *history).when({"type": "add-year-cards"}).then(
        ("sixwinters/year-cards-added", {"step": 8, "year": 2}))


def test_smuggler_lets_another_character_start_with_one_drug_asset_beyond_the_limit():
    history = year_one_played()
    archive = next(i for i, c in enumerate(history) if c["type"] == "archive-assets")
    history[archive] = {"type": "archive-assets", "direct": ["Prismatic Lotus"]}   # a drug asset, combat
    history.insert(-1, {"type": "unlock-reserve-action", "character": "Fuscus", "action": "Smuggler", "reason": "test"})
    smuggle = {**REST_AND_TRAIN, "reserve_actions": [{"character": "Fuscus", "action": "Smuggler", "target": "Keel"}]}
    start = start_commands(2, {"Ann": "Menas", "Ben": "Keel"}, "Ben", YEAR_TWO, winter=smuggle)[:6]
    lotus = {"type": "choose-starting-assets", "assets": {"Keel": ["Prismatic Lotus"]}}
    campaign(setup(), *history, *start).when(lotus).then(("sixwinters/starting-assets-chosen", {"step": 7}))
    plain = start_commands(2, {"Ann": "Menas", "Ben": "Keel"}, "Ben", YEAR_TWO, winter=REST_AND_TRAIN)[:6]
    campaign(setup(), *history, *plain).when(lotus).then_rejects("sixwinters.starting-assets.limit")


# --- Ritual of Cleaving (docs/rules-notes.md: the winter action clears a curse) -------------

CURSE = {"name": "Leaden Feet", "skill": "survival", "to": 0}


def _cleaving_history():
    return year_two(3) + [adjust("/campaign/sheets/Menas/reserve_actions", ["Military Tactician", "Ritual of Cleaving"]),
                          adjust("/campaign/sheets/Fuscus/conditions", [{"name": "Wounded", "track": "body"}, CURSE])]


def _cleave(condition):
    return {**REST_AND_TRAIN, "reserve_actions": [{"character": "Menas", "action": "Ritual of Cleaving", "target": "Fuscus",
                                                   "condition": condition}]}


def test_the_ritual_of_cleaving_clears_a_curse_from_a_character():
    played = table(setup(), *_cleaving_history())
    played.run({"type": "winter-phase", **_cleave("Leaden Feet")})
    assert played.state["game"]["campaign"]["sheets"]["Fuscus"]["conditions"] == [{"name": "Wounded", "track": "body"}]


def test_the_ritual_of_cleaving_refuses_a_condition_that_is_not_a_curse():
    campaign(setup(), *_cleaving_history()).when({"type": "winter-phase", **_cleave("Wounded")}).then_rejects(
        "sixwinters.reserve.condition")


def test_the_ritual_of_cleaving_offers_only_curses():
    from domain.rulesets.sixwinters.campaign.moves.reserve import _clear_condition
    played = table(setup(), *_cleaving_history())
    game = played.state["game"]
    effect = catalog_of(game)["winter_actions"]["Ritual of Cleaving"]["effect"]
    spec = _clear_condition(catalog_of(game), game["campaign"], ["Fuscus", "Menas"], "Menas", effect)
    assert spec["target"]["choices"] == ["Fuscus"]
    assert spec["condition"]["cases"]["Fuscus"]["choices"] == ["Leaden Feet"]


def test_a_group_that_reads_the_ritual_of_cleaving_its_own_way_records_it_and_applies_it_by_hand():
    """R13 `ritual_of_cleaving` = "by-table": the action is recorded without an effect (the group
    enters theirs with adjust), and its moves ask only for a target and a note."""
    from domain.rulesets.sixwinters.campaign.moves.reserve import _actions
    played = table(setup(ritual_of_cleaving="by-table"), *_cleaving_history())
    game = played.state["game"]
    spec = _actions(catalog_of(game), game["campaign"], ["Fuscus", "Menas"], "Menas")["Ritual of Cleaving"]
    assert set(spec) == {"target", "note"}
    events = played.run({"type": "winter-phase", **{**REST_AND_TRAIN, "reserve_actions": [
        {"character": "Menas", "action": "Ritual of Cleaving", "target": "Fuscus", "note": "lifts the curse"}]}})
    taken = [e.data for e in events if e.kind == "sixwinters/reserve-action-taken"]
    assert taken == [{"character": "Menas", "action": "Ritual of Cleaving", "op": "unspecified", "target": "Fuscus",
                      "note": "lifts the curse"}]
    assert played.state["game"]["campaign"]["sheets"]["Fuscus"]["conditions"] == [{"name": "Wounded", "track": "body"}, CURSE]
