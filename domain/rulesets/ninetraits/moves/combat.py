"""Moves in Combat Flow: entering it, initiative, a character's turn (its start, its actions,
ending it), distances, and the Wayfinder ending the fight."""
from __future__ import annotations

from .. import guards
from ..applying.table import pair
from ..commands import OUTCOMES
from ..pools import pool
from ..rules.attacks import attack_pool, reach
from ..state import all_sheets, has, sheet
from ..traits import BANDS, STYLES, band_steps
from ..tribulations import NAMES, SENSES, TRIBULATIONS
from . import rolls
from .fields import by, choices, dice, die, fixed, integer, move, rolled, some, text


def enter_moves(state: dict) -> list[dict]:
    ready = [s["name"] for s in all_sheets(state) if not s["dead"] and s["life"]["max"] is not None]
    if len(ready) < 2:
        return []
    return [move("enter-combat", "Enter Combat Flow", "Combat Flow", combatants=choices(ready, 2, len(ready), True),
                 distance=choices(BANDS))]


def initiative_moves(state: dict) -> list[dict]:
    combat = state["combat"]
    return [move("roll-initiative", f"{name} rolls for Combat Flow (d6 + Swiftness)", "Combat Flow",
                 character=fixed(name), **rolled(die=die("initiative")))
            for name in combat["combatants"] if name not in combat["initiative"]]


def wayfinder_moves(state: dict) -> list[dict]:
    combat = state["combat"]
    names = combat["combatants"]
    found = [move("end-sequence", "End the fight", "Combat Flow", outcome=choices(OUTCOMES))]
    if len(names) >= 2:
        found.append(move("set-distance", "Set the distance between two characters", "Combat Flow",
                          character=choices(names),
                          other=by("character", {a: choices([b for b in names if b != a]) for a in names}),
                          band=choices(BANDS)))
    return found


def turn_moves(state: dict, name: str) -> list[dict]:
    """What a character may do on their turn: its start first, then actions, then ending it."""
    turn = state["combat"]["turn"]
    duties = turn["duties"].get(name)
    if duties:
        return rolls.burn_moves(state, name) if duties[0] == "burn" else rolls.death_save_moves(state, name)
    found = [move("end-turn", f"{name} ends the turn", "Turn", character=fixed(name))]
    sheet_ = sheet(state, name)
    left = guards.actions_left(state, name)
    if guards.blocked_by(sheet_):
        found += give_moves(state, name)
    elif left is None or left >= 1:
        found += attack_moves(state, name) + rolls.trait_moves(state, name) + rolls.opposed_moves(state, name)
        found += rolls.heal_moves(state, name) + rolls.wake_moves(state, name)
    if left is None or left >= 1:
        found += move_moves(state, name)
        if name not in turn["acted"]:
            found += rolls.recover_moves(state, name)
    found += rolls.path_moves(state, name) if not guards.blocked_by(sheet_) else []
    found += rolls.rest_moves(state, name)
    return found


def give_moves(state: dict, name: str) -> list[dict]:
    turn = state["combat"]["turn"]
    able = [other for other in turn["characters"] if other != name and other not in turn["done"]
            and not guards.blocked_by(sheet(state, other)) and not sheet(state, other)["dead"]]
    if not able:
        return []
    left = guards.actions_left(state, name)
    counted = {"actions": integer(1, left)} if left and left > 1 else {}
    return [move("give-actions", f"{name} cannot act and gives the turn's actions away", "Turn",
                 character=fixed(name), to=choices(able), **counted)]


def move_moves(state: dict, name: str) -> list[dict]:
    sheet_ = sheet(state, name)
    if guards.blocked_by(sheet_) or guards.resting(sheet_):
        return []
    combat, left = state["combat"], guards.actions_left(state, name)
    cases = {}
    for other in combat["combatants"]:
        if other == name:
            continue
        now = combat["distances"][pair(name, other)]
        bands = [band for band in BANDS if band != now and (left is None or band_steps(now, band) <= left)]
        if bands:
            cases[other] = choices(bands)
    if not cases:
        return []
    return [move("move", f"{name} moves", "Move", character=fixed(name), toward=choices(list(cases)),
                 band=by("toward", cases))]


def attack_moves(state: dict, name: str) -> list[dict]:
    """One move per fighting style and intent; the targets the attacker may strike."""
    sheet_ = sheet(state, name)
    if guards.resting(sheet_):
        return []
    spared = {t["by"] for t in sheet_["tribulations"] if TRIBULATIONS[t["name"]].spares_source}
    targets = [c for c in state["combat"]["combatants"] if c != name and c not in spared]
    if not targets:
        return []
    most = reach(state, name)
    found = []
    for style, trait in STYLES.items():
        if not pool(state, name, trait).dice:
            continue
        found.append(move("declare-attack", f"{name} attacks ({style}, {trait}) to deal damage", "Attack",
                          attacker=fixed(name), style=fixed(style), intent=fixed("damage"),
                          targets=some(targets, most)))
        open_to = {t: [c for c in targets if not has(sheet(state, c), t)] for t in NAMES}
        open_to = {t: names for t, names in open_to.items() if names}
        if open_to:
            fields = {"tribulation": choices(list(open_to))}
            if "Impaired" in open_to:
                fields["sense"] = by("tribulation", {"Impaired": choices(SENSES)})
            fields["targets"] = by("tribulation", {t: some(names, most) for t, names in open_to.items()})
            found.append(move("declare-attack", f"{name} attacks ({style}, {trait}) to impose a Tribulation",
                              "Attack", attacker=fixed(name), style=fixed(style), intent=fixed("tribulation"),
                              **fields))
    return found


def attack_roll_moves(state: dict) -> list[dict]:
    pending = state["pending"]
    name = pending["by"]
    count = attack_pool(state).dice
    return [move("roll-attack", f"{name} rolls {pending['trait']} for the attack", "Attack", attacker=fixed(name),
                 **rolled(dice=dice(count, pending["trait"].lower())), **rolls.audience(state, name))]


def charm_moves(state: dict) -> list[dict]:
    """Each charmer's one command of this rotation to the character they charmed, until given."""
    combat, found = state["combat"], []
    for sheet_ in all_sheets(state):
        entry = has(sheet_, "Charmed")
        if sheet_["dead"] or not entry or not entry.get("by") or \
                entry.get("commanded") == [combat["sequence"], combat["rotation"]]:
            continue
        found.append(move("charm-command", f"{entry['by']} commands the Charmed {sheet_['name']}", "Turn",
                          character=fixed(entry["by"]), charmed=fixed(sheet_["name"]), order=text(300, required=True)))
    return found
