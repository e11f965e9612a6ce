"""Every event in one sentence of the rulebook's words, read with the state before it: the log,
replay, API and the chronicle use these. Plain text; whoever shows it escapes it."""
from __future__ import annotations

from domain.kernel import Recorded
from domain.kernel.generic import NOTED
from domain.kernel.ruleset import kind_sentence

from . import events as k
from .narrate_life import LIFE_SENTENCES
from .traits import STYLE_WORDS
from .words import count, dice_words, listed, possessive, sixes


def _created(d, before):
    if d["kind"] == "pc":
        player = f", played by {d['player']}" if d["player"] else ""
        return f"{d['name']} joins the party{player}."
    kept = ", kept secret for now" if d["hidden"] else ""
    return f"The Wayfinder brings in a character of their own: {d['name']}{kept}."


def _rolled(d, before):
    purpose = f" to {d['purpose']}" if d["purpose"] else ""
    outcome = "the roll fails" if not d["successes"] else ("a success" if d["successes"] == 1 else
                                                            f"{count(d['successes'], 'success', 'successes')}")
    if d.get("impaired"):
        return (f"{d['character']} rolls {d['trait']}{purpose} relying on {d['relies_on']}, but is {d['impaired']}: "
                f"the roll fails ({dice_words(d['dice'])}).")
    return (f"{d['character']} rolls {d['trait']}{purpose} ({count(len(d['dice']), 'die', 'dice')}): "
            f"{dice_words(d['dice'])}, {sixes(d['successes'])}; {outcome}.")


def _overexerted(d, before):
    if not d["success"]:
        return f"{d['character']} overexerts and rolls again: {dice_words(d['dice'])}, {sixes(0)}: the Overexertion fails."
    return (f"{d['character']} overexerts and rolls again: {dice_words(d['dice'])}, "
            f"{sixes(d['successes'])}; the roll succeeds with {count(d['total'], 'success', 'successes')}.")


def _opposed(d, before):
    purpose = f" to {d['purpose']}" if d["purpose"] else ""
    return (f"{d['character']} rolls {d['trait']} against {d['opponent']}{purpose}: {dice_words(d['dice'])}, "
            f"{sixes(d['successes'])}; {d['opponent']} opposes with {listed(d['opposing'], 'or')}.")


def _settled(d, before):
    score = f"{d['successes']} against {d['resistance']}"
    if d["kind"] == "recovery":
        verb = "shakes off" if d["winner"] == d["character"] else "cannot shake off"
        return f"{d['character']} {verb} {d['tribulation']} ({score}, {d['opponent']} opposing)."
    if d["winner"] is None:
        return f"Neither {d['character']} nor {d['opponent']} wins: {score}."
    return f"{d['winner']} wins the opposed roll ({score})."


def _order(order):
    return ", then ".join(listed(group) + (" (sharing the turn)" if len(group) > 1 else "") for group in order)


def _turn(d, before):
    names = d["characters"]
    if len(names) == 1:
        return f"{possessive(names[0])} turn."
    return f"Shared turn: {listed(names)} act in any order they choose."


def _sequence(d, before):
    words = {"won": "the party won", "ran away": "someone ran away", "fell": "the party fell"}
    return f"The fight is over: {words[d['outcome']]} after {count(d['rotations'], 'rotation')}."


def _moved(d, before):
    cost = "no action" if not d["actions"] else count(d["actions"], "action")
    return f"{d['character']} moves from {d['from']} to {d['band']} to {d['toward']} ({cost})."


def _declared(d, before):
    aim = "to deal damage" if d["intent"] == "damage" else f"to make them {d['sense'] or d['tribulation']}"
    return f"{d['attacker']} declares {STYLE_WORDS[d['style']]} ({d['trait']}) on {listed(d['targets'])} {aim}."


def _attack_rolled(d, before):
    waiting = f"; {listed(list(d['waiting']))} may resist" if d["waiting"] else ""
    return f"{d['attacker']} rolls {d['trait']}: {dice_words(d['dice'])}, {sixes(d['successes'])}{waiting}."


def _attack_settled(d, before):
    landed = [r["target"] for r in d["results"] if r["landed"]]
    held = [r["target"] for r in d["results"] if not r["landed"]]
    parts = [f"the attack lands on {listed(landed)}"] if landed else []
    parts += [f"{listed(held)} {'is' if len(held) == 1 else 'are'} not touched"] if held else []
    return possessive(d["attacker"]) + " attack: " + "; ".join(parts) + "."


def _healed(d, before):
    return (f"{d['healer']} rolls Survival to heal {listed(d['targets'])}: {dice_words(d['dice'])}, "
            f"{sixes(d['successes'])}.")


def _gained(d, before):
    what = f"Impaired ({d['sense']})" if d["sense"] else d["tribulation"]
    return f"{d['character']} is {what}, from {d['source']}."


def _ended(d, before):
    words = {"recovered": "is no longer", "faded": "is no longer", "rested": "has rested and is no longer",
             "cured": "is cured and no longer"}
    if d["how"] == "faded":
        return f"{possessive(d['character'])} {d['tribulation']} fades."
    return f"{d['character']} {words[d['how']]} {d['tribulation']}."


def _recovery(d, before):
    against = f"; {d['against']} opposes it" if d["waiting"] else ""
    return (f"{d['character']} rolls {d['trait']} to shake off {d['tribulation']}: {dice_words(d['dice'])}, "
            f"{sixes(d['successes'])}{against}.")


def _death_save(d, before):
    compared = "as many as or more than" if d["saved"] else "fewer than"
    if d["saved"] and d["successes"] > d["target"]["value"]:
        compared = "more than"
    return (f"Death save for {d['character']}: the Death Target is {d['target']['value']}; Endurance shows "
            f"{dice_words(d['dice'])}, {count(d['successes'], 'success', 'successes')}, {compared} the target.")


HOW = {"written": "", "step": " in the sheet step", "accepted": ", as the Wayfinder accepts"}


def _sheet_written(d, before):
    changed = "; ".join(d["changed"]) or "nothing changes"
    return f"{d['character']}'s sheet is rewritten{HOW[d['how']]}: {changed}."


def _sheet_proposed(d, before):
    return f"{d['character']}'s player proposes a change to the sheet, for the Wayfinder to accept: {'; '.join(d['changed'])}."


def _noted(d, before):
    about = f" ({d['about']})" if d.get("about") else ""
    return f"Note{about}: {d['text']}"


TEMPLATES = {
    k.CHARACTER_REVEALED: "The Wayfinder reveals {name}.",
    k.TRAIT_SET: "{character} now has {score} in {trait}.",
    k.LIFE_MAXIMUM_SET: "{character} has {max} maximum Life Points ({current} now).",
    k.SHEET_NOTED: "On {character}'s sheet: {text}",
    k.SHEET_DECLINED: "The Wayfinder declines the change to {character}'s sheet.",
    k.SHEETS_OPENED: "The Wayfinder opens a sheet step: players write their sheets until the next scene.",
    k.NOTE_REVEALED: "The Wayfinder reveals a note: {text}",
    k.SECRET_WRITTEN: "The Wayfinder notes, for their eyes only: {text}",
    k.SCENE_BEGAN: "Scene {number}: {title}",
    k.SCENE_ENDED: "The scene ends.",
    k.POISON_WORSENED: "The poison eats at {character}: {max} maximum Life Points now.",
    k.CAMPAIGN_CLOSED: "The campaign is closed. {epilogue}",
    k.PENALTY_TAKEN: "{character} loses a {trait} die until the next session.",
    k.RESISTED: "{character} resists {against} with {trait}: {dice_words}, {sixes}.",
    k.COMBAT_ENTERED: "Enter Combat Flow! {names} fight, {distance} to one another.",
    k.INITIATIVE_ROLLED: "{character} rolls {value} + Swiftness {swiftness} = {total} for Combat Flow.",
    k.ROTATION_BEGAN: "Rotation {rotation}: {order_words}.",
    k.TURN_ENDED: "{character} ends the turn.",
    k.ROTATION_ENDED: "Rotation {rotation} ends.",
    k.DISTANCE_SET: "{first} and {second} are now {band} to each other.",
    k.PATH_DIE_ROLLED: "{character} rolls the Path Die: {value}, so up to {reach} targets.",
    k.BURN_ROLLED: "{character} is on fire: the d4 shows {value}.",
    k.WAKE_HELPED: "{helper} tries to wake {character}: one more Awareness die.",
    k.REST_BEGUN: "{character} rests for {rotations} rotations to shake off Tired.",
}


EXTRAS = {
    "value": lambda d: d["die"]["value"], "dice_words": lambda d: dice_words(d["dice"]),
    "sixes": lambda d: sixes(d["successes"]), "names": lambda d: listed(d["combatants"]),
    "order_words": lambda d: _order(d["order"]), "first": lambda d: d["between"][0],
    "second": lambda d: d["between"][1],
}


def _given(d, before) -> str:
    """All the turn's actions given, or some of them (the rest still to give)."""
    if not d.get("left"):
        return f"Unable to act, {d['character']} gives the turn's actions to {d['to']}."
    return f"Unable to act, {d['character']} gives {d['actions']} of the turn's actions to {d['to']} ({d['left']} left to give)."


def _charm(d, before) -> str:
    return f"{d['character']} gives the Charmed {d['charmed']} this rotation's command: “{d['order']}”."


def _fill(template):
    """A sentence that fills the event's fields (and the words made of them) into a template."""
    wanted = [name for name in EXTRAS if "{" + name + "}" in template]

    def tell(d, before):
        return template.format(**d, **{name: EXTRAS[name](d) for name in wanted}).strip()
    return tell


SENTENCES = {
    **{kind: _fill(template) for kind, template in TEMPLATES.items()},
    **LIFE_SENTENCES,
    k.CHARACTER_CREATED: _created, k.SHEET_WRITTEN: _sheet_written, k.SHEET_PROPOSED: _sheet_proposed, k.TRAIT_ROLLED: _rolled, k.OVEREXERTED: _overexerted,
    k.OPPOSED_ROLLED: _opposed, k.OPPOSITION_SETTLED: _settled, k.TURN_BEGAN: _turn,
    k.SEQUENCE_ENDED: _sequence, k.ACTIONS_GIVEN: _given, k.CHARM_COMMANDED: _charm, k.MOVED: _moved, k.ATTACK_DECLARED: _declared, k.ATTACK_ROLLED: _attack_rolled,
    k.ATTACK_SETTLED: _attack_settled, k.HEALED: _healed, k.TRIBULATION_GAINED: _gained,
    k.TRIBULATION_ENDED: _ended, k.RECOVERY_ROLLED: _recovery, k.DEATH_SAVE_ROLLED: _death_save, NOTED: _noted,
}


def told(kind: str, data: dict, before) -> str | None:
    tell = SENTENCES.get(kind)
    return tell(data, before) if tell else None


def sentence(before, event: Recorded) -> str:
    """The sentence hook (the state before the event)."""
    return told(event.kind, dict(event.data), before) or kind_sentence(before, event)
