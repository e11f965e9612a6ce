"""The demo campaign, every die entered: two sessions on the bandit road.

Session 1, "The Bandit Road": Teddie scales a cliff by Overexertion (2, 3, 5 then 6, 3, 6).
Bandits block the road: Claud 9, Luis and Teddie 7 (a shared turn), Audi 5, the bandit and
their captain 3. Claud's shield deals two damage; the captain, still the Wayfinder's secret,
sets Claud Bleeding; Claud shakes it off and drops the bandit, who makes a death save
(target 4, one 6: -1). Session 2, "The Mayor's Brother": the captain is revealed, Luis talks
him down, Teddie loses a Might die to a failed Overexertion, Audi is Poisoned, and the
bandit stabilizes by death saves. The session's end takes Audi's maximum Life Point and gives
Teddie's Might die back.
"""
from __future__ import annotations

from .traits import TRAITS

TRAIT_FIELDS = tuple(trait.lower() for trait in TRAITS)

PARTY = [
    {"name": "Claud", "player": "Ann", "might": 4, "swiftness": 5, "endurance": 3, "survival": 2, "awareness": 2,
     "life": 10, "path": "Shieldbearer", "path_die": 4},
    {"name": "Luis", "player": "Ben", "charm": 2, "swiftness": 3, "endurance": 2, "survival": 3, "sage": 3,
     "life": 8},
    {"name": "Audi", "player": "Cat", "swiftness": 2, "awareness": 5, "power": 3, "subterfuge": 4, "endurance": 2,
     "life": 7},
    {"name": "Teddie", "player": "Dan", "might": 3, "swiftness": 2, "endurance": 3, "survival": 1, "life": 8},
]


def d6(trait: str, *values: int) -> dict:
    """A roll read off the table: the Trait's dice, as the moves document asks for them."""
    return {"roll": "physical", "dice": [{"sides": 6, "kind": trait.lower(), "value": value} for value in values]}


def die(value: int, kind: str, sides: int = 6) -> dict:
    return {"sides": sides, "kind": kind, "value": value}


def initiative(name: str, value: int) -> dict:
    return {"type": "roll-initiative", "character": name, "roll": "physical", "die": die(value, "initiative")}


def death_save(name: str, target: int, *values: int, **audience) -> dict:
    """A revealed character of the Wayfinder's makes it openly (audience="all") or in secret."""
    return {"type": "death-save", "character": name, "roll": "physical", "target": die(target, "death-target"),
            "dice": d6("Endurance", *values)["dice"], **audience}


def npc(name: str, **traits) -> dict:
    """The Wayfinder writes one of their characters, kept secret: every Trait on the form."""
    scores = {trait: traits.get(trait, 0) for trait in TRAIT_FIELDS}
    return {"type": "create-character", "name": name, "kind": "npc", "hidden": True, **scores,
            "life": traits["life"]}


def _turn(*names: str) -> list[dict]:
    return [{"type": "end-turn", "character": name} for name in names]


def session_one() -> list[dict]:
    return _the_cliff() + _rotation_one() + _rotation_two()


def _the_cliff() -> list[dict]:
    return [
        {"type": "start-session", "title": "The Bandit Road"},
        npc("Bandit", might=3, swiftness=1, endurance=2, awareness=2, life=5),
        npc("Bandit Captain", might=4, swiftness=2, endurance=3, charm=2, power=2, awareness=2, life=8),
        {"type": "note", "text": "The captain is the mayor's brother.", "about": "Bandit Captain", "audience": "gm"},
        {"type": "note", "text": "The hills hide an old shrine.", "audience": "gm"},
        {"type": "begin-scene", "title": "The cliff"},
        {"type": "roll-trait", "character": "Teddie", "trait": "Might", "purpose": "scale the cliff",
         **d6("Might", 2, 3, 5)},
        {"type": "overexert", "character": "Teddie", **d6("Might", 6, 3, 6)},
    ]


def _rotation_one() -> list[dict]:
    return [
        {"type": "begin-scene", "title": "Bandits on the road"},
        {"type": "reveal-character", "character": "Bandit"},
        {"type": "enter-combat", "combatants": ["Claud", "Luis", "Audi", "Teddie", "Bandit", "Bandit Captain"],
         "distance": "Near"},
        initiative("Luis", 4),
        initiative("Claud", 4),
        initiative("Audi", 3),
        initiative("Teddie", 5),
        initiative("Bandit", 2),
        initiative("Bandit Captain", 1),
        {"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage", "targets": ["Bandit"]},
        {"type": "roll-attack", "attacker": "Claud", **d6("Might", 6, 2, 6, 1)},
        *_turn("Claud"),
        {"type": "roll-trait", "character": "Luis", "trait": "Charm", "purpose": "sweet-talk them into backing down",
         **d6("Charm", 2, 3, 1, 4)},
        {"type": "declare-attack", "attacker": "Teddie", "style": "melee", "intent": "damage",
         "targets": ["Bandit Captain"]},
        {"type": "roll-attack", "attacker": "Teddie", **d6("Might", 6, 4, 1, 2, 3)},
        *_turn("Luis", "Teddie"),
        {"type": "roll-trait", "character": "Audi", "trait": "Swiftness", "purpose": "zip behind them",
         **d6("Swiftness", 6, 3)},
        {"type": "move", "character": "Audi", "toward": "Bandit", "band": "Close"},
        *_turn("Audi"),
        {"type": "declare-attack", "attacker": "Bandit", "style": "melee", "intent": "damage", "targets": ["Audi"]},
        {"type": "roll-attack", "attacker": "Bandit", **d6("Might", 6, 5, 2, 1, 3), "audience": "all"},
        {"type": "declare-attack", "attacker": "Bandit Captain", "style": "melee", "intent": "tribulation",
         "tribulation": "Bleeding", "targets": ["Claud"]},
        {"type": "roll-attack", "attacker": "Bandit Captain", **d6("Might", 6, 6, 3, 2, 1, 4)},
        {"type": "resist", "character": "Claud", "trait": "Endurance", **d6("Endurance", 6, 2, 1)},
        *_turn("Bandit", "Bandit Captain"),
    ]


def _rotation_two() -> list[dict]:
    return [
        {"type": "recover", "character": "Claud", "tribulation": "Bleeding", "trait": "Survival",
         **d6("Survival", 6, 4)},
        {"type": "resist", "character": "Bandit Captain", "trait": "Power", **d6("Power", 2, 3)},
        {"type": "declare-attack", "attacker": "Claud", "style": "melee", "intent": "damage", "targets": ["Bandit"]},
        {"type": "roll-attack", "attacker": "Claud", **d6("Might", 6, 6, 6, 1)},
        *_turn("Claud", "Luis", "Teddie", "Audi"),
        death_save("Bandit", 4, 6, 2, 1, 3, audience="all"),
        {"type": "end-sequence", "outcome": "won"},
        {"type": "heal", "healer": "Luis", "targets": ["Claud"], **d6("Survival", 6, 6, 1)},
        {"type": "note", "text": "Claud keeps the bandit's map of the hills.", "about": "Claud"},
        {"type": "note", "text": "The captain slipped away into the hills."},
        {"type": "end-session", "summary": "The road is clear, but the captain got away."},
    ]


def session_two() -> list[dict]:
    return [
        {"type": "start-session", "title": "The Mayor's Brother"},
        {"type": "begin-scene", "title": "The town hall"},
        {"type": "reveal-character", "character": "Bandit Captain"},
        {"type": "reveal-note", "note": 1},
        {"type": "roll-opposed", "character": "Luis", "trait": "Charm", "opponent": "Bandit Captain",
         "purpose": "talk him into surrendering", **d6("Charm", 6, 4)},
        {"type": "resist", "character": "Bandit Captain", "trait": "Power", **d6("Power", 1, 2), "audience": "all"},
        {"type": "roll-trait", "character": "Teddie", "trait": "Might", "purpose": "hold the door shut",
         **d6("Might", 1, 2, 3)},
        {"type": "overexert", "character": "Teddie", **d6("Might", 2, 4, 5)},
        {"type": "afflict", "character": "Audi", "tribulation": "Poisoned", "caused_by": "Bandit Captain",
         "source": "a poisoned dart"},
        death_save("Bandit", 2, 6, 6, audience="all"),
        death_save("Bandit", 1, 6, 3, audience="all"),
        {"type": "end-session", "summary": "The captain is unmasked; Audi is poisoned."},
    ]


def demo() -> dict:
    return {"name": "The nine-trait demo: the bandit road", "setup": {"wayfinder": "Mara", "characters": PARTY},
            "commands": session_one() + session_two()}


def _attack(attacker: str, style: str, trait: str, targets: list[str], *values: int, **more) -> list[dict]:
    """Declared, then rolled: the intent cannot change after the roll."""
    intent = {"intent": "tribulation", "tribulation": more.pop("tribulation")} if "tribulation" in more \
        else {"intent": "damage"}
    return [{"type": "declare-attack", "attacker": attacker, "style": style, **intent, "targets": targets},
            {"type": "roll-attack", "attacker": attacker, **d6(trait, *values), **more}]


def _caves_rotation_one() -> list[dict]:
    return [
        {"type": "start-session", "title": "The Ice Caves"},
        npc("Ice Wraith", power=4, swiftness=3, endurance=3, might=2, awareness=2, life=6),
        npc("Fire Imp", power=2, swiftness=4, endurance=1, life=3),
        {"type": "begin-scene", "title": "The frozen hall"},
        {"type": "enter-combat", "combatants": ["Claud", "Luis", "Audi", "Teddie", "Ice Wraith", "Fire Imp"],
         "distance": "Near"},
        initiative("Claud", 2), initiative("Luis", 4), initiative("Audi", 6), initiative("Teddie", 1),
        initiative("Ice Wraith", 3), initiative("Fire Imp", 1),
        *_attack("Audi", "magic", "Power", ["Fire Imp"], 6, 6, 2),
        *_turn("Audi"),
        {"type": "roll-path-die", "character": "Claud", "roll": "physical", "die": die(2, "path", 4)},
        *_attack("Claud", "melee", "Might", ["Ice Wraith", "Fire Imp"], 6, 1, 2, 3, 4, 5),
        {"type": "roll-trait", "character": "Luis", "trait": "Sage", "purpose": "remember what wraiths fear",
         **d6("Sage", 6, 2, 2, 1, 3)},
        {"type": "afflict", "character": "Audi", "tribulation": "Burning", "source": "a brazier tipped over"},
        *_turn("Claud", "Luis"),
        *_attack("Ice Wraith", "magic", "Power", ["Teddie"], 6, 6, 1, 2, tribulation="Frozen"),
        {"type": "resist", "character": "Teddie", "trait": "Endurance", **d6("Endurance", 6, 1, 1)},
        *_turn("Ice Wraith"),
        death_save("Fire Imp", 5, 2),
        *_turn("Fire Imp"),
        {"type": "recover", "character": "Teddie", "tribulation": "Frozen", "trait": "Endurance",
         **d6("Endurance", 6, 3, 2)},
        {"type": "resist", "character": "Ice Wraith", "trait": "Power", **d6("Power", 1, 2, 3, 4)},
        *_turn("Teddie"),
    ]


def _caves_rotation_two() -> list[dict]:
    return [
        {"type": "roll-burn", "character": "Audi", "roll": "physical", "die": die(3, "burning", 4)},
        {"type": "recover", "character": "Audi", "tribulation": "Burning", "trait": "Swiftness",
         **d6("Swiftness", 6, 1)},
        *_turn("Audi"),
        *_attack("Claud", "melee", "Might", ["Ice Wraith"], 6, 6, 6, 1, 1, 1),
        {"type": "move", "character": "Luis", "toward": "Audi", "band": "Close"},
        *_turn("Claud", "Luis"),
        *_attack("Ice Wraith", "magic", "Power", ["Claud"], 6, 6, 6, 2),
        *_turn("Ice Wraith"),
        death_save("Fire Imp", 6, 3),
        *_turn("Fire Imp"),
        *_attack("Teddie", "melee", "Might", ["Ice Wraith"], 6, 6, 2),
        *_turn("Teddie"),
        {"type": "harm", "character": "Fire Imp", "amount": 3},
        {"type": "end-sequence", "outcome": "won"},
    ]


def _caves_after() -> list[dict]:
    return [
        {"type": "begin-scene", "title": "The way out"},
        {"type": "afflict", "character": "Teddie", "tribulation": "Unconscious", "source": "a falling icicle"},
        {"type": "help-wake", "helper": "Luis", "character": "Teddie"},
        {"type": "recover", "character": "Teddie", "tribulation": "Unconscious", "trait": "Awareness",
         **d6("Awareness", 6)},
        {"type": "afflict", "character": "Claud", "tribulation": "Tired", "source": "the cold of the caves"},
        {"type": "rest", "character": "Claud"},
        {"type": "end-session", "summary": "The wraith lies still in the ice; the imp is ash."},
    ]


def caves() -> dict:
    """A second fight recorded move by move: a shared turn with its bonus dice, the Path Die
    reaching two targets, Burning, Frozen shaken off against its caster, a death at -5, waking
    a friend and resting off Tired."""
    return {"name": "The nine-trait demo: the ice caves", "setup": {"wayfinder": "Mara", "characters": PARTY},
            "commands": _caves_rotation_one() + _caves_rotation_two() + _caves_after()}


def extra_demos() -> list[dict]:
    return [caves()]
