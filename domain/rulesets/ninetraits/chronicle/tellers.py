"""What the storyteller says of each moment: the event's facts put into a template of
phrases.py. One command's events make one paragraph (an attack, the damage it did and the
fall it caused), so the story reads by deeds, not by bookkeeping.

`Memory` carries what a later moment needs of an earlier one in the same book: the style and
targets of an attack declared before it is settled, the Trait a resisting character rolled.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from domain.kernel.chronicle import Moment
from domain.kernel.storytelling import Voice, and_list, capital, count, ordinal

from .. import events as k
from ..traits import STYLE_WORDS
from ..words import possessive

QUIET = frozenset({k.TURN_BEGAN, k.TURN_ENDED, k.ROTATION_ENDED, k.TRAIT_SET, k.LIFE_MAXIMUM_SET, k.PATH_SET,
                   k.SCENE_BEGAN, k.SCENE_ENDED, k.SESSION_STARTED, k.SESSION_ENDED, k.CAMPAIGN_CLOSED,
                   k.ATTACK_DECLARED, k.OPPOSED_ROLLED, k.RESISTED, k.INITIATIVE_ROLLED, k.SHEET_NOTED,
                   k.SECRET_WRITTEN, k.PENALTY_TAKEN, k.SHEET_WRITTEN, k.SHEET_PROPOSED, k.SHEET_DECLINED, k.SHEETS_OPENED})
HIGHLIGHTS = frozenset({k.FELL, k.DIED, k.STABILIZED, k.TRIBULATION_GAINED, k.CHARACTER_REVEALED, k.NOTE_REVEALED,
                        k.SEQUENCE_ENDED})


@dataclass
class Memory:
    """What the book has told so far that later moments lean on."""

    attacks: dict = field(default_factory=dict)      # attacker -> the declared attack's data
    resisted: dict = field(default_factory=dict)     # character -> (trait, successes) of their last resist
    recovering: dict = field(default_factory=dict)   # character -> the recovery roll's data
    purposes: dict = field(default_factory=dict)     # character -> the purpose of their opposed roll
    attack_dice: dict = field(default_factory=dict)  # attacker -> the dice of their last attack roll


def sixes(n: int) -> str:
    return "not one six" if n == 0 else count(n, "six", "sixes")


def values(dice: list) -> str:
    return and_list(str(die.get("value", "?")) for die in dice) or "no dice"


def points(n: int) -> str:
    return count(abs(n), "Life Point")


def _purpose(d: dict) -> str:
    return d.get("purpose") or f"put {d['trait']} to the test"


def _rolled(d, m, voice, memory):
    fields = dict(character=d["character"], trait=d["trait"], purpose=_purpose(d), sixes=sixes(d["successes"]),
                  dice=count(len(d["dice"]), "die", "dice"), values=values(d["dice"]),
                  possessive=possessive(d["character"]))
    return [voice.say("roll-ok" if d["successes"] else "roll-fail", **fields)]


def _overexerted(d, m, voice, memory):
    dice = (m.command or {}).get("dice") or []
    fields = dict(character=d["character"], trait=d["trait"], values=values(dice) if dice else "the dice",
                  total=sixes(d["total"]), possessive=possessive(d["character"]))
    return [voice.say("overexert-ok" if d["success"] else "overexert-fail", **fields)]


def _resisted(d, m, voice, memory):
    memory.resisted[d["character"]] = (d["trait"], d["successes"])
    return []


def _opposed(d, m, voice, memory):
    memory.purposes[d["character"]] = _purpose(d)
    return []


def _settled(d, m, voice, memory):
    resist = memory.resisted.get(d["opponent"], ("their Traits", d["resistance"]))[0]
    fields = dict(character=d["character"], opponent=d["opponent"], trait=d["trait"], resist=resist,
                  mine=d["successes"], theirs=d["resistance"], possessive=possessive(d["character"]),
                  possessive_opponent=possessive(d["opponent"]), tribulation=d.get("tribulation") or "",
                  tribulation_cap=capital(d.get("tribulation") or ""),
                  purpose=memory.purposes.get(d["character"], f"get the better of {d['opponent']}"))
    if d["kind"] == "recovery":
        return [] if d["winner"] == d["character"] else [voice.say("not-recovered", **fields)]
    name = "opposed-even" if d["winner"] is None else "opposed-won" if d["winner"] == d["character"] \
        else "opposed-lost"
    return [voice.say(name, **fields)]


def _declared(d, m, voice, memory):
    memory.attacks[d["attacker"]] = d
    return []


def _attack_rolled(d, m, voice, memory):
    memory.attack_dice[d["attacker"]] = d.get("dice") or []
    return []


def _attack_settled(d, m, voice, memory):
    declared = memory.attacks.get(d["attacker"], {})
    style = STYLE_WORDS.get(declared.get("style"), "an attack")
    results = d["results"]
    landed = [r["target"] for r in results if r["landed"]]
    targets = and_list(r["target"] for r in results)
    resisted = [r["resistance"] for r in results if r["resistance"] is not None]
    fields = dict(attacker=d["attacker"], targets=targets, style=style, style_cap=capital(style),
                  sixes=sixes(d["successes"]), values=values(memory.attack_dice.get(d["attacker"], [])),
                  possessive=possessive(d["attacker"]), tribulation=d.get("tribulation") or "",
                  mine=d["successes"], theirs=max(resisted) if resisted else 0)
    if d["intent"] == "tribulation":
        fields["targets"] = and_list(landed) if landed else targets
        return [voice.say("afflict-landed" if landed else "afflict-held", **fields)]
    return [voice.say("attack" if d["successes"] else "attack-miss", **fields)]


HURT = {"attack": "hurt-attack", "harm": "hurt-harm", "bleeding": "hurt-bleeding", "burning": "hurt-burning",
        "poison": "hurt-poison", "poison ends": "poison-ends", "healing": "healed-points"}


def _life(d, m, voice, memory):
    change = d["change"]
    name = HURT.get(d["cause"]) or ("save-up" if change > 0 else "save-down")
    return [voice.say(name, character=d["character"], points=points(change), points_cap=capital(points(change)),
                      old=d["life"] - change, life=d["life"], possessive=possessive(d["character"]))]


def _death_save(d, m, voice, memory):
    return [voice.say("death-save", character=d["character"], target=d["target"]["value"],
                      sixes=sixes(d["successes"]))]


def _gained(d, m, voice, memory):
    if d.get("by") and d["source"] == f"{possessive(d['by'])} attack":
        return []     # the attack that imposed it has said so
    what = f"Impaired ({d['sense']})" if d.get("sense") else d["tribulation"]
    source = d["source"] or "the story"
    return [voice.say("gained", character=d["character"], tribulation=what, tribulation_cap=capital(what),
                      source=source, source_cap=capital(source))]


def _ended(d, m, voice, memory):
    name = {"recovered": "recovered", "faded": "faded", "rested": "rested", "cured": "cured"}[d["how"]]
    return [voice.say(name, character=d["character"], tribulation=d["tribulation"],
                      tribulation_cap=capital(d["tribulation"]), possessive=possessive(d["character"]))]


def _recovery(d, m, voice, memory):
    memory.recovering[d["character"]] = d
    return [voice.say("recover", character=d["character"], tribulation=d["tribulation"], trait=d["trait"],
                      sixes=sixes(d["successes"]))]


def _combat(d, m, voice, memory):
    state = m.state or {}
    pcs = [n for n in d["combatants"] if (state.get("characters") or {}).get(n, {}).get("kind") == "pc"]
    others = [n for n in d["combatants"] if n not in pcs]
    return [voice.say("combat", pcs=and_list(pcs) or "the party", others=and_list(others) or "each other",
                      distance=d["distance"])]


def _rotation(d, m, voice, memory):
    if d["rotation"] > 1:
        return [voice.say("rotation", ordinal=ordinal(d["rotation"]))]
    totals = (((m.state or {}).get("combat") or {}).get("initiative")) or {}
    told = [f"{and_list(group)}{' together' if len(group) > 1 else ''} on {totals.get(group[0], {}).get('total', '?')}"
            for group in d["order"]]
    rest = "".join(f", then {group}" for group in told[1:-1]) + (f" and last {told[-1]}" if len(told) > 1 else "")
    first = d["order"][0]
    return [voice.say("order", first=and_list(first), total=totals.get(first[0], {}).get("total", "?"), rest=rest,
                      order=", then ".join(told))]


def _sequence(d, m, voice, memory):
    name = {"won": "won", "ran away": "fled", "fell": "lost"}[d["outcome"]]
    rotations = count(d["rotations"], "rotation")
    return [voice.say(name, rotations=rotations, rotations_cap=capital(rotations))]


def _simple(name, **extra):
    def tell(d, m, voice, memory):
        fields = {key: value for key, value in d.items() if key != "name"}
        fields.update({key: make(d) for key, make in extra.items()})
        return [voice.say(name, **fields)]
    return tell


def _created(d, m, voice, memory):
    if d["kind"] == "pc":
        return [voice.say("joined", who=d["name"], player=d["player"] or "a new player")]
    return [voice.say("npc-hidden" if d["hidden"] else "npc", who=d["name"])]


def _expired(d, m, voice, memory):
    lost = and_list(f"{p['trait']} die" if p["dice"] == 1 else f"{p['dice']} {p['trait']} dice" for p in d["penalties"])
    return [voice.say("penalty-back", possessive=possessive(d["character"]), lost=lost)]


TELLERS = {
    k.TRAIT_ROLLED: _rolled, k.OVEREXERTED: _overexerted, k.RESISTED: _resisted, k.OPPOSED_ROLLED: _opposed,
    k.OPPOSITION_SETTLED: _settled, k.ATTACK_DECLARED: _declared, k.ATTACK_ROLLED: _attack_rolled,
    k.ATTACK_SETTLED: _attack_settled,
    k.LIFE_CHANGED: _life, k.DEATH_SAVE_ROLLED: _death_save, k.TRIBULATION_GAINED: _gained,
    k.TRIBULATION_ENDED: _ended, k.RECOVERY_ROLLED: _recovery, k.COMBAT_ENTERED: _combat,
    k.ROTATION_BEGAN: _rotation, k.SEQUENCE_ENDED: _sequence, k.CHARACTER_CREATED: _created,
    k.PENALTIES_EXPIRED: _expired,
    k.FELL: _simple("fell"), k.DIED: _simple("died"), k.STABILIZED: _simple("stabilized"),
    k.CHARACTER_REVEALED: _simple("revealed", who=lambda d: d["name"]), k.NOTE_REVEALED: _simple("secret-out"),
    k.POISON_WORSENED: _simple("poison-worse"),
    k.MOVED: _simple("moved", cost=lambda d: "no action" if not d["actions"] else count(d["actions"], "action")),
    k.HEALED: _simple("healed", targets=lambda d: and_list(d["targets"]), sixes=lambda d: sixes(d["successes"]),
                      possessive_targets=lambda d: possessive(and_list(d["targets"]))),
    k.PATH_DIE_ROLLED: _simple("path", value=lambda d: d["die"]["value"], reach=lambda d: count(d["reach"], "target")),
    k.BURN_ROLLED: _simple("burn", value=lambda d: d["die"]["value"]),
    k.WAKE_HELPED: _simple("wake"), k.REST_BEGUN: _simple("rest", rotations=lambda d: count(d["rotations"], "rotation")),
    k.ACTIONS_GIVEN: _simple("gave"),
    k.DISTANCE_SET: _simple("distance", first=lambda d: d["between"][0], second=lambda d: d["between"][1]),
}


def tell(moment: Moment, voice: Voice, memory: Memory) -> list[str] | None:
    """The storyteller's sentences for one moment ([] when it is told by another), or None
    for a kind this book does not know (the caller falls back to the generic telling)."""
    teller = TELLERS.get(moment.kind)
    if teller is None:
        return [] if moment.kind in QUIET else None
    return teller(moment.data, moment, voice, memory)
