"""Seats and the moves document: each player acts for their own character, the Wayfinder for
the table and their characters; the moves listed are exactly what decide accepts, the game
says whom it waits for, and a viewer gets no moves."""
import random

from domain.kernel import RuleViolation, Viewer
from domain.kernel.moves import check_document, random_picks, build_command, ruleset_document
from domain.rulesets.ninetraits.moves import seated
from tests.domain.legal_play import every_command
from tests.domain.ninetraits.builders import AUDI, BANDIT, CLAUD, LUIS, NINE, Story, bandit_fight, dice, in_session

WAYFINDER = Viewer.of("mara", "gm")
BOUND = {"Claud": "ann", "Luis": "ben", "Audi": "cat", "gm": "mara"}


def document(game: dict, viewer: Viewer, bindings: dict | None = None) -> dict:
    return check_document(ruleset_document(NINE, game, viewer, position=1, bindings=bindings))


def actors(moves: list[dict]) -> set[str]:
    found = set()
    for move in moves:
        for field in ("character", "attacker", "healer", "helper"):
            if "fixed" in move["fields"].get(field, {}):
                found.add(move["fields"][field]["fixed"])
    return found


def test_no_move_in_play_asks_for_text_a_note_is_optional_and_the_notes_are_commands_of_their_own():
    for script in [NINE.demo(), *NINE.extra_demos()]:
        story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
        for command in script["commands"]:
            for move in NINE.moves(story.game, WAYFINDER):
                texts = [name for name, field in move.fields.items() if field.get("text", {}).get("required")]
                assert not texts, (move.type, texts)
                assert move.type not in ("write-note", "write-secret")
            story.when(command)


def test_the_seats_are_the_player_characters_and_the_wayfinder():
    story = Story(CLAUD, LUIS, wayfinder="Mara")
    story.when({"type": "create-character", "name": "Bandit", "kind": "npc", "hidden": True})
    assert [(s.id, s.label, s.gm) for s in NINE.seats(story.game)] == \
        [("Claud", "Claud (Ann)", False), ("Luis", "Luis (Ben)", False), ("gm", "Mara (Wayfinder)", True)]


def test_a_command_acts_for_its_characters_seat_or_the_wayfinders():
    story = bandit_fight()
    assert NINE.acting_seats(story.game, {"type": "roll-trait", "character": "Claud"}) == {"Claud"}
    assert NINE.acting_seats(story.game, {"type": "declare-attack", "attacker": "Bandit"}) == {"gm"}
    assert NINE.acting_seats(story.game, {"type": "heal", "healer": "Luis"}) == {"Luis"}
    assert NINE.acting_seats(story.game, {"type": "help-wake", "helper": "Luis", "character": "Audi"}) == {"Luis"}
    assert NINE.acting_seats(story.game, {"type": "set-trait", "character": "Audi"}) == {"Audi"}
    assert NINE.acting_seats(story.game, {"type": "end-session"}) == {"gm"}
    assert NINE.acting_seats(story.game, {"type": "afflict", "character": "Claud"}) == {"gm"}


def test_a_seated_player_is_offered_only_their_own_characters_moves():
    story = bandit_fight()
    claud = document(story.game, Viewer.of("ann", "player", ["Claud"]), BOUND)["moves"]
    assert actors(claud) == {"Claud"} and "declare-attack" in {m["type"] for m in claud}
    luis = document(story.game, Viewer.of("ben", "player", ["Luis"]), BOUND)["moves"]
    assert actors(luis) == {"Luis"} and "declare-attack" not in {m["type"] for m in luis}
    tablet = document(story.game, Viewer.of("sam", "player"))["moves"]
    assert actors(tablet) == {"Claud", "Luis", "Audi"} and "end-session" not in {m["type"] for m in tablet}
    bound = document(story.game, Viewer.of("sam", "player"), {"Claud": "ann"})["moves"]
    assert actors(bound) == {"Luis", "Audi"}
    assert document(story.game, Viewer.of("vic", "viewer"))["moves"] == []
    everything = document(story.game, WAYFINDER)["moves"]
    assert "Bandit" in actors(everything) and "end-sequence" in {m["type"] for m in everything}


def test_the_document_says_whom_the_game_waits_for():
    story = in_session(CLAUD, LUIS)
    story.when({"type": "enter-combat", "combatants": ["Claud", "Luis"], "distance": "Near"})
    shown = document(story.game, Viewer.of("ann", "player", ["Claud"]), BOUND)
    assert shown["session"] == 1 and shown["over"] is None
    assert [m["label"] for m in shown["moves"] if m["type"] == "roll-initiative"] == \
        ["Claud rolls for Combat Flow (d6 + Swiftness)"]
    assert shown["waiting_for"] == [{"seat": "Luis", "why": "Luis may also move: Sheet, Combat Flow."}]
    story.when({"type": "roll-initiative", "character": "Claud", "die": {"sides": 6, "value": 6, "kind": "d"}})
    story.when({"type": "roll-initiative", "character": "Luis", "die": {"sides": 6, "value": 1, "kind": "d"}})
    shown = document(story.game, Viewer.of("ben", "player", ["Luis"]), BOUND)
    assert shown["waiting_for"][0] == {"seat": "Claud", "why": "Claud may also move: Sheet, Turn, Attack and more."}
    assert {m["group"] for m in shown["moves"]} == {"Sheet", "Roll"}   # a roll out of turn, when the Wayfinder asks


def test_while_a_roll_waits_to_be_resisted_only_the_resisting_rolls_are_listed():
    story = in_session(AUDI, LUIS)
    story.when({"type": "roll-opposed", "character": "Audi", "trait": "Power", "opponent": "Luis", "dice": dice(6, 1, 1)})
    shown = document(story.game, Viewer.of("cat", "player", ["Audi"]), BOUND)
    assert shown["moves"] == [] and shown["waiting_for"] == [{"seat": "Luis", "why": "The game waits for Luis: Resist."}]
    shown = document(story.game, WAYFINDER)
    assert [m["label"] for m in shown["moves"]] == [f"Luis resists Audi with {trait}"
                                                    for trait in ("Endurance", "Power", "Swiftness")]


def test_an_intimidation_adds_two_dice_against_one_opponent_in_the_opposed_rolls_dice_field():
    story = in_session(CLAUD, LUIS, AUDI)
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Intimidated", "caused_by": "Claud"})
    [might] = [m for m in document(story.game, WAYFINDER)["moves"]
               if m["type"] == "roll-opposed" and m["fields"]["character"].get("fixed") == "Claud"
               and m["fields"]["trait"]["fixed"] == "Might"]
    cases = might["fields"]["dice"]["cases"]["physical"]["cases"]
    assert cases["Luis"]["dice"]["min"] == 6 and cases["Audi"]["dice"]["min"] == 4


def test_an_attack_to_impose_a_tribulation_offers_only_targets_without_it():
    story = bandit_fight()
    story.when({"type": "afflict", "character": "Luis", "tribulation": "Frozen"})
    [melee] = [m for m in document(story.game, WAYFINDER)["moves"] if m["type"] == "declare-attack"
               and m["fields"]["style"]["fixed"] == "melee" and m["fields"]["intent"]["fixed"] == "tribulation"]
    targets = melee["fields"]["targets"]["cases"]
    assert targets["Frozen"]["choices"] == ["Audi", "Bandit"] and targets["Bleeding"]["choices"] == ["Luis", "Audi", "Bandit"]
    assert melee["fields"]["sense"] == {"by": "tribulation", "cases": {"Impaired": {
        "choices": ["Blinded", "Deafened", "Muted", "Blinded, Deafened and Muted"], "min": 1, "max": 1, "many": False}}}


def test_with_one_action_left_a_move_offers_only_the_bands_one_step_away():
    story = bandit_fight(actions_per_turn=1)
    story.when({"type": "set-distance", "character": "Claud", "other": "Bandit", "band": "Far"})
    [moving] = [m for m in document(story.game, WAYFINDER)["moves"] if m["type"] == "move"]
    assert moving["fields"]["band"]["cases"]["Bandit"]["choices"] == ["Near"]
    assert moving["fields"]["band"]["cases"]["Luis"]["choices"] == ["Close", "Far"]


def test_a_closed_campaign_is_over_and_offers_nothing():
    story = in_session(CLAUD)
    story.rejects({"type": "close-campaign"}, "ninetraits.session.open")
    story.when({"type": "end-session"})
    story.when({"type": "close-campaign", "epilogue": "The hills are quiet again."})
    shown = document(story.game, WAYFINDER)
    assert shown["over"] == {"why": "The hills are quiet again."} and shown["moves"] == []
    assert NINE.result(story.game).summary == "The hills are quiet again."
    story.rejects({"type": "start-session"}, "ninetraits.campaign.closed")


def test_every_move_listed_along_the_demo_is_accepted():
    """At every state of the demo campaign, a command built from each move the Wayfinder is
    offered (random picks, random dice) is accepted by decide."""
    script = NINE.demo()
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    rng, tried = random.Random(22), 0
    for command in script["commands"]:
        for seat, move in seated(story.game):
            built = build_command(move, random_picks(move["fields"], rng, app=rng.random() < 0.3))
            try:
                story.decide(built)
            except RuleViolation as error:
                raise AssertionError(f"{built} refused: {error}") from None
            tried += 1
        story.when({k: v for k, v in command.items() if k != "actor"})
    assert tried > 2000


def test_the_extreme_picks_of_every_move_are_accepted_at_every_step_of_the_demo():
    """Every move's first commands in order (each choice's first items, dice at 1 and 6, the
    `by` cases they open) at every state of the demo: the exhaustive check, kept to a few
    commands per move."""
    script = NINE.demo()
    story = Story(*script["setup"]["characters"], wayfinder=script["setup"]["wayfinder"])
    tried = 0
    for command in script["commands"]:
        for move in document(story.game, WAYFINDER)["moves"]:
            written = {name: {"fixed": "A few words."} if field.get("text", {}).get("required") else field
                       for name, field in move["fields"].items()}     # text is typed, not enumerated
            for built in every_command({**move, "fields": written}, limit=2):
                try:
                    story.decide(built)
                except RuleViolation as error:
                    raise AssertionError(f"{built} refused: {error}") from None
                tried += 1
        story.when(command)
    assert tried > 2000
