"""The Wayfinder's secrets stay secret: their characters until revealed, their notes, their secret
rolls; players read shadows, and the views and pictures made for them hold nothing hidden."""
from domain.kernel import GAME_MASTER, Viewer, reading
from tests.domain.ninetraits.builders import BANDIT, CLAUD, NINE, bandit_fight, dice, in_session

PLAYER = Viewer.of("ann", "player", ["Claud"])
WAYFINDER = Viewer.of("mara", "gm")


def test_a_hidden_character_is_the_wayfinders_alone_until_revealed():
    story = in_session(CLAUD)
    [created] = story.when(BANDIT)
    assert created.audience == GAME_MASTER
    recorded = story.log[-1]
    assert reading.sentence(NINE, story.states[-2]["game"], recorded, PLAYER) == \
        "The Wayfinder brought in a character of their own, in secret."
    assert "Bandit" in reading.sentence(NINE, story.states[-2]["game"], recorded, WAYFINDER)
    for name in NINE.views:
        assert "Bandit" not in str(reading.view(NINE, name, story.game, PLAYER)), name
    assert "Bandit" not in str(NINE.cards["party"](reading.seen(NINE, story.game, PLAYER)))
    assert "Bandit" in NINE.cards["party"](reading.seen(NINE, story.game, WAYFINDER))
    assert [c["name"] for c in reading.view(NINE, "secrets", story.game, WAYFINDER)["characters"]] == ["Bandit"]


def test_revealing_a_character_shows_its_sheet_and_opens_its_sealed_creation():
    story = in_session(CLAUD)
    story.when(BANDIT)
    created_at = story.log[-1].position
    [revealed] = story.when({"type": "reveal-character", "character": "Bandit"})
    assert revealed.audience.public and [r.at for r in revealed.reveals] == [created_at]
    assert revealed.data["sheet"]["traits"]["Might"] == 3
    assert "Bandit" in str(reading.view(NINE, "party", story.game, PLAYER))
    story.rejects({"type": "reveal-character", "character": "Bandit"}, "ninetraits.character.revealed")


def test_everything_about_a_hidden_character_is_read_by_the_wayfinder_alone():
    story = bandit_fight()
    story.when({"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage",
                "targets": ["Bandit"]})
    events = story.when({"type": "roll-attack", "attacker": "Claud", "dice": dice(6, 2, 6, 1)})
    audiences = {e.kind.split("/")[1]: e.audience.public for e in events}
    assert audiences == {"attack-rolled": True, "attack-settled": True, "life-changed": False}
    initiative = [e for e in story.log if e.kind.endswith("initiative-rolled") and e.data["character"] == "Bandit"]
    assert not initiative[0].audience.public


def test_a_hidden_characters_rolls_are_secret_and_what_waits_to_be_resisted_is_hidden_from_players():
    story = bandit_fight()
    for name in ("Claud", "Luis", "Audi"):
        story.when({"type": "end-turn", "character": name})
    story.when({"type": "declare-attack", "attacker": "Bandit", "style": "melee", "intent": "tribulation",
                "tribulation": "Grappled", "targets": ["Claud"]})
    [rolled] = story.when({"type": "roll-attack", "attacker": "Bandit", "dice": dice(6, 6, 1)})
    assert rolled.audience == GAME_MASTER
    seen = NINE.redact(story.game, PLAYER)["pending"]
    assert seen["successes"] is None and seen["waiting"] == {"Claud": ["Endurance", "Power", "Swiftness"]}
    assert NINE.redact(story.game, WAYFINDER)["pending"]["successes"] == 2


def test_a_revealed_character_may_roll_in_secret_and_a_player_character_may_not():
    story = bandit_fight()
    story.when({"type": "reveal-character", "character": "Bandit"})
    [open_roll] = story.when({"type": "roll-trait", "character": "Bandit", "trait": "Awareness", "dice": dice(1, 2)})
    assert open_roll.audience.public
    [secret] = story.when({"type": "roll-trait", "character": "Bandit", "trait": "Awareness", "dice": dice(1, 2),
                           "audience": "gm"})
    assert secret.audience == GAME_MASTER and story.game["last_roll"] is None
    assert story.game["secret"]["last_roll"]["character"] == "Bandit"
    story.rejects({"type": "roll-trait", "character": "Luis", "trait": "Charm", "dice": dice(1, 2), "audience": "gm"},
                  "ninetraits.roll.secret")


def test_app_dice_of_a_secret_roll_are_sealed():
    story = bandit_fight()
    command = NINE.prepare(story.game, story.load({"type": "roll-trait", "character": "Bandit", "trait": "Might",
                                                   "roll": "app"}))
    assert [d.get("sealed") for d in command["dice"]] == [True, True, True]
    command = NINE.prepare(story.game, story.load({"type": "roll-trait", "character": "Luis", "trait": "Charm",
                                                   "roll": "app"}))
    assert [d.get("sealed") for d in command["dice"]] == [None, None]


def test_the_wayfinders_notes_are_private_until_revealed():
    story = in_session(CLAUD)
    [written] = story.when({"type": "write-secret", "text": "The captain is the mayor's brother."})
    assert written.audience == GAME_MASTER
    assert reading.view(NINE, "secrets", story.game, PLAYER) == {"characters": [], "notes": []}
    assert reading.view(NINE, "secrets", story.game, WAYFINDER)["notes"][0]["id"] == 1
    [revealed] = story.when({"type": "reveal-note", "note": 1})
    assert revealed.audience.public and [r.at for r in revealed.reveals] == [story.log[-2].position]
    assert reading.view(NINE, "journal", story.game, PLAYER)["sessions"][0]["notes"][0]["revealed"] is True
    story.rejects({"type": "reveal-note", "note": 1}, "ninetraits.note.unknown")


def test_a_note_for_the_game_master_only_is_a_wayfinders_note_revealed_by_a_move():
    """The table's note box writes the Wayfinder's secrets: no text is asked for by a move."""
    story = in_session(CLAUD)
    story.when({"type": "note", "text": "The shrine is a trap.", "about": "Claud", "audience": "gm"})
    story.when({"type": "note", "text": "Claud whistles a tune.", "about": "Claud"})
    kept = reading.view(NINE, "secrets", story.game, WAYFINDER)["notes"]
    assert [(n["id"], n["text"], n["about"]) for n in kept] == [(1, "The shrine is a trap.", "Claud")]
    assert reading.view(NINE, "secrets", story.game, PLAYER) == {"characters": [], "notes": []}
    [reveal] = [m for m in NINE.moves(story.game, WAYFINDER) if m.type == "reveal-note"]
    assert reveal.fields == {"note": {"fixed": 1}} and "The shrine is a trap." in reveal.label
    assert not [m for m in NINE.moves(story.game, PLAYER) if m.type == "reveal-note"]
    [revealed] = story.when({"type": "reveal-note", "note": 1})
    assert [r.at for r in revealed.reveals] == [story.log[-3].position]
    assert reading.view(NINE, "secrets", story.game, WAYFINDER)["notes"] == []


def test_players_read_a_shadow_for_every_secret_event():
    story = bandit_fight()
    for recorded, before in zip(story.log[1:], story.states):
        said = reading.sentence(NINE, before["game"], recorded, PLAYER)
        if not recorded.audience.public:
            assert said.startswith("The Wayfinder") and "Bandit" not in said, recorded.kind
