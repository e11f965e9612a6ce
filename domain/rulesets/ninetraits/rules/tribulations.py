"""Recovering from Tribulations, waking the Unconscious, resting off Tired, Burning, and the
Tribulations the Wayfinder declares ("Tribulations").

- Recovery: roll the Recovery Trait at the start of the turn, as an action; one 6 ends the
  Tribulation, or, when another character caused it, more sixes than that character's
  opposing roll.
- Unconscious: each character helping to wake them adds an Awareness die. A dying character
  wakes only by stabilizing ("Death").
- Tired: rest for 1d6 rotations (only defensive actions meanwhile), or a whole scene out of combat.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .. import guards
from .. import events as k
from ..pools import pool
from ..state import has, sheet
from ..traits import opposing, successes
from ..tribulations import TRIBULATIONS
from .life import action_harm, change_life, end_tribulation, impose
from .outcome import Outcome, audience_of, secret_roll


def afflicted(state: dict, name: str, tribulation: str) -> dict:
    entry = has(sheet(state, name), tribulation)
    if entry is None:
        raise RuleViolation("ninetraits.tribulation.none", f"{name} is not {tribulation}")
    return entry


def _recovery_start(state: dict, name: str) -> None:
    """In Combat Flow recovery rolls come at the start of the turn, before any other action."""
    turn = (state["combat"] or {}).get("turn")
    guards.on_turn(state, name, "A recovery roll")
    guards.spend(state, name, 1, "A recovery roll")
    if turn and name in turn["acted"]:
        raise RuleViolation("ninetraits.recover.start", f"{name} has acted this turn: recovery rolls come first")


def opponent(state: dict, entry: dict) -> str | None:
    """The living character whose actions caused a Tribulation: the recovery is opposed by them."""
    by = entry["by"]
    return by if by and not sheet(state, by)["dead"] else None


def recovery_pool(state: dict, name: str, tribulation: str, trait: str):
    """The Recovery Trait's dice, against whoever caused it, with a die per helper waking them."""
    against = opponent(state, afflicted(state, name, tribulation))
    helpers = len(sheet(state, name)["assists"]) if tribulation == "Unconscious" else 0
    return pool(state, name, trait, against=(against,) if against else (), assists=helpers)


def recover(state: dict, command: dict) -> list:
    name, tribulation = command["character"], command["tribulation"]
    guards.session(state, "A recovery roll")
    found = guards.alive(state, name)
    entry = afflicted(state, name, tribulation)
    facts = TRIBULATIONS[tribulation]
    if not facts.recovery:
        raise RuleViolation("ninetraits.recover.tired", f"{tribulation} is not rolled off: {name} rests (rest)")
    if tribulation == "Unconscious" and found["dying"]:
        raise RuleViolation("ninetraits.recover.dying", f"{name} is dying and wakes only by stabilizing")
    trait = command.get("trait") or facts.recovery[0]
    if trait not in facts.recovery:
        raise RuleViolation("ninetraits.recover.trait", f"{tribulation} is recovered with {' or '.join(facts.recovery)}")
    _recovery_start(state, name)
    secret = guards.secret(state, name, command)
    against = opponent(state, entry)
    dice_pool = recovery_pool(state, name, tribulation, trait)
    guards.pool_dice(dice_pool.dice, f"{name}'s {trait} roll")
    dice = guards.rolled(command.get("dice"), dice_pool.dice, f"{name}'s {trait} roll")
    sixes, actions = successes(dice), guards.costs(state, name)
    waiting = {against: list(opposing(trait, state["options"]["opposing_table"]))} if against and sixes else {}
    out = Outcome(state).add(k.RECOVERY_ROLLED, {
        "character": name, "tribulation": tribulation, "trait": trait, "pool": dice_pool.to_json(), "dice": dice,
        "successes": sixes, "against": against, "waiting": waiting, "secret": secret, "actions": actions},
        audience=secret_roll(secret))
    if sixes and not against:
        end_tribulation(out, name, tribulation, "recovered")
    action_harm(out, name, actions, spent_on=tribulation)
    return out.events


def help_wake(state: dict, command: dict) -> list:
    helper, name = command["helper"], command["character"]
    guards.action(state, helper, "Helping to wake a character")
    found = guards.alive(state, name)
    afflicted(state, name, "Unconscious")
    if found["dying"]:
        raise RuleViolation("ninetraits.recover.dying", f"{name} is dying and wakes only by stabilizing")
    if helper == name or helper in found["assists"]:
        raise RuleViolation("ninetraits.wake.helping", f"{helper} is helping {name} already")
    actions = guards.costs(state, helper)
    out = Outcome(state).add(k.WAKE_HELPED, {"helper": helper, "character": name, "actions": actions},
                             audience=audience_of(state, name))
    action_harm(out, helper, actions)
    return out.events


def rest(state: dict, command: dict) -> list:
    """Tired: in Combat Flow rest for 1d6 rotations; out of it, a whole scene of rest ends it."""
    name = command["character"]
    guards.session(state, "Resting")
    guards.alive(state, name)
    entry = afflicted(state, name, "Tired")
    out = Outcome(state)
    if not state["combat"]:
        end_tribulation(out, name, "Tired", "rested")
        return out.events
    guards.on_turn(state, name, "Resting")
    if entry.get("rest"):
        raise RuleViolation("ninetraits.tired.resting", f"{name} is resting already")
    die = guards.rolled([command.get("die")], 1, f"{name}'s rest")[0]
    return out.add(k.REST_BEGUN, {"character": name, "die": die, "rotations": die["value"]},
                   audience=audience_of(state, name)).events


def roll_burn(state: dict, command: dict) -> list:
    """Burning: 1d4 damage as the turn starts."""
    name = command["character"]
    guards.session(state, "Burning")
    turn = guards.in_combat(state, "Burning")["turn"]
    if not turn or "burn" not in turn["duties"].get(name, []):
        raise RuleViolation("ninetraits.burning.not-now", f"{name} rolls Burning damage as their turn starts")
    die = guards.rolled([command.get("die")], 1, f"{name}'s Burning damage", sides=4)[0]
    out = Outcome(state).add(k.BURN_ROLLED, {"character": name, "die": die}, audience=audience_of(state, name))
    change_life(out, name, -die["value"], "burning")
    return out.events


def afflict(state: dict, command: dict) -> list:
    """The Wayfinder declares a Tribulation: a failed roll that would hurt, harsh conditions,
    heavy damage, a hazard or another character's doing."""
    name, tribulation, by = command["character"], command["tribulation"], command.get("caused_by")
    guards.session(state, "A Tribulation")
    guards.alive(state, name)
    if has(sheet(state, name), tribulation):
        raise RuleViolation("ninetraits.tribulation.already", f"{name} is {tribulation} already; the same "
                                                              "Tribulation is not taken twice")
    if (tribulation == "Impaired") != (command.get("sense") is not None):
        raise RuleViolation("ninetraits.attack.sense", "Impaired names the sense (Blinded, Deafened, Muted or all "
                                                       "three); no other Tribulation does")
    if by is not None and (by == name or sheet(state, by)["dead"]):
        raise RuleViolation("ninetraits.tribulation.by", f"{by} cannot be the cause of {name}'s {tribulation}")
    source = command.get("source") or (by if by else "the Wayfinder")
    out = Outcome(state)
    impose(out, name, tribulation, source, by=by, sense=command.get("sense"))
    return out.events


def cure(state: dict, command: dict) -> list:
    """The Wayfinder ends a Tribulation the story has cured."""
    name, tribulation = command["character"], command["tribulation"]
    guards.session(state, "A cure")
    found = guards.alive(state, name)
    afflicted(state, name, tribulation)
    if tribulation == "Unconscious" and found["dying"]:
        raise RuleViolation("ninetraits.recover.dying", f"{name} is dying and wakes only by stabilizing")
    out = Outcome(state)
    end_tribulation(out, name, tribulation, "cured")
    return out.events


def charm_command(state: dict, command: dict) -> list:
    """Charmed: "Each rotation, you must follow one reasonable command they give you": the
    charmer gives one command a rotation, in Combat Flow; the journal records it."""
    name, charmed = command["character"], command["charmed"]
    guards.session(state, "A charm's command")
    combat = guards.in_combat(state, "A charm's command")
    entry = afflicted(state, charmed, "Charmed")
    if entry.get("by") != name:
        raise RuleViolation("ninetraits.charm.charmer", f"{charmed} is Charmed by {entry.get('by') or 'no one named'}, "
                                                        f"not by {name}")
    when = [combat["sequence"], combat["rotation"]]
    if entry.get("commanded") == when:
        raise RuleViolation("ninetraits.charm.once", f"{name} has given {charmed} this rotation's command already")
    return Outcome(state).add(k.CHARM_COMMANDED, {"character": name, "charmed": charmed,
                                                  "order": command["order"], "when": when}).events
