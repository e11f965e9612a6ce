"""The turn's phases: Seasonal Event, Refill, Activation, New Obstacles, Threats, Obstacle Surge,
Advance Time - with the rulebook's worked numbers."""
import pytest

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.rules import turn
from domain.rulesets.sixwinters_v19.rules.steps import step
from tests.domain.sixwinters_v19.builders import Story, dice, support_threat_maxed_out, threat_icons_on_the_board


def _backs(story, empire, redbank, settled):
    story.adjust(*((f"/decks/obstacles/{r}/back", b) for r, b in
                   (("empire", empire), ("redbank", redbank), ("settled", settled))))


def _obstacles(story, location, *cards):
    story.place(location, *cards)


def _end_actions(story):
    for player in story.game["session"]["order"]:
        if not story.game["session"]["players"][player]["passed"]:
            story.do("end-actions", player=player)


def test_the_seasonal_event_is_the_card_of_the_season_matching_the_symbols_showing():
    story = Story().start()
    turn_one = story.game["session"]["turn"]
    showing = sum(1 for d in story.game["decks"]["obstacles"].values() if d["back"] == "winter")
    assert turn_one["symbols"] == showing and turn_one["event"] == catalog_of(story.game)["events"]["winter"][showing]
    _backs(story, "winter", "spring", "winter")
    event = turn.turn_began({**story.game, "session": {**story.game["session"], "turn": None}})
    assert event.data["symbols"] == 2 and event.data["event"] == "Deep Drifts"


def test_one_fall_symbol_brings_harvest_festivals():
    story = Story().start()
    _backs(story, "fall", "winter", "spring")
    session = {**story.game["session"], "turn": {"number": 5, "season": "fall", "second": False, "symbols": 0, "event": ""}}
    assert turn.turn_began({**story.game, "session": session}).data["event"] == "Harvest Festivals"


def test_refill_tops_each_pool_up_to_its_size_without_rerolling_or_removing_and_clears_the_slots():
    story = Story().start()
    story.adjust(("/session/pools/support", [6, 6, 6]), ("/session/pools/military", []),
                 ("/session/slots/military", [0, 1]))
    _end_actions(story)
    assert story.step == "refill"
    story.rejects("sixwinters_v19.dice.count", "refill", pools=[{"resource": "support", "dice": dice("support", 2)}],
                  action_dice=[])
    story.do("refill", pools=[{"resource": "military", "dice": dice("military", 4)}],
             action_dice=[{"player": p, "dice": dice("action", 1, 2, 3, 4, 5)} for p in ("Ann", "Ben")])
    session = story.game["session"]
    assert session["pools"]["support"] == [6, 6, 6] and session["pools"]["military"] == [4]
    assert session["slots"]["military"] == [] and session["players"]["Ann"]["dice"] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("backs, activated", [
    (("spring", "summer", "fall"), ["Eastkeep", "Ferry's Glenn", "Gravewood"]),
    (("winter", None, "spring"), ["Eastkeep", "Guild of Strategy", "Whitehold", "Lily Manor"])])
def test_activation_runs_region_by_region_by_the_season_on_each_deck(backs, activated):
    story = Story().start()
    _backs(story, *backs)
    assert [item["location"] for item in turn.activated(story.game)] == activated


def test_an_activated_source_location_rolls_a_die_of_its_resource_as_an_asset():
    story = Story().start()
    story.put_location("Red Bank Wharf", "redbank", 0)
    _backs(story, None, "spring", None)
    _end_actions(story)
    story.do("refill", roll="app")
    assert story.step == "activation"
    story.rejects("sixwinters_v19.activation.dice", "activate", dice=[])
    story.do("activate", dice=[{"location": "Red Bank Wharf", "die": {"sides": 6, "kind": "support", "value": 4}}])
    assert {"resource": "support", "value": 4} in story.game["locations"]["Red Bank Wharf"]["assets"]


def test_new_obstacles_take_the_lowest_staging_cards_by_the_stars_and_refill_the_staging_area():
    story = Story().start()
    story.adjust(("/decks/progress/back", {"stage": 2, "stars": 2}))
    staging = list(story.game["session"]["staging"])
    _end_actions(story)
    events = story.do("refill", roll="app")
    placed = [e.data for e in events if e.kind.endswith("obstacle-placed")]
    assert [p["progress"] for p in placed[:2]] == staging[:2]
    assert story.game["session"]["staging"][:2] == staging[2:]
    assert len(story.game["session"]["staging"]) == 4
    assert story.game["decks"]["progress"]["discard"][-2:] == staging[:2]


def test_threats_rise_one_per_matching_icon_beyond_two_four_military_give_two_three_diplomacy_one():
    story = threat_icons_on_the_board()
    event = turn.threats(story.game)
    assert event.data["icons"]["military"] == 4 and event.data["icons"]["diplomacy"] == 3
    assert event.data["threats"]["military"] == 3 + 2 and event.data["threats"]["diplomacy"] == 3 + 1
    assert all(event.data["threats"][n] == 3 for n in ("support", "technology", "espionage", "sorcery"))


def test_a_maxed_threat_track_raises_the_next_in_trade_order():
    story = support_threat_maxed_out()
    event = turn.threats(story.game)
    assert event.data["raises"] == [{"track": "technology", "for": "support"}] * 2


def test_past_a_maxed_sorcery_track_the_players_choose_which_track_rises():
    story = Story().start()
    story.clear_obstacles()
    _obstacles(story, "Gray Forest", "Bound Sorcerer", "Wild Magic", "Fey Lights")
    story.adjust(("/tracks/sorcery/threat", 12))
    event = turn.threats(story.game)
    assert event.data["owed"] == 2 and event.data["raises"] == []
    _end_actions(story)
    story.adjust(("/decks/progress/back", {"stage": 1, "stars": 0}))
    story.do("refill", roll="app")
    assert step(story.game) == "threat-choice"
    story.rejects("sixwinters_v19.threat.maxed", "choose-threat-track", track="sorcery")
    story.do("choose-threat-track", track="military")
    story.do("choose-threat-track", track="military")
    assert story.game["tracks"]["military"]["threat"] == 5


@pytest.mark.parametrize("players, surge", [(["Ann"], 0), (["Ann", "Ben"], 0), (["Ann", "Ben", "Cat"], 1),
                                            (["Ann", "Ben", "Cat", "Dan"], 2)])
def test_the_obstacle_surge_places_one_more_obstacle_for_three_players_and_two_for_four(players, surge):
    story = Story(players=players).start()
    story.clear_obstacles()
    _end_actions(story)
    story.adjust(("/decks/progress/back", {"stage": 1, "stars": 0}))
    events = story.do("refill", roll="app")
    assert [e.data["purpose"] for e in events if e.kind.endswith("obstacle-placed")] == ["surge"] * surge


def _turns(matching: bool) -> int:
    """Turns in a game when the decks always (or never) show the season's symbol."""
    story = Story().start()
    game, count = story.game, 1
    while True:
        season = game["session"]["turn"]["season"]
        backs = {r: {**d, "back": season if matching else None} for r, d in game["decks"]["obstacles"].items()}
        game = {**game, "decks": {**game["decks"], "obstacles": backs}}
        after = turn.advance(game).data["to"]
        if after is None:
            return count
        game = {**game, "session": {**game["session"], "turn": {**game["session"]["turn"], **after}}}
        count += 1


def test_a_game_has_between_four_and_eight_turns():
    assert (_turns(False), _turns(True)) == (4, 8)


def test_advance_time_goes_to_the_second_turn_of_a_season_only_when_its_symbol_shows():
    story = Story().start()
    _backs(story, "spring", "summer", "fall")
    assert turn.advance(story.game).data["to"] == {"season": "spring", "second": False}
    _backs(story, "spring", "winter", "fall")
    assert turn.advance(story.game).data["to"] == {"season": "winter", "second": True}


def test_a_whole_turn_runs_from_the_seasonal_event_to_the_next_turn():
    story = Story().start()
    _end_actions(story)
    kinds = [e.kind.split("/")[1] for e in story.do("refill", roll="app")]
    assert kinds[0] == "pools-refilled" and kinds[1] == "locations-activated"
    assert kinds[-3:] == ["threats-raised", "time-advanced", "turn-began"]
    assert story.game["session"]["turn"]["number"] == 2


def _empire_deck_spent(story):
    """The Empire obstacle deck empty, its cards in the discards, and the next obstacle due there."""
    deck = story.game["decks"]["obstacles"]["empire"]
    staging = ["Sappers", *[c for c in story.game["session"]["staging"] if c != "Sappers"]]   # an Empire top card
    story.adjust(*story.taken("Sappers"), ("/decks/obstacles/empire/discard", sorted(deck["pile"])),
                 ("/decks/obstacles/empire/pile", []),
                 ("/decks/obstacles/empire/back", None), ("/session/staging", staging),
                 ("/decks/progress/back", {"stage": 1, "stars": 1}))
    _end_actions(story)
    return len(deck["pile"])


def test_option_empty_obstacle_deck_reshuffles_the_discards_into_a_new_deck_by_default():
    story = Story().start()
    story.clear_obstacles()
    cards = _empire_deck_spent(story)
    story.do("refill", roll="app")
    assert step(story.game) == "obstacles"
    assert [m["type"] for m in story.moves()] == ["reshuffle-obstacle-deck"]
    events = story.do("reshuffle-obstacle-deck", region="empire", roll="app")
    placed = next(e.data for e in events if e.kind.endswith("obstacle-placed"))
    assert placed["region"] == "empire" and placed["location"] == "Eastkeep" and placed["progress"] == "Sappers"
    deck = story.game["decks"]["obstacles"]["empire"]
    assert deck["discard"] == [] and len(deck["pile"]) == cards - 1


def test_option_empty_obstacle_deck_places_no_obstacle_when_chosen():
    story = Story(options={"empty_obstacle_deck": "no-obstacle"}).start()
    story.clear_obstacles()
    _empire_deck_spent(story)
    events = story.do("refill", roll="app")
    skipped = next(e.data for e in events if e.kind.endswith("obstacle-skipped"))
    assert skipped["progress"] == "Sappers" and "Empire obstacle deck is empty" in skipped["why"]
    assert story.game["locations"]["Eastkeep"]["obstacles"] == []
    assert "Sappers" in story.game["decks"]["progress"]["discard"]


def _sorcery_to_the_last_space(options=None) -> Story:
    """A game whose Threats phase takes the sorcery track from 11 to its last space (three
    sorcery icons in play), Thea standing at Gravewood, where Wolves is attached."""
    story = Story(options=options or {}).start(places={"Thea": "Gravewood"})
    story.clear_obstacles()
    _obstacles(story, "Gray Forest", "Bound Sorcerer", "Wild Magic")
    _obstacles(story, "Gravewood", "Wolves")
    story.adjust(("/tracks/sorcery/threat", 11), ("/decks/progress/back", {"stage": 1, "stars": 0}))
    _end_actions(story)
    story.do("refill", roll="app")
    return story


def test_a_threat_location_comes_into_play_after_the_threats_phase_takes_its_track_to_the_last_space():
    """Location Cards, Sorcery Threat: "Comes into play if the sorcery threat track reaches the
    final space". The Settled Lands' three slots are full: the players name the location it
    replaces, which is set aside; its obstacles are discarded and Thea stands at the Rift."""
    story = _sorcery_to_the_last_space()
    assert story.game["tracks"]["sorcery"]["threat"] == 12 and story.step == "threat-locations"
    (offered,) = story.moves("place-threat-location")
    assert offered["fields"]["location"] == {"fixed": "Sorcerous Rift"}
    assert offered["fields"]["replaces"]["choices"] == sorted(story.game["board"]["settled"])
    story.rejects("sixwinters_v19.threat-location.replaces", "place-threat-location", location="Sorcerous Rift",
                  replaces="Eastkeep")
    story.rejects("sixwinters_v19.threat-location.due", "place-threat-location", location="War Camp",
                  replaces="Gray Forest")
    slot = story.game["board"]["settled"].index("Gravewood")
    story.do("place-threat-location", location="Sorcerous Rift", replaces="Gravewood")
    game = story.game
    assert game["board"]["settled"][slot] == "Sorcerous Rift" and "Gravewood" in game["set_aside"]["locations"]
    assert "Sorcerous Rift" not in game["set_aside"]["locations"] and "Gravewood" not in game["locations"]
    assert "Wolves" in game["decks"]["obstacles"]["settled"]["discard"]
    assert game["session"]["positions"]["Thea"] == "Sorcerous Rift"
    assert V19.invariants(game) == []      # every card in one place
    assert story.step != "threat-locations" and not story.moves("place-threat-location")


@pytest.mark.parametrize("reading, at_once", [("at-once", True), ("next-empty-slot", False)])
def test_option_threat_locations_at_once_or_only_into_an_empty_slot_at_session_end(reading, at_once):
    story = _sorcery_to_the_last_space({"threat_locations": reading})
    assert (story.step == "threat-locations") is at_once
    assert ("Sorcerous Rift" in story.game["set_aside"]["locations"]) is True


def test_a_campaign_begun_before_the_threat_locations_option_keeps_the_reading_it_was_played_by():
    from domain.rulesets.sixwinters_v19.rules.board import threat_locations_reading
    assert threat_locations_reading({"options": {}}) == "next-empty-slot"
